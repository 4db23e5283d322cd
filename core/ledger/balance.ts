import type { BalanceResource } from '../schemas/account.js';
import type { CreditLotRecord, LedgerStorage } from './storage-port.js';
import { availableCredits } from './plan.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

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
