import { randomBytes, randomInt } from 'node:crypto';
import { monotonicFactory } from 'ulid';
import type { Clock, IdPrefix, Ids } from '../../core/ports.js';

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Cryptographic randomness drawn from a pooled buffer: one system call per 4 KiB
 * instead of one per character (an id needs 16 random characters).
 */
function pooledRandom(): () => number {
  let pool = randomBytes(4096);
  let at = 0;
  return () => {
    if (at + 4 > pool.length) {
      pool = randomBytes(4096);
      at = 0;
    }
    const value = pool.readUInt32BE(at) / 0x1_0000_0000;
    at += 4;
    return value;
  };
}

/** ULIDs (the `ulid` package: spec-exact Crockford base32, monotonic within a millisecond) timed by the clock port. */
export function createIds(clock: Clock): Ids {
  const ulid = monotonicFactory(pooledRandom());
  return {
    next: (prefix: IdPrefix) => `${prefix}_${ulid(clock.now().getTime())}`,
    token(length: number) {
      let out = '';
      for (let i = 0; i < length; i++) out += base62[randomInt(62)];
      return out;
    },
  };
}
