import type { Storage } from '../../core/ports.js';
import type { AuthCacheOptions } from '../shared/auth-cache.js';
import { accountsStore } from './accounts-store.js';
import { startCheckpoints } from './checkpointer.js';
import { openDatabase, type OpenOptions, type SqliteDatabase } from './database.js';
import { estimatesStore } from './estimates-store.js';
import { eventsStore } from './events-store.js';
import { createWriteQueue } from './group-commit.js';
import { idempotencyStore } from './idempotency-store.js';
import { jobsStore } from './jobs-store.js';
import { ledgerStore } from './ledger-store.js';
import { noticesStore } from './notices-store.js';
import { createReadCache } from './read-cache.js';
import { recordsStore } from './records-store.js';
import { usageStore } from './usage-store.js';
import { webhooksStore } from './webhooks-store.js';

export interface SqliteStorage extends Storage {
  db: SqliteDatabase;
  close(): void;
}

/**
 * The Storage port on one SQLite file (WAL). Every port call is one IMMEDIATE
 * transaction; estimate writes and key claims of one event-loop turn share
 * one (group commit, a savepoint each). WAL checkpoints run in a worker
 * thread with its own connection (checkpointer.ts), not on the request path.
 */
export interface SqliteStorageOptions extends OpenOptions {
  authCache?: AuthCacheOptions;
  /** Where WAL checkpoints run (checkpointer.ts): a worker thread (default) or the event loop. */
  checkpoints?: 'worker' | 'event loop';
}

export function createSqliteStorage(path: string, options: SqliteStorageOptions = {}): SqliteStorage {
  const db = openDatabase(path, options);
  const inFile = path !== ':memory:' && path !== '';
  const checkpoints = inFile ? startCheckpoints(db, { path, nativeBinding: options.nativeBinding, where: options.checkpoints }) : null;
  const queue = createWriteQueue(db, { held: checkpoints ? checkpoints.holdsWrites : undefined });
  // GET one estimate and GET balance answer from memory while nothing was committed (read-cache.ts).
  const reads = createReadCache(db);
  const ledger = ledgerStore(db, reads);
  const idempotency = idempotencyStore(db, queue);
  const webhooks = webhooksStore(db);
  const events = eventsStore(db, webhooks);
  return {
    db,
    ...accountsStore(db, options.authCache),
    ...ledger.port(),
    ...idempotency.port(),
    ...events.port,
    ...webhooks.port,
    ...estimatesStore(db, queue, ledger, idempotency, events, reads),
    ...recordsStore(db, idempotency),
    ...jobsStore(db),
    ...usageStore(db),
    ...noticesStore(db, ledger),
    close() {
      queue.drain();
      checkpoints?.stop();
      db.pragma('wal_checkpoint(TRUNCATE)');
      reads.close();
      db.close();
    },
  };
}
