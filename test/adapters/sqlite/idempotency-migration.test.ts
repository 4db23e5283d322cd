import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../adapters/sqlite/migrations/index.js';
import { createSqliteStorage } from '../../../adapters/sqlite/storage.js';

const dir = mkdtempSync(join(tmpdir(), 'idempotency-migration-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const now = Date.UTC(2026, 10, 23, 12);

describe('migration 10: idempotency keys in a rowid table', () => {
  it('keeps the keys of a database made before it: their answers still replay and their fingerprints still guard', async () => {
    const path = join(dir, 'before.db');
    // The schema as release 9 left it, with a finished key, then opened by this release.
    const old = new Database(path);
    old.pragma('journal_mode = WAL');
    old.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL) STRICT');
    for (const m of migrations.filter((m) => m.version < 10)) {
      old.exec(m.sql);
      old.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(m.version, m.name, now);
    }
    expect(old.prepare("SELECT sql FROM sqlite_master WHERE name = 'idempotency_keys'").pluck().get()).toMatch(/WITHOUT ROWID/);
    old
      .prepare(
        'INSERT INTO idempotency_keys (account_id, environment, key, fingerprint, response, lock_until, expires_at, owner, estimate_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        'acct_1',
        'test',
        'k-1',
        'fp-1',
        JSON.stringify({ status: 201, headers: { 'X-A': '1' }, body: '{"id":"cus_1"}' }),
        now,
        now + 86_400_000,
        'o',
        null,
      );
    old.close();

    const storage = createSqliteStorage(path);
    try {
      expect(storage.db.prepare("SELECT sql FROM sqlite_master WHERE name = 'idempotency_keys'").pluck().get()).not.toMatch(
        /WITHOUT ROWID/,
      );
      const scope = { accountId: 'acct_1', environment: 'test' as const };
      const claim = { scope, key: 'k-1', now, expiresAt: now + 86_400_000, lockUntil: now + 60_000, owner: 'o2' };
      expect(await storage.claimIdempotencyKey({ ...claim, fingerprint: 'fp-1' })).toEqual({
        state: 'replay',
        response: { status: 201, headers: { 'X-A': '1' }, body: '{"id":"cus_1"}' },
      });
      expect(await storage.claimIdempotencyKey({ ...claim, fingerprint: 'fp-other' })).toEqual({ state: 'mismatch' });
      // One row per key: a new key is claimed once, the second claim waits for the first.
      expect(await storage.claimIdempotencyKey({ ...claim, key: 'k-2', fingerprint: 'fp-2' })).toEqual({ state: 'claimed' });
      expect(await storage.claimIdempotencyKey({ ...claim, key: 'k-2', fingerprint: 'fp-2', owner: 'o3' })).toEqual({
        state: 'in_progress',
      });
      expect(storage.db.prepare('SELECT count(*) FROM idempotency_keys').pluck().get()).toBe(2);
      expect(() =>
        storage.db
          .prepare(
            "INSERT INTO idempotency_keys (account_id, environment, key, fingerprint, lock_until, expires_at) VALUES ('acct_1', 'test', 'k-2', 'x', 0, 0)",
          )
          .run(),
      ).toThrow(/UNIQUE/);
    } finally {
      storage.close();
    }
  });
});
