/** Storage contract, the ops port: probes, queue depths bounded by a cap, listings for the admin CLI, a sealed sample for the key check, backups. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSqliteStorage } from '../../adapters/sqlite/storage.js';
import { adapterName, useStorage } from './harness.js';
import { customerRecord, endpointRecord, eventRecord, keyRecord, live, newAccount, newId, now, storedEstimate, test } from './fixtures.js';

const ctx = useStorage();

describe(`ops port contract (${adapterName})`, () => {
  it('answers a ping, and has no sealed sample on a database holding no sealed value', async () => {
    expect(await ctx.ops.ping()).toBe(true);
    expect(await ctx.ops.sealedSample()).toBeNull();
    expect(await ctx.ops.queueDepths(100)).toEqual({ deliveryJobs: 0, processingEstimates: 0 });
  });

  it('samples customer PII when no endpoint exists, then an endpoint secret', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    await ctx.storage.createCustomer({ customer: customerRecord(live(accountId), { phoneSealed: null, emailSealed: null }), cap: 10 });
    expect(await ctx.ops.sealedSample()).toBeNull();
    const customer = customerRecord(live(accountId), { phoneSealed: null });
    await ctx.storage.createCustomer({ customer, cap: 10 });
    expect(await ctx.ops.sealedSample()).toBe(customer.emailSealed);
    const endpoint = endpointRecord(test(accountId));
    await ctx.storage.createWebhookEndpoint(endpoint, 16);
    expect(await ctx.ops.sealedSample()).toBe(endpoint.secretSealed);
  });

  it('counts waiting deliveries and unfinished async estimates, never past the cap', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const before = await ctx.ops.queueDepths(1_000);
    const scope = live(accountId);
    await ctx.storage.createWebhookEndpoint(endpointRecord(scope), 16);
    for (let i = 0; i < 3; i++) await ctx.storage.recordEvent(eventRecord(scope), { to: 'subscribers' }, () => newId('del'), now);
    for (let i = 0; i < 2; i++) await ctx.storage.saveEstimate({ scope, stored: storedEstimate(scope, 'processing'), now });
    await ctx.storage.saveEstimate({ scope, stored: storedEstimate(scope, 'priced'), now });
    expect(await ctx.ops.queueDepths(1_000)).toEqual({
      deliveryJobs: before.deliveryJobs + 3,
      processingEstimates: before.processingEstimates + 2,
    });
    expect(await ctx.ops.queueDepths(2)).toEqual({ deliveryJobs: 2, processingEstimates: 2 });
    expect(await ctx.ops.queueDepths(1)).toEqual({ deliveryJobs: 1, processingEstimates: 1 });
  });

  it("lists every account, and one account's keys, by id", async () => {
    const made = [await newAccount(ctx.storage), await newAccount(ctx.storage)];
    const listed = await ctx.ops.listAccounts();
    expect(listed.map((a) => a.id)).toEqual([...listed.map((a) => a.id)].sort());
    for (const account of made) expect(listed).toContainEqual(account);
    const keys = [keyRecord(live(made[0]!.id)), keyRecord(test(made[0]!.id), { revokedAt: now })];
    for (const key of [...keys].reverse()) await ctx.storage.createApiKey(key);
    await ctx.storage.createApiKey(keyRecord(live(made[1]!.id)));
    expect(await ctx.ops.listApiKeys(made[0]!.id)).toEqual(keys);
    expect(await ctx.ops.listApiKeys(newId('acct'))).toEqual([]);
  });

  it('backs up to a file that opens with the same data, where the adapter makes backups (PostgreSQL leaves them to pg_dump)', async () => {
    const { backup } = ctx.ops;
    if (!backup) {
      expect(adapterName).toBe('postgres');
      return;
    }
    const account = await newAccount(ctx.storage);
    const customer = customerRecord(live(account.id));
    await ctx.storage.createCustomer({ customer, cap: 10 });
    const dir = mkdtempSync(join(tmpdir(), 'estimate-contract-backup-'));
    try {
      const steps: Array<[number, number]> = [];
      const { pages } = await backup(join(dir, 'copy.db'), (done, total) => steps.push([done, total]));
      expect(pages).toBeGreaterThan(0);
      expect(steps.length).toBeGreaterThan(0);
      expect(steps.every(([done, total]) => total === pages && done >= 0 && done <= total)).toBe(true);
      const copy = createSqliteStorage(join(dir, 'copy.db'));
      try {
        expect(await copy.getAccount(account.id)).toEqual(account);
        expect(await copy.getCustomer(live(account.id), customer.id)).toEqual(customer);
      } finally {
        copy.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
