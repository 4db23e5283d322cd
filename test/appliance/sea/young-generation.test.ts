import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'young-generation-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const module = join(import.meta.dirname, '../../../appliance/sea/young-generation.ts');

/**
 * The largest young generation (MB) a Node process reaches while allocating as a busy server
 * does (most objects die young, some live on; the event loop turns between short bursts, as
 * between requests), capped at `capMb` or left to V8 (0). Its own process: V8 flags are process-wide.
 */
async function largestYoungGeneration(capMb: number, withWorker = false): Promise<number> {
  const script = join(dir, `allocate-${capMb}-${withWorker}.mts`);
  writeFileSync(
    script,
    `import { getHeapSpaceStatistics } from 'node:v8';
import { capYoungGeneration } from ${JSON.stringify(module)};
import { Worker } from 'node:worker_threads';
if (${capMb} > 0) capYoungGeneration(${capMb} * 1024 * 1024);
let worker: Worker | null = null;
const kept: unknown[] = [];
let largest = 0;
for (let round = 0; round < 1000; round++) {
  // A second isolate started once the cap holds the space (as the SQLite checkpoint worker starts a second into load).
  if (${withWorker} && round === 300) worker = new Worker('setInterval(() => {}, 1000)', { eval: true });
  for (let i = 0; i < 5_000; i++) {
    const o = { id: round * 1e6 + i, text: 'x' + i, list: [i, i + 1] };
    if (i % 50 === 0) kept.push(o);
  }
  if (kept.length > 20_000) kept.splice(0, 10_000);
  largest = Math.max(largest, getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')!.space_size);
  // The next burst as soon as the event loop has turned, as under full load.
  await new Promise((resolve) => setImmediate(resolve));
}
process.stdout.write(String(largest / 1024 / 1024));
await worker?.terminate();
`,
  );
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script], { cwd: join(import.meta.dirname, '../../..') });
  return Number(stdout);
}

describe('young generation cap (single executable)', () => {
  it('keeps the young generation within the cap where V8 alone grows it past', async () => {
    // 8 MB, the executable's cap: checked only every 200 ms it let the space grow to 32 MB here.
    const [free, capped] = await Promise.all([largestYoungGeneration(0), largestYoungGeneration(8)]);
    expect(free).toBeGreaterThan(8);
    expect(capped).toBeLessThanOrEqual(8);
    expect(capped).toBeGreaterThan(0);
  }, 60_000);

  it('keeps the cap when a worker thread starts after it (a new isolate resets V8 flags)', async () => {
    expect(await largestYoungGeneration(8, true)).toBeLessThanOrEqual(8);
  }, 60_000);
});
