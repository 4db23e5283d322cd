/**
 * Operator figures (`npx tsx scripts/bench/ops.ts`):
 * 1. `estimate-appliance ci` time to ready: spawn the bundled CLI (as npm installs it)
 *    until its KEY=value lines are printed, median of BENCH_CI_RUNS runs; `node -e ''`
 *    in the same run is the baseline (the Node start alone).
 * 2. `/metrics` scrape cost with BENCH_METRICS_ATTEMPTS delivery attempts on record,
 *    against the same scrape on an empty table, and against the per-scrape
 *    `COUNT(*) ... GROUP BY status` the appliance used to run (the old way, as a baseline).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';
import { createJsonLogger } from '../../adapters/system/logger.js';
import { startAppliance } from '../../appliance/server.js';

const runs = Number(process.env.BENCH_CI_RUNS ?? 7);
const attempts = Number(process.env.BENCH_METRICS_ATTEMPTS ?? 1_000_000);
const dir = mkdtempSync(join(process.cwd(), 'test-artifacts', 'bench-ops-'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timeToLines(command: string, args: string[], until: string | null): Promise<number> {
  const started = process.hrtime.bigint();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] });
  if (until !== null) {
    for await (const line of createInterface({ input: child.stdout })) if (line.startsWith(until)) break;
  } else {
    await new Promise((resolve) => child.once('exit', resolve));
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (child.exitCode === null) child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
  return ms;
}

async function ciReady() {
  const cli = join(dir, 'dist', 'cli.js');
  await build({
    entryPoints: ['appliance/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: cli,
    logLevel: 'warning',
  });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'estimate-appliance', version: '0.0.0', type: 'module' }));
  const ready: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < runs; i++) {
    ready.push(await timeToLines(process.execPath, [cli, 'ci', '--port', '0'], 'ESTIMATE_LIVE_CREDITS='));
    bare.push(await timeToLines(process.execPath, ['-e', ''], null));
  }
  return { ready: median(ready), bare: median(bare) };
}

async function scrapeCost() {
  const app = await startAppliance({
    db: join(dir, 'metrics.db'),
    port: 0,
    host: '127.0.0.1',
    sweepSeconds: 0,
    logger: createJsonLogger({ silent: true }),
  });
  const db = app.storage.db!;
  const scrape = async () => {
    const started = process.hrtime.bigint();
    await (await fetch(`${app.url}/metrics`)).text();
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  const measure = async (f: () => Promise<number> | number) => {
    const xs: number[] = [];
    for (let i = 0; i < 21; i++) xs.push(await f());
    return median(xs);
  };
  await measure(scrape); // warm-up: JIT and first-use costs out of the figures
  const empty = await measure(scrape);
  const insert = db.prepare(
    'INSERT INTO delivery_attempts (id, event_id, endpoint_id, attempt, status, response_status, error, created_at, duration_ms) VALUES (?, ?, ?, 1, ?, 200, NULL, ?, 5)',
  );
  db.transaction(() => {
    for (let i = 0; i < attempts; i++)
      insert.run(`del_${i}`, `evt_${i % 50_000}`, `whe_${i % 100}`, i % 10 === 0 ? 'failed' : 'succeeded', i);
  })();
  // The insert blocked the loop past the keep-alive timeout: the first request may meet a closed socket.
  await scrape().catch(() => undefined);
  const full = await measure(scrape);
  const old = db.prepare('SELECT status, COUNT(*) AS n FROM delivery_attempts GROUP BY status ORDER BY status');
  const oldWay = await measure(() => {
    const started = process.hrtime.bigint();
    old.all();
    return Number(process.hrtime.bigint() - started) / 1e6;
  });
  await app.close();
  return { empty, full, oldWay };
}

try {
  const ci = await ciReady();
  console.log(
    `ci ready (median of ${runs}): ${ci.ready.toFixed(0)} ms; bare node start: ${ci.bare.toFixed(0)} ms; ratio ${(ci.ready / ci.bare).toFixed(1)}x`,
  );
  const m = await scrapeCost();
  console.log(
    `/metrics scrape (median of 21): ${m.empty.toFixed(2)} ms on an empty table, ${m.full.toFixed(2)} ms with ${attempts} delivery attempts (ratio ${(m.full / m.empty).toFixed(2)}x)`,
  );
  console.log(`the old per-scrape COUNT(*) GROUP BY status over ${attempts} attempts alone: ${m.oldWay.toFixed(1)} ms of event loop`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
