import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJsonLogger } from '../../adapters/system/logger.js';
import { startAppliance, type RunningAppliance } from '../../appliance/server.js';
import type { OutboundRequest } from '../../core/ports.js';

const dir = mkdtempSync(join(tmpdir(), 'estimate-metrics-'));
const token = 'metrics-token-for-this-test';
let app: RunningAppliance;
// A receiver we cannot run here speaks through the transport port: it answers by path.
const transport = {
  send: async (request: OutboundRequest) => ({
    status: request.url.endsWith('/down') && request.method === 'POST' ? 500 : 200,
    error: null,
    durationMs: 1,
  }),
};

beforeAll(async () => {
  app = await startAppliance({
    db: join(dir, 'metrics.db'),
    port: 0,
    host: '127.0.0.1',
    sweepSeconds: 0,
    testHelpers: true,
    metricsToken: token,
    logger: createJsonLogger({ silent: true }),
    ports: { transport, resolver: { resolve: async () => ['93.184.215.14'] } },
  });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const scrape = (authorization?: string) => fetch(`${app.url}/metrics`, { headers: authorization ? { authorization } : {} });

describe('/metrics', () => {
  it('requires the configured bearer token', async () => {
    const none = await scrape();
    expect(none.status).toBe(401);
    expect(none.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(((await none.json()) as { code: string }).code).toBe('api_key_missing');
    const wrong = await scrape('Bearer metrics-token-for-this-tesT');
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { code: string }).code).toBe('api_key_invalid');
    expect((await scrape(`Bearer ${token}`)).status).toBe(200);
    // Probes stay open: orchestrators call them without secrets.
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
  });

  it('adds process and runtime metrics', async () => {
    const text = await (await scrape(`Bearer ${token}`)).text();
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });

  it('counts webhook delivery attempts as they are sent, by outcome', async () => {
    const account = await app.service.accounts.createAccount({ name: 'Hooks', email: 'hooks@example.com', termsAccepted: true });
    const key = await app.service.accounts.createKey({ accountId: account.id, environment: 'test' });
    const ctx = await app.service.accounts.authenticate(`Bearer ${key.key}`);
    await app.service.webhookEndpoints.create(ctx, { url: 'https://hooks.example.com/up' });
    await app.service.webhookEndpoints.create(ctx, { url: 'https://hooks.example.com/down' });
    const answer = await fetch(`${app.url}/v1/estimates`, {
      method: 'POST',
      body: JSON.stringify({ input: { text: 'sandbox:async' }, region: 'US-CA' }),
      headers: { authorization: `Bearer ${key.key}`, 'idempotency-key': 'metrics-1', 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(202);
    await expect
      .poll(
        async () => {
          const text = await (await scrape(`Bearer ${token}`)).text();
          return [
            /^estimate_webhook_delivery_attempts_total\{outcome="succeeded"\} (\d+)$/m.exec(text)?.[1],
            /^estimate_webhook_delivery_attempts_total\{outcome="failed"\} (\d+)$/m.exec(text)?.[1],
          ];
        },
        { timeout: 10_000 },
      )
      .toEqual(['1', '1']);
    const text = await (await scrape(`Bearer ${token}`)).text();
    // The failed one waits for its retry.
    expect(text).toMatch(/^estimate_webhook_delivery_jobs 1$/m);
  });
});
