import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createJsonLogger } from '../../adapters/system/logger.js';
import { DEFERRED_START_MS, startAppliance } from '../../appliance/server.js';
import type { Logger } from '../../core/ports.js';

// What readiness does not need starts DEFERRED_START_MS after listening (appliance/server.ts):
// the job runtime's first sweep and prom-client's registry. Each still happens, and nothing waits on it.
const dir = mkdtempSync(join(tmpdir(), 'estimate-deferred-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A logger that keeps what it is told (errors would show a sweep on a closed database). */
function recordingLogger(): Logger & { lines: Array<{ level: string; message: string }> } {
  const lines: Array<{ level: string; message: string }> = [];
  const record = (level: string) => (message: string) => void lines.push({ level, message });
  return { lines, debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') } as never;
}

describe('work deferred past readiness', () => {
  it('the first sweep still runs with no request: work accepted before a restart is finished', async () => {
    const db = join(dir, 'sweep.db');
    const options = { db, port: 0, host: '127.0.0.1', sweepSeconds: 5, logger: createJsonLogger({ silent: true }) };
    // The first life closes long before its deferred start: nothing runs the estimate, it stays processing.
    let app = await startAppliance({ ...options, deferredStartMs: 60_000, service: { startWorkAtOnce: false } });
    const account = await app.service.accounts.createAccount({ name: 'D', email: 'd@example.com', termsAccepted: true });
    const { key } = await app.service.accounts.createKey({ accountId: account.id, environment: 'test' });
    const auth = { authorization: `Bearer ${key}` };
    const accepted = await fetch(`${app.url}/v1/estimates`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': 'deferred-1' },
      body: JSON.stringify({ input: { text: 'sandbox:async' }, region: 'US-CA' }),
    });
    expect(accepted.status).toBe(202);
    const { id } = (await accepted.json()) as { id: string };
    const status = async () =>
      ((await (await fetch(`${app.url}/v1/estimates/${id}`, { headers: auth })).json()) as { status: string }).status;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await status(), 'nothing runs it before the deferred start').toBe('processing');
    await app.close();

    // The next life: nobody calls anything; the deferred start's first sweep finishes it.
    app = await startAppliance(options);
    try {
      await expect.poll(status, { timeout: 5_000, interval: 50 }).toBe('priced');
    } finally {
      await app.close();
    }
  });

  it('without a periodic sweep, its one run comes at once (tests drive time themselves)', async () => {
    const db = join(dir, 'at-once.db');
    const options = { db, port: 0, host: '127.0.0.1', sweepSeconds: 0, logger: createJsonLogger({ silent: true }) };
    let app = await startAppliance({ ...options, service: { startWorkAtOnce: false } });
    const account = await app.service.accounts.createAccount({ name: 'E', email: 'e@example.com', termsAccepted: true });
    const { key } = await app.service.accounts.createKey({ accountId: account.id, environment: 'test' });
    const auth = { authorization: `Bearer ${key}` };
    const accepted = await fetch(`${app.url}/v1/estimates`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': 'at-once-1' },
      body: JSON.stringify({ input: { text: 'sandbox:async' }, region: 'US-CA' }),
    });
    const { id } = (await accepted.json()) as { id: string };
    const status = async () =>
      ((await (await fetch(`${app.url}/v1/estimates/${id}`, { headers: auth })).json()) as { status: string }).status;
    // Its start run came before the estimate existed, and no other comes later: still processing after the deferred start.
    await new Promise((resolve) => setTimeout(resolve, DEFERRED_START_MS + 100));
    expect(await status()).toBe('processing');
    await app.close();
    // A restart runs it at once: no deferred start in this life could have.
    app = await startAppliance({ ...options, deferredStartMs: 60_000 });
    try {
      await expect.poll(status, { timeout: 5_000, interval: 20 }).toBe('priced');
    } finally {
      await app.close();
    }
  });

  it('answers readiness, requests and a full /metrics before the deferred start', async () => {
    const started = performance.now();
    const app = await startAppliance({
      db: join(dir, 'early.db'),
      port: 0,
      host: '127.0.0.1',
      logger: createJsonLogger({ silent: true }),
    });
    try {
      expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
      const response = await fetch(`${app.url}/metrics`);
      // Loaded by this scrape if the timer has not fired yet; the same registry either way.
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      const text = await response.text();
      expect(text).toMatch(/^estimate_http_requests_total\{method="GET",route="\/readyz",status="200"\} 1$/m);
      expect(text).toMatch(/^estimate_http_request_duration_seconds_count\{method="GET",route="\/healthz"\} 1$/m);
      expect(text).toMatch(/^estimate_webhook_delivery_attempts_total\{outcome="succeeded"\} 0$/m);
      expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
      expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
      const start = Number(/^process_start_time_seconds (\d+)$/m.exec(text)?.[1]);
      expect(Math.abs(start - Math.round(Date.now() / 1000 - process.uptime()))).toBeLessThanOrEqual(1);
      if (performance.now() - started < DEFERRED_START_MS) expect(text).toMatch(/^estimate_webhook_delivery_jobs 0$/m);
      // A second scrape after the timer: the same registry, counts carried on.
      await new Promise((resolve) => setTimeout(resolve, DEFERRED_START_MS + 50));
      const later = await (await fetch(`${app.url}/metrics`)).text();
      expect(later).toMatch(/^estimate_http_requests_total\{method="GET",route="\/readyz",status="200"\} 1$/m);
      expect(later).toMatch(/^estimate_http_requests_total\{method="GET",route="\/metrics",status="200"\} 1$/m);
    } finally {
      await app.close();
    }
  });

  it('a server closed before the deferred start never starts it', async () => {
    const logger = recordingLogger();
    const app = await startAppliance({ db: join(dir, 'closed.db'), port: 0, host: '127.0.0.1', logger, deferredStartMs: 50 });
    await app.close();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(logger.lines.filter((line) => line.level === 'error')).toEqual([]);
  });

  it('refuses a sweep interval it could not start, at once', async () => {
    await expect(startAppliance({ db: join(dir, 'bad.db'), port: 0, host: '127.0.0.1', sweepSeconds: 60 })).rejects.toThrow(
      'everySeconds must be an integer from 0 to 59',
    );
  });
});
