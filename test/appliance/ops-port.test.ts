import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createJsonLogger } from '../../adapters/system/logger.js';
import { compose } from '../../appliance/compose.js';
import { freshPostgresDatabase } from '../support/appliance.js';

const dir = mkdtempSync(join(tmpdir(), 'estimate-ops-port-'));
const postgresUrl = process.env.ESTIMATE_TEST_POSTGRES_URL || undefined;
const drops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const drop of drops) await drop();
  rmSync(dir, { recursive: true, force: true });
});

/** The same checks on every adapter this run can reach: SQLite always, PostgreSQL when a server is given. */
const adapters: Array<[string, () => Promise<string>]> = [['sqlite', async () => join(dir, `${randomBytes(4).toString('hex')}.db`)]];
if (postgresUrl)
  adapters.push([
    'postgres',
    async () => {
      const database = await freshPostgresDatabase(postgresUrl);
      drops.push(database.drop);
      return database.url;
    },
  ]);

describe.each(adapters)('the ops port on %s', (_name, database) => {
  it('pings, lists accounts and keys, counts queues up to a cap, and finds a sealed value', async () => {
    const c = compose({
      db: await database(),
      logger: createJsonLogger({ silent: true }),
      settings: { encryptionKey: randomBytes(32).toString('base64') },
      service: { startWorkAtOnce: false },
    });
    try {
      expect(await c.ops.ping()).toBe(true);
      expect(await c.ops.sealedSample()).toBeNull();
      const { accounts } = c.service;
      const a = await accounts.createAccount({ name: 'A', email: 'a@example.com', termsAccepted: true });
      const b = await accounts.createAccount({ name: 'B', email: 'b@example.com', termsAccepted: true });
      const key = await accounts.createKey({ accountId: a.id, environment: 'test' });
      expect((await c.ops.listAccounts()).map((x) => x.id)).toEqual([a.id, b.id].sort());
      expect((await c.ops.listApiKeys(a.id)).map((k) => k.id)).toEqual([key.id]);
      expect(await c.ops.listApiKeys(b.id)).toEqual([]);

      // Three async estimates wait (background work is off): the count stops at the cap.
      const ctx = await accounts.authenticate(`Bearer ${key.key}`);
      for (const n of [1, 2, 3]) await c.service.estimates.create(ctx, { input: { text: 'sandbox:async' }, region: 'US-CA' }, `async-${n}`);
      expect(await c.ops.queueDepths(100)).toEqual({ deliveryJobs: 0, processingEstimates: 3 });
      expect(await c.ops.queueDepths(2)).toEqual({ deliveryJobs: 0, processingEstimates: 2 });

      await accounts.setRecordsAddon(a.id, true);
      const withAddon = await accounts.authenticate(`Bearer ${key.key}`);
      await c.service.customers.create(withAddon, { external_id: 'c1', name: 'Jane', phone: '+14155550100' }, 'customer-1');
      const sample = await c.ops.sealedSample();
      expect(c.sealer.open(sample!)).toBe('+14155550100');
    } finally {
      await c.close();
    }
  }, 60_000);
});
