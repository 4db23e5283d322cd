import { describe, expect, it } from 'vitest';
import { createAuthCache } from '../../../adapters/shared/auth-cache.js';

describe('auth cache memory (adapters/shared/auth-cache.ts)', () => {
  it('drops expired entries as new ones come in, instead of keeping every key seen', async () => {
    let t = 0;
    const cache = createAuthCache<{ n: number }>({ ttlMs: 100, now: () => t });
    const loads: string[] = [];
    const get = (hash: string) =>
      cache.get(hash, () => {
        loads.push(hash);
        return { n: loads.length };
      });
    const first = await get('a');
    await get('b');
    t = 150;
    await get('c'); // a and b are past their TTL: dropped here
    t = 160;
    expect(await get('c')).toEqual({ n: 3 });
    expect(loads).toEqual(['a', 'b', 'c']);
    // An expired entry is loaded again (never answered from the cache).
    expect(await get('a')).not.toBe(first);
    expect(loads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('shares a part between entries, and dates each entry by its oldest part', async () => {
    let t = 0;
    const cache = createAuthCache<{ key: string; account: { id: string; v: number } }>({ ttlMs: 100, now: () => t });
    let version = 1;
    const reads: number[] = [];
    const get = (key: string) =>
      cache.get(key, (shared) => {
        const account = shared('account:x', () => (reads.push(t), { id: 'x', v: version }))!;
        return { key, account };
      });
    const one = await get('k1');
    t = 80;
    const two = await get('k2');
    expect(two!.account).toBe(one!.account); // one record for both keys
    expect(reads).toEqual([0]);
    version = 2;
    // k2 was made at 80 but holds the account read at 0: at 100 it is as old as the TTL and is not answered.
    t = 100;
    expect((await get('k2'))!.account.v).toBe(2);
    expect(reads).toEqual([0, 100]);
  });

  it('clear() drops shared parts too', async () => {
    const cache = createAuthCache<{ v: number }>({ ttlMs: 1000, now: () => 0 });
    let v = 1;
    const get = () => cache.get('k', (shared) => ({ v: shared('p', () => v)! }));
    expect(await get()).toEqual({ v: 1 });
    v = 2;
    cache.clear();
    expect(await get()).toEqual({ v: 2 });
  });
});
