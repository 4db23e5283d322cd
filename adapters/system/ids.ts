import { randomInt } from 'node:crypto';
import { monotonicFactory } from 'ulid';
import type { Clock, IdPrefix, Ids } from '../../core/ports.js';

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** ULIDs (the `ulid` package: spec-exact Crockford base32, monotonic within a millisecond) timed by the clock port. */
export function createIds(clock: Clock): Ids {
  const ulid = monotonicFactory();
  return {
    next: (prefix: IdPrefix) => `${prefix}_${ulid(clock.now().getTime())}`,
    token(length: number) {
      let out = '';
      for (let i = 0; i < length; i++) out += base62[randomInt(62)];
      return out;
    },
  };
}
