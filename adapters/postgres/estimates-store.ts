import type { Estimate } from '../../core/estimates/types.js';
import type { EstimateWriteResult, Storage } from '../../core/ports.js';
import { params, type Database, type Sql } from './database.js';
import { completeIdempotency } from './idempotency-store.js';
import { ledger } from './ledger-store.js';
import { storeEvent } from './webhooks-store.js';
import { internalOf, toStored, type EstimateInternal, type EstimateRow } from '../shared/rows.js';


type EstimatesPort = Pick<Storage, 'saveEstimate' | 'getEstimate' | 'listEstimates' | 'deleteEstimate' | 'completeEstimate'>;

export function estimatesStore({ sql, tx }: Database): EstimatesPort {
  const getRow = (q: Sql, scope: { accountId: string; environment: string }, id: string, lock = false) =>
    q.one<EstimateRow>(`SELECT * FROM estimates WHERE id = $1 AND account_id = $2 AND environment = $3${lock ? ' FOR UPDATE' : ''}`, [id, scope.accountId, scope.environment]);

  return {
    saveEstimate: (write) => tx(async (q): Promise<EstimateWriteResult> => {
      const { scope, stored, now } = write;
      // FOR SHARE keeps the linked customer from being deleted until this estimate is stored.
      const customerId = stored.estimate.customer_id;
      if (customerId && !(await q.one('SELECT 1 FROM customers WHERE id = $1 AND account_id = $2 AND environment = $3 FOR SHARE', [customerId, scope.accountId, scope.environment]))) {
        return { ok: false, reason: 'customer_missing' };
      }
      if (write.dailyCap) {
        // One conditional upsert: the counter is shared by every instance and never passes the limit.
        const { name, day, limit } = write.dailyCap;
        const bumped = limit > 0 && (await q.run(`INSERT INTO daily_counters (name, day, count) VALUES ($1, $2, 1)
          ON CONFLICT (name, day) DO UPDATE SET count = daily_counters.count + 1 WHERE daily_counters.count < $3`, [name, day, limit])) === 1;
        if (!bumped) return { ok: false, reason: 'daily_cap' };
      }
      const taken = write.charge ? await ledger.take(q, write.charge.accountId, write.charge.credits, now, stored.estimate.id, write.charge.mode) : null;
      if (write.charge && !taken) return { ok: false, reason: 'insufficient_credits', available: await ledger.available(q, write.charge.accountId, now) };
      const e = stored.estimate;
      await q.run(`INSERT INTO estimates (id, account_id, environment, status, parent_id, customer_id, created_at, body, internal) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [e.id, scope.accountId, scope.environment, e.status, stored.parentId, e.customer_id ?? null, Date.parse(e.created_at), JSON.stringify(e), internalOf(stored)]);
      const creditsRemaining = taken && write.charge!.accountId === scope.accountId ? taken.remaining : await ledger.available(q, scope.accountId, now);
      if (!write.idempotency) return { ok: true, creditsRemaining };
      const response = write.idempotency.respond(creditsRemaining);
      await completeIdempotency(q, scope, write.idempotency.key, response);
      return { ok: true, creditsRemaining, response };
    }),

    async getEstimate(scope, id) {
      const row = await getRow(sql, scope, id);
      return row ? toStored(row) : null;
    },

    async listEstimates(scope, query) {
      const { values, p } = params();
      const where = [`account_id = ${p(scope.accountId)}`, `environment = ${p(scope.environment)}`];
      if (query.customerId !== undefined) where.push(`customer_id = ${p(query.customerId)}`);
      if (query.startingAfter !== undefined) {
        const cursor = p(query.startingAfter);
        if (!(await sql.one(`SELECT 1 FROM estimates WHERE id = ${cursor} AND ${where.join(' AND ')}`, values))) return { ok: false, reason: 'invalid_cursor' };
        where.push(`id < ${cursor}`);
      }
      if (query.status !== undefined) where.push(`status = ${p(query.status)}`);
      if (query.from !== undefined) where.push(`created_at >= ${p(query.from)}`);
      if (query.to !== undefined) where.push(`created_at <= ${p(query.to)}`);
      const rows = await sql.rows<{ body: string }>(`SELECT body FROM estimates WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT ${p(query.limit + 1)}`, values);
      return { ok: true, items: rows.slice(0, query.limit).map((r) => JSON.parse(r.body) as Estimate), hasMore: rows.length > query.limit };
    },

    deleteEstimate: (scope, id, now) => tx(async (q) => {
      if (!(await getRow(q, scope, id, true))) return false;
      const tree = await q.rows<{ id: string }>(`WITH RECURSIVE tree(id) AS (SELECT id FROM estimates WHERE id = $1
        UNION ALL SELECT e.id FROM estimates e JOIN tree t ON e.parent_id = t.id) SELECT id FROM tree`, [id]);
      for (const doomed of tree) {
        await ledger.settle(q, doomed.id, 'release', now);
        await q.run('DELETE FROM estimates WHERE id = $1', [doomed.id]);
      }
      return true;
    }),

    completeEstimate: ({ scope, estimate, now, hold, event, newId }) => tx(async (q) => {
      const row = await getRow(q, scope, estimate.id, true);
      if (!row || (JSON.parse(row.body) as Estimate).status !== 'processing') return false;
      const { photos: _photos, heldCredits: _held, ...internal } = JSON.parse(row.internal) as EstimateInternal;
      await q.run('UPDATE estimates SET status = $1, body = $2, internal = $3 WHERE id = $4', [estimate.status, JSON.stringify(estimate), JSON.stringify(internal), estimate.id]);
      await ledger.settle(q, estimate.id, hold, now);
      if (event && newId) await storeEvent(q, event, { to: 'subscribers' }, newId, now);
      return true;
    }),
  };
}
