import type { TenantScope } from '../../core/ports.js';
import type { RecordsStorage } from '../../core/records/storage-port.js';
import type { CustomerRecord, StoredRecord } from '../../core/records/types.js';
import type { WebhookEndpointRecord } from '../../core/webhooks/types.js';
import { isUniqueViolation, params, type Database, type Sql } from './database.js';
import { completeIdempotency, fencedClaim } from './idempotency-store.js';
import { sealedPattern, toCustomer, toRecord, type CustomerRow, type RecordRow } from '../shared/rows.js';

const EXTERNAL_ID = 'customers_external_id';

const getCustomer = async (q: Sql, scope: TenantScope, id: string, lock = false) => {
  const row = await q.one<CustomerRow>(
    `SELECT * FROM customers WHERE id = $1 AND account_id = $2 AND environment = $3${lock ? ' FOR UPDATE' : ''}`,
    [id, scope.accountId, scope.environment],
  );
  return row ? toCustomer(row) : null;
};
const getRecord = async (q: Sql, scope: TenantScope, collection: string, id: string, lock = false) => {
  const row = await q.one<RecordRow>(
    `SELECT collection, id, data, updated_at_ms, created_at FROM records
    WHERE account_id = $1 AND environment = $2 AND collection = $3 AND id = $4${lock ? ' FOR UPDATE' : ''}`,
    [scope.accountId, scope.environment, collection, id],
  );
  return row ? toRecord(row) : null;
};
const externalIdTaken = async (q: Sql, scope: TenantScope, externalId: string) =>
  (await q.one('SELECT 1 FROM customers WHERE account_id = $1 AND environment = $2 AND external_id = $3', [
    scope.accountId,
    scope.environment,
    externalId,
  ])) !== undefined;
/** Takes one unit of the cap with one conditional upsert: instances writing at once cannot overshoot it. */
const takeUnit = async (q: Sql, scope: TenantScope, cap: number) =>
  cap > 0 &&
  (await q.run(
    `INSERT INTO records_usage (account_id, environment, used) VALUES ($1, $2, 1)
    ON CONFLICT (account_id, environment) DO UPDATE SET used = records_usage.used + 1 WHERE records_usage.used < $3`,
    [scope.accountId, scope.environment, cap],
  )) === 1;
const giveUnit = (q: Sql, scope: TenantScope) =>
  q.run('UPDATE records_usage SET used = used - 1 WHERE account_id = $1 AND environment = $2', [scope.accountId, scope.environment]);

/** A unique external id lost to a concurrent writer rolls the whole transaction back and answers as the check would have. */
async function orTaken<T>(work: Promise<T>): Promise<T | 'external_id_taken'> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error, EXTERNAL_ID)) return 'external_id_taken';
    throw error;
  }
}

