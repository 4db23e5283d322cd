import type { Estimate } from '../../core/estimates/types.js';
import type { Storage, TenantScope } from '../../core/ports.js';
import type { SqliteDatabase } from './database.js';
import type { IdempotencyStore } from './idempotency-store.js';
import type { LedgerStore } from './ledger-store.js';
import type { WebhooksStore } from './webhooks-store.js';
import { internalOf, toStored, type EstimateInternal, type EstimateRow } from '../shared/rows.js';


type EstimatesPort = Pick<Storage, 'saveEstimate' | 'getEstimate' | 'listEstimates' | 'deleteEstimate' | 'completeEstimate'>;

export function estimatesStore(db: SqliteDatabase, ledger: LedgerStore, idempotency: IdempotencyStore, webhooks: WebhooksStore): EstimatesPort {
  const insert = db.prepare(`INSERT INTO estimates (id, account_id, environment, status, parent_id, customer_id, created_at, body, internal)
    VALUES (@id, @accountId, @environment, @status, @parentId, @customerId, @createdAt, @body, @internal)`);
  const selectOne = db.prepare('SELECT * FROM estimates WHERE id = ? AND account_id = ? AND environment = ?');
  const counter = db.prepare('SELECT count FROM daily_counters WHERE name = ? AND day = ?').pluck();
  const bump = db.prepare('INSERT INTO daily_counters (name, day, count) VALUES (?, ?, 1) ON CONFLICT (name, day) DO UPDATE SET count = count + 1');
  const descendants = db.prepare(`WITH RECURSIVE tree(id) AS (SELECT id FROM estimates WHERE id = ? UNION ALL SELECT e.id FROM estimates e JOIN tree t ON e.parent_id = t.id)
    SELECT id FROM tree`).pluck();
  const remove = db.prepare('DELETE FROM estimates WHERE id = ?');
  const customerExists = db.prepare('SELECT 1 FROM customers WHERE id = ? AND account_id = ? AND environment = ?');

  const getRow = (scope: TenantScope, id: string) => selectOne.get(id, scope.accountId, scope.environment) as EstimateRow | undefined;

  return {
    async saveEstimate(write) {
      const { scope, stored, now } = write;
      return db.transaction(() => {
        const customerId = stored.estimate.customer_id;
        if (customerId && !customerExists.get(customerId, scope.accountId, scope.environment)) return { ok: false as const, reason: 'customer_missing' as const };
        if (write.dailyCap) {
          const used = (counter.get(write.dailyCap.name, write.dailyCap.day) as number | undefined) ?? 0;
          if (used >= write.dailyCap.limit) return { ok: false as const, reason: 'daily_cap' as const };
          bump.run(write.dailyCap.name, write.dailyCap.day);
        }
        if (write.charge && !ledger.take(write.charge.accountId, write.charge.credits, now, stored.estimate.id, write.charge.mode)) {
          return { ok: false as const, reason: 'insufficient_credits' as const, available: ledger.available(write.charge.accountId, now) };
        }
        const e = stored.estimate;
        insert.run({
          id: e.id, accountId: scope.accountId, environment: scope.environment, status: e.status, parentId: stored.parentId,
          customerId: e.customer_id ?? null, createdAt: Date.parse(e.created_at), body: JSON.stringify(e), internal: internalOf(stored),
        });
        const creditsRemaining = ledger.available(scope.accountId, now);
        if (!write.idempotency) return { ok: true as const, creditsRemaining };
        const response = write.idempotency.respond(creditsRemaining);
        idempotency.complete(scope, write.idempotency.key, response);
        return { ok: true as const, creditsRemaining, response };
      }).immediate();
    },

    async getEstimate(scope, id) {
      const row = getRow(scope, id);
      return row ? toStored(row) : null;
    },

    async listEstimates(scope, query) {
      const where = ['account_id = @accountId', 'environment = @environment'];
      const params: Record<string, unknown> = { ...scope, limit: query.limit + 1 };
      if (query.customerId !== undefined) { where.push('customer_id = @customerId'); params.customerId = query.customerId; }
      if (query.startingAfter !== undefined) {
        const cursorExists = db.prepare(`SELECT 1 FROM estimates WHERE id = @cursor AND ${where.join(' AND ')}`).get({ ...params, cursor: query.startingAfter });
        if (!cursorExists) return { ok: false as const, reason: 'invalid_cursor' as const };
        where.push('id < @cursor');
        params.cursor = query.startingAfter;
      }
      if (query.status !== undefined) { where.push('status = @status'); params.status = query.status; }
      if (query.from !== undefined) { where.push('created_at >= @from'); params.from = query.from; }
      if (query.to !== undefined) { where.push('created_at <= @to'); params.to = query.to; }
      const rows = db.prepare(`SELECT body FROM estimates WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT @limit`).pluck().all(params) as string[];
      const hasMore = rows.length > query.limit;
      return { ok: true as const, items: rows.slice(0, query.limit).map((b) => JSON.parse(b) as Estimate), hasMore };
    },

    async deleteEstimate(scope, id, now) {
      return db.transaction(() => {
        if (!getRow(scope, id)) return false;
        for (const doomed of descendants.all(id) as string[]) {
          ledger.settle(doomed, 'release', now);
          remove.run(doomed);
        }
        return true;
      }).immediate();
    },

    async completeEstimate({ scope, estimate, now, hold, event, newId }) {
      return db.transaction(() => {
        const row = getRow(scope, estimate.id);
        if (!row || JSON.parse(row.body).status !== 'processing') return false;
        const { photos: _photos, heldCredits: _held, ...internal } = JSON.parse(row.internal) as EstimateInternal;
        db.prepare('UPDATE estimates SET status = ?, body = ?, internal = ? WHERE id = ?').run(estimate.status, JSON.stringify(estimate), JSON.stringify(internal), estimate.id);
        ledger.settle(estimate.id, hold, now);
        if (event && newId) webhooks.storeEvent(event, { to: 'subscribers' }, newId, now);
        return true;
      }).immediate();
    },
  };
}
