import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { SqliteDatabase } from './database.js';

/** How often the WAL is copied back into the database file (and so how far it grows between copies). */
export const checkpointEveryMs = 1_000;

/** Where better-sqlite3's addon file is, for the worker's own dlopen: the single executable sets it on the addon it loaded (appliance/sea/native.ts). */
export const addonPathKey = Symbol.for('estimate-appliance.sqlite-addon-path');

export interface CheckpointOptions {
  /** The database file (the worker opens its own connection to it). */
  path: string;
  /** The addon given to better-sqlite3, if any (a path, or a loaded addon carrying its path under `addonPathKey`). */
  nativeBinding?: unknown;
  everyMs?: number;
  /**
   * Where to run them: 'worker' (the default) keeps them off the event loop at the cost of a
   * worker thread (~15 MB RSS); 'event loop' saves that memory and pauses requests once a second.
   */
  where?: 'worker' | 'event loop';
}

export interface Checkpoints {
  /** Where checkpoints run now: a worker thread, or (if none could start) a timer on the event loop. */
  readonly where: 'worker' | 'event loop';
  /** Whether the worker wants writes held back now (for the short RESTART that lets the WAL start over). */
  holdsWrites(): boolean;
  /** Stops checkpointing; when it returns, the worker's connection is closed. */
  stop(): void;
}

// The worker: its own connection, a checkpoint every `everyMs`, PASSIVE then RESTART (below). It
// sleeps in Atomics.wait, so stop() wakes it at once and waits for its connection to close.
// Plain CommonJS on the raw addon: a worker in the single executable cannot load bundled modules.
const workerSource = `
const { workerData } = require('node:worker_threads');
const { constants } = require('node:os');
const { path, addonPath, everyMs, state } = workerData;
const flags = new Int32Array(state);
const addon = { exports: {} };
process.dlopen(addon, addonPath, constants.dlopen.RTLD_NOW);
addon.exports.setErrorConstructor(Error);
const db = new addon.exports.Database(path, path, false, false, true, 5000, null, null);
try {
  db.exec('PRAGMA journal_size_limit = ${64 * 1024 * 1024}');
  // A checkpoint copies WAL frames through its own buffer, not the page cache: keep it small (the default is 16 MB).
  db.exec('PRAGMA cache_size = -256');
  const passive = db.prepare('PRAGMA wal_checkpoint(PASSIVE)', {}, true);
  const restart = db.prepare('PRAGMA wal_checkpoint(RESTART)', {}, true);
  Atomics.store(flags, 1, 1);
  Atomics.notify(flags, 1);
  while (Atomics.load(flags, 0) === 0) {
    Atomics.wait(flags, 0, 0, everyMs);
    if (Atomics.load(flags, 0) !== 0) break;
    // PASSIVE copies while the request connection keeps writing. A WAL still being appended to
    // never starts over, so the queued writes are then held back ([2] = 1, the write queue waits
    // without blocking) while RESTART copies the frames written meanwhile; the next write starts
    // the WAL from the beginning.
    let done = passive.get();
    // A second pass copies what was written during the first (far less), so the held copy is short.
    if (done.log > 0) done = passive.get();
    if (done.log > 0) {
      Atomics.store(flags, 2, 1);
      try {
        restart.get();
      } finally {
        Atomics.store(flags, 2, 0);
      }
    }
  }
} finally {
  db.close();
  Atomics.store(flags, 1, 2);
  Atomics.notify(flags, 1);
}
`;

/** The addon file better-sqlite3 loads, or null when it cannot be known. */
function addonPathOf(nativeBinding: unknown): string | null {
  if (typeof nativeBinding === 'string') return nativeBinding.endsWith('.node') ? nativeBinding : `${nativeBinding}.node`;
  if (nativeBinding && typeof nativeBinding === 'object') {
    const path = (nativeBinding as Record<symbol, unknown>)[addonPathKey];
    return typeof path === 'string' ? path : null;
  }
  try {
    return createRequire(import.meta.url).resolve('better-sqlite3/build/Release/better_sqlite3.node');
  } catch {
    return null;
  }
}

/**
 * Copies the WAL back into the database file off the request path. The request
 * connection never checkpoints (wal_autocheckpoint = 0); a worker thread with its
 * own connection does, every second: PASSIVE copies the pages while requests go
 * on writing, then RESTART copies only what they wrote meanwhile (writers wait
 * for that short copy alone), so the next write starts the WAL over and it stays
 * about a second of writes. The page copies and most fsyncs no longer pause
 * requests. A WAL that grew (a long reader held it) is cut back to 64 MiB when it
 * starts over (journal_size_limit). The worker starts one interval
 * after the database opens (not during start-up); if it cannot start, the
 * checkpoint runs on an event-loop timer instead.
 */
export function startCheckpoints(db: SqliteDatabase, options: CheckpointOptions): Checkpoints {
  const everyMs = options.everyMs ?? checkpointEveryMs;
  const addonPath = options.where === 'event loop' ? null : addonPathOf(options.nativeBinding);
  let worker: Worker | null = null;
  let flags: Int32Array | null = null;
  let timer: NodeJS.Timeout | null = null;
  let where: Checkpoints['where'] = addonPath ? 'worker' : 'event loop';

  const onLoop = () => {
    where = 'event loop';
    const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
    timer = setInterval(() => {
      if (db.open && !db.inTransaction) checkpoint.run();
    }, everyMs);
    timer.unref();
  };

  const spawn = () => {
    timer = null;
    // [0] stop asked, [1] the worker's connection: 0 opening, 1 open, 2 closed; [2] writes held back.
    const state = new SharedArrayBuffer(12);
    flags = new Int32Array(state);
    try {
      // Loaded here, not at import: the single executable's start-up snapshot cannot carry what
      // worker_threads sets up when it loads (a shared buffer the workers read the cwd through).
      const { Worker } = process.getBuiltinModule('node:worker_threads');
      worker = new Worker(workerSource, {
        eval: true,
        // No loaders or flags of the parent (a dev server's TypeScript loader): the source is plain CommonJS.
        execArgv: [],
        workerData: { path: resolve(options.path), addonPath, everyMs, state },
        // It holds a connection and a loop, nothing more: a small heap keeps its memory small.
        resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 1, stackSizeMb: 1 },
        stdout: false,
        stderr: false,
      });
    } catch {
      worker = null;
      onLoop();
      return;
    }
    worker.unref();
    worker.on('error', () => {
      worker = null;
      if (db.open) onLoop();
    });
  };

  if (addonPath) {
    timer = setTimeout(spawn, everyMs);
    timer.unref();
  } else {
    onLoop();
  }

  return {
    get where() {
      return where;
    },
    holdsWrites: () => flags !== null && worker !== null && Atomics.load(flags, 2) === 1,
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      if (!worker || !flags) return;
      Atomics.store(flags, 0, 1);
      Atomics.notify(flags, 0);
      // Wait (bounded) for its connection to close, so closing the database afterwards is the last close.
      const deadline = Date.now() + 5_000;
      let state = Atomics.load(flags, 1);
      while (state !== 2 && Date.now() < deadline) {
        Atomics.wait(flags, 1, state, 50);
        state = Atomics.load(flags, 1);
      }
      void worker.terminate();
      worker = null;
    },
  };
}
