/** Storage contract, accounts and API keys: records as written, lookups by hash, atomic rotation, revoke and pause seen at once. */
import { describe, expect, it } from 'vitest';
import { adapterName, useStorage } from './harness.js';
import { keyRecord, live, newAccount, newId, now, test } from './fixtures.js';

const ctx = useStorage();

describe(`accounts and keys storage contract (${adapterName})`, () => {
  it('gives back an account as written, counts it, and applies a patch to the given fields only', async () => {
    const before = await ctx.storage.countAccounts();
    const account = await newAccount(ctx.storage, { termsAcceptedAt: null, termsVersion: null, recordsAddon: false });
    expect(await ctx.storage.countAccounts()).toBe(before + 1);
    expect(await ctx.storage.getAccount(account.id)).toEqual(account);
    const accepted = { ...account, termsAcceptedAt: now + 1, termsVersion: '2' };
    expect(await ctx.storage.updateAccount(account.id, { termsAcceptedAt: now + 1, termsVersion: '2' })).toEqual(accepted);
    expect(await ctx.storage.updateAccount(account.id, { recordsAddon: true })).toEqual({ ...accepted, recordsAddon: true });
    expect(await ctx.storage.getAccount(account.id)).toEqual({ ...accepted, recordsAddon: true });
    expect(await ctx.storage.updateAccount(newId('acct'), { suspendedAt: now })).toBeNull();
    expect(await ctx.storage.getAccount(newId('acct'))).toBeNull();
  });

  it('finds a key by its hash with its account, and a key made by another instance at once', async () => {
    const account = await newAccount(ctx.storage);
    const key = keyRecord(live(account.id), { scopes: ['estimates:read'], expiresAt: now + 1000 });
    await ctx.storage.createApiKey(key);
    expect(await ctx.storage.getApiKey(key.id)).toEqual(key);
    expect(await ctx.storage.findApiKeyByHash(key.hash)).toEqual({ key, account });
    const unknown = keyRecord(test(account.id));
    expect(await ctx.storage.findApiKeyByHash(unknown.hash)).toBeNull();
    // An unknown hash is never remembered: the key created elsewhere right after works here at once.
    await ctx.instance().createApiKey(unknown);
    expect(await ctx.storage.findApiKeyByHash(unknown.hash)).toEqual({ key: unknown, account });
    expect(await ctx.storage.getApiKey(newId('key'))).toBeNull();
  });

  it("rotates atomically: the replacement and the old key's end together, or neither", async () => {
    const account = await newAccount(ctx.storage);
    const old = keyRecord(live(account.id));
    await ctx.storage.createApiKey(old);
    expect(await ctx.storage.findApiKeyByHash(old.hash)).toMatchObject({ key: { expiresAt: null } });
    const replacement = keyRecord(live(account.id), { createdAt: now + 5 });
    await ctx.storage.rotateApiKey(old.id, now + 86_400_000, replacement);
    expect(await ctx.storage.findApiKeyByHash(old.hash)).toEqual({ key: { ...old, expiresAt: now + 86_400_000 }, account });
    expect(await ctx.storage.findApiKeyByHash(replacement.hash)).toEqual({ key: replacement, account });

    // A replacement that cannot be stored (its hash is taken) leaves the old key as it was.
    const clash = { ...keyRecord(live(account.id)), hash: replacement.hash };
    await expect(ctx.storage.rotateApiKey(replacement.id, now + 1000, clash)).rejects.toThrow();
    expect(await ctx.storage.getApiKey(replacement.id)).toEqual(replacement);
    expect(await ctx.storage.getApiKey(clash.id)).toBeNull();
    expect(await ctx.storage.findApiKeyByHash(replacement.hash)).toEqual({ key: replacement, account });
  });

  it('revokes once (the first time stands) and the lookup shows it at once', async () => {
    const account = await newAccount(ctx.storage);
    const key = keyRecord(live(account.id));
    await ctx.storage.createApiKey(key);
    expect(await ctx.storage.findApiKeyByHash(key.hash)).toMatchObject({ key: { revokedAt: null } });
    expect(await ctx.storage.revokeApiKey(key.id, now + 10)).toEqual({ ...key, revokedAt: now + 10 });
    expect(await ctx.storage.revokeApiKey(key.id, now + 20)).toEqual({ ...key, revokedAt: now + 10 });
    expect(await ctx.storage.findApiKeyByHash(key.hash)).toEqual({ key: { ...key, revokedAt: now + 10 }, account });
    expect(await ctx.storage.revokeApiKey(newId('key'), now)).toBeNull();
  });

  it("shows another instance's revoke, pause or suspension within the lookup cache's bound of 2 s by the wall clock", async () => {
    const account = await newAccount(ctx.storage);
    const key = keyRecord(live(account.id));
    await ctx.storage.createApiKey(key);
    const wall = { ms: 1_000_000 };
    const reader = ctx.instance({ authCache: { now: () => wall.ms } });
    const writer = ctx.instance();
    expect(await reader.findApiKeyByHash(key.hash)).toEqual({ key, account });
    await writer.revokeApiKey(key.id, now + 1);
    await writer.setApiKeyPaused(key.id, now + 2);
    await writer.updateAccount(account.id, { suspendedAt: now + 3 });
    wall.ms += 2_000;
    expect(await reader.findApiKeyByHash(key.hash)).toEqual({
      key: { ...key, revokedAt: now + 1, pausedAt: now + 2 },
      account: { ...account, suspendedAt: now + 3 },
    });
  });

  it('pauses and resumes a key, and suspends an account, each seen by the next lookup', async () => {
    const account = await newAccount(ctx.storage);
    const key = keyRecord(test(account.id));
    await ctx.storage.createApiKey(key);
    expect(await ctx.storage.findApiKeyByHash(key.hash)).toMatchObject({ key: { pausedAt: null } });
    expect(await ctx.storage.setApiKeyPaused(key.id, now + 1)).toEqual({ ...key, pausedAt: now + 1 });
    expect(await ctx.storage.findApiKeyByHash(key.hash)).toMatchObject({ key: { pausedAt: now + 1 } });
    expect(await ctx.storage.setApiKeyPaused(key.id, null)).toEqual(key);
    expect(await ctx.storage.findApiKeyByHash(key.hash)).toEqual({ key, account });
    await ctx.storage.updateAccount(account.id, { suspendedAt: now + 2 });
    expect(await ctx.storage.findApiKeyByHash(key.hash)).toEqual({ key, account: { ...account, suspendedAt: now + 2 } });
    expect(await ctx.storage.setApiKeyPaused(newId('key'), now)).toBeNull();
  });
});
