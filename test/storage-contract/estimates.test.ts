/** Storage contract, estimates: one all-or-nothing write (estimate, credits, daily cap), reads and pages, deletes that cascade and release holds. */
import { describe, expect, it } from 'vitest';
import type { Storage, StoredEstimate, TenantScope } from '../../core/ports.js';
import { adapterName, useStorage } from './harness.js';
import { creditLot, customerRecord, day, live, newAccount, newId, now, storedEstimate, test } from './fixtures.js';

const ctx = useStorage();

const save = (
  scope: TenantScope,
  stored: StoredEstimate,
  extra: { dailyCap?: { name: string; day: string; limit: number }; credits?: number } = {},
  storage: Storage = ctx.storage,
) =>
  storage.saveEstimate({
    scope,
    stored,
    now,
    ...(extra.dailyCap ? { dailyCap: extra.dailyCap } : {}),
    ...(extra.credits ? { charge: { accountId: scope.accountId, credits: extra.credits, mode: 'spend' as const } } : {}),
  });
const idsOf = (items: string[]) => items.map((json) => (JSON.parse(json) as { id: string }).id);

async function pagesOf(
  scope: TenantScope,
  query: { limit: number; status?: 'priced' | 'processing'; from?: number; to?: number; customerId?: string },
) {
  const seen: string[] = [];
  let startingAfter: string | undefined;
  for (;;) {
    const page = await ctx.storage.listEstimates(scope, { ...query, startingAfter });
    if (!page.ok) throw new Error('invalid cursor');
    seen.push(...idsOf(page.items));
    if (!page.hasMore) return seen;
    startingAfter = seen.at(-1);
  }
}

