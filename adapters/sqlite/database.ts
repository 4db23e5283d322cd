import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrations } from './migrations/index.js';

export type SqliteDatabase = Database.Database;

export interface OpenOptions {
  /** A preloaded better-sqlite3 addon (the single executable passes one). */
  nativeBinding?: unknown;
}

/** Opens (creating if needed) a database file in WAL mode and brings its schema up to date. */
export function openDatabase(path: string, options: OpenOptions = {}): SqliteDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, options.nativeBinding ? { nativeBinding: options.nativeBinding as string } : {});
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Checkpoints run from startCheckpoints' timer, never inside a request's COMMIT.
  db.pragma('wal_autocheckpoint = 0');
  migrate(db);
  return db;
}

/** How often the WAL is copied back into the database file (and so how far it grows between copies). */
export const checkpointEveryMs = 1_000;

/**
 * Checkpoints the WAL every second off the request path (PASSIVE: it never
 * waits for readers or writers). A write that finds the whole WAL copied starts
 * it again from the beginning, so the file stays about one second of writes.
 */
export function startCheckpoints(db: SqliteDatabase, everyMs = checkpointEveryMs): { stop(): void } {
  const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
  const timer = setInterval(() => {
    if (db.open && !db.inTransaction) checkpoint.run();
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

export function migrate(db: SqliteDatabase): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL) STRICT',
  );
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  for (const m of migrations) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(m.version, m.name, Date.now());
    }).immediate();
  }
}
