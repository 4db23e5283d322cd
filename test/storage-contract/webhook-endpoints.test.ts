/** Storage contract, webhook endpoints: the active-endpoint limit (exact between instances), scope, pages, and what disabling or deleting drops. */
import { describe, expect, it } from 'vitest';
import type { TenantScope } from '../../core/ports.js';
import { adapterName, useStorage } from './harness.js';
import { endpointRecord, eventRecord, live, newAccount, newId, now, test } from './fixtures.js';

const ctx = useStorage();
const limit = 16;

const pendingOf = async (scope: TenantScope, eventId: string) =>
  (await ctx.storage.getEvent(scope, eventId))!.attempts
    .filter((a) => a.status === 'pending')
    .map((a) => a.endpoint)
    .sort();

describe(`webhook endpoints storage contract (${adapterName})`, () => {
  it('gives back an endpoint exactly as written, only within its scope', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const { id: otherId } = await newAccount(ctx.storage);
    const endpoint = endpointRecord(live(accountId), {
      events: ['estimate.completed', 'credits.low'],
      description: 'CRM ✓',
      previousSecretSealed: 'v1.k.old.iv.tag',
      previousSecretExpiresAt: now + 1,
    });
    expect(await ctx.storage.createWebhookEndpoint(endpoint, limit)).toBe('ok');
    expect(await ctx.storage.getWebhookEndpoint(live(accountId), endpoint.id)).toEqual(endpoint);
    expect(await ctx.storage.getWebhookEndpoint(test(accountId), endpoint.id)).toBeNull();
    expect(await ctx.storage.getWebhookEndpoint(live(otherId), endpoint.id)).toBeNull();
    expect(await ctx.storage.deleteWebhookEndpoint(live(otherId), endpoint.id)).toBe(false);
    expect(await ctx.storage.updateWebhookEndpoint({ ...endpoint, accountId: otherId }, limit)).toBe('missing');
    expect(await ctx.storage.getWebhookEndpoint(live(accountId), endpoint.id)).toEqual(endpoint);
  });

  it('counts only active endpoints of one scope against the limit, on create and on re-activation', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const [a, b] = [endpointRecord(live(accountId)), endpointRecord(live(accountId))];
    expect(await ctx.storage.createWebhookEndpoint(a, 2)).toBe('ok');
    expect(await ctx.storage.createWebhookEndpoint(b, 2)).toBe('ok');
    expect(await ctx.storage.createWebhookEndpoint(endpointRecord(live(accountId)), 2)).toBe('limit');
    expect(await ctx.storage.createWebhookEndpoint(endpointRecord(test(accountId)), 2)).toBe('ok');
    expect(await ctx.storage.updateWebhookEndpoint({ ...a, status: 'disabled', disabledReason: 'manual' }, 2)).toBe('ok');
    const c = endpointRecord(live(accountId));
    expect(await ctx.storage.createWebhookEndpoint(c, 2)).toBe('ok');
    expect(await ctx.storage.updateWebhookEndpoint({ ...a, status: 'active', disabledReason: null }, 2)).toBe('limit');
    expect(await ctx.storage.getWebhookEndpoint(live(accountId), a.id)).toMatchObject({ status: 'disabled', disabledReason: 'manual' });
    // Editing an endpoint that is already active never trips the limit.
    expect(await ctx.storage.updateWebhookEndpoint({ ...b, description: 'edited' }, 2)).toBe('ok');
    expect(await ctx.storage.getWebhookEndpoint(live(accountId), b.id)).toMatchObject({ description: 'edited' });
    expect(await ctx.storage.deleteWebhookEndpoint(live(accountId), c.id)).toBe(true);
    expect(await ctx.storage.updateWebhookEndpoint({ ...a, status: 'active', disabledReason: null }, 2)).toBe('ok');
  });

  it('keeps the limit exact under concurrent creations from two instances', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const instances = [ctx.storage, ctx.instance()];
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => instances[i % 2]!.createWebhookEndpoint(endpointRecord(live(accountId)), 3)),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(3);
    expect(results.filter((r) => r !== 'ok').every((r) => r === 'limit')).toBe(true);
    const listed = await ctx.storage.listWebhookEndpoints(live(accountId), { limit: 100 });
    expect(listed.ok && listed.items.length).toBe(3);
  });

  it('keeps the limit exact when endpoints are re-activated at once from two instances', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const endpoints = Array.from({ length: 8 }, () => endpointRecord(live(accountId)));
    for (const endpoint of endpoints) {
      await ctx.storage.createWebhookEndpoint(endpoint, limit);
      await ctx.storage.updateWebhookEndpoint({ ...endpoint, status: 'disabled', disabledReason: 'manual' }, limit);
    }
    const instances = [ctx.storage, ctx.instance()];
    const results = await Promise.all(
      endpoints.map((e, i) => instances[i % 2]!.updateWebhookEndpoint({ ...e, status: 'active', disabledReason: null }, 3)),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(3);
    expect(results.filter((r) => r !== 'ok').every((r) => r === 'limit')).toBe(true);
    const listed = await ctx.storage.listWebhookEndpoints(live(accountId), { limit: 100 });
    expect(listed.ok && listed.items.filter((e) => e.status === 'active').length).toBe(3);
  });

  it('lists newest first in pages and refuses a cursor from another scope', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const created = [];
    for (let i = 0; i < 5; i++) {
      const endpoint = endpointRecord(live(accountId));
      await ctx.storage.createWebhookEndpoint(endpoint, limit);
      created.push(endpoint);
    }
    const first = await ctx.storage.listWebhookEndpoints(live(accountId), { limit: 3 });
    expect(first).toEqual({ ok: true, items: created.slice(2).reverse(), hasMore: true });
    expect(await ctx.storage.listWebhookEndpoints(live(accountId), { limit: 3, startingAfter: created[2]!.id })).toEqual({
      ok: true,
      items: created.slice(0, 2).reverse(),
      hasMore: false,
    });
    const elsewhere = endpointRecord(test(accountId));
    await ctx.storage.createWebhookEndpoint(elsewhere, limit);
    expect(await ctx.storage.listWebhookEndpoints(live(accountId), { limit: 3, startingAfter: elsewhere.id })).toEqual({
      ok: false,
      reason: 'invalid_cursor',
    });
    expect(await ctx.storage.listWebhookEndpoints(live(accountId), { limit: 3, startingAfter: newId('whe') })).toEqual({
      ok: false,
      reason: 'invalid_cursor',
    });
  });

  it("drops an endpoint's scheduled deliveries when it is disabled, but not its one-off ones", async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const scope = live(accountId);
    const endpoint = endpointRecord(scope);
    const other = endpointRecord(scope);
    await ctx.storage.createWebhookEndpoint(endpoint, limit);
    await ctx.storage.createWebhookEndpoint(other, limit);
    const event = eventRecord(scope);
    await ctx.storage.recordEvent(event, { to: 'subscribers' }, () => newId('del'), now);
    const test = eventRecord(scope, 'webhook.test');
    await ctx.storage.recordEvent(test, { to: 'endpoint', endpointId: endpoint.id, jobId: newId('del') }, () => newId('del'), now);
    expect(await pendingOf(scope, event.id)).toEqual([endpoint.id, other.id].sort());
    expect(await ctx.storage.updateWebhookEndpoint({ ...endpoint, status: 'disabled', disabledReason: 'manual' }, limit)).toBe('ok');
    expect(await pendingOf(scope, event.id)).toEqual([other.id]);
    expect(await pendingOf(scope, test.id)).toEqual([endpoint.id]);
  });

  it("deletes an endpoint with its waiting deliveries and its delivery history, leaving others' alone", async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const scope = live(accountId);
    const doomed = endpointRecord(scope);
    const kept = endpointRecord(scope);
    await ctx.storage.createWebhookEndpoint(doomed, limit);
    await ctx.storage.createWebhookEndpoint(kept, limit);
    const tried = eventRecord(scope);
    await ctx.storage.recordEvent(tried, { to: 'subscribers' }, () => newId('del'), now);
    const claimed = (await ctx.storage.claimDueDeliveries(now, 100, now + 30_000)).filter((c) => c.job.eventId === tried.id);
    expect(claimed).toHaveLength(2);
    await ctx.storage.finishDeliveries(
      claimed.map((c) => ({
        lease: c.lease,
        attempt: {
          id: newId('del'),
          jobId: c.job.id,
          eventId: c.job.eventId,
          endpointId: c.endpoint.id,
          attempt: 1,
          status: 'succeeded' as const,
          responseStatus: 200,
          error: null,
          createdAt: now,
          durationMs: 5,
        },
        outcome: { next: 'done' as const },
      })),
      now,
    );
    const waiting = eventRecord(scope);
    await ctx.storage.recordEvent(waiting, { to: 'subscribers' }, () => newId('del'), now + 1);

    expect(await ctx.storage.deleteWebhookEndpoint(scope, doomed.id)).toBe(true);
    expect(await ctx.storage.deleteWebhookEndpoint(scope, doomed.id)).toBe(false);
    expect(await ctx.storage.getWebhookEndpoint(scope, doomed.id)).toBeNull();
    expect((await ctx.storage.getEvent(scope, tried.id))!.attempts.map((a) => [a.endpoint, a.status])).toEqual([[kept.id, 'succeeded']]);
    expect(await pendingOf(scope, waiting.id)).toEqual([kept.id]);
    const next = await ctx.storage.claimDueDeliveries(now + 1, 100, now + 30_000);
    expect(next.filter((c) => c.job.eventId === waiting.id).map((c) => c.endpoint.id)).toEqual([kept.id]);
  });
});
