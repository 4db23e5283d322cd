import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, fsync, fsyncSync, linkSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrations } from './migrations/index.js';
import { schema } from './migrations/schema.js';

export type SqliteDatabase = Database.Database;

export interface OpenOptions {
  /** A preloaded better-sqlite3 addon (the single executable passes one). */
  nativeBinding?: unknown;
  /**
   * A new database's file, as `newDatabaseImage` makes it, written in place of running the schema
   * script when the file is created (the single executable carries one); the migrations it lacks,
   * if any, are still applied.
   */
  image?: Uint8Array;
}

/**
 * The request connection's page cache, in KiB. better-sqlite3 builds SQLite with a 16 MB default
 * (SQLITE_DEFAULT_CACHE_SIZE=-16000), and a server that keeps writing fills it: 16 MB of glibc's
 * heap for as long as the process lives. 4 MB holds the pages the writes keep touching (the ends
 * of the append-only indexes, the recent part of the others); the rest come from the OS page
 * cache when read. scripts/bench/memory.ts --full: glibc's main heap 25 → 13 MB, max RSS 135 →
 * 123 MB (scripts/bench/README.md, Round 5).
 */
export const pageCacheKiB = 4096;

const connect = (path: string, options: OpenOptions) =>
  new Database(path, options.nativeBinding ? { nativeBinding: options.nativeBinding as string } : {});

/** Opens (creating if needed) a database file in WAL mode and brings its schema up to date. */
export function openDatabase(path: string, options: OpenOptions = {}): SqliteDatabase {
  if (path !== ':memory:' && path !== '') {
    mkdirSync(dirname(path), { recursive: true });
    if (!existsSync(path)) createDatabase(path, options);
  }
  const db = connect(path, options);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Checkpoints run off the request path (checkpointer.ts), never inside a request's COMMIT.
  db.pragma('wal_autocheckpoint = 0');
  // A WAL that grew (a long reader held it) is cut back to this size when it starts over.
  db.pragma(`journal_size_limit = ${64 * 1024 * 1024}`);
  db.pragma(`cache_size = -${pageCacheKiB}`);
  migrate(db);
  return db;
}

/**
 * A new database file is made whole under a temporary name, then linked into place: a crash
 * leaves no half-made database, and until the link nobody can see the file, so it is written
 * without a journal or a sync and synced once (two fsyncs instead of six for SQLite's own
 * creation and the switch to WAL). If another process links its file first, that one is used.
 * Where the file system has no hard links, the database is created in place as before.
 */
function createDatabase(path: string, options: OpenOptions): void {
  const temp = buildSchemaFile(path, options);
  try {
    sync(temp);
    if (linkInPlace(temp, path)) sync(dirname(path));
  } finally {
    rmSync(temp, { force: true });
  }
}

/**
 * The same new database as `openDatabase` makes, but its two fsyncs run on libuv's threads: the
 * single executable starts it before loading the HTTP layer, so the disk waits overlap that
 * load (appliance/main.ts). Does nothing for `:memory:` or a file that already exists.
 */
export async function createDatabaseAhead(path: string, options: OpenOptions = {}): Promise<void> {
  if (path === ':memory:' || path === '') return;
  mkdirSync(dirname(path), { recursive: true });
  if (existsSync(path)) return;
  const temp = buildSchemaFile(path, options);
  try {
    await syncAsync(temp);
    if (linkInPlace(temp, path)) await syncAsync(dirname(path));
  } finally {
    rmSync(temp, { force: true });
  }
}

/**
 * The file of a new database with the current schema (and the migrations logged), made in memory:
 * `OpenOptions.image`. Writing it costs far less than SQLite parsing and building the ~50 tables
 * and indexes of the schema script (scripts/bench/README.md, Round 6).
 */
export function newDatabaseImage(options: OpenOptions = {}): Uint8Array {
  const db = connect(':memory:', options);
  try {
    migrate(db);
    return db.serialize();
  } finally {
    db.close();
  }
}

/** The current schema in a file under a temporary name beside `path`, unsynced; answers its name. */
function buildSchemaFile(path: string, options: OpenOptions): string {
  const temp = `${path}.${randomBytes(6).toString('hex')}.new`;
  try {
    if (options.image) writeFileSync(temp, options.image, { flag: 'wx', mode: 0o644 });
    const db = connect(temp, options);
    try {
      db.pragma('journal_mode = OFF');
      db.pragma('synchronous = OFF');
      // The image's migrations are logged with the time it was made; this database is made now.
      if (options.image) db.prepare('UPDATE schema_migrations SET applied_at = ?').run(Date.now());
      migrate(db);
      db.pragma('journal_mode = WAL');
    } finally {
      db.close();
    }
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  return temp;
}

/**
 * Links the finished file into place (if another process linked its own first, that one is used);
 * false where the file system has no hard links: the connection then creates the file in place.
 */
function linkInPlace(temp: string, path: string): boolean {
  try {
    linkSync(temp, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return false;
  }
  return true;
}

/** Platforms that cannot sync a directory say so with these; that is not an error. */
const unsyncable = (error: unknown) => ['EINVAL', 'EISDIR', 'EPERM'].includes((error as NodeJS.ErrnoException).code ?? '');

/** fsync of a file or directory. */
function sync(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } catch (error) {
    if (!unsyncable(error)) throw error;
  } finally {
    closeSync(fd);
  }
}

/**
 * fsync of a file or directory on libuv's threads, queued at once: the open is synchronous (a few
 * microseconds), so the sync runs while the caller goes on. With an asynchronous open the sync was
 * queued only when the event loop next turned, and the single executable's start does not return
 * to it while it loads the HTTP layer: the disk wait came after that load instead of beside it
 * (scripts/bench/README.md, Round 7).
 */
function syncAsync(path: string): Promise<void> {
  const fd = openSync(path, 'r');
  return new Promise((resolve, reject) =>
    fsync(fd, (error) => {
      try {
        closeSync(fd);
      } catch (closing) {
        reject(closing);
        return;
      }
      if (error && !unsyncable(error)) reject(error);
      else resolve();
    }),
  );
}

const createLog =
  'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL) STRICT';
const logStep = (db: SqliteDatabase, version: number, name: string, at: number) =>
  db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(version, name, at);

/**
 * Brings the schema up to date. A database without any table gets the current schema
 * (migrations/schema.ts) in one transaction, logged as the migrations it stands for;
 * any database then gets the migrations it has not had, each in its own transaction.
 */
export function migrate(db: SqliteDatabase): void {
  db.exec(createLog);
  const empty = db.prepare("SELECT count(*) FROM sqlite_master WHERE name <> 'schema_migrations'").pluck().get() === 0;
  if (empty)
    db.transaction(() => {
      db.exec(schema.sql);
      const at = Date.now();
      for (const m of migrations) if (m.version <= schema.version) logStep(db, m.version, m.name, at);
    }).immediate();
  migrateStepByStep(db);
}

/** The migrations a database has not had, in order, each in its own transaction. */
export function migrateStepByStep(db: SqliteDatabase): void {
  db.exec(createLog);
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  for (const m of migrations) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      logStep(db, m.version, m.name, Date.now());
    }).immediate();
  }
}