describe(`estimates storage contract (${adapterName})`, () => {
  it('gives back an estimate whole, its JSON exactly as written, only in its scope', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const stored: StoredEstimate = {
      ...storedEstimate(live(accountId), 'processing', { heldCredits: 0 }),
      sandbox: true,
      sandboxOutcome: 'failed',
      photos: [{ url: 'https://img.example.com/a.jpg' }] as StoredEstimate['photos'],
    };
    expect(await save(live(accountId), stored)).toEqual({ ok: true, creditsRemaining: 0 });
    expect(await ctx.storage.getEstimate(live(accountId), stored.estimate.id)).toEqual(stored);
    expect(await ctx.storage.getEstimateJson(live(accountId), stored.estimate.id)).toBe(JSON.stringify(stored.estimate));
    expect(await ctx.storage.getEstimate(test(accountId), stored.estimate.id)).toBeNull();
    expect(await ctx.storage.getEstimateJson(live(newId('acct')), stored.estimate.id)).toBeNull();
  });

  it('writes all or nothing: a refused daily cap or charge leaves no estimate, no credits taken and no cap used', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    await ctx.storage.grantCredits(creditLot(accountId, 15));
    const scope = live(accountId);
    const cap = { name: `cap:${accountId}`, day: '2026-11-23', limit: 2 };
    const first = storedEstimate(scope, 'priced');
    expect(await save(scope, first, { dailyCap: cap, credits: 10 })).toEqual({ ok: true, creditsRemaining: 5 });
    const poor = storedEstimate(scope, 'priced');
    expect(await save(scope, poor, { dailyCap: cap, credits: 10 })).toEqual({ ok: false, reason: 'insufficient_credits', available: 5 });
    expect(await ctx.storage.getEstimate(scope, poor.estimate.id)).toBeNull();
    // The refused charge did not use the cap: one more fits.
    expect(await save(scope, storedEstimate(scope, 'priced'), { dailyCap: cap, credits: 5 })).toEqual({ ok: true, creditsRemaining: 0 });
    const over = storedEstimate(scope, 'priced');
    expect(await save(scope, over, { dailyCap: cap })).toEqual({ ok: false, reason: 'daily_cap' });
    expect(await ctx.storage.getEstimate(scope, over.estimate.id)).toBeNull();
    // Another day, another count.
    expect(await save(scope, storedEstimate(scope, 'priced'), { dailyCap: { ...cap, day: '2026-11-24' } })).toMatchObject({ ok: true });
  });

  it('refuses an estimate linked to a customer that is gone, writing nothing', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    await ctx.storage.grantCredits(creditLot(accountId, 10));
    const scope = live(accountId);
    const customer = customerRecord(scope);
    await ctx.storage.createCustomer({ customer, cap: 10 });
    expect(await save(scope, storedEstimate(scope, 'priced', { customerId: customer.id }), { credits: 1 })).toMatchObject({ ok: true });
    await ctx.storage.deleteCustomer(scope, customer.id);
    const orphan = storedEstimate(scope, 'priced', { customerId: customer.id });
    expect(await save(scope, orphan, { credits: 1 })).toEqual({ ok: false, reason: 'customer_missing' });
    expect(await ctx.storage.getEstimate(scope, orphan.estimate.id)).toBeNull();
    expect((await ctx.storage.listCreditLots(accountId))[0]!.remainingCredits).toBe(9);
    // A customer of another scope is missing too.
    const foreign = customerRecord(test(accountId));
    await ctx.storage.createCustomer({ customer: foreign, cap: 10 });
    expect(await save(scope, storedEstimate(scope, 'priced', { customerId: foreign.id }))).toEqual({
      ok: false,
      reason: 'customer_missing',
    });
  });

  it('unlinks a deleted customer from its estimates, in their JSON and in the customer filter', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const scope = live(accountId);
    const customer = customerRecord(scope);
    await ctx.storage.createCustomer({ customer, cap: 10 });
    const base = storedEstimate(scope, 'priced', { customerId: customer.id });
    // Text and numbers whose JSON a dialect might re-encode: the unlinked JSON must stay the same bytes otherwise.
    const linked = {
      ...base,
      estimate: {
        ...base.estimate,
        note: 'Peinture é ✓ \u2028 "quoted" \\ </script>',
        total: 1e21,
        ratio: 0.1,
        nested: { a: [1.5, -0, null] },
      } as StoredEstimate['estimate'],
    };
    await save(scope, linked);
    expect(await pagesOf(scope, { limit: 10, customerId: customer.id })).toEqual([linked.estimate.id]);
    expect(await ctx.storage.deleteCustomer(scope, customer.id)).toBe(true);
    const { customer_id: _gone, ...unlinked } = linked.estimate;
    expect(await ctx.storage.getEstimateJson(scope, linked.estimate.id)).toBe(JSON.stringify(unlinked));
    expect(await pagesOf(scope, { limit: 10, customerId: customer.id })).toEqual([]);
  });

  it('lists newest first in pages, by status, by an inclusive date range and by customer; a cursor must belong to the listing', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const scope = live(accountId);
    const customer = customerRecord(scope);
    await ctx.storage.createCustomer({ customer, cap: 10 });
    const made: StoredEstimate[] = [];
    for (let i = 0; i < 7; i++) {
      const stored = storedEstimate(scope, i % 3 === 0 ? 'processing' : 'priced', {
        createdAt: now - (6 - i) * day,
        ...(i % 2 ? { customerId: customer.id } : {}),
      });
      await save(scope, stored);
      made.push(stored);
    }
    await save(test(accountId), storedEstimate(test(accountId), 'priced'));
    const ids = made.map((s) => s.estimate.id);
    const newest = [...ids].reverse();
    expect(await pagesOf(scope, { limit: 3 })).toEqual(newest);
    const first = await ctx.storage.listEstimates(scope, { limit: 3 });
    expect(first).toEqual({
      ok: true,
      items: [...made]
        .reverse()
        .slice(0, 3)
        .map((s) => JSON.stringify(s.estimate)),
      hasMore: true,
    });
    expect(await pagesOf(scope, { limit: 2, status: 'processing' })).toEqual([ids[6], ids[3], ids[0]]);
    expect(await pagesOf(scope, { limit: 2, from: now - 4 * day, to: now - day })).toEqual([ids[5], ids[4], ids[3], ids[2]]);
    expect(await pagesOf(scope, { limit: 1, status: 'priced', from: now - 4 * day })).toEqual([ids[5], ids[4], ids[2]]);
    expect(await pagesOf(scope, { limit: 2, customerId: customer.id })).toEqual([ids[5], ids[3], ids[1]]);
    // A cursor outside the listing's scope or customer is refused.
    expect(await ctx.storage.listEstimates(scope, { limit: 2, customerId: customer.id, startingAfter: ids[0] })).toEqual({
      ok: false,
      reason: 'invalid_cursor',
    });
    expect(await ctx.storage.listEstimates(test(accountId), { limit: 2, startingAfter: ids[0] })).toEqual({
      ok: false,
      reason: 'invalid_cursor',
    });
    expect(await ctx.storage.listEstimates(scope, { limit: 2, startingAfter: newId('est') })).toEqual({
      ok: false,
      reason: 'invalid_cursor',
    });
  });

  it('deletes an estimate with its follow-ups, releasing every hold among them, and nothing else', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    await ctx.storage.grantCredits(creditLot(accountId, 100));
    const scope = live(accountId);
    const root = storedEstimate(scope, 'priced');
    const child = { ...storedEstimate(scope, 'processing', { heldCredits: 10 }), parentId: root.estimate.id };
    const grandchild = { ...storedEstimate(scope, 'processing', { heldCredits: 5 }), parentId: child.estimate.id };
    const sibling = storedEstimate(scope, 'priced');
    await save(scope, root, { credits: 10 });
    await ctx.storage.saveEstimate({ scope, stored: child, now, charge: { accountId, credits: 10, mode: 'hold' } });
    await ctx.storage.saveEstimate({ scope, stored: grandchild, now, charge: { accountId, credits: 5, mode: 'hold' } });
    await save(scope, sibling);
    expect(await ctx.storage.heldCredits(accountId)).toBe(15);

    expect(await ctx.storage.deleteEstimate(test(accountId), root.estimate.id, now)).toBe(false);
    expect(await ctx.storage.deleteEstimate(scope, root.estimate.id, now)).toBe(true);
    for (const gone of [root, child, grandchild]) expect(await ctx.storage.getEstimate(scope, gone.estimate.id)).toBeNull();
    expect(await ctx.storage.getEstimate(scope, sibling.estimate.id)).toEqual(sibling);
    expect(await ctx.storage.heldCredits(accountId)).toBe(0);
    // Spent credits stay spent; held ones came back.
    expect((await ctx.storage.listCreditLots(accountId))[0]!.remainingCredits).toBe(90);
    expect(await ctx.storage.deleteEstimate(scope, root.estimate.id, now)).toBe(false);
  });

  it('fails a broken write alone: writes made at the same moment are kept', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    await ctx.storage.grantCredits(creditLot(accountId, 100));
    const scope = live(accountId);
    const existing = storedEstimate(scope, 'priced');
    await save(scope, existing, { credits: 1 });
    const before = storedEstimate(scope, 'priced');
    const after = storedEstimate(scope, 'priced');
    // The middle write reuses a stored estimate's id: it cannot be stored, and must not take the others (or its own charge) with it.
    const results = await Promise.allSettled([
      save(scope, before, { credits: 10 }),
      save(scope, { ...storedEstimate(scope, 'priced'), estimate: existing.estimate }, { credits: 10 }),
      save(scope, after, { credits: 10 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await ctx.storage.getEstimate(scope, before.estimate.id)).toEqual(before);
    expect(await ctx.storage.getEstimate(scope, after.estimate.id)).toEqual(after);
    expect((await ctx.storage.listCreditLots(accountId))[0]!.remainingCredits).toBe(79);
  });

  it('keeps a shared daily cap exact under concurrent writes from two instances', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const scope = test(accountId);
    const instances = [ctx.storage, ctx.instance()];
    const cap = { name: `cap:${accountId}`, day: '2026-11-23', limit: 7 };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => save(scope, storedEstimate(scope, 'priced'), { dailyCap: cap }, instances[i % 2])),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(7);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === 'daily_cap')).toBe(true);
    expect(await pagesOf(scope, { limit: 100 })).toHaveLength(7);
  });
});
