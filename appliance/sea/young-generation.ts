import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';

/**
 * Keeps V8's young generation at most `capBytes` (both semi-spaces). A single executable on
 * Node 20 cannot carry `--max-semi-space-size`, and set at run time it does nothing: the limit
 * is fixed when the heap is made (measured: `v8.setFlagsFromString('--max-semi-space-size=1')`
 * first thing leaves the young generation growing to 32 MB). The growth factor, though, is read
 * at every scavenge: while one more doubling would pass the cap it is set to 1 (no growth), and
 * back to V8's 2 once V8 has shrunk the space after a quiet spell. Checked every `everyMs`.
 */
export function capYoungGeneration(capBytes: number, everyMs = 200): { stop(): void } {
  let growing = true;
  const check = () => {
    const young = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0;
    const grow = young * 2 <= capBytes;
    if (grow !== growing) setFlagsFromString(`--semi-space-growth-factor=${grow ? 2 : 1}`);
    growing = grow;
  };
  check();
  const timer = setInterval(check, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
