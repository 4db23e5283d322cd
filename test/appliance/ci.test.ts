import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../core/webhooks/signer.js';

const run = promisify(execFile);
const root = process.cwd();
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
// The bundle lives inside the repository so its imports resolve from our node_modules, as an installed package's would from its own.
const pkg = join(root, 'test-artifacts', `pkg-${randomBytes(4).toString('hex')}`);
const project = mkdtempSync(join(tmpdir(), 'estimate-project-'));
const bin = join(project, 'node_modules', '.bin', 'estimate-appliance');
const children: ChildProcess[] = [];

beforeAll(async () => {
  // What `npm install estimate-appliance` lays out: the package, and a relative .bin symlink to its `bin` file.
  await build({
    entryPoints: ['appliance/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: join(pkg, 'dist', 'cli.js'),
    logLevel: 'warning',
  });
  writeFileSync(
    join(pkg, 'package.json'),
    JSON.stringify({ name: 'estimate-appliance', version, type: 'module', bin: { 'estimate-appliance': './dist/cli.js' } }),
  );
  mkdirSync(join(project, 'node_modules', '.bin'), { recursive: true });
  symlinkSync(pkg, join(project, 'node_modules', 'estimate-appliance'));
  symlinkSync('../estimate-appliance/dist/cli.js', bin);
  // The cli.js mode npm sets on a bin file.
  statSync(join(pkg, 'dist', 'cli.js'));
  await run('chmod', ['+x', join(pkg, 'dist', 'cli.js')]);
}, 60_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(pkg, { recursive: true, force: true });
  rmSync(project, { recursive: true, force: true });
});

