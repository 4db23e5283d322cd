import type { CreditLotRecord } from './storage-port.js';

export interface Draw {
  lotId: string;
  credits: number;
}

export function isUsable(lot: CreditLotRecord, now: number): boolean {
  return lot.remainingCredits > 0 && (lot.expiresAt === null || lot.expiresAt > now);
}

export function availableCredits(lots: readonly CreditLotRecord[], now: number): number {
  return lots.reduce((sum, lot) => (isUsable(lot, now) ? sum + lot.remainingCredits : sum), 0);
}

/**
 * Which lots pay for `credits`: earliest expiry first (lots that never expire
 * last), then oldest. Null when the usable lots do not cover it. Adapters call
 * this inside their transaction, on rows they have locked.
 */
export function planDraws(lots: readonly CreditLotRecord[], credits: number, now: number): Draw[] | null {
  const usable = lots
    .filter((lot) => isUsable(lot, now))
    .sort((a, b) => (a.expiresAt ?? Infinity) - (b.expiresAt ?? Infinity) || a.createdAt - b.createdAt || a.id.localeCompare(b.id));
  const draws: Draw[] = [];
  let left = credits;
  for (const lot of usable) {
    if (left === 0) break;
    const take = Math.min(left, lot.remainingCredits);
    draws.push({ lotId: lot.id, credits: take });
    left -= take;
  }
  return left === 0 ? draws : null;
}
