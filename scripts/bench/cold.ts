/**
 * Cold start of one or more binaries against a bare `node -e` http server in the
 * same run (scripts/bench/lib/cold-start.ts): medians of wall time and CPU time
 * to the first 200 from /readyz, and the RSS of a started server left idle for 2 s (after the
 * executable has dropped its start-up pages, appliance/sea/memory.ts).
 *
 *   npx tsx scripts/bench/cold.ts [name=path/to/binary ...] [runs=9]
 *   (default: this tree's dist/estimate-appliance, rebuilt when stale)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { coldStart, type ColdStart } from './lib/cold-start.js';
import { binary, ensureBinary, loadAverage, rssMb, startAppliance } from './lib/processes.js';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 9);
const named = args.filter((a) => a.includes('=')).map((a) => a.split('=') as [string, string]);
if (named.length === 0) {
  ensureBinary();
  named.push(['this tree', binary]);
}
const dir = mkdtempSync(join(tmpdir(), 'bench-cold-'));
try {
  console.log(
    `load ${loadAverage()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${runs} runs each, alternating with a bare node -e server`,
  );
  // Rounds of one run per binary, so every binary sees the same stretch of machine load.
  const results = new Map<string, ColdStart[]>(named.map(([name]) => [name, []]));
  for (let i = 0; i < runs; i++) for (const [name, path] of named) results.get(name)!.push(await coldStart(dir, 1, path));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  // The bare server's runs of the whole run pooled: one floor for every binary (its own rounds' floor swings too).
  const all = [...results.values()].flat();
  const pooled = { ms: median(all.map((x) => x.bareMedianMs)), cpu: median(all.map((x) => x.bareCpuMedianMs)) };
  console.log(`  bare node -e (all ${all.length} runs): ${pooled.ms.toFixed(0)} ms, cpu ${pooled.cpu.toFixed(1)} ms`);
  for (const [name, path] of named) {
    const r = results.get(name)!;
    const ms = median(r.map((x) => x.medianMs));
    const bare = median(r.map((x) => x.bareMedianMs));
    const cpu = median(r.map((x) => x.cpuMedianMs));
    const bareCpu = median(r.map((x) => x.bareCpuMedianMs));
    const server = await startAppliance(join(dir, `idle-${name.replace(/\W/g, '')}.db`), path);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = rssMb(server.child.pid!);
    await server.stop();
    console.log(
      `  ${name.padEnd(12)} ${ms.toFixed(0)} ms vs bare ${bare.toFixed(0)} ms: ${(ms / bare).toFixed(2)}× (pooled ${(ms / pooled.ms).toFixed(2)}×); cpu ${cpu.toFixed(1)} ms vs ${bareCpu.toFixed(1)} ms: ${(cpu / bareCpu).toFixed(2)}× (pooled ${(cpu / pooled.cpu).toFixed(2)}×); idle RSS ${idle.toFixed(0)} MB`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
