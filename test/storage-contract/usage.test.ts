/** Storage contract, usage: flushes add into (scope, day, route) rows, exact between instances; credits come from the ledger's charges. */
import { describe, expect, it } from 'vitest';
import type { TenantScope } from '../../core/ports.js';
import { decode, encode } from '../../core/usage/histogram.js';
import type { UsageAggregate } from '../../core/usage/storage-port.js';
import { adapterName, useStorage } from './harness.js';
import { creditLot, day, live, newAccount, now, storedEstimate, test } from './fixtures.js';

const ctx = useStorage();
const histogram = (buckets: Record<number, number>) => encode(new Map(Object.entries(buckets).map(([k, v]) => [Number(k), v])));
const aggregate = (
  scope: TenantScope,
  dayName: string,
  route: string,
  requests: number,
  errors: number,
  buckets: Record<number, number>,
): UsageAggregate => ({ scope, day: dayName, route, requests, errors, credits: 0, latency: histogram(buckets) });

/** Rows in a stable order, histograms decoded: what a reader of the port can rely on. */
async function read(scope: TenantScope, from: string, to: string) {
  const rows = await ctx.storage.readUsage(scope, from, to);
  return rows
    .map((r) => ({
      day: r.day,
      route: r.route,
      requests: r.requests,
      errors: r.errors,
      credits: r.credits,
      latency: Object.fromEntries(decode(r.latency)),
      scope: r.scope,
    }))
    .sort((a, b) => (a.day + a.route < b.day + b.route ? -1 : 1));
}

