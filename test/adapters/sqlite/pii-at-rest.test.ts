import { execFile } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createJsonLogger } from '../../../adapters/system/logger.js';
import { compose } from '../../../appliance/compose.js';
import { createSealer } from '../../../core/index.js';
import type { WebhookEndpointRecord } from '../../../core/webhooks/types.js';
import { newIdempotencyKey, startTestApi } from '../../support/appliance.js';

const run = promisify(execFile);
const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');

describe('customer phone and e-mail at rest', () => {
  it('never reach the database file or its WAL in plaintext', async () => {
    const api = await startTestApi();
    try {
      await api.app.service.accounts.setRecordsAddon(api.accountId, true);
      const tag = randomBytes(4).toString('hex');
      const digits = () => String(randomInt(1_000_000, 10_000_000));
      // Phones, e-mails, and the values a PATCH replaced them with.
      const secrets = [`+1415${digits()}`, `pii-${tag}@example.com`, `+4930${digits()}`, `changed-${tag}@example.org`];
      const first = await api.call('POST', '/v1/customers', {
        body: { external_id: `ext-${tag}`, name: 'Plain Name', phone: secrets[0], email: secrets[1] },
      });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ phone: secrets[0], email: secrets[1] });
      // With an Idempotency-Key the stored answer carries the customer: it must be sealed too.
      const idem = await api.call('POST', '/v1/customers', {
        body: { external_id: `idem-${tag}`, name: 'Idem', phone: secrets[2], email: secrets[1] },
        idempotencyKey: newIdempotencyKey(),
      });
      expect(idem.status).toBe(201);
      const patched = await api.call('PATCH', `/v1/customers/${first.body.id}`, { body: { phone: secrets[2], email: secrets[3] } });
      expect(patched.body).toMatchObject({ phone: secrets[2], email: secrets[3] });

      // Read while the server runs, before any checkpoint folds the WAL into the file.
      const dbPath = join(api.dir, 'estimate.db');
      expect(existsSync(`${dbPath}-wal`)).toBe(true);
      const files = [readFileSync(dbPath), readFileSync(`${dbPath}-wal`)];
      const all = Buffer.concat(files);
      expect(all.includes(Buffer.from(`ext-${tag}`)), 'the scan finds plaintext that is stored').toBe(true);
      for (const secret of secrets) {
        for (const [i, bytes] of files.entries())
          expect(bytes.includes(Buffer.from(secret, 'utf8')), `${secret} in ${i ? 'WAL' : 'database file'}`).toBe(false);
      }
    } finally {
      await api.close();
    }
  });
});

describe('encryption key rotation', () => {
  const dir = mkdtempSync(join(tmpdir(), 'estimate-rotate-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const oldKey = randomBytes(32).toString('base64');
  const newKey = randomBytes(32).toString('base64');
  const db = join(dir, 'rotate.db');
  const open = (keys: string) => compose({ db, settings: { encryptionKey: keys }, logger: createJsonLogger({ silent: true }) });

  it('`admin encryption rotate` re-seals customers, webhook secrets and stored answers so the new key alone reads them', async () => {
    const before = open(oldKey);
    const { service } = before;
    const account = await service.accounts.createAccount({ name: 'Rotate', email: 'rotate@example.com', termsAccepted: true });
    await service.accounts.setRecordsAddon(account.id, true);
    const key = await service.accounts.createKey({ accountId: account.id, environment: 'test' });
    const ctx = await service.accounts.authenticate(`Bearer ${key.key}`);
    const plain = await service.customers.create(
      ctx,
      { external_id: 'r-1', name: 'Rita', phone: '+14155550199', email: 'rita@example.com' },
      null,
    );
    const body = { external_id: 'r-2', name: 'Rolf', email: 'rolf@example.com' };
    const idem = await service.customers.create(ctx, body, 'rotate-key-1');
    const sealer = createSealer([Buffer.from(oldKey, 'base64')]);
    const endpoint: WebhookEndpointRecord = {
      id: 'whe_01JD0000000000000000000000',
      accountId: account.id,
      environment: 'test',
      url: 'https://hooks.example.com/x',
      description: '',
      events: ['*'],
      status: 'active',
      disabledReason: null,
      apiVersion: account.apiVersion,
      secretSealed: sealer.seal('svcsec_current'),
      previousSecretSealed: sealer.seal('svcsec_previous'),
      previousSecretExpiresAt: Date.now() + 3_600_000,
      createdAt: Date.now(),
    };
    await before.storage.createWebhookEndpoint(endpoint, 16);
    await before.close();

    const { stdout } = await run(tsx, ['appliance/main.ts', 'admin', 'encryption', 'rotate', '--db', db], {
      env: { ...process.env, ESTIMATE_ENCRYPTION_KEY: `${newKey},${oldKey}` },
    });
    expect(JSON.parse(stdout)).toEqual({ object: 'reencryption', customers: 2, webhook_endpoints: 1, idempotent_answers: 1 });

    const after = open(newKey);
    try {
      const ctxAfter = await after.service.accounts.authenticate(`Bearer ${key.key}`);
      expect(await after.service.customers.get(ctxAfter, plain.customer.id)).toEqual(plain.customer);
      const replay = await after.service.customers.create(ctxAfter, body, 'rotate-key-1');
      expect(replay.headers['Idempotent-Replayed']).toBe('true');
      expect(replay.customer).toEqual(idem.customer);
      const stored = await after.storage.getWebhookEndpoint(ctxAfter.scope, endpoint.id);
      const newSealer = createSealer([Buffer.from(newKey, 'base64')]);
      expect(newSealer.open(stored!.secretSealed)).toBe('svcsec_current');
      expect(newSealer.open(stored!.previousSecretSealed!)).toBe('svcsec_previous');
    } finally {
      await after.close();
    }

    // The old key alone no longer opens anything: every value really moved.
    const stale = open(oldKey);
    try {
      const ctxStale = await stale.service.accounts.authenticate(`Bearer ${key.key}`);
      await expect(stale.service.customers.get(ctxStale, plain.customer.id)).rejects.toThrow(/key is unknown/);
    } finally {
      await stale.close();
    }
  });
});
