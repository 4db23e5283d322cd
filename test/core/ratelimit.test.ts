import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../core/ratelimit/fixed-window.js';

describe('fixed-window rate limiter', () => {
  it('counts per subject within a window and starts over in the next', () => {
    const limiter = createRateLimiter({ name: 'default', quota: 2, windowSeconds: 60 });
    const t = 120_000 + 5_000;
    expect(limiter.take('a', t)).toMatchObject({ allowed: true, remaining: 1, resetSeconds: 55 });
    expect(limiter.take('a', t)).toMatchObject({ allowed: true, remaining: 0 });
    expect(limiter.take('a', t + 1)).toMatchObject({ allowed: false, remaining: 0 });
    expect(limiter.take('b', t)).toMatchObject({ allowed: true, remaining: 1 });
    expect(limiter.take('a', 180_000)).toMatchObject({ allowed: true, remaining: 1, resetSeconds: 60 });
    expect(limiter.take('b', 180_500)).toMatchObject({ allowed: true, remaining: 1 });
  });
});
