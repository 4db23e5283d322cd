/** Storage contract, records add-on: JSON records (last writer wins under the row's lock, byte-order pages, the shared cap). */
import { describe, expect, it } from 'vitest';
import { incomingWins } from '../../core/records/lww.js';
import type { StoredRecord } from '../../core/records/types.js';
import { adapterName, useStorage } from './harness.js';
import { jsonRecord, live, newAccount, now, test } from './fixtures.js';

const ctx = useStorage();
const cap = 100;
const put = (accountId: string, incoming: StoredRecord, limit = cap, storage = ctx.storage) =>
  storage.putRecord({ scope: live(accountId), incoming, cap: limit, wins: incomingWins });

describe(`records storage contract (${adapterName})`, () => {
  it('creates, then replaces only with a winning write, keeping the first createdAt', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const first = jsonRecord('jobs', 'j1', { v: 1 }, now);
    expect(await put(accountId, first)).toEqual({ outcome: 'created', record: first });
    const older = { ...jsonRecord('jobs', 'j1', { v: 0 }, now - 1), createdAt: now + 50 };
    expect(await put(accountId, older)).toEqual({ outcome: 'kept', record: first });
    // Same instant: the larger canonical JSON wins; an identical write does not.
    expect(await put(accountId, { ...first })).toEqual({ outcome: 'kept', record: first });
    const tie = { ...jsonRecord('jobs', 'j1', { v: 2 }, now), createdAt: now + 50 };
    expect(await put(accountId, tie)).toEqual({ outcome: 'replaced', record: { ...tie, createdAt: now } });
    const newer = { ...jsonRecord('jobs', 'j1', { v: 0 }, now + 10), createdAt: now + 50 };
    expect(await put(accountId, newer)).toEqual({ outcome: 'replaced', record: { ...newer, createdAt: now } });
    expect(await ctx.storage.getRecord(live(accountId), 'jobs', 'j1')).toEqual({ ...newer, createdAt: now });
  });

  it('keeps the whole range of updatedAtMs exactly, 0 to the largest safe integer', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const oldest = jsonRecord('clock', 'zero', {}, 0);
    const newest = jsonRecord('clock', 'max', {}, Number.MAX_SAFE_INTEGER);
    await put(accountId, oldest);
    await put(accountId, newest);
    expect(await ctx.storage.listRecords(live(accountId), 'clock', { limit: 10 })).toEqual({
      ok: true,
      items: [newest, oldest],
      hasMore: false,
    });
    expect(await put(accountId, jsonRecord('clock', 'max', { later: true }, Number.MAX_SAFE_INTEGER - 1))).toEqual({
      outcome: 'kept',
      record: newest,
    });
  });

  it('keeps records apart by collection, environment and account', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const { id: otherId } = await newAccount(ctx.storage);
    const record = jsonRecord('jobs', 'shared-id', { owner: 'a' });
    await put(accountId, record);
    expect(await ctx.storage.getRecord(live(accountId), 'notes', 'shared-id')).toBeNull();
    expect(await ctx.storage.getRecord(test(accountId), 'jobs', 'shared-id')).toBeNull();
    expect(await ctx.storage.getRecord(live(otherId), 'jobs', 'shared-id')).toBeNull();
    // The same id elsewhere is another record: created, not compared.
    const elsewhere = jsonRecord('jobs', 'shared-id', { owner: 'b' }, now - 100);
    expect((await put(otherId, elsewhere)).outcome).toBe('created');
    expect(await ctx.storage.deleteRecord(live(otherId), 'notes', 'shared-id')).toBe(false);
    expect(await ctx.storage.getRecord(live(accountId), 'jobs', 'shared-id')).toEqual(record);
  });

  it('lists newest updatedAtMs first, ties by the larger id in byte order, in pages', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    // Upper case sorts before lower case in byte order (not in most locales' collation).
    const records = [
      jsonRecord('jobs', 'a', {}, now + 1),
      jsonRecord('jobs', 'B', {}, now + 1),
      jsonRecord('jobs', 'b', {}, now + 1),
      jsonRecord('jobs', 'Z', {}, now + 3),
      jsonRecord('jobs', 'é', {}, now + 1),
      jsonRecord('jobs', 'c', {}, now),
    ];
    for (const r of records) await put(accountId, r);
    const expected = ['Z', 'é', 'b', 'a', 'B', 'c'];
    const seen: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await ctx.storage.listRecords(live(accountId), 'jobs', { limit: 2, startingAfter: cursor });
      if (!page.ok) throw new Error('invalid cursor');
      seen.push(...page.items.map((r) => r.id));
      if (!page.hasMore) break;
      cursor = page.items.at(-1)!.id;
    }
    expect(seen).toEqual(expected);
    const all = await ctx.storage.listRecords(live(accountId), 'jobs', { limit: 10 });
    expect(all).toEqual({ ok: true, items: expected.map((id) => records.find((r) => r.id === id)), hasMore: false });
    expect(await ctx.storage.listRecords(live(accountId), 'notes', { limit: 10, startingAfter: 'a' })).toEqual({
      ok: false,
      reason: 'invalid_cursor',
    });
    expect(await ctx.storage.listRecords(live(accountId), 'notes', { limit: 10 })).toEqual({ ok: true, items: [], hasMore: false });
  });

  it('frees a unit of the cap on delete, and a replacement at the cap takes none', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    expect((await put(accountId, jsonRecord('jobs', 'x', { n: 1 }), 2)).outcome).toBe('created');
    expect((await put(accountId, jsonRecord('jobs', 'y', { n: 1 }), 2)).outcome).toBe('created');
    expect(await put(accountId, jsonRecord('jobs', 'z', { n: 1 }), 2)).toEqual({ outcome: 'cap' });
    expect((await put(accountId, jsonRecord('jobs', 'x', { n: 2 }, now + 1), 2)).outcome).toBe('replaced');
    expect(await ctx.storage.deleteRecord(live(accountId), 'jobs', 'x')).toBe(true);
    expect(await ctx.storage.deleteRecord(live(accountId), 'jobs', 'x')).toBe(false);
    expect(await ctx.storage.getRecord(live(accountId), 'jobs', 'x')).toBeNull();
    expect((await put(accountId, jsonRecord('jobs', 'z', { n: 1 }), 2)).outcome).toBe('created');
    expect(await put(accountId, jsonRecord('jobs', 'w', { n: 1 }), 2)).toEqual({ outcome: 'cap' });
  });

  it('keeps the cap exact under concurrent writes from two instances', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const instances = [ctx.storage, ctx.instance()];
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) => put(accountId, jsonRecord('jobs', `c${i}`, { i }), 9, instances[i % 2])),
    );
    expect(results.filter((r) => r.outcome === 'created')).toHaveLength(9);
    expect(results.filter((r) => r.outcome !== 'created').every((r) => r.outcome === 'cap')).toBe(true);
    const listed = await ctx.storage.listRecords(live(accountId), 'jobs', { limit: 100 });
    expect(listed.ok && listed.items.length).toBe(9);
  });

  it('settles concurrent writes of one record on the last writer, counting it once against the cap', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const instances = [ctx.storage, ctx.instance()];
    const writes = Array.from({ length: 16 }, (_, i) => jsonRecord('jobs', 'hot', { i }, now + ((i * 7) % 16)));
    const results = await Promise.all(writes.map((w, i) => put(accountId, w, 2, instances[i % 2])));
    expect(results.filter((r) => r.outcome === 'created')).toHaveLength(1);
    expect(results.some((r) => r.outcome === 'cap')).toBe(false);
    const winner = writes.reduce((best, w) => (incomingWins(w, best) ? w : best));
    expect(await ctx.storage.getRecord(live(accountId), 'jobs', 'hot')).toMatchObject({
      data: winner.data,
      updatedAtMs: winner.updatedAtMs,
    });
    // One unit taken: one more record fits under a cap of 2, then no more.
    expect((await put(accountId, jsonRecord('jobs', 'other', {}), 2)).outcome).toBe('created');
    expect(await put(accountId, jsonRecord('jobs', 'third', {}), 2)).toEqual({ outcome: 'cap' });
  });
});
