import type pg from 'pg';
import type { Storage } from '../../core/ports.js';
import type { AuthCacheOptions } from '../shared/auth-cache.js';
import { accountsStore } from './accounts-store.js';
import { openDatabase, type Database } from './database.js';
import { estimatesStore } from './estimates-store.js';
import { eventsStore } from './events-store.js';
import { idempotencyStore } from './idempotency-store.js';
import { jobsStore } from './jobs-store.js';
import { ledgerStore } from './ledger-store.js';
import { noticesStore } from './notices-store.js';
import { recordsStore } from './records-store.js';
import { usageStore } from './usage-store.js';
import { webhooksStore } from './webhooks-store.js';

export interface PostgresStorage extends Storage {
  pool: pg.Pool;
  database: Database;
  /** Connects and migrates (under an advisory lock); every port call awaits it too. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export const isPostgresUrl = (value: string) => /^postgres(ql)?:\/\//i.test(value);

/**
 * The Storage port on PostgreSQL through one `pg` Pool. Construction is
 * synchronous and connects nothing; the first call connects and migrates.
 * Every port call is one READ COMMITTED transaction that locks what it
 * changes (FOR UPDATE, conditional upserts, SKIP LOCKED for queues), so any
 * number of instances may share the database.
 */
export function createPostgresStorage(url: string, options: { max?: number; authCache?: AuthCacheOptions } = {}): PostgresStorage {
  const database = openDatabase(url, options);
  return {
    get pool() {
      return database.pool;
    },
    database,
    ...accountsStore(database, options.authCache),
    ...ledgerStore(database),
    ...idempotencyStore(database),
    ...eventsStore(database),
    ...webhooksStore(database),
    ...estimatesStore(database),
    ...recordsStore(database),
    ...jobsStore(database),
    ...usageStore(database),
    ...noticesStore(database),
    ready: database.ready,
    close: database.close,
  };
}
