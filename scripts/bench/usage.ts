/**
 * Usage analytics bench: 90 days of heavy traffic for one account (30 routes,
 * ~5.4 M requests through the real record → flush path), some neighbour
 * accounts in the same table, then GET /usage query latency by day and by
 * route over 90 days, record() cost per call and flush throughput.
 * Figures only, no assertions: `npx tsx scripts/bench/usage.ts`.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSqliteStorage } from '../../adapters/sqlite/storage.js';
import { createTestClock, systemClock } from '../../adapters/system/clock.js';
import { createJsonLogger } from '../../adapters/system/logger.js';
import { createUsageRecorder, type UsageEntry } from '../../core/usage/recorder.js';
import { createUsage } from '../../core/usage/service.js';

const DAYS = 90;
const ROUTES = 30;
const PER_ROUTE_DAY = 2_000;
const NEIGHBOURS = 10;
const dayMs = 86_400_000;

const dir = mkdtempSync(join(tmpdir(), 'usage-bench-'));
const storage = createSqliteStorage(join(dir, 'bench.db'));
const logger = createJsonLogger({ silent: true });
const routes = Array.from(
  { length: ROUTES },
  (_, i) => `${i % 3 === 0 ? 'POST' : 'GET'} /v1/bench/route_${String(i).padStart(2, '0')}/:id`,
);

// Log-normal latencies around 40 ms with a slow 3% tail, precomputed so the loop measures the recorder.
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const latencies = Float64Array.from({ length: 65_536 }, () => {
  const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return random() < 0.03 ? 800 + 400 * random() : Math.exp(Math.log(40) + 0.8 * normal);
});

const start = Date.parse('2026-08-26T00:00:00Z');
const clock = createTestClock(new Date(start));
const recorder = createUsageRecorder({
  storage,
  clock,
  logger,
  options: { flushAt: Number.MAX_SAFE_INTEGER, intervalMs: 2 ** 31 - 1, maxBuffered: Number.MAX_SAFE_INTEGER },
});

async function fill(accountId: string, perRouteDay: number) {
  const scope = { accountId, environment: 'live' as const };
  let recorded = 0;
  let flushMs = 0;
  for (let d = 0; d < DAYS; d++) {
    clock.set(new Date(start + d * dayMs + 43_200_000));
    for (let r = 0; r < ROUTES; r++) {
      const route = routes[r]!;
      for (let i = 0; i < perRouteDay; i++, recorded++) {
        const latencyMs = latencies[recorded & 65_535]!;
        recorder.record({ scope, keyId: 'key_bench', route, status: recorded % 50 === 0 ? 500 : 200, latencyMs });
      }
    }
    const t = performance.now();
    await recorder.flush(); // one day of this account: 60 k entries, 30 rows, one transaction
    flushMs += performance.now() - t;
  }
  return { recorded, flushMs };
}

const heavy = await fill('acct_heavy', PER_ROUTE_DAY);
for (let n = 0; n < NEIGHBOURS; n++) await fill(`acct_neighbour_${n}`, 50);

// record() alone, as served: the system clock and the default recorder (a flush per 1,000 entries, not timed).
const timing = createUsageRecorder({ storage, clock: systemClock, logger });
const entry: UsageEntry = {
  scope: { accountId: 'acct_timing', environment: 'live' },
  keyId: 'key_t',
  route: routes[0]!,
  status: 200,
  latencyMs: 12.5,
};
const BATCHES = 1_000;
const BATCH = 1_000;
let recordTotalNs = 0;
let timedFlushMs = 0;
for (let b = -100; b < BATCHES; b++) {
  // the first 100 batches warm the JIT up
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < BATCH; i++) timing.record(entry);
  if (b >= 0) recordTotalNs += Number(process.hrtime.bigint() - t0);
  const f0 = performance.now();
  await timing.flush();
  if (b >= 0) timedFlushMs += performance.now() - f0;
}
const CALLS = BATCHES * BATCH;
const recordNs = recordTotalNs / CALLS;

const usage = createUsage({ storage, clock, logger });
const scope = { accountId: 'acct_heavy', environment: 'live' as const };
const to = new Date(start + (DAYS - 1) * dayMs).toISOString().slice(0, 10);
const from = new Date(start).toISOString().slice(0, 10);
async function time(groupBy: 'day' | 'route') {
  const runs: number[] = [];
  let rows = 0;
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    const body = await usage.query(scope, { from, to, group_by: groupBy });
    runs.push(performance.now() - t);
    rows = body.data.length;
    if (i === 0 && groupBy === 'day') console.log(`  totals: ${JSON.stringify(body.totals)}`);
  }
  runs.sort((a, b) => a - b);
  const reads: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    await storage.readUsage(scope, from, to);
    reads.push(performance.now() - t);
  }
  reads.sort((a, b) => a - b);
  return `${groupBy.padEnd(5)} ${rows} rows out: median ${runs[15]!.toFixed(2)} ms, max ${runs.at(-1)!.toFixed(2)} ms (30 runs; of which reading the ${ROUTES * DAYS} stored rows: median ${reads[15]!.toFixed(2)} ms)`;
}

const stored = storage.db.prepare('SELECT count(*) AS n, sum(length(latency)) AS bytes FROM usage_daily').get() as {
  n: number;
  bytes: number;
};
console.log(
  `usage bench: ${heavy.recorded.toLocaleString('en')} requests for one account (${ROUTES} routes × ${DAYS} days), ${NEIGHBOURS} neighbour accounts`,
);
console.log(
  `  stored rows: ${stored.n} (${(stored.bytes / stored.n).toFixed(0)} histogram bytes per row), db ${(statSync(join(dir, 'bench.db')).size / 1e6).toFixed(1)} MB + WAL`,
);
console.log(
  `  flush (aggregate + one transaction per 60 k entries): ${(heavy.recorded / (heavy.flushMs / 1000) / 1e6).toFixed(2)} M entries/s, ${(heavy.flushMs / DAYS).toFixed(1)} ms per flush`,
);
console.log(
  `  record(): ${recordNs.toFixed(0)} ns per call (${CALLS.toLocaleString('en')} calls); a default 1,000-entry flush (1 row upserted): ${(timedFlushMs / BATCHES).toFixed(2)} ms`,
);
console.log(`  GET /usage over ${DAYS} days:`);
console.log(`  ${await time('day')}`);
console.log(`  ${await time('route')}`);

storage.close();
rmSync(dir, { recursive: true, force: true });
