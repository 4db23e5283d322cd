/**
 * Storage contract, the delivery queue: what is due is leased oldest first,
 * never to two instances at once; a finished batch moves each job on once;
 * the disable rule reads each endpoint's last success.
 */
import { describe, expect, it } from 'vitest';
import type { AttemptRecord, ClaimedDelivery, FinishedAttempt, TenantScope } from '../../core/ports.js';
import { adapterName, useStorage } from './harness.js';
import { day, endpointRecord, eventRecord, live, newAccount, newId, now } from './fixtures.js';

const ctx = useStorage();
const limit = 16;
const ids = () => newId('del');

const attempt = (c: ClaimedDelivery, status: 'succeeded' | 'failed', at: number): AttemptRecord => ({
  id: newId('att'),
  jobId: c.job.id,
  eventId: c.job.eventId,
  endpointId: c.endpoint.id,
  attempt: c.job.attempt,
  status,
  responseStatus: status === 'succeeded' ? 204 : 503,
  error: status === 'succeeded' ? null : 'status 503',
  createdAt: at,
  durationMs: 12,
});

async function scopeWith(count: number, events: string[] = ['*']) {
  const account = await newAccount(ctx.storage);
  const scope = live(account.id);
  const endpoints = [];
  for (let i = 0; i < count; i++) {
    const endpoint = endpointRecord(scope, { events });
    await ctx.storage.createWebhookEndpoint(endpoint, limit);
    endpoints.push(endpoint);
  }
  return { account, scope, endpoints };
}

const record = async (scope: TenantScope, at: number, type = 'estimate.completed') => {
  const event = eventRecord(scope, type, at);
  await ctx.storage.recordEvent(event, { to: 'subscribers' }, ids, at);
  return event;
};

