import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJsonLogger } from '../../adapters/system/logger.js';
import { backupDatabase } from '../../appliance/ops/backup.js';
import { startAppliance, type RunningAppliance } from '../../appliance/server.js';
import { createDefaultEstimator } from '../../core/engine/index.js';
import type { Estimator } from '../../core/engine/types.js';

const dir = mkdtempSync(join(tmpdir(), 'estimate-ops-'));
const lines: Record<string, unknown>[] = [];
// Requests wait on `gate` while it is set: lets a test hold one in flight.
let gate: Promise<void> | null = null;
const real = createDefaultEstimator();
const estimator: Estimator = { estimate: async (request) => (await gate, real.estimate(request)) };

let app: RunningAppliance;
let liveKey = '';
let keyId = '';

beforeAll(async () => {
  app = await startAppliance({
    db: join(dir, 'ops.db'),
    port: 0,
    host: '127.0.0.1',
    sweepSeconds: 0,
    ports: { estimator },
    logger: createJsonLogger({ write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) }),
  });
  const account = await app.service.accounts.createAccount({ name: 'Ops', email: 'ops@example.com', termsAccepted: true });
  const key = await app.service.accounts.createKey({ accountId: account.id, environment: 'live' });
  await app.service.grantCredits({ accountId: account.id, credits: 100 });
  liveKey = key.key;
  keyId = key.id;
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const estimate = (text: string, idempotencyKey: string) =>
  fetch(`${app.url}/v1/estimates`, {
    method: 'POST',
    headers: { authorization: `Bearer ${liveKey}`, 'idempotency-key': idempotencyKey, 'content-type': 'application/json' },
    body: JSON.stringify({ input: { text }, region: 'US-CA' }),
  });

describe('operations endpoints', () => {
  it('answers health and readiness without a key', async () => {
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('logs each request by route template, without the key or the body', async () => {
    const answer = await estimate('Paint the walls of a 12x14 bedroom for Jane Doe', 'ops-log-1');
    expect(answer.status).toBe(200);
    const { id } = (await answer.json()) as { id: string };
    await fetch(`${app.url}/v1/estimates/${id}`, { headers: { authorization: `Bearer ${liveKey}` } });

    const access = lines.filter((l) => l.message === 'request');
    const post = access.find((l) => l.request_id === answer.headers.get('x-request-id'));
    expect(post).toMatchObject({ level: 'info', method: 'POST', route: '/v1/estimates', status: 200, key_id: keyId });
    expect(typeof post!.latency_ms).toBe('number');
    expect(access.some((l) => l.route === '/v1/estimates/:id' && l.status === 200)).toBe(true);
    const all = JSON.stringify(lines);
    expect(all).not.toContain(liveKey);
    expect(all).not.toContain('Jane Doe');
    expect(all).not.toContain(id);
  });

  it('exposes Prometheus metrics', async () => {
    await estimate('Install 3 ceiling fans', 'ops-metrics-1');
    const response = await fetch(`${app.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/^estimate_http_requests_total\{method="POST",route="\/v1\/estimates",status="200"\} [2-9]$/m);
    expect(text).toContain('# TYPE estimate_http_request_duration_seconds histogram');
    expect(text).toMatch(/^estimate_http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/v1\/estimates"\} [2-9]$/m);
    expect(text).toMatch(/^estimate_webhook_delivery_jobs 0$/m);
    expect(text).toMatch(/^estimate_estimates_processing 0$/m);
    expect(text).toContain('# TYPE estimate_webhook_delivery_attempts_total counter');
  });

  it('counts requests between scrapes exactly once (counted in the pipeline, handed to the counter at scrape time)', async () => {
    const get = () => fetch(`${app.url}/v1/me`, { headers: { authorization: `Bearer ${liveKey}` } });
    const count = async () => {
      const text = await (await fetch(`${app.url}/metrics`)).text();
      return Number(/^estimate_http_requests_total\{method="GET",route="\/v1\/me",status="200"\} (\d+)$/m.exec(text)?.[1] ?? 0);
    };
    await get();
    const first = await count();
    expect(first).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(first);
    await get();
    await get();
    expect(await count()).toBe(first + 2);
  });

  it('backs the database up online', async () => {
    const to = join(dir, 'copy.db');
    const keys = () => readFileSync(join(dir, 'ops.db.key'), 'utf8').trim();
    const result = await backupDatabase({ ...app, keys }, to);
    expect(result).toMatchObject({ path: to, key_file: `${to}.key` });
    expect(readFileSync(`${to}.key`, 'utf8').trim()).toBe(keys());
    expect(result.pages).toBeGreaterThan(0);
    const copy = new Database(to, { readonly: true });
    expect(copy.prepare('SELECT COUNT(*) FROM estimates').pluck().get()).toBe(2);
    copy.close();
    await expect(backupDatabase({ ...app, keys }, to)).rejects.toThrow(/already exists/);
    expect(existsSync(to)).toBe(true);
  });

  it('finishes in-flight requests on shutdown and refuses new ones', async () => {
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    const inFlight = estimate('Replace a kitchen faucet', 'ops-shutdown-1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(fetch(`${app.url}/healthz`)).rejects.toThrow();
    release();
    expect((await inFlight).status).toBe(200);
    await closed;
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
  });
});
