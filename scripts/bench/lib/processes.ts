/** Server processes of the bench: the appliance binary, the bare h3 ceiling, and what they cost (RSS, start time). */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..', '..', '..');
export const binary = join(root, 'dist', 'estimate-appliance');
/** The server's own environment: no test clock, no inherited database or key settings. */
export const serverEnv = { PATH: process.env.PATH ?? '', TMPDIR: process.env.TMPDIR ?? '/tmp' };

export interface Running {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Runs `work` against a started server and stops the server whatever happens. */
export async function withServer<T>(start: Promise<Running>, work: (server: Running) => Promise<T>): Promise<T> {
  const server = await start;
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

/** Newest modification time under the product's source folders. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds dist/estimate-appliance when missing or older than the sources (so it matches the schema the bench seeds). */
export function ensureBinary(): { built: boolean; seconds: number } {
  const sources = Math.max(...['core', 'adapters', 'appliance'].map((d) => newestSource(join(root, d))));
  if (existsSync(binary) && statSync(binary).mtimeMs > sources) return { built: false, seconds: 0 };
  const started = performance.now();
  try {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-binary.ts'], { cwd: root, stdio: 'inherit' });
  } catch (error) {
    // Sources mid-edit may not build: an older binary still measures, a missing one cannot.
    if (!existsSync(binary)) throw error;
    console.log(`  build failed, measuring the existing (older) binary: ${String(error).split('\n')[0]}`);
    return { built: false, seconds: 0 };
  }
  return { built: true, seconds: (performance.now() - started) / 1000 };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** Spawns a process and resolves with the first URL `pattern` finds in its output (stdout or stderr), then discards the rest. */
function spawnUntil(command: string, args: string[], pattern: RegExp, extraArgs: { cwd?: string } = {}): Promise<Running> {
  const child = spawn(command, args, { env: serverEnv, cwd: extraArgs.cwd ?? root, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let log = '';
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const url = pattern.exec(log)?.[1];
      if (!url) return;
      for (const stream of [child.stdout!, child.stderr!]) stream.removeAllListeners('data').resume();
      child.removeListener('exit', onExit);
      resolve({ url, child, stop: stopper(child) });
    };
    const onExit = (code: number | null) => reject(new Error(`${command} exited ${code}: ${log.slice(-2000)}`));
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', onExit);
  });
}

/**
 * The appliance binary serving `db` on a free port (access log on stderr, discarded).
 * With BENCH_PROFILE=<dir>, the sources run under `node --cpu-prof` instead and each
 * server writes a .cpuprofile there when stopped (read it with lib/profile-top.ts).
 */
export function startAppliance(db: string, executable = binary): Promise<Running> {
  const serve = ['serve', '--port', '0', '--host', '127.0.0.1', '--db', db];
  const profile = process.env.BENCH_PROFILE;
  const [command, args] = profile
    ? [process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profile}`, '--import', 'tsx', join(root, 'appliance', 'main.ts'), ...serve]]
    : [executable, serve];
  return spawnUntil(command, args, /"message":"serving".*?"url":"(http:\/\/[^"]+)"/);
}

/** The ceilings: bare h3 v2 on node:http (GET, POST, POST + one SQLite row in `db`), in their own Node process. */
export function startCeiling(db: string): Promise<Running> {
  return spawnUntil(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'ceiling-server.ts'), db],
    /^listening (http:\/\/\S+)$/m,
  );
}

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU time (user + system) a process has used so far, in ms (Linux /proc). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the command name: state is field 3, utime 14 and stime 15 (1-based over the whole line).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** Resident set size of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : NaN;
}

/** Samples a process's RSS every `everyMs` until `stop()`, which returns the maximum seen. */
export function sampleRss(pid: number, everyMs = 100): { stop(): number } {
  let max = rssMb(pid);
  const timer = setInterval(() => {
    try {
      max = Math.max(max, rssMb(pid));
    } catch {
      /* the process ended */
    }
  }, everyMs);
  return { stop: () => (clearInterval(timer), max) };
}

export function loadAverage(): number[] {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);
}

/** "round 2 (load 1.9 1.7 2.4)": the header of one round of an alternating bench. */
export function roundHeader(round: number): string {
  return `round ${round + 1} (load ${loadAverage()
    .map((l) => l.toFixed(1))
    .join(' ')})`;
}
