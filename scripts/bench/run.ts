/**
 * `npm run bench` (issue 7): HTTP throughput against a bare h3 ceiling, list
 * latency at 1k and 1M stored estimates, webhook deliveries, binary cold start
 * and server RSS under load. Servers run in their own processes (the built
 * binary); autocannon drives them from this one. Figures go to stdout and
 * bench/results.json. Settings: BENCH_SECONDS, BENCH_WARMUP, BENCH_CONNECTIONS,
 * BENCH_LIST_ROWS, BENCH_COLD_RUNS, BENCH_DELIVERY_EVENTS (scripts/bench/README.md).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { coldStart } from './lib/cold-start.js';
import { config, requestsPerKey } from './lib/config.js';
import { deliveries } from './lib/deliveries.js';
import { keysFor, measure, type LoadResult, type Target } from './lib/load.js';
import { ensureBinary, loadAverage, root, sampleRss, startAppliance, startCeiling, type Running } from './lib/processes.js';
import { fmt, printTable, type Check } from './lib/report.js';
import { fillEstimates, realText, region, seed } from './lib/seed.js';

const log = (line: string) => console.log(line);
const show = (name: string, r: LoadResult) =>
  log(`  ${name.padEnd(34)} ${fmt.rps(r.requestsPerSecond).padStart(9)}  p50 ${fmt.ms(r.p50Ms)}  p99 ${fmt.ms(r.p99Ms)}  statuses ${JSON.stringify(r.statuses)}${r.errors ? `  errors ${r.errors}` : ''}`);

async function withServer<T>(start: Promise<Running>, body: (server: Running) => Promise<T>): Promise<T> {
  const server = await start;
  try {
    return await body(server);
  } finally {
    await server.stop();
  }
}

const loadStart = loadAverage();
const startedAt = new Date().toISOString();
log(`bench: ${cpus().length} CPUs, load average ${loadStart.join(' ')}${loadStart[0]! > 1 ? ' (> 1: other processes are busy, figures are lower than on an idle machine)' : ''}`);
log(`  ${config.connections} connections, ${config.warmup} s warm-up + ${config.seconds} s per phase`);
const build = ensureBinary();
if (build.built) log(`  built dist/estimate-appliance in ${build.seconds.toFixed(1)} s`);
const dir = mkdtempSync(join(tmpdir(), 'estimate-bench-'));

try {
  // 1. Ceiling: a bare h3 JSON endpoint in its own process.
  // Measured before and after the API phases; ratios use the mean of both (other processes may come and go).
  const ceilingRun = async (when: string) => {
    const result = await withServer(startCeiling(), (s) => measure({ url: s.url, path: '/' }));
    show(`ceiling (bare h3), ${when}`, result);
    return result;
  };
  const ceilingBefore = await ceilingRun('before');

  // 2–4, 8. The API: /v1/me, sandbox and real estimates, RSS during the real phase.
  const perPhase = keysFor(ceilingBefore.requestsPerSecond, requestsPerKey);
  const mainDb = join(dir, 'main.db');
  const { keys } = await seed(mainDb, { me: ['test', perPhase], sandbox: ['test', perPhase], real: ['live', perPhase] });
  const api = await withServer(startAppliance(mainDb), async (s) => {
    const me = await measure({ url: s.url, path: '/v1/me', keys: keys.me });
    show('GET /v1/me', me);
    const sandbox = await measure({ url: s.url, method: 'POST', path: '/v1/estimates', keys: keys.sandbox, idempotent: true, body: { input: { text: 'sandbox:priced' }, region } });
    show('POST /v1/estimates sandbox', sandbox);
    const rss = sampleRss(s.child.pid!);
    const real = await measure({ url: s.url, method: 'POST', path: '/v1/estimates', keys: keys.real, idempotent: true, body: { input: { text: realText }, region } });
    const rssMaxMb = rss.stop();
    show('POST /v1/estimates real', real);
    log(`  server RSS during the real phase: max ${rssMaxMb.toFixed(0)} MB`);
    return { me, sandbox, real, rssMaxMb };
  });
  // The real phase's answers were persisted and paid for (warm-up included).
  const check = new Database(mainDb, { readonly: true });
  const stored = check.prepare(`SELECT (SELECT count(*) FROM estimates WHERE environment = 'live') AS live_estimates,
    (SELECT sum(initial_credits - remaining_credits) FROM credit_lots) AS credits_spent`).get() as { live_estimates: number; credits_spent: number };
  check.close();
  log(`  persisted after the real phase (warm-up included): ${stored.live_estimates} live estimates, ${stored.credits_spent} credits spent`);

  // 5. List latency with 1k and 1M stored estimates (filled straight through SQL).
  const list = async (rows: number) => {
    const db = join(dir, `list-${rows}.db`);
    const { keys: listKeys } = await seed(db, { list: ['live', perPhase] }, { estimates: 1 });
    const fillSeconds = fillEstimates(db, rows);
    const result = await withServer(startAppliance(db), (s) => measure({ url: s.url, path: '/v1/estimates?limit=20', keys: listKeys.list }));
    show(`GET /v1/estimates ${rows.toLocaleString('en-US')} rows`, result);
    log(`    (filled ${rows.toLocaleString('en-US')} rows in ${fillSeconds.toFixed(1)} s)`);
    rmSync(db, { force: true });
    return { rows, fillSeconds, ...result };
  };
  const small = await list(config.smallRows);
  const big = await list(config.bigRows);

  const ceilingAfter = await ceilingRun('after');
  const top = (ceilingBefore.requestsPerSecond + ceilingAfter.requestsPerSecond) / 2;
  log(`  ceiling used for ratios: ${fmt.rps(top)} (mean of before and after)`);
  for (const [name, r] of [['GET /v1/me', api.me], ['POST sandbox', api.sandbox], ['POST real', api.real], ['list 1k', small], ['list big', big]] as const) {
    log(`    ${name}: ${fmt.pct(r.requestsPerSecond / top)} of ceiling`);
  }

  // 6. Webhook deliveries (scripts/bench/deliveries.ts in its own process).
  const hooks = deliveries(config.deliveryEvents);
  log(`  webhook deliveries: ${fmt.rps(hooks.signed_deliveries_per_second)} signed (bare undici ${fmt.rps(hooks.baseline_posts_per_second)}, ratio ${hooks.ratio_to_baseline}); CPU ${hooks.cpu_ms_per_delivery} ms per delivery vs ${hooks.baseline_cpu_ms_per_post} ms per bare POST`);

  // 7. Binary cold start to the first 200 from /healthz.
  const cold = await coldStart(dir, config.coldStartRuns);
  log(`  cold start: median ${fmt.ms(cold.medianMs)} (runs ${cold.runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms)`);

  const ratio = (r: LoadResult) => r.requestsPerSecond / top;
  const p50x = big.p50Ms / small.p50Ms;
  const p99x = big.p99Ms / small.p99Ms;
  const checks: Check[] = [
    { figure: 'ceiling: bare h3 GET / (mean)', value: `${fmt.rps(top)} (${fmt.rps(ceilingBefore.requestsPerSecond)} before, ${fmt.rps(ceilingAfter.requestsPerSecond)} after)`, target: '-', pass: null },
    { figure: 'GET /v1/me', value: `${fmt.rps(api.me.requestsPerSecond)} (${fmt.pct(ratio(api.me))})`, target: '-', pass: null },
    { figure: 'POST /v1/estimates sandbox', value: `${fmt.rps(api.sandbox.requestsPerSecond)} (${fmt.pct(ratio(api.sandbox))})`, target: '≥ 50% of ceiling', pass: ratio(api.sandbox) >= 0.5 },
    { figure: 'POST /v1/estimates real', value: `${fmt.rps(api.real.requestsPerSecond)} (${fmt.pct(ratio(api.real))})`, target: '≥ 30% of ceiling', pass: ratio(api.real) >= 0.3 },
    { figure: `list p50 ${big.rows.toLocaleString('en-US')} vs ${small.rows.toLocaleString('en-US')}`, value: `${fmt.ms(big.p50Ms)} vs ${fmt.ms(small.p50Ms)} (${fmt.x(p50x)})`, target: '≤ 2×', pass: p50x <= 2 },
    { figure: `list p99 ${big.rows.toLocaleString('en-US')} vs ${small.rows.toLocaleString('en-US')}`, value: `${fmt.ms(big.p99Ms)} vs ${fmt.ms(small.p99Ms)} (${fmt.x(p99x)})`, target: '≤ 2×', pass: p99x <= 2 },
    { figure: `list throughput ${big.rows.toLocaleString('en-US')} rows`, value: `${fmt.rps(big.requestsPerSecond)} (${fmt.pct(ratio(big))})`, target: '-', pass: null },
    { figure: `fill ${big.rows.toLocaleString('en-US')} rows (SQL)`, value: `${big.fillSeconds.toFixed(1)} s`, target: 'minutes', pass: big.fillSeconds < 600 },
    { figure: 'webhook deliveries vs bare undici', value: `${fmt.rps(hooks.signed_deliveries_per_second)} (${hooks.ratio_to_baseline}×; ${hooks.cpu_ms_per_delivery} ms CPU each)`, target: `≥ ${hooks.target_ratio}×`, pass: hooks.pass },
    { figure: 'binary cold start (median)', value: fmt.ms(cold.medianMs), target: '≤ 300 ms', pass: cold.medianMs <= 300 },
    { figure: 'server RSS under load (max)', value: `${api.rssMaxMb.toFixed(0)} MB`, target: '≤ 200 MB', pass: api.rssMaxMb <= 200 },
  ];
  const loadEnd = loadAverage();
  printTable(checks);
  log(`\nload average at start ${loadStart.join(' ')}, at end ${loadEnd.join(' ')}${loadStart[0]! > 1 ? ' — the machine was busy (load > 1)' : ''}`);

  const phase = (r: LoadResult) => ({ ...r, ratio_to_ceiling: Number(ratio(r).toFixed(3)) });
  const results = {
    started_at: startedAt,
    machine: { cpus: cpus().length, node: process.version, load_average_start: loadStart, load_average_end: loadEnd, busy: loadStart[0]! > 1 },
    settings: { seconds: config.seconds, warmup_seconds: config.warmup, connections: config.connections, keys_per_phase: perPhase },
    ceiling: { before: ceilingBefore, after: ceilingAfter, mean_requests_per_second: top },
    me: phase(api.me),
    post_sandbox: phase(api.sandbox),
    post_real: { ...phase(api.real), stored },
    list: { small: phase(small), big: phase(big), p50_ratio: p50x, p99_ratio: p99x },
    deliveries: hooks,
    cold_start: cold,
    rss_max_mb: api.rssMaxMb,
    checks,
  };
  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  log('written bench/results.json');
  if (checks.some((c) => c.pass === false)) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
