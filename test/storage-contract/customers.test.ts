/** Storage contract, records add-on: customers (unique external id, tenant isolation, pages, partial updates, the shared cap). */
import { describe, expect, it } from 'vitest';
import { adapterName, useStorage } from './harness.js';
import { customerRecord, jsonRecord, live, newAccount, newId, now, storedEstimate, test } from './fixtures.js';
import { incomingWins } from '../../core/records/lww.js';

const ctx = useStorage();
const cap = 50;

describe(`customers storage contract (${adapterName})`, () => {
  it('gives back a created customer exactly as written, sealed values byte for byte', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const customer = customerRecord(live(accountId), { metadata: { a: '1', ü: 'ä' }, regionCode: null, phoneSealed: null });
    expect(await ctx.storage.createCustomer({ customer, cap })).toBe('ok');
    expect(await ctx.storage.getCustomer(live(accountId), customer.id)).toEqual(customer);
  });

  it('confines a customer to its account and environment', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const { id: otherId } = await newAccount(ctx.storage);
    const customer = customerRecord(live(accountId));
    await ctx.storage.createCustomer({ customer, cap });
    expect(await ctx.storage.getCustomer(test(accountId), customer.id)).toBeNull();
    expect(await ctx.storage.getCustomer(live(otherId), customer.id)).toBeNull();
    expect(await ctx.storage.updateCustomer(live(otherId), customer.id, { name: 'x' }, now)).toBe('missing');
    expect(await ctx.storage.deleteCustomer(test(accountId), customer.id)).toBe(false);
    expect(await ctx.storage.getCustomer(live(accountId), customer.id)).toEqual(customer);
  });

  it('keeps an external id unique within one scope only', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const { id: otherId } = await newAccount(ctx.storage);
    const first = customerRecord(live(accountId), { externalId: 'crm-1' });
    expect(await ctx.storage.createCustomer({ customer: first, cap })).toBe('ok');
    expect(await ctx.storage.createCustomer({ customer: customerRecord(live(accountId), { externalId: 'crm-1' }), cap })).toBe(
      'external_id_taken',
    );
    expect(await ctx.storage.createCustomer({ customer: customerRecord(test(accountId), { externalId: 'crm-1' }), cap })).toBe('ok');
    expect(await ctx.storage.createCustomer({ customer: customerRecord(live(otherId), { externalId: 'crm-1' }), cap })).toBe('ok');
    // External ids compare byte for byte: case makes another id.
    expect(await ctx.storage.createCustomer({ customer: customerRecord(live(accountId), { externalId: 'CRM-1' }), cap })).toBe('ok');
  });

  it('lists newest first in pages, filters by external id, and refuses a cursor from outside the listing', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const created = [];
    for (let i = 0; i < 5; i++) {
      const customer = customerRecord(live(accountId));
      await ctx.storage.createCustomer({ customer, cap });
      created.push(customer);
    }
    const newestFirst = created.map((c) => c.id).reverse();
    const first = await ctx.storage.listCustomers(live(accountId), { limit: 2 });
    expect(first).toEqual({ ok: true, items: created.slice(3).reverse(), hasMore: true });
    const pages: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await ctx.storage.listCustomers(live(accountId), { limit: 2, startingAfter: cursor });
      if (!page.ok) throw new Error('invalid cursor');
      pages.push(...page.items.map((c) => c.id));
      if (!page.hasMore) break;
      cursor = page.items.at(-1)!.id;
    }
    expect(pages).toEqual(newestFirst);
    expect(await ctx.storage.listCustomers(live(accountId), { limit: 10, externalId: created[2]!.externalId })).toEqual({
      ok: true,
      items: [created[2]],
      hasMore: false,
    });
    // A cursor the filtered listing does not contain, or of another scope, is not a cursor.
    expect(
      await ctx.storage.listCustomers(live(accountId), { limit: 10, externalId: created[2]!.externalId, startingAfter: created[1]!.id }),
    ).toEqual({ ok: false, reason: 'invalid_cursor' });
    const other = customerRecord(test(accountId));
    await ctx.storage.createCustomer({ customer: other, cap });
    expect(await ctx.storage.listCustomers(live(accountId), { limit: 10, startingAfter: other.id })).toEqual({
      ok: false,
      reason: 'invalid_cursor',
    });
    expect(await ctx.storage.listCustomers(live(accountId), { limit: 10, startingAfter: newId('cus') })).toEqual({
      ok: false,
      reason: 'invalid_cursor',
    });
  });

  it('updates only the given fields, null clearing one, and stamps updatedAt', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const customer = customerRecord(live(accountId));
    await ctx.storage.createCustomer({ customer, cap });
    const updated = await ctx.storage.updateCustomer(
      live(accountId),
      customer.id,
      { name: 'Renamed', emailSealed: null, metadata: { b: '2' } },
      now + 5,
    );
    const expected = { ...customer, name: 'Renamed', emailSealed: null, metadata: { b: '2' }, updatedAt: now + 5 };
    expect(updated).toEqual(expected);
    expect(await ctx.storage.getCustomer(live(accountId), customer.id)).toEqual(expected);
    expect(await ctx.storage.updateCustomer(live(accountId), newId('cus'), { name: 'x' }, now)).toBe('missing');
  });

  it('refuses to move a customer onto an external id another holds, and allows keeping its own', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const a = customerRecord(live(accountId));
    const b = customerRecord(live(accountId));
    await ctx.storage.createCustomer({ customer: a, cap });
    await ctx.storage.createCustomer({ customer: b, cap });
    expect(await ctx.storage.updateCustomer(live(accountId), a.id, { externalId: b.externalId }, now + 1)).toBe('external_id_taken');
    expect(await ctx.storage.getCustomer(live(accountId), a.id)).toEqual(a);
    expect(await ctx.storage.updateCustomer(live(accountId), a.id, { externalId: a.externalId, name: 'Same id' }, now + 1)).toMatchObject({
      externalId: a.externalId,
      name: 'Same id',
    });
    expect(await ctx.storage.updateCustomer(live(accountId), a.id, { externalId: 'fresh' }, now + 2)).toMatchObject({
      externalId: 'fresh',
    });
    // The old id is free again.
    expect(await ctx.storage.createCustomer({ customer: customerRecord(live(accountId), { externalId: a.externalId }), cap })).toBe('ok');
  });

  it('counts customers and records against one cap per environment; a delete frees its unit', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const scope = live(accountId);
    const put = (id: string) => ctx.storage.putRecord({ scope, incoming: jsonRecord('jobs', id, { id }), cap: 3, wins: incomingWins });
    const first = customerRecord(scope);
    expect(await ctx.storage.createCustomer({ customer: first, cap: 3 })).toBe('ok');
    expect(await ctx.storage.createCustomer({ customer: customerRecord(scope), cap: 3 })).toBe('ok');
    expect((await put('r1')).outcome).toBe('created');
    expect(await ctx.storage.createCustomer({ customer: customerRecord(scope), cap: 3 })).toBe('cap');
    expect(await put('r2')).toEqual({ outcome: 'cap' });
    // The other environment has its own allowance.
    expect(await ctx.storage.createCustomer({ customer: customerRecord(test(accountId)), cap: 3 })).toBe('ok');
    expect(await ctx.storage.deleteCustomer(scope, first.id)).toBe(true);
    expect(await ctx.storage.deleteCustomer(scope, first.id)).toBe(false);
    expect((await put('r2')).outcome).toBe('created');
    expect(await put('r3')).toEqual({ outcome: 'cap' });
  });

  it('lets exactly one of concurrent creations with the same external id through, from two instances', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const instances = [ctx.storage, ctx.instance()];
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        instances[i % 2]!.createCustomer({ customer: customerRecord(live(accountId), { externalId: 'contended' }), cap }),
      ),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r !== 'ok').every((r) => r === 'external_id_taken')).toBe(true);
    const listed = await ctx.storage.listCustomers(live(accountId), { limit: 100 });
    expect(listed.ok && listed.items.length).toBe(1);
  });

  it('lets exactly one of concurrent moves onto the same external id through, from two instances', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const instances = [ctx.storage, ctx.instance()];
    const customers = Array.from({ length: 8 }, () => customerRecord(live(accountId)));
    for (const customer of customers) await ctx.storage.createCustomer({ customer, cap });
    const results = await Promise.all(
      customers.map((c, i) => instances[i % 2]!.updateCustomer(live(accountId), c.id, { externalId: 'wanted' }, now + 1)),
    );
    expect(results.filter((r) => typeof r === 'object')).toHaveLength(1);
    expect(results.filter((r) => typeof r !== 'object').every((r) => r === 'external_id_taken')).toBe(true);
    const holders = await ctx.storage.listCustomers(live(accountId), { limit: 100, externalId: 'wanted' });
    expect(holders.ok && holders.items.length).toBe(1);
  });

  it('never leaves an estimate linked to a customer deleted while it was being written', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const scope = live(accountId);
    const instances = [ctx.storage, ctx.instance()];
    for (let round = 0; round < 6; round++) {
      const customer = customerRecord(scope);
      await ctx.storage.createCustomer({ customer, cap });
      const estimates = Array.from({ length: 4 }, () => storedEstimate(scope, 'priced', { customerId: customer.id }));
      const [deleted, ...saved] = await Promise.all([
        instances[round % 2]!.deleteCustomer(scope, customer.id),
        ...estimates.map((stored, i) => instances[(round + i) % 2]!.saveEstimate({ scope, stored, now })),
      ]);
      expect(deleted).toBe(true);
      for (const [i, result] of saved.entries()) {
        const json = await ctx.storage.getEstimateJson(scope, estimates[i]!.estimate.id);
        if (result!.ok) expect(JSON.parse(json!)).not.toHaveProperty('customer_id');
        else expect([result, json]).toEqual([{ ok: false, reason: 'customer_missing' }, null]);
      }
      const linked = await ctx.storage.listEstimates(scope, { limit: 100, customerId: customer.id });
      expect(linked).toEqual({ ok: true, items: [], hasMore: false });
    }
  });

  it('keeps the cap exact under concurrent creations from two instances', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const instances = [ctx.storage, ctx.instance()];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => instances[i % 2]!.createCustomer({ customer: customerRecord(live(accountId)), cap: 7 })),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(7);
    expect(results.filter((r) => r !== 'ok').every((r) => r === 'cap')).toBe(true);
    const listed = await ctx.storage.listCustomers(live(accountId), { limit: 100 });
    expect(listed.ok && listed.items.length).toBe(7);
  });
});
