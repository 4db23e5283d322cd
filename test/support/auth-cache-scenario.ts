/**
 * Cached key lookups (adapters/shared/auth-cache.ts) on two storages over one
 * database, as two instances would have: a revocation, a pause or a
 * suspension takes effect at once on the instance that made it, and within
 * the stated bound (authCacheTtlMs) on the other. Wall time is the test's own.
 */
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { authCacheTtlMs } from '../../adapters/shared/auth-cache.js';
import type { Storage } from '../../core/ports.js';

/** An account record to store directly, as the auth-cache tests do. */
export const accountRecord = (id: string, at: number) => ({
  id,
  name: id,
  email: `${id}@example.com`,
  apiVersion: '2026-10-05',
  createdAt: at,
  termsAcceptedAt: at,
  termsVersion: '1',
  suspendedAt: null,
  recordsAddon: false,
});

export async function authCacheScenario(open: (now: () => number) => Promise<Storage[]>): Promise<void> {
  let t = 1_000_000;
  const [here, there] = await open(() => t);
  const at = Date.UTC(2026, 10, 23);
  await here!.createAccount(accountRecord('acct_c', at));
  const keys = ['key_revoke', 'key_pause'].map((id) => ({ id, hash: createHash('sha256').update(id).digest('hex') }));
  for (const { id, hash } of keys) {
    await here!.createApiKey({
      id,
      accountId: 'acct_c',
      environment: 'live',
      hash,
      last4: 'abcd',
      scopes: [],
      createdAt: at,
      expiresAt: null,
      revokedAt: null,
      pausedAt: null,
    });
  }
  const [revoke, pause] = keys as [{ id: string; hash: string }, { id: string; hash: string }];
  const look = async (storage: Storage, hash: string) => (await storage.findApiKeyByHash(hash))!;

  // Both instances have the keys cached.
  for (const storage of [here!, there!]) for (const { hash } of keys) expect((await look(storage, hash)).key.revokedAt).toBeNull();

  await here!.revokeApiKey(revoke.id, at);
  await here!.setApiKeyPaused(pause.id, at);
  await here!.updateAccount('acct_c', { suspendedAt: at });
  // At once where the change was made.
  expect((await look(here!, revoke.hash)).key.revokedAt).toBe(at);
  expect((await look(here!, pause.hash)).key.pausedAt).toBe(at);
  expect((await look(here!, pause.hash)).account.suspendedAt).toBe(at);
  // Elsewhere, the cached answer may be up to the bound old...
  t += authCacheTtlMs - 1;
  expect((await look(there!, revoke.hash)).key.revokedAt).toBeNull();
  expect((await look(there!, pause.hash)).key.pausedAt).toBeNull();
  // ...and no older.
  t += 1;
  expect((await look(there!, revoke.hash)).key.revokedAt).toBe(at);
  expect((await look(there!, pause.hash)).key.pausedAt).toBe(at);
  expect((await look(there!, pause.hash)).account.suspendedAt).toBe(at);
  // Unknown keys are not cached: a key made elsewhere works at once.
  const late = createHash('sha256').update('key_late').digest('hex');
  expect(await there!.findApiKeyByHash(late)).toBeNull();
  await here!.createApiKey({
    id: 'key_late',
    accountId: 'acct_c',
    environment: 'live',
    hash: late,
    last4: 'abcd',
    scopes: [],
    createdAt: at,
    expiresAt: null,
    revokedAt: null,
    pausedAt: null,
  });
  expect((await look(there!, late)).key.id).toBe('key_late');
}
