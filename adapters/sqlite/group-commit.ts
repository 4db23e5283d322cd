import type { SqliteDatabase } from './database.js';

/** Thrown by a write to undo only itself and still answer `value` (a refused write: nothing of it is kept). */
export class Undo<T> {
  constructor(readonly value: T) {}
}

export interface WriteQueue {
  /**
   * Runs `work` inside the next group commit: every write queued in the same
   * event-loop turn shares one `BEGIN IMMEDIATE … COMMIT`, each inside its own
   * SAVEPOINT, so one that throws (or throws an `Undo`) rolls back only itself.
   * The promise settles only after the COMMIT: nothing is acknowledged before
   * it is durable.
   */
  run<T>(work: () => T): Promise<T>;
  /** Commits what is queued now (before the database closes). */
  drain(): void;
}

interface Pending {
  work: () => unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export interface WriteQueueOptions {
  /**
   * While true, the next batch waits (the event loop goes on) instead of starting: the
   * checkpoint worker's RESTART needs a moment without writers to let the WAL start over.
   */
  held?: () => boolean;
}

/** A batch waits for a hold at most this long, then goes ahead (the busy timeout covers the rest). */
const holdLimitMs = 250;

export function createWriteQueue(db: SqliteDatabase, options: WriteQueueOptions = {}): WriteQueue {
  const held = options.held;
  // Each savepoint copies every page it touches into a sub-journal first; past 64 KiB a batch's
  // sub-journal spills into a temporary file (a write per page per request). Kept in memory instead.
  db.pragma('temp_store = MEMORY');
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');
  const savepoint = db.prepare('SAVEPOINT w');
  const release = db.prepare('RELEASE w');
  const rollbackTo = db.prepare('ROLLBACK TO w');
  let pending: Pending[] = [];
  let heldSince = 0;

  function runOne(work: () => unknown): Outcome {
    savepoint.run();
    try {
      const value = work();
      release.run();
      return { ok: true, value };
    } catch (error) {
      rollbackTo.run();
      release.run();
      return error instanceof Undo ? { ok: true, value: error.value } : { ok: false, error };
    }
  }

  function flush(now = false) {
    if (pending.length === 0) return;
    if (!now && held?.()) {
      const at = Date.now();
      if (heldSince === 0) heldSince = at;
      if (at - heldSince < holdLimitMs) {
        // Writes queued meanwhile join this batch.
        setTimeout(() => flush(), 1);
        return;
      }
    }
    heldSince = 0;
    const batch = pending;
    pending = [];
    let outcomes: Outcome[];
    try {
      begin.run();
      outcomes = batch.map((p) => runOne(p.work));
      commit.run();
    } catch (error) {
      // BEGIN or COMMIT failed (busy past the timeout, disk full): nothing of the batch was kept.
      if (db.inTransaction) rollback.run();
      for (const p of batch) p.reject(error);
      return;
    }
    batch.forEach((p, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) p.resolve(outcome.value);
      else p.reject(outcome.error);
    });
  }

  return {
    run<T>(work: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (pending.length === 0) setImmediate(() => flush());
        pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
      });
    },
    drain: () => flush(true),
  };
}
