import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createUndiciTransport } from '../../adapters/net/undici-transport.js';
import { createJsonLogger } from '../../adapters/system/logger.js';
import { startAppliance } from '../../appliance/server.js';
import { startHttpsReceiver } from '../support/https-receiver.js';
import { makeThrowawayCa } from '../support/throwaway-ca.js';

const dir = mkdtempSync(join(tmpdir(), 'estimate-restart-hooks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('restart with pending retries', () => {
  it('a delivery waiting for its retry is sent after a restart, and nothing is sent twice', async () => {
    const ca = await makeThrowawayCa(dir);
    let status = 500;
    const receiver = await startHttpsReceiver({
      certPem: ca.certPem,
      keyPem: ca.keyPem,
      respond: (req) => ({ status: req.method === 'POST' ? status : 200 }),
    });
    const transport = createUndiciTransport({ ca: ca.caPem });
    const start = () =>
      startAppliance({
        db: join(dir, 'estimate.db'),
        port: 0,
        host: '127.0.0.1',
        testHelpers: true,
        sweepSeconds: 0,
        logger: createJsonLogger({ silent: true }),
        ports: { transport },
        service: { webhookAllowPrivate: true },
      });
    const posts = () => receiver.received.filter((r) => r.method === 'POST');
    try {
      let app = await start();
      const account = await app.service.accounts.createAccount({ name: 'R', email: 'r@example.com', termsAccepted: true });
      const { key } = await app.service.accounts.createKey({ accountId: account.id, environment: 'test' });
      const call = (path: string, body?: unknown, extra: Record<string, string> = {}) =>
        fetch(`${app.url}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          body: body === undefined ? undefined : JSON.stringify(body),
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...extra },
        });
      await call('/v1/webhook_endpoints', { url: `https://127.0.0.1:${receiver.port}/hooks` });
      await call('/v1/estimates', { input: { text: 'sandbox:async' }, region: 'US-CA' }, { 'idempotency-key': 'restart-hooks-1' });
      await call('/v1/test_helpers/clock/advance', { seconds: 1 });
      expect(posts()).toHaveLength(1);
      await app.close();

      status = 200;
      app = await start();
      await call('/v1/test_helpers/clock/advance', { seconds: 30 });
      expect(posts(), 'not before the retry is due').toHaveLength(1);
      await call('/v1/test_helpers/clock/advance', { seconds: 60 });
      expect(posts()).toHaveLength(2);
      expect(posts()[1]!.headers['service-event-id']).toBe(posts()[0]!.headers['service-event-id']);
      await call('/v1/test_helpers/clock/advance', { seconds: 3 * 86_400 });
      expect(posts()).toHaveLength(2);
      await app.close();
    } finally {
      await transport.close();
      await receiver.close();
    }
  });
});