describe(`usage storage contract (${adapterName})`, () => {
  it('adds each flush into its (scope, day, route) row, merging latency histograms', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const scope = test(accountId);
    await ctx.storage.addUsage([
      aggregate(scope, '2026-11-22', 'GET /v1/estimates', 3, 1, { 10: 2, 40: 1 }),
      aggregate(scope, '2026-11-23', 'GET /v1/estimates', 1, 0, { 12: 1 }),
    ]);
    await ctx.storage.addUsage([
      aggregate(scope, '2026-11-22', 'GET /v1/estimates', 2, 2, { 10: 1, 900: 1 }),
      aggregate(scope, '2026-11-22', 'POST /v1/estimates', 5, 0, { 300: 5 }),
    ]);
    await ctx.storage.addUsage([]);
    // One flush naming a row twice adds both.
    await ctx.storage.addUsage([
      aggregate(scope, '2026-11-23', 'GET /v1/estimates', 1, 1, { 12: 1 }),
      aggregate(scope, '2026-11-23', 'GET /v1/estimates', 2, 0, { 13: 2 }),
    ]);
    expect(await read(scope, '2026-11-22', '2026-11-23')).toEqual([
      { scope, day: '2026-11-22', route: 'GET /v1/estimates', requests: 5, errors: 3, credits: 0, latency: { 10: 3, 40: 1, 900: 1 } },
      { scope, day: '2026-11-22', route: 'POST /v1/estimates', requests: 5, errors: 0, credits: 0, latency: { 300: 5 } },
      { scope, day: '2026-11-23', route: 'GET /v1/estimates', requests: 4, errors: 1, credits: 0, latency: { 12: 2, 13: 2 } },
    ]);
  });

  it('reads an inclusive range of days of one scope only', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const { id: otherId } = await newAccount(ctx.storage);
    const route = 'GET /v1/balance';
    await ctx.storage.addUsage(
      ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'].map((d) => aggregate(live(accountId), d, route, 1, 0, { 5: 1 })),
    );
    await ctx.storage.addUsage([
      aggregate(test(accountId), '2026-11-21', route, 7, 0, { 5: 7 }),
      aggregate(live(otherId), '2026-11-21', route, 9, 0, { 5: 9 }),
    ]);
    expect((await read(live(accountId), '2026-11-21', '2026-11-22')).map((r) => [r.day, r.requests])).toEqual([
      ['2026-11-21', 1],
      ['2026-11-22', 1],
    ]);
    expect((await read(test(accountId), '2026-11-20', '2026-11-23')).map((r) => [r.day, r.requests])).toEqual([['2026-11-21', 7]]);
    expect(await read(live(accountId), '2026-11-24', '2026-11-30')).toEqual([]);
  });

  it('loses nothing when two instances flush the same rows at once', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const scope = live(accountId);
    const instances = [ctx.storage, ctx.instance()];
    const routes = ['GET /v1/estimates', 'POST /v1/estimates', 'GET /v1/usage'];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        instances[i % 2]!.addUsage(
          (i % 2 ? routes : [...routes].reverse()).map((route) =>
            aggregate(scope, '2026-11-23', route, 1, i % 3 === 0 ? 1 : 0, { [i % 4]: 1 }),
          ),
        ),
      ),
    );
    const rows = await read(scope, '2026-11-23', '2026-11-23');
    expect(rows.map((r) => [r.route, r.requests, r.errors, r.latency])).toEqual(
      [...routes].sort().map((route) => [route, 20, 7, { 0: 5, 1: 5, 2: 5, 3: 5 }]),
    );
  });

  it('counts live charges from the ledger by the day and route of their estimate, with or without traffic', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const scope = live(accountId);
    await ctx.storage.grantCredits(creditLot(accountId, 1000, { createdAt: now - 2 * day }));
    await ctx.storage.addUsage([aggregate(scope, '2026-11-23', 'POST /v1/estimates', 2, 0, { 100: 2 })]);
    const first = storedEstimate(scope, 'priced');
    expect(await ctx.storage.saveEstimate({ scope, stored: first, now, charge: { accountId, credits: 10, mode: 'spend' } })).toMatchObject({
      ok: true,
      creditsRemaining: 990,
    });
    const followUp = { ...storedEstimate(scope, 'priced'), parentId: first.estimate.id };
    expect(
      await ctx.storage.saveEstimate({ scope, stored: followUp, now, charge: { accountId, credits: 3, mode: 'spend' } }),
    ).toMatchObject({ ok: true });
    const yesterday = storedEstimate(scope, 'priced', { createdAt: now - day });
    await ctx.storage.saveEstimate({ scope, stored: yesterday, now: now - day, charge: { accountId, credits: 10, mode: 'spend' } });
    // A test-key estimate costs nothing and shows no credits.
    await ctx.storage.saveEstimate({ scope: test(accountId), stored: storedEstimate(test(accountId), 'priced'), now });
    expect((await read(scope, '2026-11-22', '2026-11-23')).map((r) => [r.day, r.route, r.requests, r.credits])).toEqual([
      ['2026-11-22', 'POST /v1/estimates', 0, 10],
      ['2026-11-23', 'POST /v1/estimates', 2, 10],
      ['2026-11-23', 'POST /v1/estimates/:id/follow-up', 0, 3],
    ]);
    expect((await read(test(accountId), '2026-11-22', '2026-11-23')).every((r) => r.credits === 0)).toBe(true);
  });

  it("puts a charge on the UTC day it was made, to the millisecond, whatever the server's time zone", async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const scope = live(accountId);
    await ctx.storage.grantCredits(creditLot(accountId, 100, { createdAt: now - day }));
    const midnight = Date.UTC(2026, 10, 24);
    for (const [at, credits] of [
      [midnight - 1, 1],
      [midnight, 2],
      [midnight - 12 * 3_600_000, 4],
      [midnight + 14 * 3_600_000 - 1, 8],
    ] as const) {
      const stored = storedEstimate(scope, 'priced', { createdAt: at });
      expect(await ctx.storage.saveEstimate({ scope, stored, now: at, charge: { accountId, credits, mode: 'spend' } })).toMatchObject({
        ok: true,
      });
    }
    expect((await read(scope, '2026-11-22', '2026-11-25')).map((r) => [r.day, r.credits])).toEqual([
      ['2026-11-23', 5],
      ['2026-11-24', 10],
    ]);
  });

  it("counts an async estimate's hold when it becomes a charge, once, and never a released one", async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const scope = live(accountId);
    await ctx.storage.grantCredits(creditLot(accountId, 100, { createdAt: now }));
    const kept = storedEstimate(scope, 'processing', { heldCredits: 10 });
    const released = storedEstimate(scope, 'processing', { heldCredits: 10 });
    for (const stored of [kept, released])
      expect(await ctx.storage.saveEstimate({ scope, stored, now, charge: { accountId, credits: 10, mode: 'hold' } })).toMatchObject({
        ok: true,
      });
    expect(await read(scope, '2026-11-23', '2026-11-24')).toEqual([]);
    const later = now + day;
    expect(await ctx.storage.completeEstimate({ scope, estimate: { ...kept.estimate, status: 'priced' }, now: later, hold: 'spend' })).toBe(
      true,
    );
    expect(await ctx.storage.completeEstimate({ scope, estimate: { ...kept.estimate, status: 'priced' }, now: later, hold: 'spend' })).toBe(
      false,
    );
    expect(
      await ctx.storage.completeEstimate({ scope, estimate: { ...released.estimate, status: 'failed' }, now: later, hold: 'release' }),
    ).toBe(true);
    expect((await read(scope, '2026-11-23', '2026-11-24')).map((r) => [r.day, r.route, r.credits])).toEqual([
      ['2026-11-24', 'POST /v1/estimates', 10],
    ]);
  });
});
