/**
 * The delivery queue at the storage port, on SQLite (and on PostgreSQL when
 * ESTIMATE_TEST_POSTGRES_URL is set): leases, batched finishing, endpoint
 * health in its own row, and the disable rule of core/webhooks/rules.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresStorage } from '../../../adapters/postgres/storage.js';
import { createSqliteStorage } from '../../../adapters/sqlite/storage.js';
import type { AttemptRecord, ClaimedDelivery, Storage } from '../../../core/ports.js';
import type { WebhookEndpointRecord } from '../../../core/webhooks/types.js';
import { freshPostgresDatabase } from '../../support/appliance.js';

const postgresUrl = process.env.ESTIMATE_TEST_POSTGRES_URL || undefined;
const now = Date.UTC(2026, 10, 23, 12);
let seq = 0;
const id = (prefix: string) => `${prefix}_${String(++seq).padStart(8, '0')}`;

let dir: string;
let database: { url: string; drop(): Promise<void> } | null = null;
let storage: Storage & { close(): unknown };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'estimate-delivery-store-'));
  database = postgresUrl ? await freshPostgresDatabase(postgresUrl) : null;
  storage = database ? createPostgresStorage(database.url) : createSqliteStorage(join(dir, 'store.db'));
});
afterAll(async () => {
  await storage?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function endpointWithEvents(count: number) {
  const accountId = id('acct');
  await storage.createAccount({ id: accountId, name: 'A', email: `${accountId}@example.com`, apiVersion: '2026-10-05', createdAt: now, termsAcceptedAt: now, termsVersion: '1', suspendedAt: null, recordsAddon: false });
  const endpoint: WebhookEndpointRecord = {
    id: id('whe'), accountId, environment: 'live', url: 'https://hooks.example.com/x', description: '', events: ['*'], status: 'active', disabledReason: null,
    apiVersion: '2026-10-05', secretSealed: 'sealed', previousSecretSealed: null, previousSecretExpiresAt: null, createdAt: now,
  };
  expect(await storage.createWebhookEndpoint(endpoint, 16)).toBe('ok');
  for (let i = 0; i < count; i++) {
    await storage.recordEvent({ id: id('evt'), scope: { accountId, environment: 'live' }, type: 'estimate.completed', createdAt: now, body: `{"n":${i}}` }, { to: 'subscribers' }, () => id('del'), now);
  }
  return endpoint;
}

const attempt = (c: ClaimedDelivery, status: 'succeeded' | 'failed', at: number): AttemptRecord => ({
  id: id('del'), jobId: c.job.id, eventId: c.job.eventId, endpointId: c.endpoint.id, attempt: c.job.attempt, status,
  responseStatus: status === 'succeeded' ? 200 : 500, error: status === 'succeeded' ? null : 'status 500', createdAt: at, durationMs: 3,
});
const attemptsOf = async (eventId: string, scope: { accountId: string; environment: 'live' }) => (await storage.getEvent(scope, eventId))!.attempts;

describe('delivery queue at the storage port', () => {
  it('leases a claim until its lease ends, then hands it over', async () => {
    const endpoint = await endpointWithEvents(2);
    const first = await storage.claimDueDeliveries(now, 10, now + 30_000);
    expect(first.filter((c) => c.endpoint.id === endpoint.id)).toHaveLength(2);
    expect(await storage.claimDueDeliveries(now + 29_999, 10, now + 60_000)).toEqual([]);
    const again = await storage.claimDueDeliveries(now + 30_000, 10, now + 60_000);
    expect(again.map((c) => c.job.id).sort()).toEqual(first.map((c) => c.job.id).sort());
    await storage.finishDeliveries(again.map((c) => ({ attempt: attempt(c, 'succeeded', now + 30_000), outcome: { next: 'done' } })), now + 30_000);
  });

  it('records a batch in one call: done jobs leave, retries move on once (a late duplicate finish does not move them twice)', async () => {
    const endpoint = await endpointWithEvents(2);
    const scope = { accountId: endpoint.accountId, environment: 'live' as const };
    const [a, b] = (await storage.claimDueDeliveries(now, 10, now + 30_000)).filter((c) => c.endpoint.id === endpoint.id);
    const retryAt = now + 60_000;
    await storage.finishDeliveries([
      { attempt: attempt(a!, 'succeeded', now), outcome: { next: 'done' } },
      { attempt: attempt(b!, 'failed', now), outcome: { next: 'retry', retryAt } },
    ], now);
    // The same attempt finished again (a process that stalled past its lease): logged, but the job stays at attempt 2.
    await storage.finishDeliveries([{ attempt: attempt(b!, 'failed', now), outcome: { next: 'retry', retryAt: retryAt + 1 } }], now);
    expect((await attemptsOf(a!.job.eventId, scope)).map((x) => x.status)).toEqual(['succeeded']);
    const pending = (await attemptsOf(b!.job.eventId, scope)).filter((x) => x.status === 'pending');
    expect(pending).toEqual([expect.objectContaining({ attempt: 2, created_at: new Date(retryAt).toISOString() })]);
    expect(await storage.claimDueDeliveries(retryAt - 1, 10, retryAt + 30_000)).toEqual([]);
    const retried = await storage.claimDueDeliveries(retryAt, 10, retryAt + 30_000);
    expect(retried.map((c) => [c.job.id, c.job.attempt, c.job.firstAttemptAt])).toEqual([[b!.job.id, 2, now]]);
    await storage.finishDeliveries([{ attempt: attempt(retried[0]!, 'succeeded', retryAt), outcome: { next: 'done' } }], retryAt);
  });

  it('gives up and disables an endpoint that answered nothing since the first attempt, not one that did', async () => {
    const failing = await endpointWithEvents(1);
    const answering = await endpointWithEvents(2);
    const claimed = await storage.claimDueDeliveries(now, 10, now + 30_000);
    const ofFailing = claimed.filter((c) => c.endpoint.id === failing.id);
    const [lost, got] = claimed.filter((c) => c.endpoint.id === answering.id);
    const disabled = await storage.finishDeliveries([
      { attempt: attempt(ofFailing[0]!, 'failed', now), outcome: { next: 'give_up', disableIfNoSuccessSince: now - 1_000 } },
      // The other endpoint got one event through in this very batch: it stays active.
      { attempt: attempt(got!, 'succeeded', now), outcome: { next: 'done' } },
      { attempt: attempt(lost!, 'failed', now), outcome: { next: 'give_up', disableIfNoSuccessSince: now - 1_000 } },
    ], now);
    expect(disabled).toEqual([{ endpointId: failing.id, ownerEmail: `${failing.accountId}@example.com`, url: failing.url }]);
    expect(await storage.getWebhookEndpoint({ accountId: failing.accountId, environment: 'live' }, failing.id)).toMatchObject({ status: 'disabled', disabledReason: 'delivery_failures' });
    expect(await storage.getWebhookEndpoint({ accountId: answering.accountId, environment: 'live' }, answering.id)).toMatchObject({ status: 'active' });
    // A one-off delivery (test, redelivery) never disables.
    const once = await endpointWithEvents(1);
    const [c] = (await storage.claimDueDeliveries(now, 10, now + 30_000)).filter((x) => x.endpoint.id === once.id);
    expect(await storage.finishDeliveries([{ attempt: attempt(c!, 'failed', now), outcome: { next: 'give_up', disableIfNoSuccessSince: null } }], now)).toEqual([]);
  });
});
