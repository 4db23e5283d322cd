import type { Storage } from '../../core/ports.js';
import { accountsStore } from './accounts-store.js';
import { openDatabase, type OpenOptions, type SqliteDatabase } from './database.js';
import { estimatesStore } from './estimates-store.js';
import { idempotencyStore } from './idempotency-store.js';
import { jobsStore } from './jobs-store.js';
import { ledgerStore } from './ledger-store.js';
import { recordsStore } from './records-store.js';
import { usageStore } from './usage-store.js';
import { webhooksStore } from './webhooks-store.js';

export interface SqliteStorage extends Storage {
  db: SqliteDatabase;
  close(): void;
}

/** The Storage port on one SQLite file (WAL). Every port call is one IMMEDIATE transaction. */
export function createSqliteStorage(path: string, options: OpenOptions = {}): SqliteStorage {
  const db = openDatabase(path, options);
  const ledger = ledgerStore(db);
  const idempotency = idempotencyStore(db);
  const webhooks = webhooksStore(db);
  return {
    db,
    ...accountsStore(db),
    ...ledger.port(),
    ...idempotency.port(),
    ...webhooks.port,
    ...estimatesStore(db, ledger, idempotency, webhooks),
    ...recordsStore(db, idempotency),
    ...jobsStore(db),
    ...usageStore(db),
    close() {
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };
}
