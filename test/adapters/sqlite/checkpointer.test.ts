/**
 * WAL checkpoints off the event loop: a worker thread with its own connection
 * copies the WAL into the database file while the request thread is busy (here
 * blocked outright, so no timer of its own could run), and stopping it closes
 * that connection at once. Without a loadable addon they fall back to a timer.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startCheckpoints } from '../../../adapters/sqlite/checkpointer.js';
import { openDatabase, type SqliteDatabase } from '../../../adapters/sqlite/database.js';

const dir = mkdtempSync(join(tmpdir(), 'checkpointer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

function filled(): { db: SqliteDatabase; path: string; before: number } {
  const path = join(dir, `c${++n}.db`);
  const db = openDatabase(path);
  const before = statSync(path).size;
  const insert = db.prepare('INSERT INTO mail_outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    for (let i = 0; i < 200; i++) insert.run('a@example.com', 's', 'x'.repeat(2_000), i);
  }).immediate();
  // Committed, but only in the WAL: the request connection never checkpoints.
  expect(statSync(path).size).toBe(before);
  return { db, path, before };
}

/** Blocks this thread (no event-loop turn, no timer) until `done` or ten seconds pass. */
function blockUntil(done: () => boolean): void {
  const nap = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + 10_000;
  while (!done() && Date.now() < deadline) Atomics.wait(nap, 0, 0, 10);
}

/** Lets the event loop run until `done` or ten seconds pass. */
async function waitUntil(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
}

describe('WAL checkpoints off the event loop', () => {
  it('a worker copies the WAL into the database file while the event loop is blocked', async () => {
    const { db, path, before } = filled();
    const checkpoints = startCheckpoints(db, { path, everyMs: 10 });
    try {
      expect(checkpoints.where).toBe('worker');
      // The worker starts one interval after opening: give the loop that turn, then block it.
      await new Promise((r) => setTimeout(r, 20));
      blockUntil(() => statSync(path).size > before);
      expect(statSync(path).size).toBeGreaterThan(before);
    } finally {
      checkpoints.stop();
    }
    // stop() returned only after the worker's connection closed: this close is the last, so the WAL goes.
    db.close();
    expect(existsSync(`${path}-wal`)).toBe(false);
  });

  it('stopping before the worker starts leaves nothing running', () => {
    const { db, path, before } = filled();
    const checkpoints = startCheckpoints(db, { path, everyMs: 10 });
    checkpoints.stop();
    // Past several intervals: nothing copied the WAL.
    const nap = new Int32Array(new SharedArrayBuffer(4));
    Atomics.wait(nap, 0, 0, 100);
    expect(statSync(path).size).toBe(before);
    db.close();
    expect(existsSync(`${path}-wal`)).toBe(false);
  });

  it('run on the event loop when asked (no worker thread)', async () => {
    const { db, path, before } = filled();
    const checkpoints = startCheckpoints(db, { path, everyMs: 10, where: 'event loop' });
    try {
      expect(checkpoints.where).toBe('event loop');
      await waitUntil(() => statSync(path).size > before);
      expect(statSync(path).size).toBeGreaterThan(before);
    } finally {
      checkpoints.stop();
      db.close();
    }
  });

  it('falls back to a timer on the event loop when the worker cannot load the addon', async () => {
    const { db, path, before } = filled();
    const checkpoints = startCheckpoints(db, { path, everyMs: 10, nativeBinding: join(dir, 'missing.node') });
    try {
      await waitUntil(() => checkpoints.where === 'event loop' && statSync(path).size > before);
      expect(checkpoints.where).toBe('event loop');
      expect(statSync(path).size).toBeGreaterThan(before);
    } finally {
      checkpoints.stop();
      db.close();
    }
  });
});
