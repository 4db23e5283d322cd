/**
 * The hourly retention task at the storage port, on SQLite (and on PostgreSQL
 * when ESTIMATE_TEST_POSTGRES_URL is set): event bodies past 30 days are
 * purged by the events store, expired idempotency keys by the idempotency store.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresStorage, type PostgresStorage } from '../../../adapters/postgres/storage.js';
import { createSqliteStorage, type SqliteStorage } from '../../../adapters/sqlite/storage.js';
import { retentionTask } from '../../../core/jobs/due-jobs.js';
import { freshPostgresDatabase } from '../../support/appliance.js';

const postgresUrl = process.env.ESTIMATE_TEST_POSTGRES_URL || undefined;
const day = 86_400_000;
const start = Date.UTC(2026, 10, 23, 12);

let dir: string;
let database: { url: string; drop(): Promise<void> } | null = null;
let storage: SqliteStorage | PostgresStorage;

/** Key rows still stored, read past the port (an expired key is invisible through it). */
async function storedKeys(): Promise<string[]> {
  if ('db' in storage) return storage.db.prepare('SELECT key FROM idempotency_keys ORDER BY key').pluck().all() as string[];
  return (await storage.pool.query<{ key: string }>('SELECT key FROM idempotency_keys ORDER BY key')).rows.map((r) => r.key);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'estimate-retention-'));
  database = postgresUrl ? await freshPostgresDatabase(postgresUrl) : null;
  storage = database ? createPostgresStorage(database.url) : createSqliteStorage(join(dir, 'store.db'));
});
afterAll(async () => {
  await storage?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('retention', () => {
  it('purges event bodies past 30 days and idempotency keys past their expiry, and keeps the rest', async () => {
    const scope = { accountId: 'acct_retention', environment: 'live' as const };
    await storage.createAccount({
      id: scope.accountId,
      name: 'A',
      email: 'a@example.com',
      apiVersion: '2026-10-05',
      createdAt: start,
      termsAcceptedAt: start,
      termsVersion: '1',
      suspendedAt: null,
      recordsAddon: false,
    });
    const event = (id: string, createdAt: number) => ({ id, scope, type: 'estimate.completed', createdAt, body: `{"id":"${id}"}` });
    await storage.recordEvent(event('evt_old', start), { to: 'subscribers' }, () => 'del_x', start);
    await storage.recordEvent(event('evt_new', start + 20 * day), { to: 'subscribers' }, () => 'del_y', start + 20 * day);
    const claim = (key: string, expiresAt: number) =>
      storage.claimIdempotencyKey({
        scope,
        key,
        fingerprint: 'f',
        now: start,
        expiresAt,
        lockUntil: start + 60_000,
        owner: `owner-${key}`,
      });
    expect(await claim('expired', start + day)).toEqual({ state: 'claimed' });
    expect(await claim('current', start + 40 * day)).toEqual({ state: 'claimed' });

    let now = start + 31 * day;
    await retentionTask(storage, { now: () => new Date(now) }).run();

    const listed = await storage.listEvents(scope, { limit: 10, since: 0 });
    expect(listed.ok && listed.items.map((e) => e.id)).toEqual(['evt_new']);
    expect(await storedKeys()).toEqual(['current']);

    now = start + 41 * day;
    await retentionTask(storage, { now: () => new Date(now) }).run();
    expect(await storedKeys()).toEqual([]);
  });
});
