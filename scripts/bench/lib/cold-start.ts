/** Binary cold start: spawn `serve` on a fresh database and time until GET /healthz answers 200. */
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { binary, freePort, serverEnv } from './processes.js';

const healthy = (port: number) => new Promise<boolean>((resolve) => {
  const req = request({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res) => {
    res.resume();
    resolve(res.statusCode === 200);
  });
  req.on('error', () => resolve(false));
  req.end();
});

async function once(dir: string, run: number): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(binary, ['serve', '--port', String(port), '--host', '127.0.0.1', '--db', join(dir, `cold-${run}.db`)], { env: serverEnv, stdio: 'ignore' });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`serve exited ${child.exitCode} before answering`);
      if (await healthy(port)) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 2));
    }
  } finally {
    await new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))));
  }
}

/** Milliseconds of each run (a new database every time: migrations and key file included), and their median. */
export async function coldStart(dir: string, runs: number): Promise<{ medianMs: number; runsMs: number[] }> {
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i++) runsMs.push(await once(dir, i));
  const sorted = [...runsMs].sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)]!, runsMs };
}
