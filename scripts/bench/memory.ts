/**
 * Where a binary's memory goes under load: real estimates (live keys, ledger,
 * idempotency) at full load for BENCH_RSS_SECONDS, sampling the server's
 * /proc status (RSS split into anonymous memory and file pages, the latter
 * mostly the executable itself; the split printed is the one at the highest RSS) every 100 ms and V8's heap (and its young
 * generation) from /metrics every second. Prints the maxima and CPU per request for each binary, in one run.
 * With `--full`, each server first goes through the API phases `npm run bench` runs before its RSS
 * phase (POST sandbox, GET one estimate, GET balance: warm-up and measured seconds each, key pools
 * sized as run.ts sizes them for a bare GET of BENCH_BARE_GET/s and a bare POST of BENCH_BARE_POST/s),
 * and RSS is sampled over the real phase only, as there; the smaps split at the highest RSS seen
 * every 2 s (glibc's main heap, the executable's pages, other anonymous memory) is printed too.
 * `--rounds=N` repeats the binaries in alternation.
 *
 *   BENCH_RSS_SECONDS=30 npx tsx scripts/bench/memory.ts [--full] [--rounds=2] [name=path/to/binary ...]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { config, requestsPerKey } from './lib/config.js';
import { keysFor, measure, type Target } from './lib/load.js';
import { binary, ensureBinary, loadAverage, startAppliance } from './lib/processes.js';
import { realText, region, seed } from './lib/seed.js';

const full = process.argv.includes('--full');
const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 1);
const named = process.argv
  .slice(2)
  .filter((a) => a.includes('=') && !a.startsWith('--'))
  .map((a) => a.split('=') as [string, string]);
if (named.length === 0) {
  ensureBinary();
  named.push(['this tree', binary]);
}
const status = (pid: number) => {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(text)?.[1] ?? NaN) / 1024;
  return { rss: mb('VmRSS'), anon: mb('RssAnon'), file: mb('RssFile') };
};
/** Resident memory by kind from /proc/PID/smaps: glibc's main heap, the executable's file pages, other files, other anonymous memory. */
const smaps = (pid: number, executable: string) => {
  const out = { heap: 0, exe: 0, files: 0, anon: 0, total: 0 };
  let kind: keyof typeof out = 'anon';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (head) {
      const name = head[1] ?? '';
      kind = name === '[heap]' ? 'heap' : name === executable ? 'exe' : name.startsWith('/') ? 'files' : 'anon';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) {
      out[kind] += Number(rss[1]) / 1024;
      out.total += Number(rss[1]) / 1024;
    }
  }
  return out;
};
/** Bare rates run.ts would have measured (it sizes key pools from them). */
const bareGet = Number(process.env.BENCH_BARE_GET ?? 25_000);
const barePost = Number(process.env.BENCH_BARE_POST ?? 20_000);
const metric = (text: string, name: string, labels = '(?:\\{[^}]*\\})?') =>
  Number(new RegExp(`^${name}${labels} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / 1024 / 1024;

const dir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
try {
  console.log(
    `load ${loadAverage()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${config.rssSeconds} s of real estimates per binary`,
  );
  for (let round = 0; round < rounds; round++)
    for (const [name, path] of named) {
      const db = join(dir, `${name.replace(/\W/g, '')}-${round}.db`);
      const perPhase = keysFor(bareGet, requestsPerKey);
      const realKeys = full
        ? keysFor(barePost * (config.rssSeconds / (config.warmup + config.seconds)), requestsPerKey)
        : keysFor(3_000, requestsPerKey) * Math.ceil(config.rssSeconds / 7);
      const { keys, testEstimateId } = await seed(db, {
        real: ['live', realKeys],
        ...(full ? { sandbox: ['test', perPhase], get: ['test', perPhase], balance: ['live', perPhase] } : {}),
      } as Record<string, ['test' | 'live', number]>);
      const server = await startAppliance(db, path);
      const pid = server.child.pid!;
      const idle = status(pid);
      const early: string[] = [];
      if (full) {
        const at = (t: Omit<Target, 'url' | 'pid'>): Target => ({ url: server.url, pid, ...t });
        const body = { input: { text: 'sandbox:priced' }, region };
        const phases: [string, Target][] = [
          ['sandbox', at({ method: 'POST', path: '/v1/estimates', keys: keys.sandbox, idempotent: true, body })],
          ['get', at({ path: `/v1/estimates/${testEstimateId}`, keys: keys.get })],
          ['balance', at({ path: '/v1/balance', keys: keys.balance })],
        ];
        for (const [phase, target] of phases) {
          const r = await measure(target);
          early.push(
            `${phase} ${Math.round(r.requestsPerSecond)}/s ${r.cpuMsPerRequest.toFixed(3)} ms, RSS ${status(pid).rss.toFixed(0)} MB`,
          );
        }
      }
      const max = { rss: 0, anon: 0, file: 0, heapTotal: 0, heapUsed: 0, young: 0 };
      let split = { heap: 0, exe: 0, files: 0, anon: 0, total: 0 };
      const sample = setInterval(() => {
        const s = status(pid);
        // The split at the highest RSS: the file pages' own peak is at start, before the executable drops them.
        if (s.rss > max.rss) Object.assign(max, s);
      }, 100);
      const detail = setInterval(() => {
        const s = smaps(pid, path);
        if (s.total > split.total) split = s;
      }, 2000);
      const heap = setInterval(() => {
        void fetch(`${server.url}/metrics`)
          .then((r) => r.text())
          .then(
            (text) => {
              max.heapTotal = Math.max(max.heapTotal, metric(text, 'nodejs_heap_size_total_bytes'));
              max.heapUsed = Math.max(max.heapUsed, metric(text, 'nodejs_heap_size_used_bytes'));
              max.young = Math.max(max.young, metric(text, 'nodejs_heap_space_size_total_bytes', '\\{space="new"\\}'));
            },
            () => undefined,
          );
      }, 1000);
      const load = await measure(
        {
          url: server.url,
          pid,
          method: 'POST',
          path: '/v1/estimates',
          keys: keys.real,
          idempotent: true,
          body: { input: { text: realText }, region },
        },
        config.rssSeconds,
      );
      clearInterval(sample);
      clearInterval(detail);
      clearInterval(heap);
      await server.stop();
      const f = (n: number) => `${n.toFixed(0)} MB`;
      console.log(
        `  ${name.padEnd(12)} idle RSS ${f(idle.rss)} (file ${f(idle.file)}); under load max RSS ${f(max.rss)} = anonymous ${f(max.anon)} + file ${f(max.file)}, V8 heap total ${f(max.heapTotal)}, used ${f(max.heapUsed)}, young generation ${f(max.young)}; ${Math.round(load.requestsPerSecond)}/s, cpu ${load.cpuMsPerRequest.toFixed(3)} ms/request`,
      );
      if (full) {
        console.log(`    before: ${early.join('; ')}`);
        console.log(
          `    smaps at the highest 2 s sample ${f(split.total)}: glibc main heap ${f(split.heap)}, other anonymous ${f(split.anon)}, executable ${f(split.exe)}, other files ${f(split.files)}`,
        );
      }
    }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
