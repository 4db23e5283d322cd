import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../adapters/sqlite/database.js';
import { createWriteQueue } from '../../../adapters/sqlite/group-commit.js';
import { createSqliteStorage, type SqliteStorage } from '../../../adapters/sqlite/storage.js';
import { processingEstimate } from '../../../core/estimates/assemble.js';
import type { EstimateWrite } from '../../../core/ports.js';

const dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const now = Date.UTC(2026, 10, 23, 12);
const scope = { accountId: 'acct_1', environment: 'live' as const };

async function open(credits: number): Promise<SqliteStorage> {
  const storage = createSqliteStorage(join(dir, `g${++n}.db`));
  await storage.createAccount({
    id: 'acct_1',
    name: 'A',
    email: 'a@example.com',
    apiVersion: '2026-10-05',
    createdAt: now,
    termsAcceptedAt: now,
    termsVersion: '1',
    suspendedAt: null,
    recordsAddon: false,
  });
  await storage.grantCredits({
    id: 'lot_1',
    accountId: 'acct_1',
    source: 'grant',
    initialCredits: credits,
    remainingCredits: credits,
    expiresAt: null,
    createdAt: now,
  });
  return storage;
}

const write = (id: string, key: string, credits = 10): EstimateWrite => ({
  scope,
  now,
  stored: {
    estimate: processingEstimate({ id, scope, createdAt: now, metadata: {} }, { code: 'US-CA', currency: 'USD', locale: 'en-US' }),
    parentId: null,
    conversation: [],
    sandbox: false,
  },
  charge: { accountId: 'acct_1', credits, mode: 'spend' },
  idempotency: {
    key,
    owner: `owner-${key}`,
    claim: { fingerprint: `f-${key}`, expiresAt: now + 86_400_000, lockUntil: now + 60_000 },
    respond: () => ({ status: 200, headers: {} }),
  },
});

