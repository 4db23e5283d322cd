import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { authCacheTtlMs, createAuthCache } from '../../../adapters/shared/auth-cache.js';
import { createSqliteStorage, type SqliteStorage } from '../../../adapters/sqlite/storage.js';
import { accountRecord, authCacheScenario } from '../../support/auth-cache-scenario.js';

const dir = mkdtempSync(join(tmpdir(), 'auth-cache-'));
const opened: SqliteStorage[] = [];
afterAll(() => {
  for (const storage of opened) storage.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('cached key lookups (SQLite, two storages on one file)', () => {
  it('revocation, pause and suspension apply at once on this instance and within the bound on the other', async () => {
    await authCacheScenario(async (now) => {
      for (let i = 0; i < 2; i++) opened.push(createSqliteStorage(join(dir, 'shared.db'), { authCache: { now } }));
      return opened;
    });
  });

  it('sees a change made by plain SQL on another connection within the bound', async () => {
    let t = 5_000_000;
    const file = join(dir, 'plain.db');
    const storage = createSqliteStorage(file, { authCache: { now: () => t } });
    opened.push(storage);
    const at = Date.UTC(2026, 10, 27);
    await storage.createAccount(accountRecord('acct_p', at));
    const hash = createHash('sha256').update('key_p').digest('hex');
    const key = { id: 'key_p', accountId: 'acct_p', environment: 'live' as const, hash, last4: 'abcd', scopes: [] };
    await storage.createApiKey({ ...key, createdAt: at, expiresAt: null, revokedAt: null, pausedAt: null });
    expect((await storage.findApiKeyByHash(hash))!.key.revokedAt).toBeNull();
    // Kept past the bound while nothing changed.
    t += 10 * authCacheTtlMs;
    expect((await storage.findApiKeyByHash(hash))!.key.revokedAt).toBeNull();
    const other = new Database(file);
    try {
      other.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ?').run(at, 'key_p');
      other.prepare('UPDATE accounts SET suspended_at = ? WHERE id = ?').run(at, 'acct_p');
    } finally {
      other.close();
    }
    t += authCacheTtlMs - 1;
    expect((await storage.findApiKeyByHash(hash))!.key.revokedAt).toBeNull();
    t += 1;
    const found = (await storage.findApiKeyByHash(hash))!;
    expect(found.key.revokedAt).toBe(at);
    expect(found.account.suspendedAt).toBe(at);
  });
});

describe('createAuthCache with a version', () => {
  it('keeps entries while the version is unchanged (read at most once per bound) and starts over when it changes', async () => {
    let t = 0;
    let version = 1;
    let versionReads = 0;
    let loads = 0;
    const cache = createAuthCache<string>({
      now: () => t,
      version: () => {
        versionReads += 1;
        return version;
      },
    });
    const load = () => {
      loads += 1;
      return `v${version}`;
    };
    expect(await cache.get('a', load)).toBe('v1');
    expect(await cache.get('b', load)).toBe('v1');
    t += authCacheTtlMs * 5;
    expect(await cache.get('a', load)).toBe('v1');
    expect(await cache.get('b', load)).toBe('v1');
    expect(loads).toBe(2);
    expect(versionReads).toBe(2);
    version = 2;
    t += authCacheTtlMs - 1;
    expect(await cache.get('a', load)).toBe('v1');
    t += 1;
    expect(await cache.get('a', load)).toBe('v2');
    expect(await cache.get('b', load)).toBe('v2');
    expect(loads).toBe(4);
    // A clock that went back reads the version again rather than trusting an old check.
    t -= 1;
    await cache.get('a', load);
    expect(versionReads).toBe(4);
  });
});
