/**
 * Signed webhook deliveries per second through the whole path (queue in
 * SQLite, claim, address check, sign, POST, log the attempt), against a bare
 * undici client sending the same number of POSTs, 16 at a time, to the same
 * HTTPS receiver. The appliance delivers to four endpoints of that receiver
 * (its limit is 4 in flight per endpoint, 16 in all), so both sides have 16
 * requests in flight. Every sender and the receiver run in their own process
 * (lib/delivery-sender.ts, lib/https-sink.mjs), so each CPU figure is that
 * sender's alone. Rounds alternate (bare, then each source tree) and ratios use
 * the means, as other work on the machine comes and goes.
 *
 * Before/after in one run: pass `name=/path/to/source-tree` arguments (a tree
 * with this repository's layout and node_modules, e.g. main's commit unpacked
 * with `git archive`); default: this tree, as `now`. The tree named `now` (or
 * the last one) gives the headline figures; every tree is printed under `trees`.
 * Run: npx tsx scripts/bench/deliveries.ts [events=2000] [rounds=2] [endpoints=4] [name=tree ...]
 */
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { makeThrowawayCa } from '../../test/support/throwaway-ca.js';

/** The issue 14 target: signed deliveries at 0.6× the bare client or better. */
export const deliveryTarget = 0.6;

const args = process.argv.slice(2);
const numbers = args.filter((a) => !a.includes('='));
const events = Number(numbers[0] ?? 2000);
const rounds = Number(numbers[1] ?? 2);
const endpointCount = Number(numbers[2] ?? 4);
const root = fileURLToPath(new URL('../..', import.meta.url));
const named = args.filter((a) => a.includes('=')).map((a) => a.split('=', 2) as [string, string]);
const trees: Array<[string, string]> = named.length ? named.map(([n, p]) => [n, resolve(p)]) : [['now', root]];

const dir = mkdtempSync(join(tmpdir(), 'bench-deliveries-'));
await makeThrowawayCa(dir);

const sink = spawn(
  process.execPath,
  [new URL('./lib/https-sink.mjs', import.meta.url).pathname, join(dir, 'server.pem'), join(dir, 'server.key')],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const port = await new Promise<number>((resolve) => sink.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))));
const url = `https://127.0.0.1:${port}/hook`;

interface Round {
  seconds: number;
  cpuMs: number;
  count: number;
}

/** A sender process: `round()` runs one round in it and answers its figures. */
async function sender(...mode: string[]) {
  const child: ChildProcessByStdio<Writable, Readable, null> = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'scripts/bench/lib/delivery-sender.ts'),
      url,
      join(dir, 'ca.pem'),
      String(events),
      String(endpointCount),
      ...mode,
    ],
    { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => {
    const line = await lines.next();
    if (line.done) throw new Error(`sender ${mode.join(' ')} ended early`);
    return line.value;
  };
  if ((await next()) !== 'ready') throw new Error(`sender ${mode.join(' ')} did not start`);
  return {
    async round(): Promise<Round> {
      child.stdin.write('round\n');
      return JSON.parse(await next()) as Round;
    },
    stop(): Promise<unknown> {
      child.stdin.end();
      return new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

const bare = await sender('bare');
const senders = await Promise.all(trees.map(([, path]) => sender('tree', path)));

// Warm every path (connections, JIT) before measuring.
await bare.round();
for (const s of senders) await s.round();
const bareRuns: Round[] = [];
const treeRuns: Round[][] = trees.map(() => []);
for (let r = 0; r < rounds; r++) {
  bareRuns.push(await bare.round());
  for (const [i, s] of senders.entries()) treeRuns[i]!.push(await s.round());
}

const perSecond = (runs: Round[]) => runs.reduce((n, r) => n + r.count, 0) / runs.reduce((n, r) => n + r.seconds, 0);
const cpuPer = (runs: Round[]) => runs.reduce((n, r) => n + r.cpuMs, 0) / runs.reduce((n, r) => n + r.count, 0);
const figures = trees.map(([name, path], i) => {
  const runs = treeRuns[i]!;
  return {
    name,
    path,
    delivered: runs.reduce((n, r) => n + r.count, 0),
    signed_deliveries_per_second: Math.round(perSecond(runs)),
    ratio_to_baseline: Number((perSecond(runs) / perSecond(bareRuns)).toFixed(2)),
    cpu_ms_per_delivery: Number(cpuPer(runs).toFixed(3)),
    cpu_ratio_to_baseline: Number((cpuPer(runs) / cpuPer(bareRuns)).toFixed(2)),
  };
});
const first = figures.find((f) => f.name === 'now') ?? figures.at(-1)!;
console.log(
  JSON.stringify(
    {
      events,
      rounds,
      endpoints: endpointCount,
      load_average: loadavg().map((n) => Number(n.toFixed(2))),
      delivered: first.delivered,
      baseline_posts_per_second: Math.round(perSecond(bareRuns)),
      signed_deliveries_per_second: first.signed_deliveries_per_second,
      ratio_to_baseline: first.ratio_to_baseline,
      baseline_cpu_ms_per_post: Number(cpuPer(bareRuns).toFixed(3)),
      cpu_ms_per_delivery: first.cpu_ms_per_delivery,
      target_ratio: deliveryTarget,
      pass: first.ratio_to_baseline >= deliveryTarget,
      trees: figures,
    },
    null,
    2,
  ),
);

await Promise.all([bare, ...senders].map((s) => s.stop()));
sink.kill();
rmSync(dir, { recursive: true, force: true });
