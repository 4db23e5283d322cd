/**
 * GET one estimate and GET balance answer from memory while nothing was committed: any commit,
 * from this connection or another (another instance, the CLI, plain SQL), is seen by the next read.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../adapters/sqlite/database.js';
import { createReadCache, readWalIndexThrough, type SharedMapper } from '../../../adapters/sqlite/read-cache.js';
import type { MemoryHelper } from '../../../appliance/sea/memory.js';
import { compileMemoryHelper } from '../../../scripts/build-binary.js';
import { createSqliteStorage } from '../../../adapters/sqlite/storage.js';

const dir = mkdtempSync(join(tmpdir(), 'read-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fixture(name: string) {
  const path = join(dir, `${name}.db`);
  const db = openDatabase(path);
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
  db.prepare('INSERT INTO t (id, v) VALUES (1, ?)').run('one');
  const cache = createReadCache(db);
  let reads = 0;
  const value = () =>
    cache.get('t1', () => {
      reads += 1;
      return db.prepare('SELECT v FROM t WHERE id = 1').pluck().get() as string;
    });
  return { path, db, cache, value, reads: () => reads };
}

describe('the read cache', () => {
  it('answers a read again without running it while nothing is committed', () => {
    const f = fixture('same');
    expect([f.value(), f.value(), f.value()]).toEqual(['one', 'one', 'one']);
    expect(f.reads()).toBe(1);
    f.cache.close();
    f.db.close();
  });

  it('runs the read again after a commit of the same connection', () => {
    const f = fixture('own');
    f.value();
    f.db.prepare("UPDATE t SET v = 'two' WHERE id = 1").run();
    expect(f.value()).toBe('two');
    expect(f.reads()).toBe(2);
    f.cache.close();
    f.db.close();
  });

  it('runs the read again after a commit of another connection (another instance, the CLI)', () => {
    const f = fixture('other');
    f.value();
    const other = new Database(f.path);
    other.prepare("UPDATE t SET v = 'elsewhere' WHERE id = 1").run();
    expect(f.value()).toBe('elsewhere');
    other.prepare('DELETE FROM t WHERE id = 1').run();
    expect(f.value()).toBeUndefined();
    other.close();
    f.cache.close();
    f.db.close();
  });

  it('does not keep what a read inside a transaction saw (it may be rolled back)', () => {
    const f = fixture('txn');
    f.db.exec('BEGIN');
    f.db.prepare("UPDATE t SET v = 'uncommitted' WHERE id = 1").run();
    expect(f.value()).toBe('uncommitted');
    f.db.exec('ROLLBACK');
    expect(f.value()).toBe('one');
    f.cache.close();
    f.db.close();
  });

  it('runs every read on a database without a WAL index to watch', () => {
    const db = openDatabase(':memory:');
    const cache = createReadCache(db);
    let reads = 0;
    for (let i = 0; i < 3; i++) cache.get('k', () => ++reads);
    expect(reads).toBe(3);
    db.close();
  });

  it('GET balance and GET one estimate see a change made by another connection at once', async () => {
    const path = join(dir, 'storage.db');
    const storage = createSqliteStorage(path, { checkpoints: 'event loop' });
    const account = { id: 'acct_1', name: 'A', email: 'a@example.com', apiVersion: '2026-10-05', createdAt: 0 };
    await storage.createAccount({ ...account, termsAcceptedAt: null, termsVersion: null, suspendedAt: null, recordsAddon: false });
    await storage.grantCredits({
      id: 'lot_1',
      accountId: 'acct_1',
      source: 'grant',
      initialCredits: 10,
      remainingCredits: 10,
      expiresAt: null,
      createdAt: 1,
    });
    expect((await storage.creditBalance('acct_1')).lots.map((l) => l.remainingCredits)).toEqual([10]);
    expect((await storage.creditBalance('acct_1')).lots.map((l) => l.remainingCredits)).toEqual([10]);
    const other = new Database(path);
    other.prepare("UPDATE credit_lots SET remaining_credits = 3 WHERE id = 'lot_1'").run();
    expect((await storage.creditBalance('acct_1')).lots.map((l) => l.remainingCredits)).toEqual([3]);
    const scope = { accountId: 'acct_1', environment: 'test' as const };
    expect(await storage.getEstimateJson(scope, 'est_1')).toBeNull();
    other
      .prepare(
        "INSERT INTO estimates (id, account_id, environment, status, parent_id, customer_id, created_at, body, internal) VALUES ('est_1', 'acct_1', 'test', 'priced', NULL, NULL, 2, '{\"id\":\"est_1\"}', '{}')",
      )
      .run();
    expect(await storage.getEstimateJson(scope, 'est_1')).toBe('{"id":"est_1"}');
    other.prepare("DELETE FROM estimates WHERE id = 'est_1'").run();
    expect(await storage.getEstimateJson(scope, 'est_1')).toBeNull();
    other.close();
    storage.close();
  });
});

describe('the read cache, reading the WAL-index header through a shared mapping (the executable)', () => {
  const mapped: Array<ArrayBuffer | null> = [];
  beforeAll(() => {
    const addon = join(dir, 'memory.node');
    compileMemoryHelper(addon);
    const helper = createRequire(import.meta.url)(addon) as MemoryHelper;
    const mapper: SharedMapper = (fd, length) => {
      const buffer = helper.mapShared(fd, length);
      mapped.push(buffer);
      return buffer;
    };
    readWalIndexThrough(mapper);
  }, 60_000);
  afterAll(() => readWalIndexThrough(null));

  it('maps the header once and answers from memory while nothing is committed', () => {
    const f = fixture('mapped-same');
    expect([f.value(), f.value(), f.value()]).toEqual(['one', 'one', 'one']);
    expect(f.reads()).toBe(1);
    expect(mapped.at(-1)).toBeInstanceOf(ArrayBuffer);
    f.cache.close();
    f.db.close();
  });

  it('sees a commit of the same connection, of another connection, and not a rolled-back write', () => {
    const f = fixture('mapped-commits');
    const calls = mapped.length;
    f.value();
    f.db.prepare("UPDATE t SET v = 'two' WHERE id = 1").run();
    expect(f.value()).toBe('two');
    const other = new Database(f.path);
    for (let i = 0; i < 50; i++) {
      other.prepare('UPDATE t SET v = ? WHERE id = 1').run(`other ${i}`);
      expect(f.value()).toBe(`other ${i}`);
      expect(f.value()).toBe(`other ${i}`);
    }
    other.prepare('DELETE FROM t WHERE id = 1').run();
    expect(f.value()).toBeUndefined();
    other.prepare("INSERT INTO t (id, v) VALUES (1, 'back')").run();
    f.db.exec('BEGIN');
    f.db.prepare("UPDATE t SET v = 'uncommitted' WHERE id = 1").run();
    expect(f.value()).toBe('uncommitted');
    f.db.exec('ROLLBACK');
    expect(f.value()).toBe('back');
    // One mapping for this cache, read on every answer.
    expect(mapped.length).toBe(calls + 1);
    expect(mapped.at(-1)).toBeInstanceOf(ArrayBuffer);
    other.close();
    f.cache.close();
    f.db.close();
  });

  it('falls back to pread when the file cannot be mapped', () => {
    readWalIndexThrough(() => null);
    try {
      const f = fixture('mapped-none');
      f.value();
      f.db.prepare("UPDATE t SET v = 'two' WHERE id = 1").run();
      expect([f.value(), f.value()]).toEqual(['two', 'two']);
      expect(f.reads()).toBe(2);
      f.cache.close();
      f.db.close();
    } finally {
      readWalIndexThrough(null);
    }
  });
});
