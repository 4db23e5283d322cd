/**
 * GET one estimate and GET balance answer from memory while nothing was committed: any commit,
 * from this connection or another (another instance, the CLI, plain SQL), is seen by the next read.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../adapters/sqlite/database.js';
import { createReadCache } from '../../../adapters/sqlite/read-cache.js';
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
