import { describe, expect, it } from 'vitest';
import { availableCredits, planDraws } from '../../../core/ledger/plan.js';
import type { CreditLotRecord } from '../../../core/ports.js';

const lot = (id: string, remaining: number, expiresAt: number | null, createdAt = 0): CreditLotRecord => ({
  id,
  accountId: 'acct_1',
  source: 'grant',
  initialCredits: 100,
  remainingCredits: remaining,
  expiresAt,
  createdAt,
});

describe('planDraws', () => {
  it('spends the earliest-expiring lot first, lots without expiry last', () => {
    const lots = [lot('never', 100, null), lot('late', 10, 5000), lot('soon', 4, 2000)];
    expect(planDraws(lots, 12, 1000)).toEqual([
      { lotId: 'soon', credits: 4 },
      { lotId: 'late', credits: 8 },
    ]);
  });

  it('ignores expired and empty lots, and refuses when the rest does not cover it', () => {
    const lots = [lot('expired', 50, 1000), lot('empty', 0, null), lot('ok', 9, null)];
    expect(availableCredits(lots, 1000)).toBe(9);
    expect(planDraws(lots, 10, 1000)).toBeNull();
    expect(planDraws(lots, 9, 1000)).toEqual([{ lotId: 'ok', credits: 9 }]);
  });

  it('breaks expiry ties by age', () => {
    const lots = [lot('b', 5, null, 2), lot('a', 5, null, 1)];
    expect(planDraws(lots, 6, 0)).toEqual([
      { lotId: 'a', credits: 5 },
      { lotId: 'b', credits: 1 },
    ]);
  });
});
