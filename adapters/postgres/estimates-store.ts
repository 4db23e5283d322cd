import type { Estimate } from '../../core/estimates/types.js';
import type { EstimatesStorage, EstimateWriteResult } from '../../core/estimates/storage-port.js';
import { listPlan } from '../shared/estimate-list.js';
import { fencedOut, refusalOf } from '../shared/idempotency.js';
import type { Database, Sql } from './database.js';
import { storeEvent } from './events-store.js';
import { answerIdempotency, detachIdempotency, keyState } from './idempotency-store.js';
import { ledger } from './ledger-store.js';
import { ESTIMATE_COLUMNS, estimateRowValues, toStored, type EstimateInternal, type EstimateRow } from '../shared/rows.js';

/** Thrown inside a transaction to roll it back and still answer `result`. */
class Refused {
  constructor(readonly result: EstimateWriteResult) {}
}

export function estimatesStore({ sql, tx }: Database): EstimatesStorage {
  const getRow = (q: Sql, scope: { accountId: string; environment: string }, id: string, lock = false) =>
    q.one<EstimateRow>(`SELECT * FROM estimates WHERE id = $1 AND account_id = $2 AND environment = $3${lock ? ' FOR UPDATE' : ''}`, [
      id,
      scope.accountId,
      scope.environment,
    ]);

  return {
    async saveEstimate(write) {
      const { scope, stored, now } = write;
      const idem = write.idempotency;
      // The key first, without locks: a replay is answered whatever the balance says now (the write re-checks under lock).
      if (idem) {
        const row = await keyState(sql, scope, idem.key);
        const refusal = idem.claim ? refusalOf(row, idem.claim.fingerprint, now) : fencedOut(row, idem.owner);
        if (refusal) return { ok: false, reason: 'idempotency', refusal };
      }
      try {
        return await tx(async (q): Promise<EstimateWriteResult> => {
          // FOR SHARE keeps the linked customer from being deleted until this estimate is stored.
          const customerId = stored.estimate.customer_id;
          if (
            customerId &&
            !(await q.one('SELECT 1 FROM customers WHERE id = $1 AND account_id = $2 AND environment = $3 FOR SHARE', [
              customerId,
              scope.accountId,
              scope.environment,
            ]))
          ) {
            return { ok: false, reason: 'customer_missing' };
          }
          if (write.dailyCap) {
            // One conditional upsert: the counter is shared by every instance and never passes the limit.
            const { name, day, limit } = write.dailyCap;
            const bumped =
              limit > 0 &&
              (await q.run(
                `INSERT INTO daily_counters (name, day, count) VALUES ($1, $2, 1)
              ON CONFLICT (name, day) DO UPDATE SET count = daily_counters.count + 1 WHERE daily_counters.count < $3`,
                [name, day, limit],
              )) === 1;
            if (!bumped) return { ok: false, reason: 'daily_cap' };
          }
          const taken = write.charge
            ? await ledger.take(q, write.charge.accountId, write.charge.credits, now, stored.estimate.id, write.charge.mode)
            : null;
          if (write.charge && !taken)
            throw new Refused({
              ok: false,
              reason: 'insufficient_credits',
              available: await ledger.available(q, write.charge.accountId, now),
            });
          const e = stored.estimate;
          const json = write.json ?? JSON.stringify(e);
          await q.run(
            `INSERT INTO estimates (${ESTIMATE_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
            estimateRowValues(scope, stored, json, idem?.key ?? null),
          );
          const creditsRemaining =
            taken && write.charge!.accountId === scope.accountId ? taken.remaining : await ledger.available(q, scope.accountId, now);
          if (idem) {
            const refusal = await answerIdempotency(q, scope, idem.key, idem, idem.respond(creditsRemaining), { id: e.id, json }, now);
            // Another request answered or holds the key (or took over our claim): nothing of this write is kept.
            if (refusal) throw new Refused({ ok: false, reason: 'idempotency', refusal });
          }
          return { ok: true, creditsRemaining };
        });
      } catch (error) {
        if (error instanceof Refused) return error.result;
        throw error;
      }
    },

    async getEstimate(scope, id) {
      const row = await getRow(sql, scope, id);
      return row ? toStored(row) : null;
    },

    async getEstimateJson(scope, id) {
      const row = await sql.one<{ body: string }>('SELECT body FROM estimates WHERE id = $1 AND account_id = $2 AND environment = $3', [
        id,
        scope.accountId,
        scope.environment,
      ]);
      return row?.body ?? null;
    },

    async listEstimates(scope, query) {
      const plan = listPlan(query, (n) => `$${n}`);
      let cursor: { created_at: number } | undefined;
      if (query.startingAfter !== undefined) {
        cursor = await sql.one<{ created_at: number }>(plan.cursorSql, plan.cursorValues(scope));
        if (!cursor) return { ok: false, reason: 'invalid_cursor' };
      }
      const rows = await sql.rows<{ body: string }>(plan.pageSql(cursor !== undefined), plan.pageValues(scope, cursor?.created_at));
      return { ok: true, items: rows.slice(0, query.limit).map((r) => r.body), hasMore: rows.length > query.limit };
    },

    deleteEstimate: (scope, id, now) =>
      tx(async (q) => {
        if (!(await getRow(q, scope, id, true))) return false;
        const tree = await q.rows<{ id: string; body: string; idempotency_key: string | null }>(
          `WITH RECURSIVE tree(id) AS (SELECT id FROM estimates WHERE id = $1
        UNION ALL SELECT e.id FROM estimates e JOIN tree t ON e.parent_id = t.id) SELECT e.id, e.body, e.idempotency_key FROM tree JOIN estimates e ON e.id = tree.id`,
          [id],
        );
        for (const doomed of tree) {
          await ledger.settle(q, doomed.id, 'release', now);
          if (doomed.idempotency_key !== null)
            await detachIdempotency(q, scope, doomed.idempotency_key, { id: doomed.id, json: doomed.body });
          await q.run('DELETE FROM estimates WHERE id = $1', [doomed.id]);
        }
        return true;
      }),

    completeEstimate: ({ scope, estimate, now, hold, event, newId }) =>
      tx(async (q) => {
        const row = await getRow(q, scope, estimate.id, true);
        if (!row || (JSON.parse(row.body) as Estimate).status !== 'processing') return false;
        const { photos: _photos, heldCredits: _held, ...internal } = JSON.parse(row.internal) as EstimateInternal;
        await q.run('UPDATE estimates SET status = $1, body = $2, internal = $3 WHERE id = $4', [
          estimate.status,
          JSON.stringify(estimate),
          JSON.stringify(internal),
          estimate.id,
        ]);
        await ledger.settle(q, estimate.id, hold, now);
        if (event && newId) await storeEvent(q, event, { to: 'subscribers' }, newId, now);
        return true;
      }),
  };
}
