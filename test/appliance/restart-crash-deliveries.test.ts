/**
 * kill -9 with deliveries claimed (four in flight to a receiver that does not
 * answer, two waiting behind them): another process takes them over once their
 * lease is over (attempt timeout + margin, 30 s with the defaults: moved by the
 * test clock), and only the four that were in flight reach the receiver twice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createUndiciTransport } from '../../adapters/net/undici-transport.js';
import { createJsonLogger } from '../../adapters/system/logger.js';
import { startAppliance } from '../../appliance/server.js';
import { defaultDeliveryOptions } from '../../core/webhooks/delivery-worker.js';
import { startHttpsReceiver } from '../support/https-receiver.js';
import { makeThrowawayCa } from '../support/throwaway-ca.js';
import { seedAccount, startInstance, until } from '../multi-instance/cluster.js';

const dir = mkdtempSync(join(tmpdir(), 'estimate-crash-hooks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const takeoverMs = defaultDeliveryOptions.timeoutMs + defaultDeliveryOptions.takeoverMarginMs;

describe('kill -9 with claimed deliveries', () => {
  it('another process takes them over after the lease, and only attempts in flight are sent again', { timeout: 120_000 }, async () => {
    const ca = await makeThrowawayCa(dir);
    let answering = false;
    const never = new Promise<never>(() => {});
    const receiver = await startHttpsReceiver({
      certPem: ca.certPem,
      keyPem: ca.keyPem,
      respond: (req) => (req.method === 'POST' && !answering ? { status: 200, release: never } : { status: 200 }),
    });
    const db = join(dir, 'estimate.db');
    const env = { ESTIMATE_TEST_HELPERS: '1', ESTIMATE_WEBHOOK_ALLOW_PRIVATE: '1', NODE_EXTRA_CA_CERTS: join(dir, 'ca.pem') };
    const transport = createUndiciTransport({ ca: ca.caPem });
    const posts = () => receiver.received.filter((r) => r.method === 'POST');
    const eventOf = (r: { headers: Record<string, unknown> }) => String(r.headers['service-event-id']);
    try {
      const first = await startInstance(db, env);
      const acct = await seedAccount(db, { ...process.env, ...env }, 0);
      await acct.close();
      const call = (base: string, path: string, body?: unknown, extra: Record<string, string> = {}) =>
        fetch(`${base}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          body: body === undefined ? undefined : JSON.stringify(body),
          headers: { authorization: `Bearer ${acct.testKey}`, 'content-type': 'application/json', ...extra },
        });
      expect((await call(first.url, '/v1/webhook_endpoints', { url: `https://127.0.0.1:${receiver.port}/hooks` })).status).toBe(201);
      // Claimed at the first process's clock, set a minute ahead: far from wherever the second one's clock starts.
      const claimedAt = Date.parse(
        ((await (await call(first.url, '/v1/test_helpers/clock/advance', { seconds: 60 })).json()) as { now: string }).now,
      );
      // Each async sandbox estimate finishes at once and its delivery starts at once (the test clock stands still).
      for (let i = 0; i < 6; i++)
        await call(
          first.url,
          '/v1/estimates',
          { input: { text: 'sandbox:async' }, region: 'US-CA' },
          { 'idempotency-key': `crash-hooks-${i}` },
        );
      await until(() => posts().length === 4, 'four deliveries in flight', 30_000);
      const inFlight = new Set(posts().map(eventOf));
      await first.stop('SIGKILL');
      answering = true;

      const second = await startAppliance({
        db,
        port: 0,
        host: '127.0.0.1',
        testHelpers: true,
        sweepSeconds: 0,
        logger: createJsonLogger({ silent: true }),
        ports: { transport },
        service: { webhookAllowPrivate: true },
      });
      try {
        const clockNow = async () => Date.parse(((await (await call(second.url, '/v1/test_helpers/clock')).json()) as { now: string }).now);
        const advance = (seconds: number) => call(second.url, '/v1/test_helpers/clock/advance', { seconds });
        const leftMs = claimedAt + takeoverMs - (await clockNow());
        expect(leftMs).toBeGreaterThan(2_000);
        await advance(Math.floor(leftMs / 1000) - 1);
        expect(posts(), 'nothing taken over before the lease is over').toHaveLength(4);
        await advance(2);
        const again = posts().slice(4);
        expect(again).toHaveLength(6);
        expect(new Set(again.map(eventOf)).size).toBe(6);
        const twice = [...new Set(posts().map(eventOf))].filter((id) => posts().filter((r) => eventOf(r) === id).length === 2);
        expect(new Set(twice)).toEqual(inFlight);
        await advance(3 * 86_400);
        expect(posts()).toHaveLength(10);
      } finally {
        await second.close();
      }
    } finally {
      await transport.close();
      await receiver.close();
    }
  });
});