describe(`delivery queue storage contract (${adapterName})`, () => {
  it('leases only due, unleased deliveries, oldest due first, at most the limit, with endpoint and body', async () => {
    const base = now - 20 * day;
    const {
      scope,
      endpoints: [endpoint],
    } = await scopeWith(1);
    const second = await record(scope, base + 2);
    const first = await record(scope, base + 1);
    const third = await record(scope, base + 3);
    expect(await ctx.storage.claimDueDeliveries(base, 10, base + 100)).toEqual([]);
    const claimed = await ctx.storage.claimDueDeliveries(base + 2, 10, base + 100);
    expect(claimed.map((c) => c.job.eventId)).toEqual([first.id, second.id]);
    expect(claimed[0]).toEqual({
      job: {
        id: expect.any(String),
        eventId: first.id,
        endpointId: endpoint!.id,
        accountId: scope.accountId,
        environment: 'live',
        attempt: 1,
        kind: 'event',
        dueAt: base + 1,
        firstAttemptAt: null,
      },
      endpoint,
      eventBody: first.body,
      lease: expect.any(String),
    });
    const more = await ctx.storage.claimDueDeliveries(base + 3, 1, base + 100);
    expect(more.map((c) => c.job.eventId)).toEqual([third.id]);
    expect(await ctx.storage.claimDueDeliveries(base + 99, 10, base + 200)).toEqual([]);
    await ctx.storage.finishDeliveries(
      [...claimed, ...more].map((c) => ({ lease: c.lease, attempt: attempt(c, 'succeeded', base + 5), outcome: { next: 'done' } })),
      base + 5,
    );
    expect(await ctx.storage.claimDueDeliveries(base + 100, 10, base + 200)).toEqual([]);
  });

  it('hands a leased delivery over once its lease ends, not before', async () => {
    const base = now - 18 * day;
    const { scope } = await scopeWith(1);
    await record(scope, base);
    await record(scope, base);
    const first = await ctx.storage.claimDueDeliveries(base, 10, base + 30_000);
    expect(first).toHaveLength(2);
    expect(await ctx.storage.claimDueDeliveries(base + 29_999, 10, base + 60_000)).toEqual([]);
    const again = await ctx.storage.claimDueDeliveries(base + 30_000, 10, base + 60_000);
    expect(again.map((c) => c.job.id).sort()).toEqual(first.map((c) => c.job.id).sort());
    await ctx.storage.finishDeliveries(
      again.map((c) => ({ lease: c.lease, attempt: attempt(c, 'succeeded', base + 30_000), outcome: { next: 'done' } })),
      base + 30_000,
    );
  });

  it('settles a batch in one call: done jobs leave, a retry waits for its time and keeps its first attempt', async () => {
    const base = now - 17 * day;
    const { scope } = await scopeWith(1);
    const [doneEvent, retriedEvent] = [await record(scope, base), await record(scope, base)];
    const claimed = await ctx.storage.claimDueDeliveries(base, 10, base + 30_000);
    const done = claimed.find((c) => c.job.eventId === doneEvent.id)!;
    const retried = claimed.find((c) => c.job.eventId === retriedEvent.id)!;
    const retryAt = base + 60_000;
    await ctx.storage.finishDeliveries(
      [
        { lease: done.lease, attempt: attempt(done, 'succeeded', base), outcome: { next: 'done' } },
        { lease: retried.lease, attempt: attempt(retried, 'failed', base), outcome: { next: 'retry', retryAt } },
      ],
      base,
    );
    expect((await ctx.storage.getEvent(scope, doneEvent.id))!.attempts.map((a) => a.status)).toEqual(['succeeded']);
    expect((await ctx.storage.getEvent(scope, retriedEvent.id))!.attempts.filter((a) => a.status === 'pending')).toEqual([
      expect.objectContaining({ attempt: 2, created_at: new Date(retryAt).toISOString() }),
    ]);
    expect(await ctx.storage.claimDueDeliveries(retryAt - 1, 10, retryAt + 30_000)).toEqual([]);
    const next = await ctx.storage.claimDueDeliveries(retryAt, 10, retryAt + 30_000);
    expect(next.map((c) => [c.job.id, c.job.attempt, c.job.firstAttemptAt])).toEqual([[retried.job.id, 2, base]]);
    await ctx.storage.finishDeliveries(
      [{ lease: next[0]!.lease, attempt: attempt(next[0]!, 'succeeded', retryAt), outcome: { next: 'done' } }],
      retryAt,
    );
  });

  it('never leases one delivery to two instances claiming at once', async () => {
    const base = now - 15 * day;
    const { scope } = await scopeWith(3);
    for (let i = 0; i < 10; i++) await record(scope, base);
    const instances = [ctx.storage, ctx.instance(), ctx.instance()];
    const batches = await Promise.all(Array.from({ length: 9 }, (_, i) => instances[i % 3]!.claimDueDeliveries(base, 4, base + 1_000)));
    const taken = batches.flat().map((c) => c.job.id);
    expect(taken).toHaveLength(30);
    expect(new Set(taken).size).toBe(30);
    await ctx.storage.finishDeliveries(
      batches.flat().map((c) => ({ lease: c.lease, attempt: attempt(c, 'succeeded', base), outcome: { next: 'done' } })),
      base,
    );
  });

  it('moves a delivery on once when two instances finish the same attempt at once', async () => {
    const base = now - 12 * day;
    const { scope } = await scopeWith(1);
    const event = await record(scope, base);
    const [c] = await ctx.storage.claimDueDeliveries(base, 10, base + 30_000);
    const instances = [ctx.storage, ctx.instance()];
    // The second finisher is a stalled process that lost its lease: the same attempt, logged twice, moved on once.
    await Promise.all(
      instances.map((storage, i) =>
        storage.finishDeliveries(
          [{ lease: c!.lease, attempt: attempt(c!, 'failed', base + i), outcome: { next: 'retry', retryAt: base + 60_000 } }],
          base + i,
        ),
      ),
    );
    const { attempts } = (await ctx.storage.getEvent(scope, event.id))!;
    expect(attempts.filter((a) => a.status === 'failed')).toHaveLength(2);
    expect(attempts.filter((a) => a.status === 'pending').map((a) => a.attempt)).toEqual([2]);
    const [again] = await ctx.storage.claimDueDeliveries(base + 60_000, 10, base + 90_000);
    expect(again!.job).toMatchObject({ id: c!.job.id, attempt: 2 });
    await ctx.storage.finishDeliveries(
      [{ lease: again!.lease, attempt: attempt(again!, 'succeeded', base + 60_000), outcome: { next: 'done' } }],
      base + 60_000,
    );
  });

  it('lets only the claim that owns a delivery settle it: a late finish of an expired lease is logged, not applied', async () => {
    const base = now - 11 * day;
    const { scope } = await scopeWith(1);
    const event = await record(scope, base);
    const [stale] = await ctx.storage.claimDueDeliveries(base, 10, base + 30_000);
    // The first claimant stalls past its lease; another instance takes the delivery over.
    const [current] = await ctx.instance().claimDueDeliveries(base + 30_000, 10, base + 60_000);
    expect(current!.job.id).toBe(stale!.job.id);
    expect(current!.lease).not.toBe(stale!.lease);
    for (const outcome of [{ next: 'done' as const }, { next: 'retry' as const, retryAt: base + 31_000 }]) {
      await ctx.storage.finishDeliveries(
        [{ lease: stale!.lease, attempt: attempt(stale!, 'succeeded', base + 30_500), outcome }],
        base + 30_500,
      );
    }
    const pending = async () => (await ctx.storage.getEvent(scope, event.id))!.attempts.filter((a) => a.status === 'pending');
    expect((await pending()).map((a) => a.attempt)).toEqual([1]);
    // Still leased to the current claim: nobody else gets it, and the late retry did not free it.
    expect(await ctx.storage.claimDueDeliveries(base + 31_000, 10, base + 90_000)).toEqual([]);
    await ctx.storage.finishDeliveries(
      [{ lease: current!.lease, attempt: attempt(current!, 'failed', base + 40_000), outcome: { next: 'retry', retryAt: base + 100_000 } }],
      base + 40_000,
    );
    expect((await pending()).map((a) => a.attempt)).toEqual([2]);
    const { attempts } = (await ctx.storage.getEvent(scope, event.id))!;
    expect(attempts.filter((a) => a.status !== 'pending').map((a) => a.status)).toEqual(['succeeded', 'succeeded', 'failed']);
    const [next] = await ctx.storage.claimDueDeliveries(base + 100_000, 10, base + 130_000);
    await ctx.storage.finishDeliveries(
      [{ lease: next!.lease, attempt: attempt(next!, 'succeeded', base + 100_000), outcome: { next: 'done' } }],
      base + 100_000,
    );
    expect(await pending()).toEqual([]);
  });

  it('leases no endpoint beyond its share, counting what the claimant holds already; the rest stays free', async () => {
    const base = now - 9 * day;
    const {
      scope,
      endpoints: [busy, free],
    } = await scopeWith(2);
    for (let i = 0; i < 3; i++) await record(scope, base + i);
    const dueOf = (claimed: ClaimedDelivery[]) => claimed.map((c) => [c.endpoint.id === busy!.id ? 'busy' : 'free', c.job.dueAt - base]);
    // The claimant holds two of busy's (its whole share) and one of free's.
    const first = await ctx.storage.claimDueDeliveries(base + 2, 10, base + 30_000, {
      perEndpoint: 2,
      held: { [busy!.id]: 2, [free!.id]: 1 },
    });
    expect(dueOf(first)).toEqual([['free', 0]]);
    // Nothing held: two of each, oldest first.
    const second = await ctx.storage.claimDueDeliveries(base + 2, 10, base + 30_000, { perEndpoint: 2 });
    expect(dueOf(second)).toEqual([
      ['busy', 0],
      ['busy', 1],
      ['free', 1],
      ['free', 2],
    ]);
    const rest = await ctx.storage.claimDueDeliveries(base + 2, 10, base + 30_000);
    expect(dueOf(rest)).toEqual([['busy', 2]]);
    await ctx.storage.finishDeliveries(
      [...first, ...second, ...rest].map((c) => ({
        lease: c.lease,
        attempt: attempt(c, 'succeeded', base + 3),
        outcome: { next: 'done' },
      })),
      base + 3,
    );
  });

  it('records a round and leases the next in one call: settled jobs are not claimed again, new due ones are', async () => {
    const base = now - 8 * day;
    const { scope } = await scopeWith(1);
    const [done, retried] = [await record(scope, base), await record(scope, base)];
    const round = await ctx.storage.claimDueDeliveries(base, 10, base + 30_000);
    const fresh = await record(scope, base + 1);
    const byEvent = (id: string) => round.find((c) => c.job.eventId === id)!;
    const { disabled, claimed } = await ctx.storage.finishAndClaimDeliveries(
      [
        { lease: byEvent(done.id).lease, attempt: attempt(byEvent(done.id), 'succeeded', base + 1), outcome: { next: 'done' } },
        {
          lease: byEvent(retried.id).lease,
          attempt: attempt(byEvent(retried.id), 'failed', base + 1),
          outcome: { next: 'retry', retryAt: base + 60_000 },
        },
      ],
      base + 1,
      { limit: 10, leaseUntil: base + 30_001 },
    );
    expect(disabled).toEqual([]);
    expect(claimed.map((c) => c.job.eventId)).toEqual([fresh.id]);
    expect((await ctx.storage.getEvent(scope, done.id))!.attempts.map((a) => a.status)).toEqual(['succeeded']);
    expect((await ctx.storage.getEvent(scope, retried.id))!.attempts.map((a) => [a.attempt, a.status])).toEqual([
      [1, 'failed'],
      [2, 'pending'],
    ]);
    const later = await ctx.storage.finishAndClaimDeliveries(
      [{ lease: claimed[0]!.lease, attempt: attempt(claimed[0]!, 'succeeded', base + 2), outcome: { next: 'done' } }],
      base + 60_000,
      { limit: 10, leaseUntil: base + 90_000 },
    );
    expect(later.claimed.map((c) => [c.job.eventId, c.job.attempt])).toEqual([[retried.id, 2]]);
    await ctx.storage.finishDeliveries(
      [{ lease: later.claimed[0]!.lease, attempt: attempt(later.claimed[0]!, 'succeeded', base + 60_000), outcome: { next: 'done' } }],
      base + 60_000,
    );
  });

  it('moves a retried delivery on once per attempt, keeping when its first attempt was, and logs every attempt in order', async () => {
    const base = now - 10 * day;
    const { scope } = await scopeWith(1);
    const event = await record(scope, base);
    let [c] = await ctx.storage.claimDueDeliveries(base, 10, base + 30_000);
    await ctx.storage.finishDeliveries(
      [{ lease: c!.lease, attempt: attempt(c!, 'failed', base), outcome: { next: 'retry', retryAt: base + 60_000 } }],
      base,
    );
    [c] = await ctx.storage.claimDueDeliveries(base + 60_000, 10, base + 90_000);
    expect(c!.job).toMatchObject({ attempt: 2, dueAt: base + 60_000, firstAttemptAt: base });
    await ctx.storage.finishDeliveries(
      [{ lease: c!.lease, attempt: attempt(c!, 'failed', base + 60_000), outcome: { next: 'retry', retryAt: base + 300_000 } }],
      base + 60_000,
    );
    [c] = await ctx.storage.claimDueDeliveries(base + 300_000, 10, base + 330_000);
    expect(c!.job).toMatchObject({ attempt: 3, firstAttemptAt: base });
    await ctx.storage.finishDeliveries(
      [{ lease: c!.lease, attempt: attempt(c!, 'succeeded', base + 300_000), outcome: { next: 'done' } }],
      base + 300_000,
    );
    const { attempts } = (await ctx.storage.getEvent(scope, event.id))!;
    expect(attempts.map((a) => [a.attempt, a.status, a.response_status, a.created_at])).toEqual([
      [1, 'failed', 503, new Date(base).toISOString()],
      [2, 'failed', 503, new Date(base + 60_000).toISOString()],
      [3, 'succeeded', 204, new Date(base + 300_000).toISOString()],
    ]);
  });

  it('counts a success recorded in the same batch as the give-up: the endpoint stays active', async () => {
    const base = now - 7 * day;
    const {
      scope,
      endpoints: [endpoint],
    } = await scopeWith(1);
    await record(scope, base);
    await record(scope, base);
    const [lost, got] = await ctx.storage.claimDueDeliveries(base, 10, base + 1);
    expect(
      await ctx.storage.finishDeliveries(
        [
          { lease: got!.lease, attempt: attempt(got!, 'succeeded', base), outcome: { next: 'done' } },
          {
            lease: lost!.lease,
            attempt: attempt(lost!, 'failed', base),
            outcome: { next: 'give_up', disableIfNoSuccessSince: base - 1_000 },
          },
        ],
        base,
      ),
    ).toEqual([]);
    expect(await ctx.storage.getWebhookEndpoint(scope, endpoint!.id)).toMatchObject({ status: 'active' });
  });

  it('disables on give-up only an endpoint with no success since the delivery began, dropping its scheduled deliveries', async () => {
    const base = now - 5 * day;
    const {
      account,
      scope,
      endpoints: [healthy, dead],
    } = await scopeWith(2);
    // Both answered once, long ago; then only the healthy one answers again, later.
    await record(scope, base);
    const got = await ctx.storage.claimDueDeliveries(base, 10, base + 1);
    await ctx.storage.finishDeliveries(
      got.map((c) => ({ lease: c.lease, attempt: attempt(c, 'succeeded', base), outcome: { next: 'done' } })),
      base,
    );
    const failing = await record(scope, base + 10);
    const round = await ctx.storage.claimDueDeliveries(base + 10, 10, base + 11);
    expect(round.map((c) => c.job.eventId)).toEqual([failing.id, failing.id]);
    const healthyNow = round.find((c) => c.endpoint.id === healthy!.id)!;
    const deadNow = round.find((c) => c.endpoint.id === dead!.id)!;
    await ctx.storage.finishDeliveries(
      [{ lease: healthyNow.lease, attempt: attempt(healthyNow, 'succeeded', base + 20), outcome: { next: 'done' } }],
      base + 20,
    );
    // Waiting: a scheduled delivery and a one-off one for the endpoint about to be disabled.
    const later = await record(scope, base + 30);
    const ping = eventRecord(scope, 'webhook.test', base + 30);
    await ctx.storage.recordEvent(ping, { to: 'endpoint', endpointId: dead!.id, jobId: newId('del') }, ids, base + 30);

    const outcome = { next: 'give_up' as const, disableIfNoSuccessSince: base + 5 };
    const finished: FinishedAttempt[] = [
      { lease: deadNow.lease, attempt: attempt(deadNow, 'failed', base + 40), outcome },
      // The healthy endpoint answered at base + 20, after base + 5: a give-up does not disable it.
      { lease: healthyNow.lease, attempt: attempt(healthyNow, 'failed', base + 40), outcome },
    ];
    expect(await ctx.storage.finishDeliveries(finished, base + 40)).toEqual([
      { endpointId: dead!.id, ownerEmail: account.email, url: dead!.url },
    ]);
    expect(await ctx.storage.getWebhookEndpoint(scope, dead!.id)).toMatchObject({
      status: 'disabled',
      disabledReason: 'delivery_failures',
    });
    expect(await ctx.storage.getWebhookEndpoint(scope, healthy!.id)).toMatchObject({ status: 'active', disabledReason: null });
    const waiting = async (eventId: string) =>
      (await ctx.storage.getEvent(scope, eventId))!.attempts.filter((a) => a.status === 'pending').map((a) => a.endpoint);
    expect(await waiting(later.id)).toEqual([healthy!.id]);
    expect(await waiting(ping.id)).toEqual([dead!.id]);
    // A one-off delivery (a test, a redelivery) never disables its endpoint.
    const oneOff = await ctx.storage.claimDueDeliveries(base + 30, 10, base + 31);
    const silent = endpointRecord(scope, { events: ['credits.low'] });
    await ctx.storage.createWebhookEndpoint(silent, limit);
    const test = eventRecord(scope, 'webhook.test', base + 30);
    await ctx.storage.recordEvent(test, { to: 'endpoint', endpointId: silent.id, jobId: newId('del') }, ids, base + 30);
    const [silentPing] = await ctx.storage.claimDueDeliveries(base + 30, 10, base + 31);
    expect(silentPing!.endpoint.id).toBe(silent.id);
    expect(
      await ctx.storage.finishDeliveries(
        [
          {
            lease: silentPing!.lease,
            attempt: attempt(silentPing!, 'failed', base + 40),
            outcome: { next: 'give_up', disableIfNoSuccessSince: null },
          },
        ],
        base + 40,
      ),
    ).toEqual([]);
    expect(await ctx.storage.getWebhookEndpoint(scope, silent.id)).toMatchObject({ status: 'active' });
    // An endpoint already disabled is not reported again.
    const [pingJob] = oneOff.filter((c) => c.job.eventId === ping.id);
    expect(
      await ctx.storage.finishDeliveries([{ lease: pingJob!.lease, attempt: attempt(pingJob!, 'failed', base + 50), outcome }], base + 50),
    ).toEqual([]);
  });
});