/** Customers, JSON records and the usage counter behind the records cap. */
export function recordsStore({ sql, tx }: Database): RecordsStorage {
  return {
    createCustomer: ({ customer: c, cap, idempotency: answer }) =>
      orTaken(
        tx(async (q) => {
          const scope = { accountId: c.accountId, environment: c.environment };
          // The key first, locked (fencing): a writer whose claim was taken over writes nothing.
          const refusal = answer ? await fencedClaim(q, scope, answer.key, answer.owner) : null;
          if (refusal) return { refusal };
          if (await externalIdTaken(q, scope, c.externalId)) return 'external_id_taken' as const;
          if (!(await takeUnit(q, scope, cap))) return 'cap' as const;
          await q.run(
            `INSERT INTO customers (id, account_id, environment, external_id, name, phone_sealed, email_sealed, region_code, metadata, created_at, updated_at)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
            [
              c.id,
              c.accountId,
              c.environment,
              c.externalId,
              c.name,
              c.phoneSealed,
              c.emailSealed,
              c.regionCode,
              JSON.stringify(c.metadata),
              c.createdAt,
              c.updatedAt,
            ],
          );
          if (answer) await completeIdempotency(q, scope, answer.key, answer.response);
          return 'ok' as const;
        }),
      ),

    getCustomer: (scope, id) => getCustomer(sql, scope, id),

    async listCustomers(scope, query) {
      const { values, p } = params();
      const where = [`account_id = ${p(scope.accountId)}`, `environment = ${p(scope.environment)}`];
      if (query.externalId !== undefined) where.push(`external_id = ${p(query.externalId)}`);
      if (query.startingAfter !== undefined) {
        const cursor = p(query.startingAfter);
        if (!(await sql.one(`SELECT 1 FROM customers WHERE id = ${cursor} AND ${where.join(' AND ')}`, values)))
          return { ok: false, reason: 'invalid_cursor' };
        where.push(`id < ${cursor}`);
      }
      const rows = await sql.rows<CustomerRow>(
        `SELECT * FROM customers WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT ${p(query.limit + 1)}`,
        values,
      );
      return { ok: true, items: rows.slice(0, query.limit).map(toCustomer), hasMore: rows.length > query.limit };
    },

    updateCustomer: (scope, id, patch, now) =>
      orTaken(
        tx(async (q) => {
          const current = await getCustomer(q, scope, id, true);
          if (!current) return 'missing' as const;
          const next: CustomerRecord = { ...current, ...patch, updatedAt: now };
          if (next.externalId !== current.externalId && (await externalIdTaken(q, scope, next.externalId)))
            return 'external_id_taken' as const;
          await q.run(
            `UPDATE customers SET external_id = $1, name = $2, phone_sealed = $3, email_sealed = $4, region_code = $5, metadata = $6, updated_at = $7 WHERE id = $8`,
            [
              next.externalId,
              next.name,
              next.phoneSealed,
              next.emailSealed,
              next.regionCode,
              JSON.stringify(next.metadata),
              next.updatedAt,
              id,
            ],
          );
          return next;
        }),
      ),

    deleteCustomer: (scope, id) =>
      tx(async (q) => {
        if (
          !(await q.one('DELETE FROM customers WHERE id = $1 AND account_id = $2 AND environment = $3 RETURNING id', [
            id,
            scope.accountId,
            scope.environment,
          ]))
        )
          return false;
        // The estimate body is edited in JS, not as jsonb, so its key order and bytes stay as written.
        const linked = await q.rows<{ id: string; body: string }>(
          'SELECT id, body FROM estimates WHERE account_id = $1 AND environment = $2 AND customer_id = $3 FOR UPDATE',
          [scope.accountId, scope.environment, id],
        );
        for (const row of linked) {
          const { customer_id: _gone, ...body } = JSON.parse(row.body) as Record<string, unknown>;
          await q.run('UPDATE estimates SET customer_id = NULL, body = $1 WHERE id = $2', [JSON.stringify(body), row.id]);
        }
        await giveUnit(q, scope);
        return true;
      }),

    putRecord: ({ scope, incoming, cap, wins }) =>
      tx(async (q) => {
        let stored = await getRecord(q, scope, incoming.collection, incoming.id, true);
        if (!stored) {
          if (!(await takeUnit(q, scope, cap))) return { outcome: 'cap' as const };
          // ON CONFLICT waits for a concurrent insert of the same record; if it won, we compare against it instead.
          const inserted = await q.run(
            `INSERT INTO records (account_id, environment, collection, id, data, updated_at_ms, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
          ON CONFLICT DO NOTHING`,
            [scope.accountId, scope.environment, incoming.collection, incoming.id, incoming.data, incoming.updatedAtMs, incoming.createdAt],
          );
          if (inserted === 1) return { outcome: 'created' as const, record: incoming };
          await giveUnit(q, scope);
          stored = (await getRecord(q, scope, incoming.collection, incoming.id, true))!;
        }
        if (!wins(incoming, stored)) return { outcome: 'kept' as const, record: stored };
        await q.run(
          'UPDATE records SET data = $1, updated_at_ms = $2 WHERE account_id = $3 AND environment = $4 AND collection = $5 AND id = $6',
          [incoming.data, incoming.updatedAtMs, scope.accountId, scope.environment, incoming.collection, incoming.id],
        );
        return { outcome: 'replaced' as const, record: { ...incoming, createdAt: stored.createdAt } };
      }),

    getRecord: (scope, collection, id) => getRecord(sql, scope, collection, id),

    async listRecords(scope, collection, query) {
      let cursor: StoredRecord | null = null;
      if (query.startingAfter !== undefined) {
        cursor = await getRecord(sql, scope, collection, query.startingAfter);
        if (!cursor) return { ok: false, reason: 'invalid_cursor' };
      }
      const rows = await sql.rows<RecordRow>(
        `SELECT collection, id, data, updated_at_ms, created_at FROM records
        WHERE account_id = $1 AND environment = $2 AND collection = $3
          AND ($4::text IS NULL OR updated_at_ms < $5 OR (updated_at_ms = $5 AND id < $4))
        ORDER BY updated_at_ms DESC, id DESC LIMIT $6`,
        [scope.accountId, scope.environment, collection, cursor?.id ?? null, cursor?.updatedAtMs ?? 0, query.limit + 1],
      );
      return { ok: true, items: rows.slice(0, query.limit).map(toRecord), hasMore: rows.length > query.limit };
    },

    deleteRecord: (scope, collection, id) =>
      tx(async (q) => {
        const gone = await q.run('DELETE FROM records WHERE account_id = $1 AND environment = $2 AND collection = $3 AND id = $4', [
          scope.accountId,
          scope.environment,
          collection,
          id,
        ]);
        if (gone === 0) return false;
        await giveUnit(q, scope);
        return true;
      }),

    resealAll: (reseal) =>
      tx(async (q) => {
        const again = (sealed: string | null) => (sealed === null ? null : reseal(sealed));
        const customers = await q.rows<Pick<CustomerRow, 'id' | 'phone_sealed' | 'email_sealed'>>(
          'SELECT id, phone_sealed, email_sealed FROM customers WHERE phone_sealed IS NOT NULL OR email_sealed IS NOT NULL FOR UPDATE',
        );
        for (const c of customers)
          await q.run('UPDATE customers SET phone_sealed = $1, email_sealed = $2 WHERE id = $3', [
            again(c.phone_sealed),
            again(c.email_sealed),
            c.id,
          ]);

        const endpoints = await q.rows<{ id: string; body: string }>('SELECT id, body FROM webhook_endpoints FOR UPDATE');
        for (const row of endpoints) {
          const endpoint = JSON.parse(row.body) as WebhookEndpointRecord;
          const next = {
            ...endpoint,
            secretSealed: reseal(endpoint.secretSealed),
            previousSecretSealed: again(endpoint.previousSecretSealed),
          };
          await q.run('UPDATE webhook_endpoints SET body = $1 WHERE id = $2', [JSON.stringify(next), row.id]);
        }

        // Idempotent answers that carry PII (POST /customers) are stored sealed; they must follow the key too.
        const answers = await q.rows<{ account_id: string; environment: string; key: string; response: string }>(
          'SELECT account_id, environment, key, response FROM idempotency_keys WHERE response IS NOT NULL FOR UPDATE',
        );
        let idempotentAnswers = 0;
        for (const row of answers) {
          const response = JSON.parse(row.response) as { body: string };
          if (!sealedPattern.test(response.body)) continue;
          await q.run('UPDATE idempotency_keys SET response = $1 WHERE account_id = $2 AND environment = $3 AND key = $4', [
            JSON.stringify({ ...response, body: reseal(response.body) }),
            row.account_id,
            row.environment,
            row.key,
          ]);
          idempotentAnswers += 1;
        }
        return { customers: customers.length, webhookEndpoints: endpoints.length, idempotentAnswers };
      }),
  };
}
