import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { groupThousands, text } from '../../../core/schemas/common.js';

describe('groupThousands', () => {
  it('writes whole numbers as en-US does', () => {
    for (const n of [0, 7, 99, 100, 999, 1_000, 12_345, 20_000, 123_456, 1_000_000, 987_654_321, 12_345_678_901])
      expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
  });
});

describe('text', () => {
  it('names its limit with thousands separators', () => {
    const result = v.safeParse(text(20_000), 'x'.repeat(20_001));
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('must be at most 20,000 characters');
  });
});
