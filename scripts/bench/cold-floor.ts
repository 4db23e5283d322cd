/**
 * How far down a cold start can go at all with h3 v2 as a Node 20 single executable: alternating
 * runs, to the first 200, of a bare `node -e` http server, a minimal executable serving from
 * node:http alone, the same executable serving one h3 route (scripts/bench/lib/h3-floor-entry.ts:
 * the floor any h3 server pays: Node's web classes, node:http, h3 and srvx), and the appliance
 * binaries given as name=path (a new database each run, as cold.ts). Medians of wall and CPU time.
 *
 *   npx tsx scripts/bench/cold-floor.ts [name=path/to/binary ...] [runs=11]
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once, serveArgs } from './lib/cold-start.js';
import { loadAverage, serverEnv } from './lib/processes.js';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 11);
const named = args.filter((a) => a.includes('=')).map((a) => a.split('=') as [string, string]);
const require = createRequire(import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'bench-cold-floor-'));

/** The minimal executable: esbuild bundle, SEA blob with a startup snapshot, injected into a copy of this node. */
async function buildFloor(): Promise<string> {
  const bundle = join(dir, 'floor.cjs');
  await build({
    entryPoints: [join(import.meta.dirname, 'lib', 'h3-floor-entry.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: bundle,
    logLevel: 'warning',
  });
  const blob = join(dir, 'floor.blob');
  writeFileSync(
    join(dir, 'sea.json'),
    JSON.stringify({ main: bundle, output: blob, disableExperimentalSEAWarning: true, useSnapshot: true }),
  );
  execFileSync(process.execPath, ['--experimental-sea-config', join(dir, 'sea.json')], { stdio: 'pipe' });
  const executable = join(dir, 'floor');
  copyFileSync(process.execPath, executable);
  const fuse = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';
  execFileSync(process.execPath, [require.resolve('postject/dist/cli.js'), executable, 'NODE_SEA_BLOB', blob, '--sentinel-fuse', fuse], {
    stdio: 'pipe',
  });
  return executable;
}

try {
  const floor = await buildFloor();
  type Kind = [name: string, command: string, args: (port: number) => string[], path: string, env: Record<string, string>];
  const kinds: Kind[] = [
    [
      'bare node -e',
      process.execPath,
      (p) => ['-e', `require('node:http').createServer((q, s) => s.end('ok')).listen(${p}, '127.0.0.1')`],
      '/',
      serverEnv,
    ],
    ['SEA, node:http', floor, (p) => [String(p)], '/', { ...serverEnv, FLOOR_MODE: 'http' }],
    ['SEA, h3 floor', floor, (p) => [String(p)], '/readyz', serverEnv],
    ...named.map(([name, path]): Kind => [name, path, serveArgs(dir), '/readyz', serverEnv]),
  ];
  console.log(
    `load ${loadAverage()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${runs} rounds, one run of each kind per round`,
  );
  const results = new Map<string, Array<{ ms: number; cpuMs: number }>>();
  for (let i = 0; i < runs; i++)
    for (const [name, command, argsOf, path, env] of kinds)
      results.set(name, [...(results.get(name) ?? []), await once(command, argsOf, path, env)]);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const bare = results.get('bare node -e')!;
  const bareMs = median(bare.map((r) => r.ms));
  const bareCpu = median(bare.map((r) => r.cpuMs));
  for (const [name, list] of results) {
    const ms = median(list.map((r) => r.ms));
    const cpu = median(list.map((r) => r.cpuMs));
    console.log(
      `  ${name.padEnd(16)} ${ms.toFixed(0).padStart(4)} ms (${(ms / bareMs).toFixed(2)}×), cpu ${cpu.toFixed(1).padStart(6)} ms (${(cpu / bareCpu).toFixed(2)}×)`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
