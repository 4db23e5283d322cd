/**
 * The request pipeline's cost, before and after a change, in one run:
 * bare h3 GET and POST (the ceilings) and, for each given binary, POST
 * /v1/estimates sandbox and real, GET /v1/estimates/{id} and GET /v1/balance,
 * in alternating rounds.
 * Prints server CPU per request and the ratios against the bare ceilings
 * measured in the same run (requests per second and CPU, bare / API).
 *
 *   npx tsx scripts/bench/pipeline.ts [name=path/to/binary ...] [rounds=2]
 *   (default: this tree's dist/estimate-appliance, rebuilt when stale)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { config, requestsPerKey } from './lib/config.js';
import { keysFor, measure, type LoadResult, type Target } from './lib/load.js';
import { binary, ensureBinary, startAppliance, startCeiling, roundHeader, withServer } from './lib/processes.js';
import { realText, region, seed } from './lib/seed.js';

const args = process.argv.slice(2);
const rounds = Number(args.find((a) => /^\d+$/.test(a)) ?? 2);
const named = args.filter((a) => a.includes('=')).map((a) => a.split('=') as [string, string]);
if (named.length === 0) {
  ensureBinary();
  named.push(['this tree', binary]);
}

const dir = mkdtempSync(join(tmpdir(), 'bench-pipeline-'));
const body = { input: { text: 'sandbox:priced' }, region };
const phases = ['POST sandbox', 'POST real', 'GET estimate', 'GET balance'] as const;
const sums = new Map<string, { rps: number; cpu: number; n: number }>();
const add = (name: string, r: LoadResult) => {
  const s = sums.get(name) ?? { rps: 0, cpu: 0, n: 0 };
  sums.set(name, { rps: s.rps + r.requestsPerSecond, cpu: s.cpu + r.cpuMsPerRequest, n: s.n + 1 });
  console.log(
    `  ${name.padEnd(32)} ${Math.round(r.requestsPerSecond).toString().padStart(6)}/s  cpu ${r.cpuMsPerRequest.toFixed(3)} ms  ${JSON.stringify(r.statuses)}`,
  );
};

try {
  const perPhase = keysFor(15_000, requestsPerKey);
  // As many keys as run.ts gives its real phase (sized for its RSS minute): each key comes back less
  // often than the key lookup cache's 2 s, as in the full bench.
  const realPerRound = keysFor((15_000 * config.rssSeconds) / (config.warmup + config.seconds), requestsPerKey);
  const dbs = new Map<string, { db: string; keys: Record<string, string[]>; estimateId: string }>();
  for (const [name] of named) {
    const db = join(dir, `${dbs.size}.db`);
    const seeded = await seed(db, {
      sandbox: ['test', perPhase * rounds],
      real: ['live', realPerRound * rounds],
      get: ['test', perPhase * rounds],
      balance: ['live', perPhase * rounds],
    });
    dbs.set(name, { db, keys: seeded.keys, estimateId: seeded.testEstimateId });
  }
  for (let round = 0; round < rounds; round++) {
    console.log(roundHeader(round));
    await withServer(startCeiling(join(dir, `ceiling-${round}.db`)), async (s) => {
      add('bare GET', await measure({ url: s.url, pid: s.child.pid!, path: '/' }));
      add('bare POST', await measure({ url: s.url, pid: s.child.pid!, method: 'POST', path: '/', body }));
    });
    for (const [name, path] of named) {
      const { db, keys, estimateId } = dbs.get(name)!;
      const slice = (pool: string, size = perPhase) => keys[pool]!.slice(round * size, (round + 1) * size);
      await withServer(startAppliance(db, path), async (s) => {
        const at = (t: Omit<Target, 'url' | 'pid'>): Target => ({ url: s.url, pid: s.child.pid!, ...t });
        add(
          `${name}: POST sandbox`,
          await measure(at({ method: 'POST', path: '/v1/estimates', keys: slice('sandbox'), idempotent: true, body })),
        );
        add(
          `${name}: POST real`,
          await measure(
            at({
              method: 'POST',
              path: '/v1/estimates',
              keys: slice('real', realPerRound),
              idempotent: true,
              body: { input: { text: realText }, region },
            }),
          ),
        );
        add(`${name}: GET estimate`, await measure(at({ path: `/v1/estimates/${estimateId}`, keys: slice('get') })));
        add(`${name}: GET balance`, await measure(at({ path: '/v1/balance', keys: slice('balance') })));
      });
    }
  }
  const mean = (name: string) => {
    const s = sums.get(name)!;
    return { rps: s.rps / s.n, cpu: s.cpu / s.n };
  };
  const bare = { GET: mean('bare GET'), POST: mean('bare POST') };
  console.log(
    `\nmeans over ${rounds} rounds (${config.seconds} s each, ${config.connections} connections); ratio = API / bare (req/s), bare CPU / API CPU`,
  );
  console.log(
    `  bare GET ${Math.round(bare.GET.rps)}/s cpu ${bare.GET.cpu.toFixed(3)} ms; bare POST ${Math.round(bare.POST.rps)}/s cpu ${bare.POST.cpu.toFixed(3)} ms`,
  );
  for (const [name] of named) {
    for (const phase of phases) {
      const m = mean(`${name}: ${phase}`);
      const b = phase.startsWith('GET') ? bare.GET : bare.POST;
      console.log(
        `  ${`${name}: ${phase}`.padEnd(32)} ${Math.round(m.rps).toString().padStart(6)}/s  cpu ${m.cpu.toFixed(3)} ms   ${(m.rps / b.rps).toFixed(2)}× req/s  ${(b.cpu / m.cpu).toFixed(2)}× cpu`,
      );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
