import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../core/idempotency/fingerprint.js';
import { incomingWins } from '../../../core/records/lww.js';
import type { StoredRecord } from '../../../core/records/types.js';

const write = (data: unknown, updatedAtMs: number): StoredRecord => ({
  collection: 'c',
  id: 'i',
  data: canonicalJson(data),
  updatedAtMs,
  createdAt: 0,
});

/** Applies writes one by one as the store does: the incoming one replaces the held one only when it wins. */
const apply = (writes: StoredRecord[]) => writes.reduce((held, next) => (incomingWins(next, held) ? next : held));

describe('last writer wins', () => {
  it('prefers the later timestamp, then the larger canonical JSON; an identical write does not win', () => {
    expect(incomingWins(write({ a: 1 }, 2), write({ z: 9 }, 1))).toBe(true);
    expect(incomingWins(write({ z: 9 }, 1), write({ a: 1 }, 2))).toBe(false);
    expect(incomingWins(write({ a: 2 }, 5), write({ a: 1 }, 5))).toBe(true);
    expect(incomingWins(write({ a: 1 }, 5), write({ a: 2 }, 5))).toBe(false);
    expect(incomingWins(write({ b: 1, a: 1 }, 5), write({ a: 1, b: 1 }, 5))).toBe(false);
  });

  it('compares UTF-8 bytes, so every language orders ties the same way', () => {
    // U+FF5E sorts below U+1F600 in UTF-8 but above it in UTF-16 code units.
    expect(incomingWins(write({ s: '\u{1F600}' }, 1), write({ s: '\uFF5E' }, 1))).toBe(true);
  });

  it('converges whatever the order the writes arrive in', () => {
    const writes = [write({ v: 1 }, 3), write({ v: 2 }, 3), write({ v: 0 }, 7), write({ v: 9 }, 7), write({ w: 1 }, 7), write({ v: 5 }, 1)];
    const results = new Set<string>();
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 50; round++) {
      const shuffled = [...writes];
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
      }
      results.add(JSON.stringify(apply(shuffled)));
    }
    expect(results.size).toBe(1);
    expect(JSON.parse([...results][0]!).data).toBe('{"w":1}');
  });
});
