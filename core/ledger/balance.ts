import type { BalanceResource } from '../schemas/account.js';
import type { CreditBalance, CreditLotRecord, LedgerStorage } from './storage-port.js';
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

/** A balance's JSON and the span of instants it holds for: no lot expires in [from, until). */
interface BalanceText {
  json: string;
  from: number;
  until: number;
}

/**
 * The JSON of each balance read, kept with the read: a storage that answers the same object while
 * nothing changed (the SQLite read cache) gets the same text back, serialized once, instead of
 * rendering and serializing it for every GET /v1/balance. The answer depends on the clock only
 * through which lots have expired (`expired`, `available_credits`), so the text is kept with the
 * instants between the last expiry at or before the read and the next one after it, and rendered
 * again outside them (a clock moved back or forth past an expiry). A storage that answers a new
 * object for every read only ever misses.
 */
const balanceTexts = new WeakMap<CreditBalance, BalanceText>();

function balanceText(balance: CreditBalance, now: number): string {
  const kept = balanceTexts.get(balance);
  if (kept !== undefined && now >= kept.from && now < kept.until) return kept.json;
  let from = -Infinity;
  let until = Infinity;
  for (const { expiresAt } of balance.lots) {
    if (expiresAt === null) continue;
    if (expiresAt <= now) from = Math.max(from, expiresAt);
    else until = Math.min(until, expiresAt);
  }
  const json = JSON.stringify(renderBalance(balance.lots, balance.held, now));
  balanceTexts.set(balance, { json, from, until });
  return json;
}

/**
 * The Balance resource as JSON text (GET /v1/balance sends it as is): the same text as
 * `JSON.stringify(await readBalance(...))`, without a promise when the storage answers without one.
 */
export function readBalanceJson(storage: LedgerStorage, accountId: string, now: number): string | Promise<string> {
  const read = storage.creditBalance(accountId);
  return read instanceof Promise ? read.then((balance) => balanceText(balance, now)) : balanceText(read, now);
}
