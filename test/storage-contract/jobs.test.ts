/** Storage contract, async estimate jobs: processing estimates leased one at a time, renewed while worked on, taken over only once a lease ran out. */
import { describe, expect, it } from 'vitest';
import type { Storage, StoredEstimate, TenantScope } from '../../core/ports.js';
import { adapterName, useStorage } from './harness.js';
import { endpointRecord, eventRecord, live, newAccount, newId, now, storedEstimate, test } from './fixtures.js';

const ctx = useStorage();
const lease = 30_000;

async function save(scope: TenantScope, status: 'processing' | 'priced') {
  const stored = storedEstimate(scope, status);
  expect(await ctx.storage.saveEstimate({ scope, stored, now })).toMatchObject({ ok: true });
  return stored;
}
const finish = (scope: TenantScope, stored: StoredEstimate, storage: Storage = ctx.storage) =>
  storage.completeEstimate({ scope, estimate: { ...stored.estimate, status: 'priced' }, now, hold: 'release' });

describe(`async jobs storage contract (${adapterName})`, () => {
  it('leases the oldest processing estimate with no live lease, whole, and nothing else', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    expect(await ctx.storage.claimProcessingEstimate(now, now + lease)).toBeNull();
    await save(live(accountId), 'priced');
    const first = await save(test(accountId), 'processing');
    const second = await save(live(accountId), 'processing');
    expect(await ctx.storage.claimProcessingEstimate(now, now + lease)).toEqual({ scope: test(accountId), stored: first });
    expect(await ctx.storage.claimProcessingEstimate(now, now + lease)).toEqual({ scope: live(accountId), stored: second });
    expect(await ctx.storage.claimProcessingEstimate(now, now + lease)).toBeNull();
    expect(await finish(test(accountId), first)).toBe(true);
    expect(await finish(live(accountId), second)).toBe(true);
  });

  it('hands an estimate over only once its lease ran out, and a renewal pushes that back', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const stored = await save(live(accountId), 'processing');
    expect((await ctx.storage.claimProcessingEstimate(now, now + lease))!.stored.estimate.id).toBe(stored.estimate.id);
    expect(await ctx.storage.claimProcessingEstimate(now + lease - 1, now + 2 * lease)).toBeNull();
    expect(await ctx.storage.renewProcessingLease(stored.estimate.id, now + 2 * lease)).toBe(true);
    // A late, shorter renewal never shortens the lease.
    expect(await ctx.storage.renewProcessingLease(stored.estimate.id, now + lease)).toBe(true);
    expect(await ctx.storage.claimProcessingEstimate(now + 2 * lease - 1, now + 3 * lease)).toBeNull();
    const taken = await ctx.storage.claimProcessingEstimate(now + 2 * lease, now + 3 * lease);
    expect(taken!.stored.estimate.id).toBe(stored.estimate.id);
    expect(await finish(live(accountId), stored)).toBe(true);
  });

  it('stops renewing and handing out an estimate once it is finished or deleted', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const done = await save(live(accountId), 'processing');
    const gone = await save(live(accountId), 'processing');
    expect(await finish(live(accountId), done)).toBe(true);
    expect(await finish(live(accountId), done)).toBe(false);
    expect(await ctx.storage.deleteEstimate(live(accountId), gone.estimate.id, now)).toBe(true);
    expect(await ctx.storage.renewProcessingLease(done.estimate.id, now + lease)).toBe(false);
    expect(await ctx.storage.renewProcessingLease(gone.estimate.id, now + lease)).toBe(false);
    expect(await ctx.storage.renewProcessingLease(newId('est'), now + lease)).toBe(false);
    expect(await ctx.storage.claimProcessingEstimate(now + 10 * lease, now + 11 * lease)).toBeNull();
  });

  it('records the finishing event and queues its deliveries in the same write, and neither when the estimate was already finished', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const scope = live(accountId);
    const endpoint = endpointRecord(scope, { events: ['estimate.completed'] });
    await ctx.storage.createWebhookEndpoint(endpoint, 16);
    const stored = await save(scope, 'processing');
    const finished = { ...stored.estimate, status: 'priced' as const };
    const event = eventRecord(scope, 'estimate.completed');
    expect(await ctx.storage.completeEstimate({ scope, estimate: finished, now, hold: 'release', event, newId: () => newId('del') })).toBe(
      true,
    );
    expect(await ctx.storage.getEvent(scope, event.id)).toEqual({
      event,
      attempts: [expect.objectContaining({ endpoint: endpoint.id, status: 'pending', attempt: 1 })],
    });
    expect(await ctx.storage.getEstimateJson(scope, stored.estimate.id)).toBe(JSON.stringify(finished));
    const late = eventRecord(scope, 'estimate.completed');
    expect(
      await ctx.storage.completeEstimate({ scope, estimate: finished, now, hold: 'release', event: late, newId: () => newId('del') }),
    ).toBe(false);
    expect(await ctx.storage.getEvent(scope, late.id)).toBeNull();
    // The finished estimate no longer carries what only the work needed.
    expect(await ctx.storage.getEstimate(scope, stored.estimate.id)).toEqual({
      estimate: finished,
      parentId: null,
      conversation: stored.conversation,
      sandbox: false,
    });
  });

  it('gives each processing estimate to exactly one of several instances claiming at once', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const saved = [];
    for (let i = 0; i < 8; i++) saved.push(await save(live(accountId), 'processing'));
    const instances = [ctx.storage, ctx.instance(), ctx.instance()];
    const claims = await Promise.all(Array.from({ length: 12 }, (_, i) => instances[i % 3]!.claimProcessingEstimate(now, now + lease)));
    const won = claims.filter((c) => c !== null).map((c) => c!.stored.estimate.id);
    expect(won.sort()).toEqual(saved.map((s) => s.estimate.id).sort());
    for (const s of saved) expect(await finish(live(accountId), s)).toBe(true);
  });
});
