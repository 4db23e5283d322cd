import { availableCredits, planDraws, type Draw } from '../../core/ledger/plan.js';
import type { CreditLotRecord, LedgerStorage } from '../../core/ledger/storage-port.js';
import type { SqliteDatabase } from './database.js';
import type { ReadCache } from './read-cache.js';

interface LotRow {
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

/** An account's lots in draw order, read straight from credit_lots_account_order (migration 012). */
export const lotsInOrderSql = 'SELECT * FROM credit_lots WHERE account_id = ? ORDER BY created_at, id';
/**
 * The lots with the held sum beside each: one statement (one read) for GET /v1/balance. The
 * account is bound twice by position (binding by name looks it up in an object built per read).
 */
export const lotsAndHeldSql =
  'SELECT l.id, l.account_id, l.source, l.initial_credits, l.remaining_credits, l.expires_at, l.created_at, (SELECT coalesce(sum(credits), 0) FROM credit_holds WHERE account_id = ?) AS held FROM credit_lots l WHERE l.account_id = ? ORDER BY l.created_at, l.id';

/** A row of lotsAndHeldSql as values, in its column order (no object with named keys built per row and then copied). */
const lotOfValues = (r: unknown[]): CreditLotRecord => ({
  id: r[0] as string,
  accountId: r[1] as string,
  source: r[2] as string,
  initialCredits: r[3] as number,
  remainingCredits: r[4] as number,
  expiresAt: r[5] as number | null,
  createdAt: r[6] as number,
});

/**
 * Credit lots and their movements. The take/give helpers run inside the
 * caller's transaction (they are not port operations themselves).
 */
export function ledgerStore(db: SqliteDatabase, reads?: ReadCache) {
  const selectLots = db.prepare(lotsInOrderSql);
  const decrement = db.prepare('UPDATE credit_lots SET remaining_credits = remaining_credits - ? WHERE id = ?');
  const increment = db.prepare('UPDATE credit_lots SET remaining_credits = remaining_credits + ? WHERE id = ?');
  const movement = db.prepare(
    'INSERT INTO credit_movements (account_id, lot_id, estimate_id, kind, credits, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertHold = db.prepare('INSERT INTO credit_holds (estimate_id, account_id, credits, draws, created_at) VALUES (?, ?, ?, ?, ?)');
  const selectHold = db.prepare('SELECT account_id, draws FROM credit_holds WHERE estimate_id = ?');
  const deleteHold = db.prepare('DELETE FROM credit_holds WHERE estimate_id = ?');

  // The sum availableCredits takes (usable: credits left, not expired), without reading every lot out.
  const selectAvailable = db
    .prepare(
      'SELECT coalesce(sum(remaining_credits), 0) FROM credit_lots WHERE account_id = ? AND remaining_credits > 0 AND (expires_at IS NULL OR expires_at > ?)',
    )
    .pluck();

  const lots = (accountId: string) => (selectLots.all(accountId) as LotRow[]).map(toLot);

  return {
    lots,
    available: (accountId: string, now: number) => selectAvailable.get(accountId, now) as number,

    /** Takes credits earliest-expiry first and answers what remains; null (and nothing changed) when they do not suffice. */
    take(
      accountId: string,
      credits: number,
      now: number,
      estimateId: string,
      mode: 'spend' | 'hold',
    ): { draws: Draw[]; remaining: number } | null {
      const current = lots(accountId);
      const draws = planDraws(current, credits, now);
      if (!draws) return null;
      for (const d of draws) {
        decrement.run(d.credits, d.lotId);
        movement.run(accountId, d.lotId, estimateId, mode, d.credits, now);
      }
      if (mode === 'hold') insertHold.run(estimateId, accountId, credits, JSON.stringify(draws), now);
      return { draws, remaining: availableCredits(current, now) - credits };
    },

    /** Ends a hold: `spend` keeps the credits taken, `release` gives them back to their lots. */
    settle(estimateId: string, outcome: 'spend' | 'release', now: number): void {
      const hold = selectHold.get(estimateId) as { account_id: string; draws: string } | undefined;
      if (!hold) return;
      for (const d of JSON.parse(hold.draws) as Draw[]) {
        if (outcome === 'release') increment.run(d.credits, d.lotId);
        movement.run(hold.account_id, d.lotId, estimateId, outcome === 'release' ? 'release' : 'settle', d.credits, now);
      }
      deleteHold.run(estimateId);
    },

    port(): LedgerStorage {
      const held = db.prepare('SELECT coalesce(sum(credits), 0) FROM credit_holds WHERE account_id = ?').pluck();
      const lotsAndHeld = db.prepare(lotsAndHeldSql).raw();
      const rearm = db.prepare('UPDATE accounts SET credits_low_notified = 0 WHERE id = ?');
      const insertLot =
        db.prepare(`INSERT INTO credit_lots (id, account_id, source, initial_credits, remaining_credits, expires_at, created_at)
        VALUES (@id, @accountId, @source, @initialCredits, @remainingCredits, @expiresAt, @createdAt)`);
      return {
        async grantCredits(lot) {
          db.transaction(() => {
            insertLot.run(lot);
            // New credits re-arm the credits.low notice.
            rearm.run(lot.accountId);
          }).immediate();
        },
        listCreditLots: async (accountId) => lots(accountId),
        heldCredits: async (accountId) => held.get(accountId) as number,
        // Synchronous (no promise): GET /v1/balance answers within the request's first turn.
        creditBalance(accountId) {
          const read = () => {
            const rows = lotsAndHeld.all(accountId, accountId) as unknown[][];
            // Without lots the join has no row to carry the sum (holds need lots, but the read must not assume it).
            return { lots: rows.map(lotOfValues), held: rows.length > 0 ? (rows[0]![7] as number) : (held.get(accountId) as number) };
          };
          // Shared by the answers until a commit: readers only render it (core/ledger/balance.ts).
          return reads ? reads.get(`balance\u0000${accountId}`, read) : read();
        },
      };
    },
  };
}

export type LedgerStore = ReturnType<typeof ledgerStore>;
