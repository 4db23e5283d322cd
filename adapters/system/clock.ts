import type { Clock } from '../../core/ports.js';

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that only moves when told (ESTIMATE_TEST_HELPERS=1 and tests).
 * It starts at the real time, so ids and dates look ordinary.
 */
export function createTestClock(start: Date = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(seconds: number): Date {
      now += Math.round(seconds * 1000);
      return new Date(now);
    },
    set(to: Date): void {
      now = to.getTime();
    },
  };
}

export type TestClock = ReturnType<typeof createTestClock>;
