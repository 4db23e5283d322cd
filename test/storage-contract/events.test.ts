/** Storage contract, events: fan-out in the write, listing, redelivery targets, retention with tombstones, and periodic-run claims. */
import { describe, expect, it } from 'vitest';
import type { TenantScope } from '../../core/ports.js';
import { tombstoneRetentionMs } from '../../core/webhooks/rules.js';
import { adapterName, useStorage } from './harness.js';
import { day, endpointRecord, eventRecord, live, newAccount, newId, now, test } from './fixtures.js';

const ctx = useStorage();
const limit = 16;
const ids = () => newId('del');
const sorted = (list: string[] | string) => (Array.isArray(list) ? [...list].sort() : list);

const pending = async (scope: TenantScope, eventId: string) =>
  (await ctx.storage.getEvent(scope, eventId))!.attempts
    .filter((a) => a.status === 'pending')
    .map((a) => a.endpoint)
    .sort();

/** A scope with endpoints listening to everything, to one type, to another type, and a disabled one. */
async function scopeWithEndpoints() {
  const { id: accountId } = await newAccount(ctx.storage);
  const scope = live(accountId);
  const all = endpointRecord(scope, { events: ['*'] });
  const completed = endpointRecord(scope, { events: ['estimate.completed', 'credits.low'] });
  const failed = endpointRecord(scope, { events: ['estimate.failed'] });
  const disabled = endpointRecord(scope, { events: ['*'] });
  for (const e of [all, completed, failed, disabled]) await ctx.storage.createWebhookEndpoint(e, limit);
  await ctx.storage.updateWebhookEndpoint({ ...disabled, status: 'disabled', disabledReason: 'manual' }, limit);
  // Another environment of the same account listens to everything too: never a target.
  await ctx.storage.createWebhookEndpoint(endpointRecord(test(accountId)), limit);
  return { scope, all, completed, failed, disabled };
}

