/**
 * The two cached reads alone, before and after a change, in one run: bare h3 GET, then per binary
 * GET /v1/estimates/{id} and GET /v1/balance, each phase on a fresh server, in alternating rounds.
 * Prints server CPU per request (the figure load distorts least) and the ratios against the bare GET
 * of the same rounds. With `--rate=N` every phase is driven at N requests a second instead of as
 * fast as the server answers (CPU per request then does not depend on how many requests share an
 * event-loop turn, which on a shared machine depends on what else runs).
 *
 *   npx tsx scripts/bench/reads.ts [name=path/to/binary ...] [rounds=3] [--rate=1500]
 *   (default: this tree's dist/estimate-appliance, rebuilt when stale)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { config, requestsPerKey } from './lib/config.js';
import { keysFor, measure, type LoadResult } from './lib/load.js';
import { binary, ensureBinary, startAppliance, startCeiling, roundHeader, withServer } from './lib/processes.js';
import { seed } from './lib/seed.js';

const args = process.argv.slice(2);
const rounds = Number(args.find((a) => /^\d+$/.test(a)) ?? 3);
const rate = Number(args.find((a) => a.startsWith('--rate='))?.slice('--rate='.length) ?? 0) || undefined;
const named = args.filter((a) => a.includes('=') && !a.startsWith('--')).map((a) => a.split('=') as [string, string]);
if (named.length === 0) {
  ensureBinary();
  named.push(['this tree', binary]);
}

const dir = mkdtempSync(join(tmpdir(), 'bench-reads-'));
const phases = ['GET estimate', 'GET balance'] as const;
const runs = new Map<string, LoadResult[]>();
const add = (name: string, r: LoadResult) => {
  runs.set(name, [...(runs.get(name) ?? []), r]);
  console.log(
    `  ${name.padEnd(28)} ${Math.round(r.requestsPerSecond).toString().padStart(6)}/s  cpu ${r.cpuMsPerRequest.toFixed(3)} ms  ${JSON.stringify(r.statuses)}`,
  );
};

try {
  const perPhase = keysFor(rate ?? 15_000, requestsPerKey);
  const dbs = new Map<string, { db: string; keys: Record<string, string[]>; estimateId: string }>();
  for (const [name] of named) {
    const db = join(dir, `${dbs.size}.db`);
    const seeded = await seed(db, { get: ['test', perPhase * rounds], balance: ['live', perPhase * rounds] });
    dbs.set(name, { db, keys: seeded.keys, estimateId: seeded.testEstimateId });
  }
  for (let round = 0; round < rounds; round++) {
    console.log(roundHeader(round));
    await withServer(startCeiling(join(dir, `ceiling-${round}.db`)), async (s) => {
      add('bare GET', await measure({ url: s.url, pid: s.child.pid!, path: '/', rate }));
    });
    // Alternate which binary goes first, so neither always follows the ceiling.
    const order = round % 2 === 0 ? named : [...named].reverse();
    for (const phase of phases) {
      for (const [name, path] of order) {
        const { db, keys, estimateId } = dbs.get(name)!;
        const pool = phase === 'GET estimate' ? 'get' : 'balance';
        const slice = keys[pool]!.slice(round * perPhase, (round + 1) * perPhase);
        const url = phase === 'GET estimate' ? `/v1/estimates/${estimateId}` : '/v1/balance';
        await withServer(startAppliance(db, path), async (s) => {
          add(`${name}: ${phase}`, await measure({ url: s.url, pid: s.child.pid!, path: url, keys: slice, rate }));
        });
      }
    }
  }
  const cpu = (name: string) => runs.get(name)!.map((r) => r.cpuMsPerRequest);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const bare = mean(cpu('bare GET'));
  console.log(
    `\n${rounds} rounds, ${config.seconds} s each, ${config.connections} connections, ${rate ? `${rate}/s` : 'saturated'}; CPU per request by round, mean, bare CPU / API CPU`,
  );
  console.log(
    `  ${'bare GET'.padEnd(28)} ${cpu('bare GET')
      .map((c) => c.toFixed(3))
      .join(' / ')}  mean ${bare.toFixed(3)} ms`,
  );
  for (const phase of phases)
    for (const [name] of named) {
      const xs = cpu(`${name}: ${phase}`);
      console.log(
        `  ${`${name}: ${phase}`.padEnd(28)} ${xs.map((c) => c.toFixed(3)).join(' / ')}  mean ${mean(xs).toFixed(3)} ms  ${(bare / mean(xs)).toFixed(2)}×`,
      );
    }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
