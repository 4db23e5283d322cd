/**
 * The storage contract harness: one fresh Storage per test file, on the adapter
 * this run is for. SQLite (a file in a temp dir) in `npm test`; PostgreSQL (a
 * fresh database on the server ESTIMATE_TEST_POSTGRES_URL names, in a time
 * zone far from UTC) in the PostgreSQL phase of .ci/run. Every contract test
 * runs unchanged on both: it states a behaviour of the port, never of one SQL
 * dialect.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { postgresOps } from '../../adapters/postgres/ops.js';
import { createPostgresStorage, type PostgresStorage } from '../../adapters/postgres/storage.js';
import type { AuthCacheOptions } from '../../adapters/shared/auth-cache.js';
import { sqliteOps } from '../../adapters/sqlite/ops.js';
import { createSqliteStorage, type SqliteStorage } from '../../adapters/sqlite/storage.js';
import type { OpsPort } from '../../core/ops/port.js';
import type { Storage } from '../../core/ports.js';
import { freshPostgresDatabase } from '../support/appliance.js';

const postgresUrl = process.env.ESTIMATE_TEST_POSTGRES_URL || undefined;

/** The adapter under test in this run. */
export const adapterName: 'sqlite' | 'postgres' = postgresUrl ? 'postgres' : 'sqlite';

type Opened = SqliteStorage | PostgresStorage;

export interface ContractStorage {
  /** The storage every test of the file shares (a fresh database per file). */
  readonly storage: Storage;
  /**
   * Another instance on the same database, as a second process would open it
   * (a second SQLite connection, a second pg pool): for behaviours that must
   * hold between writers, not only inside one connection.
   */
  instance(options?: { authCache?: AuthCacheOptions }): Storage;
  /** The ops port over the same database (what /metrics and the admin CLI use). */
  readonly ops: OpsPort;
}

/**
 * Gives the database a session time zone far from UTC (UTC+14), so no rule
 * may lean on the server's zone: time in the contract is epoch milliseconds
 * and days are UTC days, whatever the server is set to.
 */
async function farFromUtc(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const name = (await client.query<{ name: string }>('SELECT current_database() AS name')).rows[0]!.name;
    await client.query(`ALTER DATABASE "${name}" SET timezone TO 'Pacific/Kiritimati'`);
  } finally {
    await client.end();
  }
}

/** Registers the file's storage: opened before its tests, closed and thrown away after them. */
export function useStorage(): ContractStorage {
  let dir = '';
  let database: { url: string; drop(): Promise<void> } | null = null;
  const open: Opened[] = [];
  const openOne = (options: { authCache?: AuthCacheOptions } = {}): Opened => {
    const storage = database
      ? createPostgresStorage(database.url, { max: 4, ...options })
      : createSqliteStorage(join(dir, 'contract.db'), options);
    open.push(storage);
    return storage;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'estimate-contract-'));
    database = postgresUrl ? await freshPostgresDatabase(postgresUrl) : null;
    if (database) await farFromUtc(database.url);
    openOne();
  });
  afterAll(async () => {
    for (const storage of open.splice(0)) await storage.close();
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  return {
    get storage() {
      const first = open[0];
      if (!first) throw new Error('the contract storage is opened in beforeAll: use it inside a test');
      return first;
    },
    instance: (options) => openOne(options),
    get ops() {
      const first = open[0];
      if (!first) throw new Error('the contract storage is opened in beforeAll: use it inside a test');
      return 'db' in first ? sqliteOps(first.db) : postgresOps(first.database);
    },
  };
}
