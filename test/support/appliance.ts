import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJsonLogger } from '../../adapters/system/logger.js';
import type { ServiceOptions, ServicePorts } from '../../core/index.js';
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

/** The real appliance: SQLite file in a temp dir, h3 on an ephemeral port, test clock on. */
export async function startTestApi(options: { credits?: number; service?: ServiceOptions; ports?: Partial<ServicePorts> } = {}): Promise<TestApi> {
  const dir = mkdtempSync(join(tmpdir(), 'estimate-test-'));
  const app = await startAppliance({
    db: join(dir, 'estimate.db'), port: 0, host: '127.0.0.1', testHelpers: true,
    logger: createJsonLogger({ silent: true }), service: options.service, ports: options.ports, sweepSeconds: 0,
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
    return { status: response.status, headers: response.headers, body: parsed as any };
  }

  return {
    app, url: app.url, dir, ...main, call, newAccount,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let keyCounter = 0;
export const newIdempotencyKey = () => `idem-${process.pid}-${Date.now()}-${++keyCounter}`;
