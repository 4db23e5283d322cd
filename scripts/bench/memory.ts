/**
 * Where a binary's memory goes under load: real estimates (live keys, ledger,
 * idempotency) at full load for BENCH_RSS_SECONDS, sampling the server's
 * /proc status (RSS split into anonymous memory and file pages, the latter
 * mostly the executable itself; the split printed is the one at the highest RSS) every 100 ms and V8's heap (and its young
 * generation) from /metrics every second. Prints the maxima and CPU per request for each binary, in one run.
 *
 *   BENCH_RSS_SECONDS=30 npx tsx scripts/bench/memory.ts [name=path/to/binary ...]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { config, requestsPerKey } from './lib/config.js';
import { keysFor, measure } from './lib/load.js';
import { binary, ensureBinary, loadAverage, startAppliance } from './lib/processes.js';
import { realText, region, seed } from './lib/seed.js';

const named = process.argv
  .slice(2)
  .filter((a) => a.includes('='))
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
const metric = (text: string, name: string, labels = '(?:\\{[^}]*\\})?') =>
  Number(new RegExp(`^${name}${labels} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / 1024 / 1024;

const dir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
try {
  console.log(
    `load ${loadAverage()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${config.rssSeconds} s of real estimates per binary`,
  );
  for (const [name, path] of named) {
    const db = join(dir, `${name.replace(/\W/g, '')}.db`);
    const { keys } = await seed(db, { real: ['live', keysFor(3_000, requestsPerKey) * Math.ceil(config.rssSeconds / 7)] });
    const server = await startAppliance(db, path);
    const pid = server.child.pid!;
    const idle = status(pid);
    const max = { rss: 0, anon: 0, file: 0, heapTotal: 0, heapUsed: 0, young: 0 };
    const sample = setInterval(() => {
      const s = status(pid);
      // The split at the highest RSS: the file pages' own peak is at start, before the executable drops them.
      if (s.rss > max.rss) Object.assign(max, s);
    }, 100);
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
    clearInterval(heap);
    await server.stop();
    const f = (n: number) => `${n.toFixed(0)} MB`;
    console.log(
      `  ${name.padEnd(12)} idle RSS ${f(idle.rss)} (file ${f(idle.file)}); under load max RSS ${f(max.rss)} = anonymous ${f(max.anon)} + file ${f(max.file)}, V8 heap total ${f(max.heapTotal)}, used ${f(max.heapUsed)}, young generation ${f(max.young)}; ${Math.round(load.requestsPerSecond)}/s, cpu ${load.cpuMsPerRequest.toFixed(3)} ms/request`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
