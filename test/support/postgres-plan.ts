/**
 * Query plans on a fresh PostgreSQL database, for tests that prove an index serves a query:
 * EXPLAIN with sequential scans and sorts priced out, so the plan shows whether an index
 * can answer the query in order at all.
 */
import { afterAll, beforeAll } from 'vitest';
import { createPostgresStorage, type PostgresStorage } from '../../adapters/postgres/storage.js';
import { freshPostgresDatabase } from './appliance.js';

/** Registers a fresh database for the file's tests; returns `plan(sql, values)`. */
export function usePostgresPlans(): (sql: string, values: unknown[]) => Promise<string> {
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
  return async (sql, values) => {
    const client = await storage.pool.connect();
    try {
      await client.query('SET enable_seqscan = off');
      await client.query('SET enable_sort = off');
      const rows = (await client.query(`EXPLAIN ${sql}`, values)).rows as Array<{ 'QUERY PLAN': string }>;
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      client.release(true);
    }
  };
}
