import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { PostgresStorage } from '../../adapters/postgres/storage.js';
import { createJsonLogger } from '../../adapters/system/logger.js';
import type { ServiceOptions, ServicePorts } from '../../core/index.js';
import { createContractChecker } from './contract.js';
import { startAppliance, type RunningAppliance } from '../../appliance/server.js';

export interface CallOptions {
  key?: string | null;
  body?: unknown;
  /** Sent as is (not JSON-encoded) when a string. */
  raw?: string;
  headers?: Record<string, string>;
  idempotencyKey?: string;
}

export interface TestApi {
  app: RunningAppliance;
  url: string;
  dir: string;
  accountId: string;
  testKey: string;
  liveKey: string;
  call(method: string, path: string, options?: CallOptions): Promise<{ status: number; headers: Headers; body: any }>;
  /** A second account, for isolation checks. */
  newAccount(options?: { credits?: number }): Promise<{ accountId: string; testKey: string; liveKey: string }>;
  close(): Promise<void>;
}

let counter = 0;

/** Set (a superuser URL): every test api gets a fresh PostgreSQL database instead of a SQLite file. */
const postgresUrl = process.env.ESTIMATE_TEST_POSTGRES_URL || undefined;
// Instances on PostgreSQL need a configured key (compose refuses to start without one).
const encryptionKey = postgresUrl ? randomBytes(32).toString('base64') : undefined;

/** On the server of `adminUrl`: CREATE DATABASE with a random name; `drop` removes it (and cuts leftover sessions). */
export async function freshPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `estimate_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The real appliance: SQLite file in a temp dir (or a fresh PostgreSQL database), h3 on an ephemeral port, test clock on. */
export async function startTestApi(
  options: { credits?: number; service?: ServiceOptions; ports?: Partial<ServicePorts> } = {},
): Promise<TestApi> {
  const dir = mkdtempSync(join(tmpdir(), 'estimate-test-'));
  const database = postgresUrl ? await freshPostgresDatabase(postgresUrl) : null;
  const app = await startAppliance({
    db: database?.url ?? join(dir, 'estimate.db'),
    port: 0,
    host: '127.0.0.1',
    testHelpers: true,
    logger: createJsonLogger({ silent: true }),
    service: options.service,
    ports: options.ports,
    sweepSeconds: 0,
    settings: { encryptionKey },
  });
  const { accounts } = app.service;

  async function newAccount(opts: { credits?: number } = {}) {
    const account = await accounts.createAccount({ name: `Acme ${++counter}`, email: `owner${counter}@example.com`, termsAccepted: true });
    const test = await accounts.createKey({ accountId: account.id, environment: 'test' });
    const live = await accounts.createKey({ accountId: account.id, environment: 'live' });
    const credits = opts.credits ?? 1000;
    if (credits > 0) await app.service.grantCredits({ accountId: account.id, credits });
    return { accountId: account.id, testKey: test.key, liveKey: live.key };
  }

  const main = await newAccount({ credits: options.credits ?? 1000 });

  let checkContract: ReturnType<typeof createContractChecker> | undefined;

  async function call(method: string, path: string, opts: CallOptions = {}) {
    const headers: Record<string, string> = { ...opts.headers };
    const key = opts.key === undefined ? main.testKey : opts.key;
    if (key !== null) headers.authorization = `Bearer ${key}`;
    if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
    let body: string | undefined = opts.raw;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${app.url}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    // Every answer a test sees is checked against the contract the server serves.
    checkContract ??= createContractChecker((await (await fetch(`${app.url}/openapi.json`)).json()) as Record<string, unknown>);
    const violation = checkContract(method, new URL(path, app.url).pathname, response.status, response.headers.get('content-type'), parsed);
    if (violation) throw new Error(`contract violation: ${violation}`);
    return { status: response.status, headers: response.headers, body: parsed as any };
  }

  return {
    app,
    url: app.url,
    dir,
    ...main,
    call,
    newAccount,
    async close() {
      await app.close();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let keyCounter = 0;
export const newIdempotencyKey = () => `idem-${process.pid}-${Date.now()}-${++keyCounter}`;

/** A read-only query (`?` parameters) on whichever database the appliance uses, for checks of data at rest. */
export async function sqlRows<R = Record<string, unknown>>(app: RunningAppliance, sql: string, ...params: unknown[]): Promise<R[]> {
  if (app.storage.db) return app.storage.db.prepare(sql).all(...params) as R[];
  let n = 0;
  const result = await (app.storage as PostgresStorage).pool.query(
    sql.replace(/\?/g, () => `$${++n}`),
    params,
  );
  return result.rows as R[];
}

/** The first column of the first row of `sqlRows`. */
export async function sqlValue(app: RunningAppliance, sql: string, ...params: unknown[]): Promise<unknown> {
  const [row] = await sqlRows<Record<string, unknown>>(app, sql, ...params);
  return row === undefined ? undefined : Object.values(row)[0];
}
