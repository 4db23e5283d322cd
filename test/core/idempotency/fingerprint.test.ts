import { describe, expect, it } from 'vitest';
import { canonicalJson, requestFingerprint } from '../../../core/idempotency/fingerprint.js';

describe('request fingerprint', () => {
  it('ignores key order, not values', () => {
    expect(canonicalJson({ b: [1, { d: 1, c: 2 }], a: 'x' })).toBe('{"a":"x","b":[1,{"c":2,"d":1}]}');
    expect(requestFingerprint('POST /v1/estimates', { a: 1, b: 2 })).toBe(requestFingerprint('POST /v1/estimates', { b: 2, a: 1 }));
    expect(requestFingerprint('POST /v1/estimates', { a: 1 })).not.toBe(requestFingerprint('POST /v1/estimates', { a: 2 }));
    expect(requestFingerprint('POST /v1/estimates', { a: 1 })).not.toBe(requestFingerprint('POST /v1/estimates/est_1/follow-up', { a: 1 }));
  });
});

describe('canonical JSON of deep data', () => {
  it('matches JSON.stringify for sorted data and keeps undefined as JSON does', () => {
    const sample = { a: [1, 'two', null, true, { b: [], c: {} }], d: { e: 'é"\\' }, u: undefined };
    expect(canonicalJson(sample)).toBe(JSON.stringify(sample));
    expect(canonicalJson([undefined, 1])).toBe('[null,1]');
    expect(canonicalJson(undefined)).toBe('null');
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