describe('group commit (writes of one event-loop turn share one transaction)', () => {
  it('a write that fails rolls back only itself; the others of its batch are kept', async () => {
    const storage = await open(25);
    try {
      // One turn: four writes. The third cannot be paid (5 left after two); the fourth can, but reuses an estimate id (its draw is undone).
      const results = await Promise.allSettled(
        [write('est_a', 'k1'), write('est_b', 'k2'), write('est_c', 'k3', 10), write('est_a', 'k4', 5)].map((w) => storage.saveEstimate(w)),
      );
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
      expect(results.slice(0, 3).map((r) => (r as PromiseFulfilledResult<unknown>).value)).toEqual([
        { ok: true, creditsRemaining: 15 },
        { ok: true, creditsRemaining: 5 },
        { ok: false, reason: 'insufficient_credits', available: 5 },
      ]);
      const db = storage.db;
      expect(db.prepare('SELECT id FROM estimates ORDER BY id').pluck().all()).toEqual(['est_a', 'est_b']);
      expect(db.prepare('SELECT key FROM idempotency_keys ORDER BY key').pluck().all()).toEqual(['k1', 'k2']);
      expect(db.prepare('SELECT remaining_credits FROM credit_lots').pluck().get()).toBe(5);
      expect(db.prepare('SELECT count(*) FROM credit_movements').pluck().get()).toBe(2);
    } finally {
      storage.close();
    }
  });

  it('acknowledges a write only once it is committed: another connection sees it when the promise settles', async () => {
    const storage = await open(100);
    const path = storage.db.name;
    const other = new Database(path, { readonly: true });
    try {
      const saving = storage.saveEstimate(write('est_x', 'kx'));
      // Queued, not yet committed: nothing is visible elsewhere.
      expect(other.prepare('SELECT count(*) FROM estimates').pluck().get()).toBe(0);
      expect(await saving).toEqual({ ok: true, creditsRemaining: 90 });
      expect(other.prepare('SELECT count(*) FROM estimates').pluck().get()).toBe(1);
    } finally {
      other.close();
      storage.close();
    }
  });

  it('a batch that cannot commit acknowledges nothing and keeps nothing', async () => {
    const storage = await open(100);
    const blocker = new Database(storage.db.name);
    try {
      storage.db.pragma('busy_timeout = 10');
      blocker.exec('BEGIN IMMEDIATE');
      const results = await Promise.allSettled([storage.saveEstimate(write('est_1', 'k1')), storage.saveEstimate(write('est_2', 'k2'))]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
      blocker.exec('ROLLBACK');
      expect(storage.db.prepare('SELECT count(*) FROM estimates').pluck().get()).toBe(0);
      expect(storage.db.prepare('SELECT remaining_credits FROM credit_lots').pluck().get()).toBe(100);
    } finally {
      blocker.close();
      storage.close();
    }
  });

  it('stores the answer once: the key row keeps status and headers and points at the estimate, whose body a replay reads', async () => {
    const storage = await open(100);
    try {
      await storage.saveEstimate(write('est_once', 'once'));
      const row = storage.db.prepare("SELECT response, estimate_id FROM idempotency_keys WHERE key = 'once'").get() as {
        response: string;
        estimate_id: string;
      };
      expect(row).toEqual({ response: JSON.stringify({ status: 200, headers: {} }), estimate_id: 'est_once' });
      const replay = await storage.saveEstimate(write('est_other', 'once'));
      expect(replay).toMatchObject({
        ok: false,
        reason: 'idempotency',
        refusal: {
          state: 'replay',
          response: { status: 200, body: storage.db.prepare("SELECT body FROM estimates WHERE id = 'est_once'").pluck().get() },
        },
      });
      // Deleting the estimate copies its body into the answer, so the replay does not change.
      const body = (await storage.getEstimateJson(scope, 'est_once'))!;
      await storage.deleteEstimate(scope, 'est_once', now);
      expect(await storage.saveEstimate(write('est_third', 'once'))).toMatchObject({
        ok: false,
        reason: 'idempotency',
        refusal: { state: 'replay', response: { body } },
      });
    } finally {
      storage.close();
    }
  });
});

describe('WAL checkpoints', () => {
  it('never run inside a commit: writes stay in the WAL until a checkpoint', async () => {
    const storage = await open(1_000_000);
    try {
      expect(storage.db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
      const path = storage.db.name;
      const before = statSync(path).size;
      for (let i = 0; i < 300; i++) await storage.saveEstimate(write(`est_${String(i).padStart(4, '0')}`, `ck-${i}`));
      // 300 commits, every page in the WAL, none copied back yet.
      expect(statSync(path).size).toBe(before);
    } finally {
      storage.close();
    }
  });
});

describe('writes held back for the checkpoint worker', () => {
  it('a held batch waits without blocking the event loop, then commits together with what queued meanwhile', async () => {
    const path = join(dir, `held-${++n}.db`);
    const db = openDatabase(path);
    let held = true;
    const queue = createWriteQueue(db, { held: () => held });
    const insert = db.prepare('INSERT INTO periodic_runs (name, last_run_at) VALUES (?, ?)');
    const committed = (name: string) => db.prepare('SELECT count(*) FROM periodic_runs WHERE name = ?').pluck().get(name);
    try {
      const first = queue.run(() => insert.run('a', 1));
      // Timers still fire (the loop is free) while the batch waits.
      await new Promise((r) => setTimeout(r, 20));
      const second = queue.run(() => insert.run('b', 2));
      await new Promise((r) => setTimeout(r, 20));
      expect(committed('a')).toBe(0);
      held = false;
      await Promise.all([first, second]);
      expect([committed('a'), committed('b')]).toEqual([1, 1]);
    } finally {
      db.close();
    }
  });

  it('draining before the database closes commits even while held', () => {
    const path = join(dir, `held-${++n}.db`);
    const db = openDatabase(path);
    const queue = createWriteQueue(db, { held: () => true });
    void queue.run(() => db.prepare('INSERT INTO periodic_runs (name, last_run_at) VALUES (?, ?)').run('c', 3));
    queue.drain();
    expect(db.prepare('SELECT count(*) FROM periodic_runs').pluck().get()).toBe(1);
    db.close();
  });
});
