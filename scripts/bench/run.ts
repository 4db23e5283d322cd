/**
 * `npm run bench` (issue 14): the API against bare h3 ceilings answering the
 * same ~1.1 KB JSON, in one run, with server CPU per request for every figure:
 * POST sandbox and real vs a bare POST (and vs a bare POST that inserts one
 * SQLite row), GET one estimate and the balance vs a bare GET, filtered lists
 * at 1M vs 1k rows, binary cold start vs a bare `node -e` server, and RSS over
 * 60 s of real estimates. Servers run in their own processes (the built
 * binary); autocannon drives them from this one. Figures go to stdout and
 * bench/results.json. Settings: scripts/bench/README.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { coldStart } from './lib/cold-start.js';
import { config, requestsPerKey } from './lib/config.js';
import { deliveries } from './lib/deliveries.js';
import { drive, keysFor, measure, type LoadResult, type Target } from './lib/load.js';
import { ensureBinary, loadAverage, root, sampleRss, startAppliance, startCeiling, withServer } from './lib/processes.js';
import { fmt, printTable, type Check } from './lib/report.js';
import { fillEstimates, realText, region, seed } from './lib/seed.js';

const log = (line: string) => console.log(line);
const show = (name: string, r: LoadResult) =>
  log(
    `  ${name.padEnd(40)} ${fmt.rps(r.requestsPerSecond).padStart(9)}  cpu ${fmt.cpu(r.cpuMsPerRequest)}/req  p50 ${fmt.ms(r.p50Ms)}  p99 ${fmt.ms(r.p99Ms)}  statuses ${JSON.stringify(r.statuses)}${r.errors ? `  errors ${r.errors}` : ''}`,
  );

const loadStart = loadAverage();
const startedAt = new Date().toISOString();
log(
  `bench: ${cpus().length} CPUs, load average ${loadStart.join(' ')}${loadStart[0]! > 1 ? ' (> 1: other processes are busy, figures are lower than on an idle machine)' : ''}`,
);
log(`  ${config.connections} connections, ${config.warmup} s warm-up + ${config.seconds} s per phase`);
const build = ensureBinary();
if (build.built) log(`  built dist/estimate-appliance in ${build.seconds.toFixed(1)} s`);
const dir = mkdtempSync(join(tmpdir(), 'estimate-bench-'));

try {
  const body = { input: { text: 'sandbox:priced' }, region };
  // Ceilings: bare h3 answering the same JSON (GET, POST, POST + one SQLite row), in their own process.
  const ceilings = async (when: string) =>
    withServer(startCeiling(join(dir, `ceiling-${when}.db`)), async (s) => {
      const at = (t: Omit<Target, 'url' | 'pid'>): Target => ({ url: s.url, pid: s.child.pid!, ...t });
      const get = await measure(at({ path: '/' }));
      show(`bare h3 GET (${when})`, get);
      const post = await measure(at({ method: 'POST', path: '/', body }));
      show(`bare h3 POST (${when})`, post);
      const insert = await measure(at({ method: 'POST', path: '/insert', body }));
      show(`bare h3 POST + SQLite insert (${when})`, insert);
      return { get, post, insert };
    });
  const before = await ceilings('before');

  // The API: POST sandbox and real, GET one estimate, GET balance; RSS over the real phase.
  const perPhase = keysFor(before.get.requestsPerSecond, requestsPerKey);
  const rssKeys = keysFor(before.post.requestsPerSecond * (config.rssSeconds / (config.warmup + config.seconds)), requestsPerKey);
  const mainDb = join(dir, 'main.db');
  const { keys, testEstimateId } = await seed(mainDb, {
    sandbox: ['test', perPhase],
    real: ['live', rssKeys],
    get: ['test', perPhase],
    balance: ['live', perPhase],
  });
  const api = await withServer(startAppliance(mainDb), async (s) => {
    const at = (t: Omit<Target, 'url' | 'pid'>): Target => ({ url: s.url, pid: s.child.pid!, ...t });
    const sandbox = await measure(at({ method: 'POST', path: '/v1/estimates', keys: keys.sandbox, idempotent: true, body }));
    show('POST /v1/estimates sandbox', sandbox);
    const getOne = await measure(at({ path: `/v1/estimates/${testEstimateId}`, keys: keys.get }));
    show('GET /v1/estimates/{id}', getOne);
    const balance = await measure(at({ path: '/v1/balance', keys: keys.balance }));
    show('GET /v1/balance', balance);
    const rss = sampleRss(s.child.pid!);
    const realTarget = at({
      method: 'POST',
      path: '/v1/estimates',
      keys: keys.real,
      idempotent: true,
      body: { input: { text: realText }, region },
    });
    const real = await measure(realTarget);
    show('POST /v1/estimates real', real);
    await drive(realTarget, config.rssSeconds - config.warmup - config.seconds);
    const rssMaxMb = rss.stop();
    log(`  server RSS over ${config.rssSeconds} s of real estimates at full load: max ${rssMaxMb.toFixed(0)} MB`);
    return { sandbox, real, getOne, balance, rssMaxMb };
  });
  // The real phase's answers were persisted and paid for (warm-up included).
  const check = new Database(mainDb, { readonly: true });
  const stored = check
    .prepare(`SELECT (SELECT count(*) FROM estimates WHERE environment = 'live') AS live_estimates,
    (SELECT sum(initial_credits - remaining_credits) FROM credit_lots) AS credits_spent`)
    .get() as { live_estimates: number; credits_spent: number };
  check.close();
  log(`  persisted after the real phase: ${stored.live_estimates} live estimates, ${stored.credits_spent} credits spent (10 each)`);

  // Filtered lists with 1k and 1M stored estimates (filled straight through SQL): a status only one row has,
  // and the oldest day (both scan the whole account without an index).
  const list = async (rows: number) => {
    const db = join(dir, `list-${rows}.db`);
    const { keys: listKeys } = await seed(db, { status: ['live', perPhase], dates: ['live', perPhase] }, { estimates: 1 });
    const fillSeconds = fillEstimates(db, rows);
    const sqlite = new Database(db, { readonly: true });
    const oldest = new Date(sqlite.prepare("SELECT min(created_at) FROM estimates WHERE environment = 'live'").pluck().get() as number)
      .toISOString()
      .slice(0, 10);
    sqlite.close();
    const result = await withServer(startAppliance(db), async (s) => {
      const status = await measure({
        url: s.url,
        pid: s.child.pid!,
        path: '/v1/estimates?limit=20&status=needs_detail',
        keys: listKeys.status,
      });
      show(`GET /v1/estimates?status= ${rows.toLocaleString('en-US')} rows`, status);
      const dates = await measure({
        url: s.url,
        pid: s.child.pid!,
        path: `/v1/estimates?limit=20&from=${oldest}&to=${oldest}`,
        keys: listKeys.dates,
      });
      show(`GET /v1/estimates?from=&to= ${rows.toLocaleString('en-US')} rows`, dates);
      return { status, dates };
    });
    log(`    (filled ${rows.toLocaleString('en-US')} rows in ${fillSeconds.toFixed(1)} s)`);
    rmSync(db, { force: true });
    return { rows, fillSeconds, ...result };
  };
  const small = await list(config.smallRows);
  const big = await list(config.bigRows);

  const after = await ceilings('after');
  const mean = (pick: (c: typeof before) => LoadResult) => ({
    rps: (pick(before).requestsPerSecond + pick(after).requestsPerSecond) / 2,
    cpu: (pick(before).cpuMsPerRequest + pick(after).cpuMsPerRequest) / 2,
  });
  const bare = { get: mean((c) => c.get), post: mean((c) => c.post), insert: mean((c) => c.insert) };
  log(
    `  ceilings used for ratios (mean of before and after): GET ${fmt.rps(bare.get.rps)}, POST ${fmt.rps(bare.post.rps)}, POST + insert ${fmt.rps(bare.insert.rps)}`,
  );

  // Webhook deliveries (scripts/bench/deliveries.ts in its own process).
  const hooks = deliveries(config.deliveryEvents);
  log(
    `  webhook deliveries: ${fmt.rps(hooks.signed_deliveries_per_second)} signed (bare undici ${fmt.rps(hooks.baseline_posts_per_second)}, ratio ${hooks.ratio_to_baseline}); CPU ${hooks.cpu_ms_per_delivery} ms per delivery vs ${hooks.baseline_cpu_ms_per_post} ms per bare POST`,
  );

  // Binary cold start to the first 200 from /readyz, against a bare `node -e` server.
  const cold = await coldStart(dir, config.coldStartRuns);
  log(
    `  cold start: median ${fmt.ms(cold.medianMs)} (runs ${cold.runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms); bare node ${fmt.ms(cold.bareMedianMs)} (${cold.bareRunsMs.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
  );

  const vs = (r: LoadResult, top: { rps: number; cpu: number }) => r.requestsPerSecond / top.rps;
  const cell = (r: LoadResult, top: { rps: number; cpu: number }) =>
    `${fmt.x(vs(r, top))} (${fmt.rps(r.requestsPerSecond)}; cpu ${fmt.cpu(r.cpuMsPerRequest)} vs ${fmt.cpu(top.cpu)})`;
  const slower = (smallR: LoadResult, bigR: LoadResult) => smallR.requestsPerSecond / bigR.requestsPerSecond;
  const listCell = (smallR: LoadResult, bigR: LoadResult) =>
    `${fmt.x(slower(smallR, bigR))} (${fmt.rps(bigR.requestsPerSecond)} vs ${fmt.rps(smallR.requestsPerSecond)}; cpu ${fmt.cpu(bigR.cpuMsPerRequest)} vs ${fmt.cpu(smallR.cpuMsPerRequest)}; p50 ${fmt.ms(bigR.p50Ms)} vs ${fmt.ms(smallR.p50Ms)})`;
  const checks: Check[] = [
    { figure: 'bare h3 GET (mean)', value: `${fmt.rps(bare.get.rps)}; cpu ${fmt.cpu(bare.get.cpu)}`, target: '-', pass: null },
    { figure: 'bare h3 POST (mean)', value: `${fmt.rps(bare.post.rps)}; cpu ${fmt.cpu(bare.post.cpu)}`, target: '-', pass: null },
    {
      figure: 'bare h3 POST + SQLite insert',
      value: `${fmt.rps(bare.insert.rps)}; cpu ${fmt.cpu(bare.insert.cpu)}`,
      target: '-',
      pass: null,
    },
    {
      figure: 'POST sandbox vs bare POST',
      value: cell(api.sandbox, bare.post),
      target: '≥ 0.30×',
      pass: vs(api.sandbox, bare.post) >= 0.3,
    },
    { figure: 'POST sandbox vs POST + insert', value: cell(api.sandbox, bare.insert), target: '-', pass: null },
    { figure: 'POST real vs bare POST', value: cell(api.real, bare.post), target: '≥ 0.20×', pass: vs(api.real, bare.post) >= 0.2 },
    { figure: 'POST real vs POST + insert', value: cell(api.real, bare.insert), target: '-', pass: null },
    {
      figure: 'GET /v1/estimates/{id} vs bare GET',
      value: cell(api.getOne, bare.get),
      target: '≥ 0.6×',
      pass: vs(api.getOne, bare.get) >= 0.6,
    },
    { figure: 'GET /v1/balance vs bare GET', value: cell(api.balance, bare.get), target: '≥ 0.6×', pass: vs(api.balance, bare.get) >= 0.6 },
    {
      figure: `list ?status= ${big.rows.toLocaleString('en-US')} vs ${small.rows.toLocaleString('en-US')} rows (time)`,
      value: listCell(small.status, big.status),
      target: '≤ 1.5×',
      pass: slower(small.status, big.status) <= 1.5,
    },
    {
      figure: `list ?from=&to= ${big.rows.toLocaleString('en-US')} vs ${small.rows.toLocaleString('en-US')} rows (time)`,
      value: listCell(small.dates, big.dates),
      target: '≤ 1.5×',
      pass: slower(small.dates, big.dates) <= 1.5,
    },
    {
      figure: 'binary cold start vs bare node -e (median)',
      value: `${fmt.x(cold.ratio)} (${fmt.ms(cold.medianMs)} vs ${fmt.ms(cold.bareMedianMs)}; cpu ${fmt.ms(cold.cpuMedianMs)} vs ${fmt.ms(cold.bareCpuMedianMs)}, ${fmt.x(cold.cpuRatio)})`,
      target: '≤ 1.6×',
      pass: cold.ratio <= 1.6,
    },
    {
      figure: `server RSS, ${config.rssSeconds} s of real estimates (max)`,
      value: `${api.rssMaxMb.toFixed(0)} MB`,
      target: '≤ 150 MB',
      pass: api.rssMaxMb <= 150,
    },
    {
      figure: 'webhook deliveries vs bare undici POST',
      value: `${fmt.x(hooks.ratio_to_baseline)} (${fmt.rps(hooks.signed_deliveries_per_second)}; cpu ${hooks.cpu_ms_per_delivery} ms vs ${hooks.baseline_cpu_ms_per_post} ms per bare POST)`,
      target: `≥ ${hooks.target_ratio}×`,
      pass: hooks.pass,
    },
  ];
  const loadEnd = loadAverage();
  printTable(checks);
  log(
    `\nload average at start ${loadStart.join(' ')}, at end ${loadEnd.join(' ')}${loadStart[0]! > 1 ? ' — the machine was busy (load > 1)' : ''}`,
  );

  const results = {
    started_at: startedAt,
    machine: {
      cpus: cpus().length,
      node: process.version,
      load_average_start: loadStart,
      load_average_end: loadEnd,
      busy: loadStart[0]! > 1,
    },
    settings: {
      seconds: config.seconds,
      warmup_seconds: config.warmup,
      connections: config.connections,
      rss_seconds: config.rssSeconds,
      keys_per_phase: perPhase,
    },
    ceilings: { before, after, mean: bare },
    post_sandbox: { ...api.sandbox, ratio: vs(api.sandbox, bare.post), ratio_to_insert: vs(api.sandbox, bare.insert) },
    post_real: { ...api.real, ratio: vs(api.real, bare.post), ratio_to_insert: vs(api.real, bare.insert), stored },
    get_estimate: { ...api.getOne, ratio: vs(api.getOne, bare.get) },
    get_balance: { ...api.balance, ratio: vs(api.balance, bare.get) },
    list: { small, big, status_ratio: slower(small.status, big.status), dates_ratio: slower(small.dates, big.dates) },
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
