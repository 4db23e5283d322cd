/**
 * POST /v1/estimates per second on SQLite, on PostgreSQL with one instance and
 * with two on one database (live keys, real estimates, credits spent, an
 * Idempotency-Key each): the figures behind README "Outgrowing one machine".
 *
 *   ESTIMATE_BENCH_POSTGRES_URL=postgres://user@host:port/postgres npx tsx scripts/bench/storage.ts [seconds] [concurrency]
 *
 * The URL must allow CREATE DATABASE (a fresh database is made and dropped).
 * Instances are real `serve` processes; the load comes from this process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { compose } from '../../appliance/compose.js';
import { createJsonLogger } from '../../adapters/system/logger.js';

const seconds = Number(process.argv[2] ?? 10);
const concurrency = Number(process.argv[3] ?? 32);
// Rate limits are per key and per process (600 a minute): enough keys that they never bind.
const keyCount = 60;
const adminUrl = process.env.ESTIMATE_BENCH_POSTGRES_URL ?? process.env.ESTIMATE_TEST_POSTGRES_URL;
if (!adminUrl) throw new Error('set ESTIMATE_BENCH_POSTGRES_URL (a server where this user may CREATE DATABASE)');
const env = { ...process.env, ESTIMATE_ENCRYPTION_KEY: randomBytes(32).toString('base64'), ESTIMATE_TEST_HELPERS: '' };

async function seedKeys(db: string): Promise<string[]> {
  const c = compose({ db, settings: { encryptionKey: env.ESTIMATE_ENCRYPTION_KEY }, logger: createJsonLogger({ silent: true }) });
  try {
    const keys = [];
    for (let i = 0; i < keyCount; i++) {
      const account = await c.service.accounts.createAccount({ name: `Bench ${i}`, email: `bench${i}@example.com`, termsAccepted: true });
      keys.push((await c.service.accounts.createKey({ accountId: account.id, environment: 'live' })).key);
      await c.service.grantCredits({ accountId: account.id, credits: 10_000_000 });
    }
    return keys;
  } finally {
    await c.close();
  }
}

function serve(db: string): Promise<{ url: string; child: ChildProcess }> {
  // The server itself as the child (the tsx launcher would leave it running as a grandchild when stopped).
  const child = spawn(process.execPath, ['--import', 'tsx', 'appliance/main.ts', 'serve', '--port', '0', '--db', db], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let log = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const url = /"message":"serving".*?"url":"(http:\/\/[^"]+)"/.exec(log)?.[1];
      if (url) {
        child.stderr!.removeAllListeners('data').resume();
        resolve({ url, child });
      }
    });
    child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${log}`)));
  });
}

/** `concurrency` clients for `seconds`, spread over the instances; answers 200 per second. */
async function load(urls: string[], keys: string[]): Promise<{ perSecond: number; errors: number }> {
  const body = JSON.stringify({ input: { text: 'Paint the walls of a 12x14 bedroom' }, region: 'US-CA' });
  const end = Date.now() + seconds * 1000;
  let ok = 0;
  let errors = 0;
  let n = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const i = n++;
        const res = await fetch(`${urls[i % urls.length]}/v1/estimates`, {
          method: 'POST',
          body,
          headers: {
            authorization: `Bearer ${keys[i % keys.length]}`,
            'content-type': 'application/json',
            'idempotency-key': `bench-${i}-${randomBytes(4).toString('hex')}`,
          },
        });
        await res.arrayBuffer();
        if (res.status === 200) ok++;
        else errors++;
      }
    }),
  );
  return { perSecond: ok / seconds, errors };
}

async function run(name: string, db: string, instances: number) {
  const keys = await seedKeys(db);
  const servers = await Promise.all(Array.from({ length: instances }, () => serve(db)));
  try {
    await load(
      servers.map((s) => s.url),
      keys.slice(0, 4),
    ); // warm-up: JIT, pools, caches
    const result = await load(
      servers.map((s) => s.url),
      keys,
    );
    console.log(`${name.padEnd(28)} ${result.perSecond.toFixed(0).padStart(6)} estimates/s  (${result.errors} non-200)`);
    return result.perSecond;
  } finally {
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => new Promise((r) => (s.child.exitCode !== null ? r(null) : s.child.once('exit', r)))));
  }
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

const dir = mkdtempSync(join(tmpdir(), 'estimate-bench-'));
const name = `estimate_bench_${randomBytes(4).toString('hex')}`;
const pgUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
console.log(`POST /v1/estimates, ${concurrency} concurrent clients, ${seconds} s each, ${keyCount} live keys`);
try {
  const sqlite = await run('SQLite, 1 instance', join(dir, 'bench.db'), 1);
  await admin(`CREATE DATABASE ${name}`);
  const pgOne = await run('PostgreSQL, 1 instance', pgUrl, 1);
  await admin(`DROP DATABASE ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const pgTwo = await run('PostgreSQL, 2 instances', pgUrl, 2);
  console.log(`PostgreSQL 1 / SQLite: ${(pgOne / sqlite).toFixed(2)}   PostgreSQL 2 / PostgreSQL 1: ${(pgTwo / pgOne).toFixed(2)}`);
} finally {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  rmSync(dir, { recursive: true, force: true });
}
