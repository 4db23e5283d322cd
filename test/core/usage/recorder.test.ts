import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJsonLogger } from '../../../adapters/system/logger.js';
import { createTestClock } from '../../../adapters/system/clock.js';
import { createUsageRecorder, type UsageEntry } from '../../../core/usage/recorder.js';
import { decode } from '../../../core/usage/histogram.js';
import type { UsageAggregate, UsageStorage } from '../../../core/usage/storage-port.js';

function fakeStorage() {
  const calls: UsageAggregate[][] = [];
  let failing = false;
  const storage: UsageStorage = {
    async addUsage(aggregates) {
      if (failing) throw new Error('disk full');
      calls.push(aggregates);
    },
    async readUsage() {
      return [];
    },
  };
  return {
    storage,
    calls,
    fail: (on: boolean) => {
      failing = on;
    },
  };
}

const entry = (over: Partial<UsageEntry> = {}): UsageEntry => ({
  scope: { accountId: 'acct_1', environment: 'live' },
  keyId: 'key_1',
  route: 'GET /v1/me',
  status: 200,
  latencyMs: 5,
  ...over,
});
const logger = createJsonLogger({ silent: true });

afterEach(() => {
  vi.useRealTimers();
});

describe('usage recorder', () => {
  it('folds a batch into one aggregate per scope, day and route, in one storage call', async () => {
    const { storage, calls } = fakeStorage();
    const clock = createTestClock(new Date('2026-11-20T23:59:59Z'));
    const recorder = createUsageRecorder({ storage, clock, logger });
    recorder.record(entry({ status: 200, route: 'POST /v1/estimates' }));
    recorder.record(entry({ status: 402, route: 'POST /v1/estimates' }));
    recorder.record(entry());
    recorder.record(entry({ scope: { accountId: 'acct_1', environment: 'test' } }));
    clock.advance(1);
    recorder.record(entry());
    expect(calls).toHaveLength(0);
    await recorder.flush();
    expect(calls).toHaveLength(1);
    const rows = calls[0]!.map(({ latency, ...rest }) => ({ ...rest, n: [...decode(latency).values()].reduce((a, b) => a + b, 0) }));
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          scope: { accountId: 'acct_1', environment: 'live' },
          day: '2026-11-20',
          route: 'POST /v1/estimates',
          requests: 2,
          errors: 1,
          credits: 0,
          n: 2,
        },
        {
          scope: { accountId: 'acct_1', environment: 'live' },
          day: '2026-11-20',
          route: 'GET /v1/me',
          requests: 1,
          errors: 0,
          credits: 0,
          n: 1,
        },
        {
          scope: { accountId: 'acct_1', environment: 'test' },
          day: '2026-11-20',
          route: 'GET /v1/me',
          requests: 1,
          errors: 0,
          credits: 0,
          n: 1,
        },
        {
          scope: { accountId: 'acct_1', environment: 'live' },
          day: '2026-11-21',
          route: 'GET /v1/me',
          requests: 1,
          errors: 0,
          credits: 0,
          n: 1,
        },
      ]),
    );
    expect(rows).toHaveLength(4);
    await recorder.flush();
    expect(calls, 'an empty buffer makes no storage call').toHaveLength(1);
  });

  it('flushes when N entries wait, and by the timer otherwise', async () => {
    vi.useFakeTimers();
    const { storage, calls } = fakeStorage();
    const recorder = createUsageRecorder({ storage, clock: createTestClock(), logger, options: { flushAt: 3, intervalMs: 1000 } });
    recorder.record(entry());
    recorder.record(entry());
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toHaveLength(0);
    recorder.record(entry());
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    recorder.record(entry());
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(vi.getTimerCount(), 'no timer while the buffer is empty').toBe(0);
  });

  it('keeps a failed batch for the next flush, drops past the cap, and ignores records after close', async () => {
    const { storage, calls, fail } = fakeStorage();
    const recorder = createUsageRecorder({ storage, clock: createTestClock(), logger, options: { maxBuffered: 3 } });
    fail(true);
    recorder.record(entry());
    recorder.record(entry());
    await recorder.flush();
    recorder.record(entry());
    recorder.record(entry());
    expect(recorder.stats()).toEqual({ buffered: 3, dropped: 1 });
    fail(false);
    await recorder.close();
    expect(calls[0]![0]!.requests).toBe(3);
    recorder.record(entry());
    expect(recorder.stats().buffered).toBe(0);
  });
});
