/** Storage contract, credit ledger: lots as granted, draws earliest-expiry first, holds settled once, no overspend between instances. */
import { describe, expect, it } from 'vitest';
import type { Storage } from '../../core/ports.js';
import { adapterName, useStorage } from './harness.js';
import { creditLot, day, live, newAccount, now, storedEstimate } from './fixtures.js';

const ctx = useStorage();

const charge = (accountId: string, credits: number, mode: 'spend' | 'hold' = 'spend', at = now, storage: Storage = ctx.storage) =>
  storage.saveEstimate({
    scope: live(accountId),
    stored: storedEstimate(live(accountId), mode === 'hold' ? 'processing' : 'priced', { heldCredits: credits }),
    now: at,
    charge: { accountId, credits, mode },
  });
const remaining = async (accountId: string) =>
  Object.fromEntries((await ctx.storage.listCreditLots(accountId)).map((l) => [l.id, l.remainingCredits]));

describe(`credit ledger storage contract (${adapterName})`, () => {
  it("lists an account's lots as granted, oldest first", async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const second = creditLot(accountId, 50, { createdAt: now + 1, expiresAt: now + 30 * day, source: 'promo' });
    const first = creditLot(accountId, 100);
    await ctx.storage.grantCredits(second);
    await ctx.storage.grantCredits(first);
    expect(await ctx.storage.listCreditLots(accountId)).toEqual([first, second]);
    expect(await ctx.storage.heldCredits(accountId)).toBe(0);
  });

  it('reads the lots and the held credits of a balance together, as the two separate reads give them', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    expect(await ctx.storage.creditBalance(accountId)).toEqual({ lots: [], held: 0 });
    const first = creditLot(accountId, 100);
    const second = creditLot(accountId, 50, { createdAt: now + 1, expiresAt: now + 30 * day });
    await ctx.storage.grantCredits(second);
    await ctx.storage.grantCredits(first);
    expect(await charge(accountId, 30, 'hold')).toMatchObject({ ok: true });
    expect(await charge(accountId, 5)).toMatchObject({ ok: true });
    const balance = await ctx.storage.creditBalance(accountId);
    expect(balance).toEqual({ lots: await ctx.storage.listCreditLots(accountId), held: await ctx.storage.heldCredits(accountId) });
    expect(balance.held).toBe(30);
    expect(balance.lots.map((l) => l.remainingCredits)).toEqual([100, 15]);
    // Another account's holds are not counted.
    const other = await newAccount(ctx.storage);
    expect(await ctx.storage.creditBalance(other.id)).toEqual({ lots: [], held: 0 });
  });

  it('keeps counts of credits beyond 32 bits exactly, in lots, charges, holds and balances', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const big = creditLot(accountId, 6_000_000_000);
    await ctx.storage.grantCredits(big);
    expect(await ctx.storage.listCreditLots(accountId)).toEqual([big]);
    expect(await charge(accountId, 3_000_000_001)).toEqual({ ok: true, creditsRemaining: 2_999_999_999 });
    expect(await charge(accountId, 2_500_000_000, 'hold')).toEqual({ ok: true, creditsRemaining: 499_999_999 });
    expect(await ctx.storage.heldCredits(accountId)).toBe(2_500_000_000);
    expect((await ctx.storage.listLiveCreditStates(now)).find((s) => s.accountId === accountId)).toMatchObject({
      available: 499_999_999,
      started: 6_000_000_000,
    });
  });

  it('draws from the lot expiring first, never from an expired one, and answers what remains', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const forever = creditLot(accountId, 100);
    const soon = creditLot(accountId, 15, { expiresAt: now + day });
    const later = creditLot(accountId, 20, { expiresAt: now + 2 * day });
    const expired = creditLot(accountId, 500, { expiresAt: now });
    for (const lot of [forever, soon, later, expired]) await ctx.storage.grantCredits(lot);
    expect(await charge(accountId, 10)).toEqual({ ok: true, creditsRemaining: 125 });
    expect(await remaining(accountId)).toEqual({ [forever.id]: 100, [soon.id]: 5, [later.id]: 20, [expired.id]: 500 });
    expect(await charge(accountId, 30)).toEqual({ ok: true, creditsRemaining: 95 });
    expect(await remaining(accountId)).toEqual({ [forever.id]: 95, [soon.id]: 0, [later.id]: 0, [expired.id]: 500 });
  });

  it('refuses a charge the usable lots do not cover, changing nothing and naming what is available', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    await ctx.storage.grantCredits(creditLot(accountId, 8));
    await ctx.storage.grantCredits(creditLot(accountId, 100, { expiresAt: now }));
    const refused = storedEstimate(live(accountId), 'priced');
    expect(
      await ctx.storage.saveEstimate({ scope: live(accountId), stored: refused, now, charge: { accountId, credits: 10, mode: 'spend' } }),
    ).toEqual({ ok: false, reason: 'insufficient_credits', available: 8 });
    expect(await ctx.storage.getEstimate(live(accountId), refused.estimate.id)).toBeNull();
    expect((await ctx.storage.listCreditLots(accountId)).map((l) => l.remainingCredits)).toEqual([8, 100]);
  });

  it('holds credits for an async estimate until it settles: spent once, or given back to their lots', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const soon = creditLot(accountId, 6, { expiresAt: now + day });
    const forever = creditLot(accountId, 100);
    await ctx.storage.grantCredits(soon);
    await ctx.storage.grantCredits(forever);
    const scope = live(accountId);
    const spent = storedEstimate(scope, 'processing', { heldCredits: 10 });
    const released = storedEstimate(scope, 'processing', { heldCredits: 10 });
    for (const stored of [spent, released])
      await ctx.storage.saveEstimate({ scope, stored, now, charge: { accountId, credits: 10, mode: 'hold' } });
    expect(await ctx.storage.heldCredits(accountId)).toBe(20);
    expect(await remaining(accountId)).toEqual({ [soon.id]: 0, [forever.id]: 86 });

    expect(await ctx.storage.completeEstimate({ scope, estimate: { ...spent.estimate, status: 'priced' }, now, hold: 'spend' })).toBe(true);
    expect(await ctx.storage.heldCredits(accountId)).toBe(10);
    expect(await ctx.storage.completeEstimate({ scope, estimate: { ...released.estimate, status: 'failed' }, now, hold: 'release' })).toBe(
      true,
    );
    expect(await ctx.storage.completeEstimate({ scope, estimate: { ...released.estimate, status: 'failed' }, now, hold: 'release' })).toBe(
      false,
    );
    expect(await ctx.storage.heldCredits(accountId)).toBe(0);
    // The released hold went back to the lots it came from.
    expect(await remaining(accountId)).toEqual({ [soon.id]: 0, [forever.id]: 96 });
    expect(await ctx.storage.getEstimate(scope, spent.estimate.id)).toMatchObject({ estimate: { status: 'priced' } });
  });

  it("gives a deleted async estimate's hold back", async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    await ctx.storage.grantCredits(creditLot(accountId, 30));
    const scope = live(accountId);
    const stored = storedEstimate(scope, 'processing', { heldCredits: 10 });
    await ctx.storage.saveEstimate({ scope, stored, now, charge: { accountId, credits: 10, mode: 'hold' } });
    expect(await ctx.storage.deleteEstimate(scope, stored.estimate.id, now)).toBe(true);
    expect(await ctx.storage.heldCredits(accountId)).toBe(0);
    expect((await ctx.storage.listCreditLots(accountId))[0]!.remainingCredits).toBe(30);
  });

  it('settles a hold once when its estimate is finished and deleted at the same moment by two instances', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    await ctx.storage.grantCredits(creditLot(accountId, 1000));
    const scope = live(accountId);
    const instances = [ctx.storage, ctx.instance()];
    let expected = 1000;
    for (let round = 0; round < 8; round++) {
      const stored = storedEstimate(scope, 'processing', { heldCredits: 10 });
      await ctx.storage.saveEstimate({ scope, stored, now, charge: { accountId, credits: 10, mode: 'hold' } });
      const [completed, deleted] = await Promise.all([
        instances[round % 2]!.completeEstimate({ scope, estimate: { ...stored.estimate, status: 'priced' }, now, hold: 'spend' }),
        instances[(round + 1) % 2]!.deleteEstimate(scope, stored.estimate.id, now),
      ]);
      expect(deleted).toBe(true);
      // Finished first: the charge stands (a delete gives back only what is still held). Deleted first: the hold went back.
      if (completed) expected -= 10;
      expect(await ctx.storage.heldCredits(accountId)).toBe(0);
      expect((await ctx.storage.listCreditLots(accountId))[0]!.remainingCredits).toBe(expected);
    }
  });

  it('never overspends under concurrent charges from two instances', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    await ctx.storage.grantCredits(creditLot(accountId, 60, { expiresAt: now + day }));
    await ctx.storage.grantCredits(creditLot(accountId, 40));
    const instances = [ctx.storage, ctx.instance()];
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) => charge(accountId, 10, i % 3 ? 'spend' : 'hold', now, instances[i % 2])),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === 'insufficient_credits')).toBe(true);
    expect((await ctx.storage.listCreditLots(accountId)).map((l) => l.remainingCredits)).toEqual([0, 0]);
    const creditsLeft = results
      .filter((r) => r.ok)
      .map((r) => (r.ok ? r.creditsRemaining : -1))
      .sort((a, b) => a - b);
    expect(creditsLeft).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });
});
