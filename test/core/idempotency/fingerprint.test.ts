import { describe, expect, it } from 'vitest';
import { canonicalJson, requestFingerprint } from '../../../core/idempotency/fingerprint.js';

describe('request fingerprint', () => {
  it('ignores key order, not values', () => {
    expect(canonicalJson({ b: [1, { d: 1, c: 2 }], a: 'x' })).toBe('{"a":"x","b":[1,{"c":2,"d":1}]}');
    expect(requestFingerprint('POST /v1/estimates', { a: 1, b: 2 })).toBe(requestFingerprint('POST /v1/estimates', { b: 2, a: 1 }));
    expect(requestFingerprint('POST /v1/estimates', { a: 1 })).not.toBe(requestFingerprint('POST /v1/estimates', { a: 2 }));
    expect(requestFingerprint('POST /v1/estimates', { a: 1 })).not.toBe(requestFingerprint('POST /v1/estimates/est_1/follow-up', { a: 1 }));
  });

  it('stays the same text across releases (stored keys of older versions still replay)', () => {
    const body = {
      input: { text: 'Paint a 12x14 bedroom', photos: [{ url: 'https://x/y.jpg' }] },
      region: 'US-CA',
      metadata: { b: '2', a: '1', 10: 'x', 9: 'y' },
    };
    expect(canonicalJson(body)).toBe(
      '{"input":{"photos":[{"url":"https://x/y.jpg"}],"text":"Paint a 12x14 bedroom"},"metadata":{"10":"x","9":"y","a":"1","b":"2"},"region":"US-CA"}',
    );
    expect(requestFingerprint('POST /v1/estimates', { n: [1, null, undefined, { z: 1, y: [] }], ...body })).toBe(
      '5b0c3d914631d1c813d15a6e6219396a4d0cbc380590e27681fc25d7c86112d5',
    );
  });
});

describe('canonical JSON of deep data', () => {
  it('matches JSON.stringify for sorted data and keeps undefined as JSON does', () => {
    const sample = { a: [1, 'two', null, true, { b: [], c: {} }], d: { e: 'é"\\' }, u: undefined };
    expect(canonicalJson(sample)).toBe(JSON.stringify(sample));
    expect(canonicalJson([undefined, 1])).toBe('[null,1]');
    expect(canonicalJson(undefined)).toBe('null');
  });

  it('writes the same text above and below the depth where recursion hands over to the work list', () => {
    let deep: unknown = { e: 'end', u: undefined };
    for (let i = 0; i < 200; i++) deep = i % 3 ? [deep, i, undefined] : { z: i, k: deep, a: [] };
    const text = canonicalJson(deep);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(deep)));
    // Keys sorted at every level, the recursive ones and the work list's alike.
    expect(text.split('{"a":[],"k":').length - 1).toBe(67);
    expect(text).toContain('{"e":"end"}');
  });

  it('serialises 100,000 levels of nesting without overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? [deep] : { k: deep };
    const text = canonicalJson(deep);
    expect(text.length).toBeGreaterThan(400_000);
    expect(text.startsWith('[{"k":[{"k":')).toBe(true);
    expect(text.endsWith('}]}]')).toBe(true);
    expect(text).toContain('[{"k":1}]');
  });
});
