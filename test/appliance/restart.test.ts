import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createJsonLogger } from '../../adapters/system/logger.js';
import { startAppliance } from '../../appliance/server.js';

const dir = mkdtempSync(join(tmpdir(), 'estimate-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const start = (startWorkAtOnce: boolean) =>
  startAppliance({
    db: join(dir, 'estimate.db'),
    port: 0,
    host: '127.0.0.1',
    testHelpers: true,
    sweepSeconds: 0,
    logger: createJsonLogger({ silent: true }),
    service: { startWorkAtOnce },
  });

describe('restart', () => {
  it('an async estimate accepted before a restart is finished after it, and keys and data survive', async () => {
    // The first life never runs background work: the estimate is still processing when it stops.
    let app = await start(false);
    const account = await app.service.accounts.createAccount({ name: 'R', email: 'r@example.com', termsAccepted: true });
    const { key } = await app.service.accounts.createKey({ accountId: account.id, environment: 'test' });
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': 'restart-1' };
    const accepted = await fetch(`${app.url}/v1/estimates`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ input: { text: 'sandbox:async' }, region: 'US-CA' }),
    });
    expect(accepted.status).toBe(202);
    const { id } = (await accepted.json()) as { id: string };
    const before = await fetch(`${app.url}/v1/estimates/${id}`, { headers: { authorization: `Bearer ${key}` } });
    expect(((await before.json()) as { status: string }).status).toBe('processing');
    await app.close();

    app = await start(true);
    try {
      const auth = { authorization: `Bearer ${key}` };
      await fetch(`${app.url}/v1/test_helpers/clock/advance`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ seconds: 1 }),
      });
      expect(((await (await fetch(`${app.url}/v1/estimates/${id}`, { headers: auth })).json()) as { status: string }).status).toBe(
        'priced',
      );
    } finally {
      await app.close();
    }
  });
});
