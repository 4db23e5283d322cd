/**
 * The PostgreSQL adapter's guarantees at the port, with several pools (as
 * several instances would have) on one database: runs in the PostgreSQL phase
 * of .ci/run (test/multi-instance/vitest.config.ts), not in `npm test`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresStorage, type PostgresStorage } from '../../../adapters/postgres/storage.js';
import type { StoredEstimate } from '../../../core/ports.js';
import type { WebhookEndpointRecord } from '../../../core/webhooks/types.js';
import { freshPostgresDatabase } from '../../support/appliance.js';

const adminUrl = process.env.ESTIMATE_TEST_POSTGRES_URL;
if (!adminUrl) throw new Error('ESTIMATE_TEST_POSTGRES_URL must name a PostgreSQL server (.ci/run starts one)');

let database: { url: string; drop(): Promise<void> };
let pools: PostgresStorage[];
const now = Date.UTC(2026, 10, 23);
let seq = 0;
const id = (prefix: string) => `${prefix}_${String(++seq).padStart(8, '0')}`;
const scope = (accountId: string) => ({ accountId, environment: 'live' as const });

async function account(credits: number) {
  const accountId = id('acct');
  await pools[0]!.createAccount({
    id: accountId,
    name: 'A',
    email: 'a@example.com',
    apiVersion: '2026-10-05',
    createdAt: now,
    termsAcceptedAt: now,
    termsVersion: '1',
    suspendedAt: null,
    recordsAddon: false,
  });
  if (credits)
    await pools[0]!.grantCredits({
      id: id('lot'),
      accountId,
      source: 'test',
      initialCredits: credits,
      remainingCredits: credits,
      expiresAt: null,
      createdAt: now,
    });
  return accountId;
}

const stored = (_accountId: string, status: 'priced' | 'processing'): StoredEstimate => ({
  estimate: {
    id: id('est'),
    object: 'estimate',
    status,
    environment: 'live',
    created_at: new Date(now).toISOString(),
  } as unknown as StoredEstimate['estimate'],
  parentId: null,
  conversation: [],
  sandbox: false,
});

beforeAll(async () => {
  database = await freshPostgresDatabase(adminUrl);
  // Three "instances" migrating at once: the advisory lock makes it happen once.
  pools = [0, 1, 2].map(() => createPostgresStorage(database.url, { max: 4 }));
  await Promise.all(pools.map((p) => p.ready()));
});

afterAll(async () => {
  await Promise.all((pools ?? []).map((p) => p.close()));
  await database?.drop();
});

describe('PostgreSQL storage shared by several pools', () => {
  it('never overspends: 30 concurrent charges of 10 on 100 credits take exactly 10', async () => {
    const accountId = await account(100);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        pools[i % 3]!.saveEstimate({
          scope: scope(accountId),
          stored: stored(accountId, 'priced'),
          now,
          charge: { accountId, credits: 10, mode: 'spend' },
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === 'insufficient_credits')).toBe(true);
    expect((await pools[1]!.listCreditLots(accountId))[0]!.remainingCredits).toBe(0);
  });

  it('keeps a shared daily cap exact', async () => {
    const accountId = await account(0);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pools[i % 3]!.saveEstimate({
          scope: scope(accountId),
          stored: stored(accountId, 'priced'),
          now,
          dailyCap: { name: `cap:${accountId}`, day: '2026-11-23', limit: 7 },
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(7);
  });

  it('lets one claim of an idempotency key win; the others see it in progress', async () => {
    const accountId = await account(0);
    const claim = { scope: scope(accountId), key: 'same', fingerprint: 'f', now, expiresAt: now + 86_400_000, lockUntil: now + 60_000 };
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => pools[i % 3]!.claimIdempotencyKey({ ...claim, owner: `owner-${i}` })),
    );
    expect(results.filter((r) => r.state === 'claimed')).toHaveLength(1);
    expect(results.filter((r) => r.state === 'in_progress')).toHaveLength(11);
  });

  it('runs a periodic task once across instances', async () => {
    const results = await Promise.all(Array.from({ length: 9 }, (_, i) => pools[i % 3]!.claimPeriodicRun('hourly-check', now, 3_600_000)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await pools[0]!.claimPeriodicRun('hourly-check', now + 3_600_000, 3_600_000)).toBe(true);
  });

  it('leases each due delivery and each processing estimate to one instance only', async () => {
    const accountId = await account(0);
    const endpoint: WebhookEndpointRecord = {
      id: id('whe'),
      accountId,
      environment: 'live',
      url: 'https://hooks.example.com/x',
      description: '',
      events: ['*'],
      status: 'active',
      disabledReason: null,
      apiVersion: '2026-10-05',
      secretSealed: 'sealed',
      previousSecretSealed: null,
      previousSecretExpiresAt: null,
      createdAt: now,
    };
    expect(await pools[0]!.createWebhookEndpoint(endpoint, 16)).toBe('ok');
    for (let i = 0; i < 40; i++) {
      await pools[0]!.recordEvent(
        { id: id('evt'), scope: scope(accountId), type: 'estimate.completed', createdAt: now, body: `{"n":${i}}` },
        { to: 'subscribers' },
        () => id('del'),
        now,
      );
    }
    const claimed = (await Promise.all(pools.map((p) => p.claimDueDeliveries(now, 40, now + 300_000)))).flat().map((c) => c.job.id);
    expect(claimed).toHaveLength(40);
    expect(new Set(claimed).size).toBe(40);

    for (let i = 0; i < 30; i++) await pools[0]!.saveEstimate({ scope: scope(accountId), stored: stored(accountId, 'processing'), now });
    const claims = await Promise.all(Array.from({ length: 45 }, (_, i) => pools[i % 3]!.claimProcessingEstimate(now, now + 30_000)));
    const taken = claims.flatMap((c) => (c ? [c.stored.estimate.id] : []));
    expect(taken).toHaveLength(30);
    expect(new Set(taken).size).toBe(30);
    expect(await pools[2]!.claimProcessingEstimate(now + 29_999, now + 60_000)).toBeNull();
    expect(await pools[2]!.claimProcessingEstimate(now + 30_000, now + 60_000), 'taken over once the lease ran out').not.toBeNull();
  });
});
