import type { BalanceResource } from '../schemas/account.js';
import type { CreditLotRecord, LedgerStorage } from './storage-port.js';
import { availableCredits } from './plan.js';

/**
 * A lot's dates as text, remembered: they never change, and every GET /v1/balance formats them again
 * (two Dates and two toISOString per lot, ~1.4 µs per lot). Bounded: cleared when full.
 */
const isoTexts = new Map<number, string>();
function iso(ms: number | null): string | null {
  if (ms === null) return null;
  let text = isoTexts.get(ms);
  if (text === undefined) {
    if (isoTexts.size >= 4096) isoTexts.clear();
    isoTexts.set(ms, (text = new Date(ms).toISOString()));
  }
  return text;
}

/** The Balance resource: live credits by lot. */
export function renderBalance(lots: CreditLotRecord[], held: number, now: number): BalanceResource {
  return {
    object: 'balance' as const,
    environment: 'live' as const,
    available_credits: availableCredits(lots, now),
    held_credits: held,
    lots: lots.map((lot) => ({
      id: lot.id,
      object: 'credit_lot' as const,
      source: lot.source,
      initial_credits: lot.initialCredits,
      remaining_credits: lot.remainingCredits,
      expires_at: iso(lot.expiresAt),
      expired: lot.expiresAt !== null && lot.expiresAt <= now,
      created_at: iso(lot.createdAt)!,
    })),
  };
}

export async function readBalance(storage: LedgerStorage, accountId: string, now: number) {
  const { lots, held } = await storage.creditBalance(accountId);
  return renderBalance(lots, held, now);
}
