/**
 * Cold start: spawn the binary's `serve` on a fresh database and time until
 * GET /readyz answers 200, against a bare `node -e` http server spawned and
 * polled the same way (the floor: starting a Node process at all).
 */
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { binary, freePort, serverEnv } from './processes.js';

/**
 * CPU time of a process so far, to the microsecond: the sum of its threads' on-CPU nanoseconds
 * (/proc/PID/task/TID/schedstat). /proc/PID/stat counts 10 ms ticks, too coarse for a 30 ms start.
 */
export function cpuMsPrecise(pid: number): number {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return ns / 1e6;
}

const answers200 = (port: number, path: string) =>
  new Promise<boolean>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.end();
  });

/** Wall time to the first 200, and the CPU time the process had used by then (robust on a busy machine). */
export async function once(
  command: string,
  args: (port: number) => string[],
  path: string,
  env: Record<string, string> = serverEnv,
): Promise<{ ms: number; cpuMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command, args(port), { env, stdio: 'ignore' });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} exited ${child.exitCode} before answering`);
      if (await answers200(port, path)) return { ms: performance.now() - started, cpuMs: cpuMsPrecise(child.pid!) };
      await new Promise((r) => setTimeout(r, 2));
    }
  } finally {
    await new Promise<void>((resolve) =>
      child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')),
    );
  }
}

/** `serve` on a new database file each time: migrations and the key file are part of every start. */
export const serveArgs = (dir: string) => (port: number) => [
  'serve',
  '--port',
  String(port),
  '--host',
  '127.0.0.1',
  '--db',
  join(dir, `cold-${Math.random().toString(36).slice(2)}.db`),
];

const median = (runs: number[]) => [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
const bareNode = (port: number) => ['-e', `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`];

export interface ColdStart {
  medianMs: number;
  runsMs: number[];
  bareMedianMs: number;
  bareRunsMs: number[];
  ratio: number;
  /** Median CPU time used until the first 200, the binary and the bare server. */
  cpuMedianMs: number;
  bareCpuMedianMs: number;
  cpuRatio: number;
}

/** Alternating runs of the binary (a new database each time: migrations and key file included) and the bare server. */
export async function coldStart(dir: string, runs: number, executable = binary): Promise<ColdStart> {
  const app: Array<{ ms: number; cpuMs: number }> = [];
  const bare: Array<{ ms: number; cpuMs: number }> = [];
  for (let i = 0; i < runs; i++) {
    app.push(await once(executable, serveArgs(dir), '/readyz'));
    bare.push(await once(process.execPath, bareNode, '/'));
  }
  const runsMs = app.map((r) => r.ms);
  const bareRunsMs = bare.map((r) => r.ms);
  const medianMs = median(runsMs);
  const bareMedianMs = median(bareRunsMs);
  const cpuMedianMs = median(app.map((r) => r.cpuMs));
  const bareCpuMedianMs = median(bare.map((r) => r.cpuMs));
  return {
    medianMs,
    runsMs,
    bareMedianMs,
    bareRunsMs,
    ratio: medianMs / bareMedianMs,
    cpuMedianMs,
    bareCpuMedianMs,
    cpuRatio: cpuMedianMs / bareCpuMedianMs,
  };
}
