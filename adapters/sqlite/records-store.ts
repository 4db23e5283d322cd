import type { TenantScope } from '../../core/ports.js';
import type { RecordsStorage } from '../../core/records/storage-port.js';
import type { CustomerPatch, CustomerRecord } from '../../core/records/types.js';
import type { WebhookEndpointRecord } from '../../core/webhooks/types.js';
import type { SqliteDatabase } from './database.js';
import type { IdempotencyStore } from './idempotency-store.js';
import { sealedPattern, toCustomer, toRecord, type CustomerRow, type RecordRow } from '../shared/rows.js';

/** Customers, JSON records and the usage counter behind the records cap. */
export function recordsStore(db: SqliteDatabase, idempotency: IdempotencyStore): RecordsStorage {
  const usage = db.prepare('SELECT used FROM records_usage WHERE account_id = ? AND environment = ?').pluck();
  const addUsage = db.prepare(`INSERT INTO records_usage (account_id, environment, used) VALUES (?, ?, ?)
    ON CONFLICT (account_id, environment) DO UPDATE SET used = used + excluded.used`);
  const customerRow = db.prepare('SELECT * FROM customers WHERE id = ? AND account_id = ? AND environment = ?');
  const externalIdOwner = db.prepare('SELECT id FROM customers WHERE account_id = ? AND environment = ? AND external_id = ?').pluck();
  const insertCustomer =
    db.prepare(`INSERT INTO customers (id, account_id, environment, external_id, name, phone_sealed, email_sealed, region_code, metadata, created_at, updated_at)
    VALUES (@id, @accountId, @environment, @externalId, @name, @phoneSealed, @emailSealed, @regionCode, @metadata, @createdAt, @updatedAt)`);
  const updateCustomer =
    db.prepare(`UPDATE customers SET external_id = @externalId, name = @name, phone_sealed = @phoneSealed, email_sealed = @emailSealed,
    region_code = @regionCode, metadata = @metadata, updated_at = @updatedAt WHERE id = @id`);
  const deleteCustomer = db.prepare('DELETE FROM customers WHERE id = ?');
  const unlinkEstimates = db.prepare(`UPDATE estimates SET customer_id = NULL, body = json_remove(body, '$.customer_id')
    WHERE account_id = ? AND environment = ? AND customer_id = ?`);
  const recordRow = db.prepare(
    'SELECT collection, id, data, updated_at_ms, created_at FROM records WHERE account_id = ? AND environment = ? AND collection = ? AND id = ?',
  );
  const insertRecord = db.prepare(
    'INSERT INTO records (account_id, environment, collection, id, data, updated_at_ms, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const replaceRecord = db.prepare(
    'UPDATE records SET data = ?, updated_at_ms = ? WHERE account_id = ? AND environment = ? AND collection = ? AND id = ?',
  );
  const deleteRecord = db.prepare('DELETE FROM records WHERE account_id = ? AND environment = ? AND collection = ? AND id = ?');

  const getCustomer = (scope: TenantScope, id: string) => {
    const row = customerRow.get(id, scope.accountId, scope.environment) as CustomerRow | undefined;
    return row ? toCustomer(row) : null;
  };
  const getRecord = (scope: TenantScope, collection: string, id: string) => {
    const row = recordRow.get(scope.accountId, scope.environment, collection, id) as RecordRow | undefined;
    return row ? toRecord(row) : null;
  };
  /** Takes one unit of the cap inside the caller's IMMEDIATE transaction, so concurrent writers cannot overshoot it. */
  const takeUnit = (scope: TenantScope, cap: number): boolean => {
    if (((usage.get(scope.accountId, scope.environment) as number | undefined) ?? 0) >= cap) return false;
    addUsage.run(scope.accountId, scope.environment, 1);
    return true;
  };
  const giveUnit = (scope: TenantScope) => addUsage.run(scope.accountId, scope.environment, -1);

  return {
    async createCustomer({ customer, cap, idempotency: answer }) {
      const scope = { accountId: customer.accountId, environment: customer.environment };
      return db
        .transaction(() => {
          // The key first (fencing): a writer whose claim was taken over writes nothing.
          const refusal = answer ? idempotency.check(scope, answer.key, answer.owner, null, customer.createdAt) : null;
          if (refusal) return { refusal };
          if (externalIdOwner.get(scope.accountId, scope.environment, customer.externalId) !== undefined)
            return 'external_id_taken' as const;
          if (!takeUnit(scope, cap)) return 'cap' as const;
          insertCustomer.run({ ...customer, metadata: JSON.stringify(customer.metadata) });
          if (answer) idempotency.complete(scope, answer.key, answer.response);
          return 'ok' as const;
        })
        .immediate();
    },

    getCustomer: async (scope, id) => getCustomer(scope, id),

    async listCustomers(scope, query) {
      const where = ['account_id = @accountId', 'environment = @environment'];
      const params: Record<string, unknown> = { ...scope, limit: query.limit + 1 };
      if (query.externalId !== undefined) {
        where.push('external_id = @externalId');
        params.externalId = query.externalId;
      }
      if (query.startingAfter !== undefined) {
        const cursorExists = db
          .prepare(`SELECT 1 FROM customers WHERE id = @cursor AND ${where.join(' AND ')}`)
          .get({ ...params, cursor: query.startingAfter });
        if (!cursorExists) return { ok: false, reason: 'invalid_cursor' };
        where.push('id < @cursor');
        params.cursor = query.startingAfter;
      }
      const rows = db
        .prepare(`SELECT * FROM customers WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT @limit`)
        .all(params) as CustomerRow[];
      return { ok: true, items: rows.slice(0, query.limit).map(toCustomer), hasMore: rows.length > query.limit };
    },

    async updateCustomer(scope, id, patch: CustomerPatch, now) {
      return db
        .transaction(() => {
          const current = getCustomer(scope, id);
          if (!current) return 'missing' as const;
          const next: CustomerRecord = { ...current, ...patch, updatedAt: now };
          if (
            next.externalId !== current.externalId &&
            externalIdOwner.get(scope.accountId, scope.environment, next.externalId) !== undefined
          )
            return 'external_id_taken' as const;
          updateCustomer.run({ ...next, metadata: JSON.stringify(next.metadata) });
          return next;
        })
        .immediate();
    },

    async deleteCustomer(scope, id) {
      return db
        .transaction(() => {
          if (!getCustomer(scope, id)) return false;
          deleteCustomer.run(id);
          unlinkEstimates.run(scope.accountId, scope.environment, id);
          giveUnit(scope);
          return true;
        })
        .immediate();
    },

    async putRecord({ scope, incoming, cap, wins }) {
      return db
        .transaction(() => {
          const stored = getRecord(scope, incoming.collection, incoming.id);
          if (!stored) {
            if (!takeUnit(scope, cap)) return { outcome: 'cap' as const };
            insertRecord.run(
              scope.accountId,
              scope.environment,
              incoming.collection,
              incoming.id,
              incoming.data,
              incoming.updatedAtMs,
              incoming.createdAt,
            );
            return { outcome: 'created' as const, record: incoming };
          }
          if (!wins(incoming, stored)) return { outcome: 'kept' as const, record: stored };
          replaceRecord.run(incoming.data, incoming.updatedAtMs, scope.accountId, scope.environment, incoming.collection, incoming.id);
          return { outcome: 'replaced' as const, record: { ...incoming, createdAt: stored.createdAt } };
        })
        .immediate();
    },

    getRecord: async (scope, collection, id) => getRecord(scope, collection, id),

    async listRecords(scope, collection, query) {
      const params: Record<string, unknown> = { ...scope, collection, limit: query.limit + 1, cursorAt: null, cursorId: null };
      if (query.startingAfter !== undefined) {
        const cursor = getRecord(scope, collection, query.startingAfter);
        if (!cursor) return { ok: false, reason: 'invalid_cursor' };
        params.cursorAt = cursor.updatedAtMs;
        params.cursorId = cursor.id;
      }
      const rows = db
        .prepare(`SELECT collection, id, data, updated_at_ms, created_at FROM records
        WHERE account_id = @accountId AND environment = @environment AND collection = @collection
          AND (@cursorId IS NULL OR updated_at_ms < @cursorAt OR (updated_at_ms = @cursorAt AND id < @cursorId))
        ORDER BY updated_at_ms DESC, id DESC LIMIT @limit`)
        .all(params) as RecordRow[];
      return { ok: true, items: rows.slice(0, query.limit).map(toRecord), hasMore: rows.length > query.limit };
    },

    async deleteRecord(scope, collection, id) {
      return db
        .transaction(() => {
          if (deleteRecord.run(scope.accountId, scope.environment, collection, id).changes === 0) return false;
          giveUnit(scope);
          return true;
        })
        .immediate();
    },

    async resealAll(reseal) {
      const again = (sealed: string | null) => (sealed === null ? null : reseal(sealed));
      return db
        .transaction(() => {
          const customers = db
            .prepare('SELECT id, phone_sealed, email_sealed FROM customers WHERE phone_sealed IS NOT NULL OR email_sealed IS NOT NULL')
            .all() as Array<Pick<CustomerRow, 'id' | 'phone_sealed' | 'email_sealed'>>;
          const setCustomer = db.prepare('UPDATE customers SET phone_sealed = ?, email_sealed = ? WHERE id = ?');
          for (const c of customers) setCustomer.run(again(c.phone_sealed), again(c.email_sealed), c.id);

          const endpoints = db.prepare('SELECT id, body FROM webhook_endpoints').all() as Array<{ id: string; body: string }>;
          const setEndpoint = db.prepare('UPDATE webhook_endpoints SET body = ? WHERE id = ?');
          for (const row of endpoints) {
            const endpoint = JSON.parse(row.body) as WebhookEndpointRecord;
            const next = {
              ...endpoint,
              secretSealed: reseal(endpoint.secretSealed),
              previousSecretSealed: again(endpoint.previousSecretSealed),
            };
            setEndpoint.run(JSON.stringify(next), row.id);
          }

          // Idempotent answers that carry PII (POST /customers) are stored sealed; they must follow the key too.
          const answers = db
            .prepare('SELECT account_id, environment, key, response FROM idempotency_keys WHERE response IS NOT NULL')
            .all() as Array<{ account_id: string; environment: string; key: string; response: string }>;
          const setAnswer = db.prepare('UPDATE idempotency_keys SET response = ? WHERE account_id = ? AND environment = ? AND key = ?');
          let idempotentAnswers = 0;
          for (const row of answers) {
            const response = JSON.parse(row.response) as { body: string };
            if (!sealedPattern.test(response.body)) continue;
            setAnswer.run(JSON.stringify({ ...response, body: reseal(response.body) }), row.account_id, row.environment, row.key);
            idempotentAnswers += 1;
          }
          return { customers: customers.length, webhookEndpoints: endpoints.length, idempotentAnswers };
        })
        .immediate();
    },
  };
}
