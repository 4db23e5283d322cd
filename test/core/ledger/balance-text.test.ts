/** The kept JSON text of a balance (core/ledger/balance.ts): the text of the resource at every instant. */
import { describe, expect, it } from 'vitest';
import { readBalance, readBalanceJson } from '../../../core/ledger/balance.js';
import type { CreditBalance, CreditLotRecord, LedgerStorage } from '../../../core/ledger/storage-port.js';

const lot = (id: string, remainingCredits: number, expiresAt: number | null): CreditLotRecord => ({
  id,
  accountId: 'acct_1',
  source: 'grant',
  initialCredits: 50,
  remainingCredits,
  expiresAt,
  createdAt: 1_700_000_000_000,
});

/** A storage answering the same object on every read (as the SQLite read cache does while nothing is committed). */
function storageOf(balance: CreditBalance, options: { promise?: boolean } = {}): LedgerStorage & { reads: number } {
  const storage = {
    reads: 0,
    grantCredits: async () => undefined,
    listCreditLots: async () => balance.lots,
    heldCredits: async () => balance.held,
    creditBalance: () => {
      storage.reads += 1;
      return options.promise ? Promise.resolve(balance) : balance;
    },
  };
  return storage;
}

describe('the balance as JSON text', () => {
  const t = 1_800_000_000_000;
  const balance: CreditBalance = { lots: [lot('lot_a', 10, null), lot('lot_b', 20, t + 1000), lot('lot_c', 30, t + 5000)], held: 4 };

  it('is the JSON of the Balance resource at every instant, the clock moving forward past expiries and back', async () => {
    const storage = storageOf(balance);
    for (const now of [t, t + 999, t + 1000, t + 1001, t + 4999, t + 5000, t + 9000, t + 1000, t + 999, t - 5000, t + 5000, t]) {
      const text = readBalanceJson(storage, 'acct_1', now);
      expect(typeof text).toBe('string');
      expect(text).toBe(JSON.stringify(await readBalance(storage, 'acct_1', now)));
    }
    expect(JSON.parse(readBalanceJson(storage, 'acct_1', t + 1000) as string)).toMatchObject({ available_credits: 40, held_credits: 4 });
  });

  it('follows a new read (a commit): another object is rendered afresh', () => {
    const first = storageOf(balance);
    const changed = storageOf({ ...balance, lots: [lot('lot_a', 3, null)] });
    expect(JSON.parse(readBalanceJson(first, 'acct_1', t) as string).available_credits).toBe(60);
    expect(JSON.parse(readBalanceJson(changed, 'acct_1', t) as string).available_credits).toBe(3);
  });

  it('answers through a promise when the storage does', async () => {
    const storage = storageOf(balance, { promise: true });
    const text = readBalanceJson(storage, 'acct_1', t);
    expect(text).toBeInstanceOf(Promise);
    expect(await text).toBe(JSON.stringify(await readBalance(storage, 'acct_1', t)));
  });
});
