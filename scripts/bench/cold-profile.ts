/**
 * Where a cold start's milliseconds go, from the executable itself: builds a
 * profiling variant of the binary (scripts/bench/lib/cold-profile-entry.ts: same
 * bundle, same startup snapshot), starts it `runs` times on a new database until
 * /readyz answers 200, and prints medians of Node's start-up milestones, of the
 * sampled time per bundled source module (self time, from the bundle's
 * `// path` markers) and per Node internal, and of the inclusive time of the
 * start's named steps.
 *
 *   npx tsx scripts/bench/cold-profile.ts [runs=7] [rows=25]
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBinary } from '../build-binary.js';
import { once, serveArgs } from './lib/cold-start.js';
import { serverEnv } from './lib/processes.js';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [runs = 7, rows = 25] = process.argv.slice(2).map(Number);
const dir = mkdtempSync(join(tmpdir(), 'bench-cold-profile-'));
/** Steps of a start, by function name (inclusive time: the step and what it calls). */
const steps = [
  'runBinary',
  'loadEmbeddedSqlite',
  'startAppliance',
  'compose',
  'openDatabase',
  'migrate',
  'loadEncryptionKeys',
  'createEstimateService',
  'createApiApp',
  'loadCatalogFiles',
];

try {
  const bundle = join(dir, 'bundle.cjs');
  const executable = await buildBinary(join(dir, 'estimate-appliance-profiled'), {
    entry: join(import.meta.dirname, 'lib', 'cold-profile-entry.ts'),
    bundleCopy: bundle,
  });
  // Bundle line → source module, from esbuild's `// path/to/module.ts` markers.
  const markers: Array<[number, string]> = [];
  readFileSync(bundle, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const m = /^\/\/ ((?:node_modules\/)?[\w@./-]+\.(?:[cm]?js|ts|json))$/.exec(line);
      if (m) markers.push([i, m[1]!.replace(/^node_modules\//, '')]);
    });
  const moduleAt = (line: number) => {
    let lo = 0;
    let hi = markers.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (markers[mid]![0] <= line) lo = mid;
      else hi = mid - 1;
    }
    const marker = markers[lo];
    return marker && marker[0] <= line ? marker[1] : '(bundle prelude)';
  };

  const profiles = join(dir, 'profiles');
  mkdirSync(profiles);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await once(executable, serveArgs(dir), '/readyz', { ...serverEnv, ESTIMATE_COLD_PROFILE: profiles });
    wall.push(r.ms);
    cpu.push(r.cpuMs);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));

  const bySource = new Map<string, number[]>();
  const inclusive = new Map<string, number[]>();
  const byStep = new Map<string, number[]>();
  const milestones = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, run: number, ms: number) => {
    const list = map.get(key) ?? Array.from({ length: runs }, () => 0);
    list[run] = (list[run] ?? 0) + ms;
    map.set(key, list);
  };
  const files = readdirSync(profiles).filter((f) => f.endsWith('.cpuprofile'));
  files.forEach((file, run) => {
    const marks = JSON.parse(readFileSync(join(profiles, file.replace('.cpuprofile', '.json')), 'utf8')) as Record<string, number>;
    for (const [name, at] of Object.entries(marks)) add(milestones, name, run, at);
    const profile = JSON.parse(readFileSync(join(profiles, file), 'utf8')) as Profile;
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    // The samples taken while the profile is being stopped (the inspector's own work) are left out.
    const stopping = new Set(
      profile.nodes.filter((n) => n.callFrame.functionName === 'post' && n.callFrame.url === 'node:inspector').map((n) => n.id),
    );
    profile.samples.forEach((leaf, i) => {
      for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) if (stopping.has(id)) return;
      const ms = profile.timeDeltas[i]! / 1000;
      const frame = byId.get(leaf)!.callFrame;
      const source = frame.url.startsWith('node:')
        ? frame.url
        : frame.url === ''
          ? `(${frame.functionName || 'native'})`.replace(/^\(\((.*)\)\)$/, '($1)')
          : moduleAt(frame.lineNumber);
      add(bySource, source, run, ms);
      const names = new Set<string>();
      const frames = new Set<string>();
      for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
        const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
        names.add(functionName);
        frames.add(`${functionName || '(anonymous)'} ${url.startsWith('node:') || url === '' ? url : moduleAt(lineNumber)}`);
      }
      for (const frame of frames) add(inclusive, frame, run, ms);
      for (const step of steps) if (names.has(step)) add(byStep, step, run, ms);
    });
  });
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const f = (ms: number) => `${ms.toFixed(1).padStart(7)} ms`;
  console.log(`${files.length} profiled starts; wall to first 200 median ${f(median(wall))}, cpu ${f(median(cpu))}`);
  console.log('\nNode milestones (ms since the process started):');
  for (const [name, list] of milestones) console.log(`${f(median(list))}  ${name}`);
  console.log('\nsteps (inclusive, median of sampled time):');
  for (const step of steps) console.log(`${f(median(byStep.get(step) ?? [0]))}  ${step}`);
  console.log(`\nself time by source (median; top ${rows}):`);
  for (const [name, list] of [...bySource].sort((a, b) => median(b[1]) - median(a[1])).slice(0, rows))
    console.log(`${f(median(list))}  ${name}`);
  console.log(`\ninclusive time by function (median; top ${rows}):`);
  for (const [name, list] of [...inclusive].sort((a, b) => median(b[1]) - median(a[1])).slice(0, rows))
    console.log(`${f(median(list))}  ${name}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
