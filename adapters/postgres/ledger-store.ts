import { availableCredits, planDraws, type Draw } from '../../core/ledger/plan.js';
import type { CreditLotRecord, LedgerStorage } from '../../core/ledger/storage-port.js';
import type { Database, Sql } from './database.js';

export interface LotRow {
  id: string;
  account_id: string;
  source: string;
  initial_credits: number;
  remaining_credits: number;
  expires_at: number | null;
  created_at: number;
}
const toLot = (r: LotRow): CreditLotRecord => ({
  id: r.id,
  accountId: r.account_id,
  source: r.source,
  initialCredits: r.initial_credits,
  remainingCredits: r.remaining_credits,
  expiresAt: r.expires_at,
  createdAt: r.created_at,
});

/** An account's lots in draw order, read straight from credit_lots_account_order (migration 010). */
export const lotsInOrderSql = 'SELECT * FROM credit_lots WHERE account_id = $1 ORDER BY created_at, id';
const lotsOf = async (q: Sql, accountId: string, lock = false) =>
  (await q.rows<LotRow>(lock ? `${lotsInOrderSql} FOR UPDATE` : lotsInOrderSql, [accountId])).map(toLot);

/**
 * Credit lots and their movements. `take` and `settle` run inside the caller's
 * transaction. `take` locks every lot row of the account (FOR UPDATE) before
 * planning, so concurrent spenders on any instance queue behind each other and
 * each plans on the balance the previous one left: no overspend.
 */
export const ledger = {
  lots: lotsOf,
  available: async (q: Sql, accountId: string, now: number) => availableCredits(await lotsOf(q, accountId), now),

  /** Takes credits earliest-expiry first and answers what remains; null (and nothing changed) when they do not suffice. */
  async take(
    q: Sql,
    accountId: string,
    credits: number,
    now: number,
    estimateId: string,
    mode: 'spend' | 'hold',
  ): Promise<{ remaining: number } | null> {
    const lots = await lotsOf(q, accountId, true);
    const draws = planDraws(lots, credits, now);
    if (!draws) return null;
    for (const d of draws) {
      await q.run('UPDATE credit_lots SET remaining_credits = remaining_credits - $1 WHERE id = $2', [d.credits, d.lotId]);
      await q.run(
        'INSERT INTO credit_movements (account_id, lot_id, estimate_id, kind, credits, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [accountId, d.lotId, estimateId, mode, d.credits, now],
      );
    }
    if (mode === 'hold')
      await q.run('INSERT INTO credit_holds (estimate_id, account_id, credits, draws, created_at) VALUES ($1, $2, $3, $4, $5)', [
        estimateId,
        accountId,
        credits,
        JSON.stringify(draws),
        now,
      ]);
    // The lots stay locked until commit, so the balance after the draws is known without reading them again.
    return { remaining: availableCredits(lots, now) - credits };
  },

  /** Ends a hold: `spend` keeps the credits taken, `release` gives them back. Deleting the hold first makes a second settle a no-op. */
  async settle(q: Sql, estimateId: string, outcome: 'spend' | 'release', now: number): Promise<void> {
    const hold = await q.one<{ account_id: string; draws: string }>(
      'DELETE FROM credit_holds WHERE estimate_id = $1 RETURNING account_id, draws',
      [estimateId],
    );
    if (!hold) return;
    for (const d of JSON.parse(hold.draws) as Draw[]) {
      if (outcome === 'release')
        await q.run('UPDATE credit_lots SET remaining_credits = remaining_credits + $1 WHERE id = $2', [d.credits, d.lotId]);
      await q.run(
        'INSERT INTO credit_movements (account_id, lot_id, estimate_id, kind, credits, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [hold.account_id, d.lotId, estimateId, outcome === 'release' ? 'release' : 'settle', d.credits, now],
      );
    }
  },
};

export function ledgerStore({ sql, tx }: Database): LedgerStorage {
  const heldCredits = async (accountId: string) =>
    (await sql.one<{ n: number }>('SELECT coalesce(sum(credits), 0)::bigint AS n FROM credit_holds WHERE account_id = $1', [accountId]))!.n;
  return {
    grantCredits: (lot) =>
      tx(async (q) => {
        await q.run(
          `INSERT INTO credit_lots (id, account_id, source, initial_credits, remaining_credits, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [lot.id, lot.accountId, lot.source, lot.initialCredits, lot.remainingCredits, lot.expiresAt, lot.createdAt],
        );
        // New credits re-arm the credits.low notice.
        await q.run('UPDATE accounts SET credits_low_notified = false WHERE id = $1', [lot.accountId]);
      }),
    listCreditLots: (accountId) => lotsOf(sql, accountId),
    heldCredits,
    async creditBalance(accountId) {
      const [lots, held] = await Promise.all([lotsOf(sql, accountId), heldCredits(accountId)]);
      return { lots, held };
    },
  };
}
