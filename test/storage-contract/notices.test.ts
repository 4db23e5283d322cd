/** Storage contract, notices: the credit state behind credits.low/exhausted and the one-time claim of keys about to expire. */
import { describe, expect, it } from 'vitest';
import { adapterName, useStorage } from './harness.js';
import { creditLot, day, keyRecord, live, newAccount, now, test } from './fixtures.js';

const ctx = useStorage();

const stateOf = async (accountId: string, at = now) => (await ctx.storage.listLiveCreditStates(at)).find((s) => s.accountId === accountId);

describe(`notices storage contract (${adapterName})`, () => {
  it('states the live credits of every account holding lots, counting unexpired lots only', async () => {
    const account = await newAccount(ctx.storage, { apiVersion: '2026-01-01' });
    const lotless = await newAccount(ctx.storage);
    await ctx.storage.grantCredits(creditLot(account.id, 100));
    await ctx.storage.grantCredits({ ...creditLot(account.id, 50), remainingCredits: 20, expiresAt: now + day });
    await ctx.storage.grantCredits({ ...creditLot(account.id, 70), expiresAt: now });
    expect(await stateOf(account.id)).toEqual({
      accountId: account.id,
      ownerEmail: account.email,
      apiVersion: '2026-01-01',
      available: 120,
      started: 150,
      lowNotified: false,
    });
    expect(await stateOf(account.id, now + day)).toMatchObject({ available: 100, started: 100 });
    expect(await stateOf(lotless.id)).toBeUndefined();
  });

  it('remembers that credits.low was sent until credits are granted again', async () => {
    const account = await newAccount(ctx.storage);
    await ctx.storage.grantCredits(creditLot(account.id, 10));
    await ctx.storage.setCreditsLowNotified(account.id, true);
    expect(await stateOf(account.id)).toMatchObject({ lowNotified: true });
    await ctx.storage.setCreditsLowNotified(account.id, false);
    expect(await stateOf(account.id)).toMatchObject({ lowNotified: false });
    await ctx.storage.setCreditsLowNotified(account.id, true);
    await ctx.storage.grantCredits(creditLot(account.id, 500));
    expect(await stateOf(account.id)).toMatchObject({ lowNotified: false, available: 510 });
  });

  it('hands each key expiring within the horizon out once, with its account; never a revoked, expired or rotated-away one', async () => {
    const account = await newAccount(ctx.storage);
    const horizon = now + 7 * day;
    const soon = keyRecord(live(account.id), { expiresAt: now + day });
    const atHorizon = keyRecord(test(account.id), { expiresAt: horizon });
    const later = keyRecord(live(account.id), { expiresAt: horizon + 1 });
    const past = keyRecord(live(account.id), { expiresAt: now });
    const revoked = keyRecord(live(account.id), { expiresAt: now + day, revokedAt: now - 1 });
    const forever = keyRecord(live(account.id));
    const rotated = keyRecord(live(account.id));
    for (const key of [soon, atHorizon, later, past, revoked, forever, rotated]) await ctx.storage.createApiKey(key);
    // Rotation announces the old key's end itself (api_key.rotated).
    await ctx.storage.rotateApiKey(rotated.id, now + day, keyRecord(live(account.id)));

    const claimed = (await ctx.storage.claimExpiringKeys(now, horizon)).filter((c) => c.account.id === account.id);
    expect(claimed.sort((a, b) => (a.key.id < b.key.id ? -1 : 1))).toEqual([
      { key: soon, account },
      { key: atHorizon, account },
    ]);
    expect((await ctx.storage.claimExpiringKeys(now, horizon)).filter((c) => c.account.id === account.id)).toEqual([]);
    expect(
      (await ctx.storage.claimExpiringKeys(now + day, horizon + day)).filter((c) => c.account.id === account.id).map((c) => c.key.id),
    ).toEqual([later.id]);
  });

  it('announces a key once even when several instances claim at once', async () => {
    const account = await newAccount(ctx.storage);
    const keys = Array.from({ length: 6 }, () => keyRecord(live(account.id), { expiresAt: now + day }));
    for (const key of keys) await ctx.storage.createApiKey(key);
    const instances = [ctx.storage, ctx.instance(), ctx.instance()];
    const claims = await Promise.all(Array.from({ length: 9 }, (_, i) => instances[i % 3]!.claimExpiringKeys(now, now + 7 * day)));
    const announced = claims
      .flat()
      .filter((c) => c.account.id === account.id)
      .map((c) => c.key.id);
    expect(announced.sort()).toEqual(keys.map((k) => k.id).sort());
  });
});
