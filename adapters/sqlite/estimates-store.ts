import type { Statement } from 'better-sqlite3';
import type { EstimateListQuery, EstimatesStorage, EstimateWriteResult } from '../../core/estimates/storage-port.js';
import type { TenantScope } from '../../core/ports.js';
import type { SqliteDatabase } from './database.js';
import { Undo, type WriteQueue } from './group-commit.js';
import type { EventsStore } from './events-store.js';
import type { IdempotencyStore } from './idempotency-store.js';
import type { LedgerStore } from './ledger-store.js';
import { ESTIMATE_COLUMNS, estimateRowValues, toStored, type EstimateInternal, type EstimateRow } from '../shared/rows.js';
import { listPlan } from '../shared/estimate-list.js';
import type { ReadCache } from './read-cache.js';

export function estimatesStore(
  db: SqliteDatabase,
  queue: WriteQueue,
  ledger: LedgerStore,
  idempotency: IdempotencyStore,
  events: EventsStore,
  reads: ReadCache,
): EstimatesStorage {
  const insert = db.prepare(`INSERT INTO estimates (${ESTIMATE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const selectOne = db.prepare('SELECT * FROM estimates WHERE id = ? AND account_id = ? AND environment = ?');
  const selectBody = db.prepare('SELECT body FROM estimates WHERE id = ? AND account_id = ? AND environment = ?').pluck();
  const counter = db.prepare('SELECT count FROM daily_counters WHERE name = ? AND day = ?').pluck();
  const bump = db.prepare(
    'INSERT INTO daily_counters (name, day, count) VALUES (?, ?, 1) ON CONFLICT (name, day) DO UPDATE SET count = count + 1',
  );
  const descendants =
    db.prepare(`WITH RECURSIVE tree(id) AS (SELECT id FROM estimates WHERE id = ? UNION ALL SELECT e.id FROM estimates e JOIN tree t ON e.parent_id = t.id)
    SELECT e.id, e.body, e.idempotency_key FROM tree JOIN estimates e ON e.id = tree.id`);
  const remove = db.prepare('DELETE FROM estimates WHERE id = ?');
  const customerExists = db.prepare('SELECT 1 FROM customers WHERE id = ? AND account_id = ? AND environment = ?');
  const finish = db.prepare('UPDATE estimates SET status = ?, body = ?, internal = ? WHERE id = ?');
  // List statements by their SQL text: each filter combination is prepared once.
  const statements = new Map<string, Statement<unknown[]>>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare<unknown[]>(sql)));
    return statement;
  };

  const getRow = (scope: TenantScope, id: string) => selectOne.get(id, scope.accountId, scope.environment) as EstimateRow | undefined;

  return {
    saveEstimate: (write) =>
      queue.run((): EstimateWriteResult => {
        const { scope, stored, now } = write;
        const idem = write.idempotency;
        // The key first: a replay is answered whatever the balance or the cap say now.
        const refusal = idem ? idempotency.check(scope, idem.key, idem.owner, idem.claim, now) : null;
        if (refusal) return { ok: false, reason: 'idempotency', refusal };
        const customerId = stored.estimate.customer_id;
        if (customerId && !customerExists.get(customerId, scope.accountId, scope.environment))
          return { ok: false, reason: 'customer_missing' };
        if (write.dailyCap) {
          const used = (counter.get(write.dailyCap.name, write.dailyCap.day) as number | undefined) ?? 0;
          if (used >= write.dailyCap.limit) return { ok: false, reason: 'daily_cap' };
          bump.run(write.dailyCap.name, write.dailyCap.day);
        }
        let creditsRemaining: number;
        if (write.charge) {
          const taken = ledger.take(write.charge.accountId, write.charge.credits, now, stored.estimate.id, write.charge.mode);
          // Undo: the cap bump above (if any) goes too.
          if (!taken)
            throw new Undo<EstimateWriteResult>({
              ok: false,
              reason: 'insufficient_credits',
              available: ledger.available(write.charge.accountId, now),
            });
          creditsRemaining = write.charge.accountId === scope.accountId ? taken.remaining : ledger.available(scope.accountId, now);
        } else {
          creditsRemaining = ledger.available(scope.accountId, now);
        }
        const e = stored.estimate;
        const json = write.json ?? JSON.stringify(e);
        // Positional values: binding by name looks each one up in an object built per request.
        insert.run(...estimateRowValues(scope, stored, json, idem?.key ?? null));
        if (idem) idempotency.answer(scope, idem.key, idem, idem.respond(creditsRemaining), { id: e.id, json }, now);
        return { ok: true, creditsRemaining };
      }),

    async getEstimate(scope, id) {
      const row = getRow(scope, id);
      return row ? toStored(row) : null;
    },

    // Synchronous (no promise): GET /v1/estimates/{id} answers within the request's first turn.
    getEstimateJson(scope, id) {
      return reads.get(
        `estimate\u0000${id}\u0000${scope.accountId}\u0000${scope.environment}`,
        () => (selectBody.get(id, scope.accountId, scope.environment) as string | undefined) ?? null,
      );
    },

    async listEstimates(scope, query: EstimateListQuery) {
      const plan = listPlan(query, () => '?');
      const base = { accountId: scope.accountId, environment: scope.environment };
      let cursor: { created_at: number } | undefined;
      if (query.startingAfter !== undefined) {
        cursor = prepared(plan.cursorSql).get(...plan.cursorValues(base)) as { created_at: number } | undefined;
        if (!cursor) return { ok: false as const, reason: 'invalid_cursor' as const };
      }
      const rows = prepared(plan.pageSql(cursor !== undefined))
        .pluck()
        .all(...plan.pageValues(base, cursor?.created_at)) as string[];
      return { ok: true as const, items: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
    },

    async deleteEstimate(scope, id, now) {
      return db
        .transaction(() => {
          if (!getRow(scope, id)) return false;
          for (const doomed of descendants.all(id) as Array<{ id: string; body: string; idempotency_key: string | null }>) {
            ledger.settle(doomed.id, 'release', now);
            if (doomed.idempotency_key !== null) idempotency.detach(scope, doomed.idempotency_key, { id: doomed.id, json: doomed.body });
            remove.run(doomed.id);
          }
          return true;
        })
        .immediate();
    },

    async completeEstimate({ scope, estimate, now, hold, event, newId }) {
      return db
        .transaction(() => {
          const row = getRow(scope, estimate.id);
          if (!row || JSON.parse(row.body).status !== 'processing') return false;
          const { photos: _photos, heldCredits: _held, ...internal } = JSON.parse(row.internal) as EstimateInternal;
          finish.run(estimate.status, JSON.stringify(estimate), JSON.stringify(internal), estimate.id);
          ledger.settle(estimate.id, hold, now);
          if (event && newId) events.storeEvent(event, { to: 'subscribers' }, newId, now);
          return true;
        })
        .immediate();
    },
  };
}
