import { execFile, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBinary } from '../../scripts/build-binary.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'estimate-binary-'));
const runDir = join(dir, 'run');
const binary = join(runDir, 'estimate-appliance');
// No node on PATH and nothing from this machine's environment: the file must carry everything.
const env = { PATH: '/nonexistent', HOME: runDir };

async function cli(...args: string[]) {
  const { stdout } = await run(binary, args, { env, cwd: runDir });
  return stdout;
}
const admin = async (...args: string[]) => JSON.parse(await cli('admin', ...args, '--db', 'data/app.db'));

/** KB resident of the executable's last read-only mapping (the SEA blob), polled until under 1 MB or 15 s. */
async function blobResidentKb(pid: number): Promise<number> {
  let kb = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 150 && kb >= 1024; i++) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const mappings = readFileSync(`/proc/${pid}/smaps`, 'utf8').split(/\n(?=[0-9a-f]+-)/);
    const blob = mappings.filter((m) => / r--p /.test(m.split('\n')[0]!) && m.split('\n')[0]!.endsWith(binary)).at(-1);
    kb = Number(/\nRss:\s+(\d+) kB/.exec(blob ?? '')?.[1] ?? Number.POSITIVE_INFINITY);
  }
  return kb;
}

describe('single executable (Linux x64)', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  beforeAll(async () => {
    // Built beside, then copied alone into an empty directory (no node_modules next to it).
    const built = await buildBinary(join(dir, 'build', 'estimate-appliance'));
    mkdirSync(runDir);
    copyFileSync(built, binary);
  }, 180_000);

  it('answers --version and --help', async () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect((await cli('--version')).trim()).toBe(version);
    expect(await cli('--help')).toContain('admin backup --to FILE');
  });

  it('administers, serves a priced estimate with a live key, stops on SIGTERM, backs up', async () => {
    const account = await admin('account', 'create', '--name', 'Acme', '--email', 'ops@acme.test', '--terms-accepted');
    const live = await admin('key', 'create', '--account', account.id, '--env', 'live');
    // Each process starts from the same build-time heap (startup snapshot): its randomness must still be its own.
    const other = await admin('key', 'create', '--account', account.id, '--env', 'live');
    expect(other.key).not.toBe(live.key);
    expect(other.key.slice(-16)).not.toBe(live.key.slice(-16));
    expect((await admin('credits', 'grant', '--account', account.id, '--credits', '50')).available_credits).toBe(50);

    const server = spawn(binary, ['serve', '--port', '0', '--db', 'data/app.db'], { env, cwd: runDir, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    let log = '';
    server.stderr.on('data', (chunk) => (log += chunk));
    const url = await new Promise<string>((resolve, reject) => {
      server.stderr.on('data', () => {
        const line = log.split('\n').find((l) => l.includes('"message":"serving"'));
        if (line) resolve((JSON.parse(line) as { url: string }).url);
      });
      void exited.then(() => reject(new Error(log)));
    });

    const answer = await fetch(`${url}/v1/estimates`, {
      method: 'POST',
      headers: { authorization: `Bearer ${live.key}`, 'idempotency-key': 'binary-test-1', 'content-type': 'application/json' },
      // "friends" reaches the fuzzy reading, which reads the English word lists the executable carries inside.
      body: JSON.stringify({ input: { text: 'My friends recommended you. Paint the walls of a 12x14 bedroom' }, region: 'US-CA' }),
    });
    expect(answer.status).toBe(200);
    expect((await answer.json()) as { status: string }).toMatchObject({ status: 'priced', task: { trade: 'painting' } });
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    // prom-client is loaded after the start (appliance/ops/metrics.ts), from inside the bundle; requests count from the first.
    const metrics = await (await fetch(`${url}/metrics`)).text();
    expect(metrics).toMatch(/^estimate_http_requests_total\{method="POST",route="\/v1\/estimates",status="200"\} 1$/m);
    expect(metrics).toContain('# TYPE nodejs_heap_size_used_bytes gauge');
    // Once serving, the start-up pages of the file are dropped (appliance/sea/memory.ts): the SEA blob
    // (the snapshot, already copied into the heap; 13 MB resident after the start) leaves RSS.
    expect(await blobResidentKb(server.pid!)).toBeLessThan(1024);
    // The API reference and its renderer come from inside the file (a SEA asset), not from node_modules or a CDN.
    expect((await fetch(`${url}/docs`)).status).toBe(200);
    const renderer = await fetch(`${url}/docs/redoc.standalone.js`);
    expect(renderer.status).toBe(200);
    expect(await renderer.text()).toBe(readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8'));

    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(log).toContain('"message":"stopped"');
    expect(log).not.toContain(live.key);

    const backup = await admin('backup', '--to', 'app-backup.db');
    expect(backup.pages).toBeGreaterThan(0);
    expect(existsSync(join(runDir, 'app-backup.db'))).toBe(true);
  });
});
