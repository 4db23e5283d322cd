/**
 * POST /v1/estimates real alone ("Paint a 12x14 bedroom", live keys, ledger, idempotency), before and
 * after a change, in one run: a bare h3 POST, then per binary the real phase on a fresh server, in
 * alternating rounds (which binary goes first alternates too). Each round's key pool is sized as
 * run.ts sizes its real phase (from the bare POST's rate), so key lookups hit and miss as they do there.
 * Prints server CPU per request by round, the mean and spread, and bare CPU / API CPU.
 *
 *   npx tsx scripts/bench/post-real.ts [name=path/to/binary ...] [rounds=4]
 *   (default: this tree's dist/estimate-appliance, rebuilt when stale)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { config, requestsPerKey } from './lib/config.js';
import { keysFor, measure, type LoadResult } from './lib/load.js';
import { binary, ensureBinary, startAppliance, startCeiling, roundHeader, withServer } from './lib/processes.js';
import { realText, region, seed } from './lib/seed.js';

const args = process.argv.slice(2);
const rounds = Number(args.find((a) => /^\d+$/.test(a)) ?? 4);
const named = args.filter((a) => a.includes('=') && !a.startsWith('--')).map((a) => a.split('=') as [string, string]);
if (named.length === 0) {
  ensureBinary();
  named.push(['this tree', binary]);
}

const dir = mkdtempSync(join(tmpdir(), 'bench-post-real-'));
const runs = new Map<string, LoadResult[]>();
const add = (name: string, r: LoadResult) => {
  runs.set(name, [...(runs.get(name) ?? []), r]);
  console.log(
    `  ${name.padEnd(28)} ${Math.round(r.requestsPerSecond).toString().padStart(6)}/s  cpu ${r.cpuMsPerRequest.toFixed(3)} ms  ${JSON.stringify(r.statuses)}`,
  );
};
const bareBody = { input: { text: 'sandbox:priced' }, region };
const bare = (round: number) =>
  withServer(startCeiling(join(dir, `ceiling-${round}.db`)), async (s) =>
    add('bare POST', await measure({ url: s.url, pid: s.child.pid!, method: 'POST', path: '/', body: bareBody })),
  );

try {
  console.log(roundHeader(0));
  await bare(0);
  // run.ts sizes the real phase's pool for its whole RSS minute from the bare POST's rate.
  const pool = keysFor(
    (runs.get('bare POST')![0]!.requestsPerSecond * config.rssSeconds) / (config.warmup + config.seconds),
    requestsPerKey,
  );
  const dbs = new Map<string, { db: string; keys: string[] }>();
  for (const [name] of named) {
    const db = join(dir, `${dbs.size}.db`);
    dbs.set(name, { db, keys: (await seed(db, { real: ['live', pool * rounds] })).keys.real! });
  }
  for (let round = 0; round < rounds; round++) {
    if (round > 0) {
      console.log(roundHeader(round));
      await bare(round);
    }
    const order = round % 2 === 0 ? named : [...named].reverse();
    for (const [name, path] of order) {
      const { db, keys } = dbs.get(name)!;
      await withServer(startAppliance(db, path), async (s) => {
        add(
          `${name}: POST real`,
          await measure({
            url: s.url,
            pid: s.child.pid!,
            method: 'POST',
            path: '/v1/estimates',
            keys: keys.slice(round * pool, (round + 1) * pool),
            idempotent: true,
            body: { input: { text: realText }, region },
          }),
        );
      });
    }
  }
  const cpu = (name: string) => runs.get(name)!.map((r) => r.cpuMsPerRequest);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const line = (name: string) => {
    const xs = cpu(name);
    return `${name.padEnd(28)} ${xs.map((c) => c.toFixed(3)).join(' / ')}  mean ${mean(xs).toFixed(3)} ms (${Math.min(...xs).toFixed(3)}–${Math.max(...xs).toFixed(3)})`;
  };
  const bareCpu = mean(cpu('bare POST'));
  console.log(`\n${rounds} rounds, ${config.seconds} s each, ${config.connections} connections, ${pool} keys a round; CPU per request`);
  console.log(`  ${line('bare POST')}`);
  for (const [name] of named) {
    const m = mean(cpu(`${name}: POST real`));
    const rps = mean(runs.get(`${name}: POST real`)!.map((r) => r.requestsPerSecond));
    const bareRps = mean(runs.get('bare POST')!.map((r) => r.requestsPerSecond));
    console.log(`  ${line(`${name}: POST real`)}  ${(bareCpu / m).toFixed(3)}× cpu  ${(rps / bareRps).toFixed(3)}× req/s`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