describe(`events storage contract (${adapterName})`, () => {
  it('queues a new event for every active endpoint of its scope listening to its type, in the same write', async () => {
    const { scope, all, completed } = await scopeWithEndpoints();
    const event = eventRecord(scope, 'estimate.completed');
    expect(sorted(await ctx.storage.recordEvent(event, { to: 'subscribers' }, ids, now))).toEqual([all.id, completed.id].sort());
    const stored = await ctx.storage.getEvent(scope, event.id);
    expect(stored!.event).toEqual(event);
    expect(stored!.attempts.map((a) => ({ ...a, id: '' })).sort((a, b) => (a.endpoint < b.endpoint ? -1 : 1))).toEqual(
      [all.id, completed.id].sort().map((endpoint) => ({
        id: '',
        endpoint,
        attempt: 1,
        status: 'pending',
        response_status: null,
        error: null,
        created_at: new Date(now).toISOString(),
        duration_ms: null,
      })),
    );
    const lonely = eventRecord(scope, 'api_key.rotated');
    expect(await ctx.storage.recordEvent(lonely, { to: 'subscribers' }, ids, now)).toEqual([all.id]);
  });

  it('queues a one-off event for the one endpoint named, with the job id given, or for nobody', async () => {
    const { scope, failed } = await scopeWithEndpoints();
    const jobId = newId('del');
    const ping = eventRecord(scope, 'webhook.test');
    expect(await ctx.storage.recordEvent(ping, { to: 'endpoint', endpointId: failed.id, jobId }, ids, now)).toEqual([failed.id]);
    expect((await ctx.storage.getEvent(scope, ping.id))!.attempts).toEqual([
      expect.objectContaining({ id: jobId, endpoint: failed.id, status: 'pending' }),
    ]);
    const quiet = eventRecord(scope, 'credits.low');
    expect(await ctx.storage.recordEvent(quiet, { to: 'nobody' }, ids, now)).toEqual([]);
    expect(await ctx.storage.getEvent(scope, quiet.id)).toEqual({ event: quiet, attempts: [] });
  });

  it('stores an event together with its deliveries or not at all', async () => {
    const { scope, failed } = await scopeWithEndpoints();
    const jobId = newId('del');
    const first = eventRecord(scope, 'webhook.test');
    await ctx.storage.recordEvent(first, { to: 'endpoint', endpointId: failed.id, jobId }, ids, now);
    // A delivery that cannot be queued (its job id is taken) takes the event down with it.
    const second = eventRecord(scope, 'webhook.test');
    await expect(ctx.storage.recordEvent(second, { to: 'endpoint', endpointId: failed.id, jobId }, ids, now)).rejects.toThrow();
    expect(await ctx.storage.getEvent(scope, second.id)).toBeNull();
    const listed = await ctx.storage.listEvents(scope, { limit: 100, since: 0 });
    expect(listed.ok && listed.items.map((e) => e.id)).toEqual([first.id]);
  });

  it('shows an event only in its scope, newest first in pages, filtered by type and by the retention window', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const scope = live(accountId);
    const events = [
      eventRecord(scope, 'estimate.completed', now - 3 * day),
      eventRecord(scope, 'estimate.failed', now - 2 * day),
      eventRecord(scope, 'estimate.completed', now - day),
      eventRecord(scope, 'estimate.completed', now),
    ];
    for (const e of events) await ctx.storage.recordEvent(e, { to: 'nobody' }, ids, e.createdAt);
    const elsewhere = eventRecord(test(accountId));
    await ctx.storage.recordEvent(elsewhere, { to: 'nobody' }, ids, now);
    expect(await ctx.storage.getEvent(test(accountId), events[0]!.id)).toBeNull();

    expect(await ctx.storage.listEvents(scope, { limit: 2, since: 0 })).toEqual({ ok: true, items: [events[3], events[2]], hasMore: true });
    expect(await ctx.storage.listEvents(scope, { limit: 2, since: 0, startingAfter: events[2]!.id })).toEqual({
      ok: true,
      items: [events[1], events[0]],
      hasMore: false,
    });
    expect(await ctx.storage.listEvents(scope, { limit: 10, since: 0, type: 'estimate.completed' })).toEqual({
      ok: true,
      items: [events[3], events[2], events[0]],
      hasMore: false,
    });
    expect(await ctx.storage.listEvents(scope, { limit: 10, since: now - 2 * day })).toEqual({
      ok: true,
      items: [events[3], events[2], events[1]],
      hasMore: false,
    });
    expect(await ctx.storage.listEvents(scope, { limit: 10, since: 0, startingAfter: elsewhere.id })).toEqual({
      ok: false,
      reason: 'invalid_cursor',
    });
  });

  it('redelivers to the endpoint named only while it is active, or to every active listener', async () => {
    const { scope, all, completed, failed, disabled } = await scopeWithEndpoints();
    const event = eventRecord(scope, 'estimate.completed');
    await ctx.storage.recordEvent(event, { to: 'nobody' }, ids, now);
    expect(await ctx.storage.redeliverEvent(scope, event.id, failed.id, ids, now)).toEqual([failed.id]);
    expect(await ctx.storage.redeliverEvent(scope, event.id, disabled.id, ids, now)).toBe('endpoint_inactive');
    expect(await ctx.storage.redeliverEvent(scope, event.id, newId('whe'), ids, now)).toBe('endpoint_inactive');
    const foreign = endpointRecord(test(scope.accountId));
    await ctx.storage.createWebhookEndpoint(foreign, limit);
    expect(await ctx.storage.redeliverEvent(scope, event.id, foreign.id, ids, now)).toBe('endpoint_inactive');
    expect(sorted(await ctx.storage.redeliverEvent(scope, event.id, null, ids, now))).toEqual([all.id, completed.id].sort());
    expect(await pending(scope, event.id)).toEqual([all.id, completed.id, failed.id].sort());
    // Redeliveries are one-off: disabling their endpoint does not drop them.
    await ctx.storage.updateWebhookEndpoint({ ...all, status: 'disabled', disabledReason: 'manual' }, limit);
    expect(await pending(scope, event.id)).toEqual([all.id, completed.id, failed.id].sort());
  });

  it("redelivers only an event of the caller's scope still holding its body: another scope's event or a tombstone queues nothing", async () => {
    const { scope, all } = await scopeWithEndpoints();
    const { id: otherId } = await newAccount(ctx.storage);
    const foreign = eventRecord(live(otherId), 'estimate.completed');
    await ctx.storage.recordEvent(foreign, { to: 'nobody' }, ids, now);
    expect(await ctx.storage.redeliverEvent(scope, foreign.id, null, ids, now)).toEqual([]);
    expect(await ctx.storage.redeliverEvent(scope, foreign.id, all.id, ids, now)).toEqual([]);
    expect(await ctx.storage.redeliverEvent(test(scope.accountId), foreign.id, null, ids, now)).toEqual([]);
    expect(await ctx.storage.redeliverEvent(scope, newId('evt'), null, ids, now)).toEqual([]);
    expect((await ctx.storage.getEvent(live(otherId), foreign.id))!.attempts).toEqual([]);
    // Nothing was queued that could carry the other tenant's event to this scope's endpoints.
    const leaked = (await ctx.storage.claimDueDeliveries(now, 1000, now + 1)).filter((c) => c.job.eventId === foreign.id);
    expect(leaked).toEqual([]);
  });

  it('purges bodies and deliveries of old events but keeps a tombstone for a year', async () => {
    const { scope, all } = await scopeWithEndpoints();
    const old = eventRecord(scope, 'estimate.completed', now - 31 * day);
    const recent = eventRecord(scope, 'estimate.completed', now - day);
    await ctx.storage.recordEvent(old, { to: 'subscribers' }, ids, old.createdAt);
    await ctx.storage.recordEvent(recent, { to: 'subscribers' }, ids, recent.createdAt);
    const before = now - 30 * day;

    expect(await ctx.storage.purgeEventsBefore(before)).toEqual({ events: 1 });
    expect(await ctx.storage.getEvent(scope, old.id)).toEqual({ event: { ...old, body: '' }, attempts: [] });
    expect((await pending(scope, recent.id)).includes(all.id)).toBe(true);
    const listed = await ctx.storage.listEvents(scope, { limit: 10, since: 0 });
    expect(listed.ok && listed.items.map((e) => e.id)).toEqual([recent.id]);
    expect(await ctx.storage.listEvents(scope, { limit: 10, since: 0, startingAfter: old.id })).toEqual({
      ok: false,
      reason: 'invalid_cursor',
    });
    // Its deliveries are gone: nothing is claimed for it.
    const claimed = await ctx.storage.claimDueDeliveries(now, 100, now + 1);
    expect(claimed.some((c) => c.job.eventId === old.id)).toBe(false);
    expect(await ctx.storage.purgeEventsBefore(before)).toEqual({ events: 0 });
    // A tombstone is not redelivered.
    expect(await ctx.storage.redeliverEvent(scope, old.id, null, ids, now)).toEqual([]);

    // A year on, the tombstone goes too (this purge also empties every other event of the file: purges are global).
    await ctx.storage.purgeEventsBefore(old.createdAt + tombstoneRetentionMs);
    expect(await ctx.storage.getEvent(scope, old.id)).toEqual({ event: { ...old, body: '' }, attempts: [] });
    await ctx.storage.purgeEventsBefore(old.createdAt + tombstoneRetentionMs + 1);
    expect(await ctx.storage.getEvent(scope, old.id)).toBeNull();
  });

  it('grants a periodic run once per period, to one of several instances claiming at once', async () => {
    const name = newId('run');
    expect(await ctx.storage.claimPeriodicRun(name, now, 3_600_000)).toBe(true);
    expect(await ctx.storage.claimPeriodicRun(name, now + 3_599_999, 3_600_000)).toBe(false);
    expect(await ctx.storage.claimPeriodicRun(newId('run'), now, 3_600_000)).toBe(true);
    const instances = [ctx.storage, ctx.instance(), ctx.instance()];
    const results = await Promise.all(
      Array.from({ length: 9 }, (_, i) => instances[i % 3]!.claimPeriodicRun(name, now + 3_600_000, 3_600_000)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await ctx.storage.claimPeriodicRun(name, now + 7_199_999, 3_600_000)).toBe(false);
  });
});
