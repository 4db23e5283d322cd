import { PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';

/**
 * Keeps V8's young generation at most `capBytes` (both semi-spaces). A single executable on
 * Node 20 cannot carry `--max-semi-space-size`, and set at run time it does nothing: the limit
 * is fixed when the heap is made (measured: `v8.setFlagsFromString('--max-semi-space-size=1')`
 * first thing leaves the young generation growing to 32 MB). The growth factor, though, is read
 * at every scavenge: while one more doubling would pass the cap it is set to 1 (no growth), and
 * back to V8's 2 once V8 has shrunk the space after a quiet spell.
 *
 * Checked after every garbage collection (a `gc` performance entry, delivered as the event loop
 * turns): under full load a scavenge comes every few milliseconds, and a timer checking every
 * 200 ms let two doublings through (16 MB young generation against an 8 MB cap in
 * scripts/bench/memory.ts).
 *
 * Setting a flag changes V8's flag hash, and code caches made under another hash are rejected: were
 * it set during the start, Node's built-in modules loaded after it would compile from source
 * (appliance/sea/run.ts, HEAP_FLAGS_AFTER_MS). It is not: the young generation is 2 MB when the
 * server is up, and a flag is set only when a doubling would pass the cap.
 */
export function capYoungGeneration(capBytes: number): { stop(): void } {
  let growing = true;
  const check = () => {
    const young = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0;
    const grow = young * 2 <= capBytes;
    // Re-asserted while capped: another isolate starting (a worker thread) resets V8's flags.
    if (grow !== growing || !grow) setFlagsFromString(`--semi-space-growth-factor=${grow ? 2 : 1}`);
    growing = grow;
  };
  check();
  const observer = new PerformanceObserver(check);
  observer.observe({ entryTypes: ['gc'] });
  return { stop: () => observer.disconnect() };
}
