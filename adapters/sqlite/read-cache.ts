import { closeSync, openSync, readSync } from 'node:fs';
import type { SqliteDatabase } from './database.js';

/**
 * The header of the WAL index (the `-shm` file): two copies of 48 bytes, rewritten by every
 * commit of any connection in any process (frame count, checksums, a change counter) and by a
 * WAL restart (new salts). https://www.sqlite.org/walformat.html, "The WAL-Index Header".
 */
const headerBytes = 48;

/** Entries kept at most (a GET's answer: an estimate's JSON, an account's lots): cleared when full. */
const defaultMax = 512;

/**
 * Maps the first `length` bytes of an open file read-only and shared (appliance/sea/memory.c
 * `mapShared`); null when it cannot. Plain Node has no such call: from source every header is read
 * with `pread`.
 */
export type SharedMapper = (fd: number, length: number) => ArrayBuffer | null;

let sharedMapper: SharedMapper | null = null;

/**
 * From now on, read caches read the WAL-index header from a shared mapping of the `-shm` file (a
 * copy from memory) instead of a `pread` per answer (a system call, ~5% of a cached GET's CPU).
 * The bytes are the same: SQLite itself reads and writes the WAL index through such a mapping, and
 * `pread` reads the same page of the page cache. Caches made earlier switch at their next read.
 */
export function readWalIndexThrough(mapper: SharedMapper | null): void {
  sharedMapper = mapper;
}

export interface ReadCache {
  /** `read()`'s answer, or the one it gave for `key` when nothing has been committed since, by anyone. */
  get<T>(key: string, read: () => T): T;
  close(): void;
}

/**
 * Answers of reads, kept while the database has not changed. A GET read from SQLite costs a read
 * transaction (locks on the WAL index: two system calls) and the statement, 20–30 µs of CPU in the
 * server on the bench host; reading the 96 bytes of the WAL-index header costs one `pread`.
 *
 * Exact, not a time bound: before each answer the header is read; when it differs from the one the
 * cached answers were read under (any commit, from this connection, another instance or the CLI)
 * every entry is dropped and the read runs again. The header is read before the statement, so a
 * cached answer is never older than the header it is kept under (a commit between the two only
 * drops it one request early). A header caught while a writer rewrites it (its two copies differ)
 * counts as a change. Reads inside a transaction (which may see uncommitted rows) are not cached.
 * Without a WAL index to watch (an in-memory database, another journal mode) every read runs.
 */
export function createReadCache(db: SqliteDatabase, options: { max?: number } = {}): ReadCache {
  const max = options.max ?? defaultMax;
  // In exclusive locking mode SQLite keeps the WAL index in its own memory, not in the file.
  const watchable =
    !db.memory && db.pragma('journal_mode', { simple: true }) === 'wal' && db.pragma('locking_mode', { simple: true }) === 'normal';
  const fd = watchable ? openShm(db.name) : null;
  if (fd === null) return { get: (_key, read) => read(), close() {} };
  const seen = Buffer.alloc(headerBytes * 2);
  const known = Buffer.alloc(headerBytes * 2);
  let valid = false;
  const entries = new Map<string, unknown>();
  // The header through a shared mapping, once a mapper is set (readWalIndexThrough); pread until then.
  let shared: Buffer | null = null;
  let mappedWith: SharedMapper | null = null;

  /** The two copies of the header into `seen`: a copy from the mapping, or one `pread`. */
  function readHeader(): boolean {
    if (sharedMapper !== mappedWith) {
      mappedWith = sharedMapper;
      const mapped = mappedWith?.(fd!, seen.length) ?? null;
      shared = mapped ? Buffer.from(mapped, 0, seen.length) : null;
    }
    if (shared !== null) return shared.copy(seen, 0, 0, seen.length) === seen.length;
    return readSync(fd!, seen, 0, seen.length, 0) === seen.length;
  }

  /** True when nothing was committed since the entries were read. */
  function unchanged(): boolean {
    const stable = readHeader() && seen.compare(seen, headerBytes, headerBytes * 2, 0, headerBytes) === 0;
    if (stable && valid && seen.equals(known)) return true;
    entries.clear();
    valid = stable;
    if (stable) seen.copy(known);
    return false;
  }

  return {
    get<T>(key: string, read: () => T): T {
      if (db.inTransaction) return read();
      if (unchanged()) {
        const hit = entries.get(key);
        if (hit !== undefined) return hit as T;
      }
      const value = read();
      if (valid && value !== undefined) {
        if (entries.size >= max) entries.clear();
        entries.set(key, value);
      }
      return value;
    },
    close() {
      // The mapping goes with its ArrayBuffer (collected later); it stays valid after the descriptor closes.
      shared = null;
      closeSync(fd);
    },
  };
}

/** The WAL index beside the database file; null when there is none to read (then nothing is cached). */
function openShm(path: string): number | null {
  try {
    return openSync(`${path}-shm`, 'r');
  } catch {
    return null;
  }
}
