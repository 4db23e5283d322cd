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
