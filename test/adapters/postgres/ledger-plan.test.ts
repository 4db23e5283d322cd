/**
 * An account's lots are read in draw order (created_at, id); migration 010
 * indexes them in that order. EXPLAIN with sequential scans and sorts priced
 * out shows whether the index serves the read in order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotsInOrderSql } from '../../../adapters/postgres/ledger-store.js';
import { createPostgresStorage, type PostgresStorage } from '../../../adapters/postgres/storage.js';
import { freshPostgresDatabase } from '../../support/appliance.js';

const adminUrl = process.env.ESTIMATE_TEST_POSTGRES_URL;
if (!adminUrl) throw new Error('ESTIMATE_TEST_POSTGRES_URL must name a PostgreSQL server (.ci/run starts one)');

let database: { url: string; drop(): Promise<void> };
let storage: PostgresStorage;
beforeAll(async () => {
  database = await freshPostgresDatabase(adminUrl);
  storage = createPostgresStorage(database.url, { max: 2 });
  await storage.ready();
});
afterAll(async () => {
  await storage?.close();
  await database?.drop();
});

async function plan(sql: string, values: unknown[]): Promise<string> {
  const client = await storage.pool.connect();
  try {
    await client.query('SET enable_seqscan = off');
    await client.query('SET enable_sort = off');
    const rows = (await client.query(`EXPLAIN ${sql}`, values)).rows as Array<{ 'QUERY PLAN': string }>;
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    client.release(true);
  }
}

describe('credit lots are read in draw order from their index (PostgreSQL EXPLAIN)', () => {
  it('the lots of an account', async () => {
    const detail = await plan(lotsInOrderSql, ['acct_1']);
    expect(detail).toMatch(/Index Scan using credit_lots_account_order on credit_lots/);
    expect(detail).not.toMatch(/Seq Scan|Sort/);
  });

  it('the lots of an account locked for a draw', async () => {
    const detail = await plan(`${lotsInOrderSql} FOR UPDATE`, ['acct_1']);
    expect(detail).toMatch(/Index Scan using credit_lots_account_order on credit_lots/);
    expect(detail).not.toMatch(/Seq Scan|Sort/);
  });
});