/** Starts `estimate-appliance ci` through the .bin symlink; resolves with its KEY=value lines once it is ready. */
async function startCi(...args: string[]): Promise<{ env: Record<string, string>; child: ChildProcess }> {
  const child = spawn(bin, ['ci', '--port', '0', ...args], { cwd: project, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let log = '';
  child.stderr!.on('data', (chunk) => (log += chunk));
  const env: Record<string, string> = {};
  for await (const line of createInterface({ input: child.stdout! })) {
    const [key, ...rest] = line.split('=');
    env[key!] = rest.join('=');
    if ('ESTIMATE_LIVE_CREDITS' in env) return { env, child };
  }
  throw new Error(`ci stopped before it was ready: ${log}`);
}

describe('the installed command', () => {
  it("runs through npm's .bin symlink (the entry check compares real paths)", async () => {
    const { stdout } = await run(bin, ['--version'], { cwd: project });
    expect(stdout).toBe(`${version}\n`);
    const help = await run(bin, ['--help'], { cwd: project });
    expect(help.stdout).toContain('estimate-appliance ci');
    const fixed = await run(bin, ['ci', '--db', 'keep.db'], { cwd: project }).catch((e) => e);
    expect(fixed.code).toBe(2);
    expect(fixed.stderr).toMatch(/^error: ci sets --db itself \(a throwaway in-memory database/);
  });
});

describe('estimate-appliance ci', () => {
  let env: Record<string, string>;
  let child: ChildProcess;
  const envOut = join(project, 'ci.env');
  beforeAll(async () => ({ env, child } = await startCi('--env-out', envOut, '--credits', '25')), 60_000);

  const call = (key: string, path: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${env.ESTIMATE_API_URL}${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': randomBytes(8).toString('hex') },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  it('prints the address and ready keys, and writes the same lines to --env-out (mode 0600)', async () => {
    expect(Object.keys(env)).toEqual([
      'ESTIMATE_BASE_URL',
      'ESTIMATE_API_URL',
      'ESTIMATE_LISTEN_URL',
      'ESTIMATE_ACCOUNT_ID',
      'ESTIMATE_TEST_KEY',
      'ESTIMATE_LIVE_KEY',
      'ESTIMATE_LIVE_CREDITS',
    ]);
    expect(env.ESTIMATE_API_URL).toBe(`${env.ESTIMATE_BASE_URL}/v1`);
    expect(readFileSync(envOut, 'utf8')).toBe(
      Object.entries(env)
        .map(([k, v]) => `${k}=${v}\n`)
        .join(''),
    );
    expect(statSync(envOut).mode & 0o777).toBe(0o600);
    const balance = (await (await call(env.ESTIMATE_LIVE_KEY!, '/balance')).json()) as { available_credits: number };
    expect(balance.available_credits).toBe(25);
    const me = (await (await call(env.ESTIMATE_TEST_KEY!, '/me')).json()) as { id: string };
    expect(me.id).toBe(env.ESTIMATE_ACCOUNT_ID);
  });

  it('delivers signed webhooks to plain http:// on loopback, and refuses http anywhere else', async () => {
    const received: { headers: IncomingMessage['headers']; body: string }[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req
        .on('data', (c) => (body += c))
        .on('end', () => {
          if (req.method === 'POST') received.push({ headers: req.headers, body });
          res.end('ok');
        });
    });
    receiver.listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
      const created = await call(env.ESTIMATE_TEST_KEY!, '/webhook_endpoints', { method: 'POST', body: { url } });
      expect(created.status).toBe(201);
      const { secret } = (await created.json()) as { secret: string };
      // An asynchronous estimate announces its completion.
      expect(
        (await call(env.ESTIMATE_TEST_KEY!, '/estimates', { method: 'POST', body: { input: { text: 'sandbox:async' }, region: 'US-CA' } }))
          .status,
      ).toBe(202);
      await expect.poll(() => received.length, { timeout: 10_000 }).toBeGreaterThan(0);
      const hook = received[0]!;
      expect(JSON.parse(hook.body)).toMatchObject({ type: 'estimate.completed' });
      expect(verifyWebhook(hook.body, String(hook.headers['service-signature']), [secret])).toMatchObject({ ok: true });

      for (const elsewhere of [
        'http://10.0.0.8:8080/hooks',
        'http://93.184.215.14:8080/hooks',
        `https://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`,
      ]) {
        const refused = await call(env.ESTIMATE_TEST_KEY!, '/webhook_endpoints', { method: 'POST', body: { url: elsewhere } });
        expect(refused.status, elsewhere).toBe(422);
        expect(((await refused.json()) as { code: string }).code).toBe('webhook_url_rejected');
      }
    } finally {
      receiver.close();
    }
  }, 30_000);

  it('has the test clock on (after the webhook check: signatures follow the clock)', async () => {
    const moved = await call(env.ESTIMATE_TEST_KEY!, '/test_helpers/clock/advance', { method: 'POST', body: { seconds: 3600 } });
    expect(moved.status).toBe(200);
  });

  it('stops on SIGTERM', async () => {
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });
});

describe('the GitHub Actions step in the README', () => {
  it('runs as written: the API starts and its lines land in $GITHUB_ENV', async () => {
    const readme = readFileSync('README.md', 'utf8');
    const step = /- name: Start the Estimate API\n\s+run: \|\n((?: {10}.*\n)+)/.exec(readme);
    expect(step, 'README.md must hold the "Start the Estimate API" step').not.toBeNull();
    const script = step![1]!
      .split('\n')
      .map((line) => line.slice(10))
      .join('\n');
    const githubEnv = join(project, 'github-env');
    writeFileSync(githubEnv, '');
    // Its own process group: the step leaves the API running in the background, as a CI job does; the group is ended below by its id.
    const shell = spawn('bash', ['-e', '-c', script], {
      cwd: project,
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, GITHUB_ENV: githubEnv },
    });
    try {
      const [code] = await once(shell, 'exit');
      expect(code).toBe(0);
      const env = Object.fromEntries(
        readFileSync(githubEnv, 'utf8')
          .trim()
          .split('\n')
          .map((line) => line.split(/=(.*)/s, 2) as [string, string]),
      );
      expect(env.ESTIMATE_API_URL).toBe('http://127.0.0.1:8080/v1');
      const balance = await fetch(`${env.ESTIMATE_API_URL}/balance`, { headers: { authorization: `Bearer ${env.ESTIMATE_LIVE_KEY}` } });
      expect(((await balance.json()) as { available_credits: number }).available_credits).toBe(1000);
    } finally {
      try {
        process.kill(-shell.pid!, 'SIGTERM');
      } catch {
        // The group is already gone.
      }
    }
  }, 60_000);
});

describe('the vitest global setup recipe (examples/vitest)', () => {
  it('starts the API once for a test run, and the tests use it', async () => {
    const dir = join(project, 'recipe');
    cpSync(resolve('examples/vitest'), dir, { recursive: true });
    symlinkSync(join(root, 'node_modules', 'vitest'), join(project, 'node_modules', 'vitest'));
    // The recipe's root is the project (node_modules/.bin holds the command); the recipe files sit in it.
    cpSync(dir, project, { recursive: true });
    const { stdout } = await run(join(root, 'node_modules', '.bin', 'vitest'), ['run', '--root', project], {
      cwd: project,
      timeout: 90_000,
    });
    expect(stdout).toMatch(/Tests\s+.*2 passed/);
  }, 120_000);
});
