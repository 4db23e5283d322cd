/**
 * estimate-appliance/postgres on a real server: runs in the PostgreSQL phase of
 * .ci/run (test/multi-instance/vitest.config.ts), not in `npm test`.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJsonLogger } from '../../../adapters/system/logger.js';
import { createPostgresEstimateService } from '../../../lib/postgres.js';
import { freshPostgresDatabase } from '../../support/appliance.js';

const adminUrl = process.env.ESTIMATE_TEST_POSTGRES_URL;
if (!adminUrl) throw new Error('ESTIMATE_TEST_POSTGRES_URL must name a PostgreSQL server (.ci/run starts one)');

let database: { url: string; drop(): Promise<void> };
const encryptionKeys = [randomBytes(32).toString('base64')];
const logger = createJsonLogger({ silent: true });
beforeAll(async () => {
  database = await freshPostgresDatabase(adminUrl);
});
afterAll(() => database?.drop());

describe('library entry (estimate-appliance/postgres)', () => {
  it('prices estimates and runs its own background jobs; close() drains them', async () => {
    const quiet = createPostgresEstimateService({
      url: database.url,
      encryptionKeys,
      logger,
      jobs: false,
      service: { startWorkAtOnce: false },
    });
    const account = await quiet.service.accounts.createAccount({ name: 'Pg', email: 'pg@example.com', termsAccepted: true });
    const { key } = await quiet.service.accounts.createKey({ accountId: account.id, environment: 'live' });
    await quiet.service.grantCredits({ accountId: account.id, credits: 50 });
    const ctx = await quiet.service.accounts.authenticate(`Bearer ${key}`);
    const priced = await quiet.service.estimates.create(
      ctx,
      { input: { text: 'Paint the walls of a 12x14 bedroom' }, region: 'US-CA' },
      'pg-1',
    );
    expect(priced.estimate.status).toBe('priced');
    const queued = await quiet.service.estimates.create(
      ctx,
      { input: { text: 'Install 3 ceiling fans' }, region: 'US-TX', mode: 'async' },
      'pg-2',
    );
    expect(queued.status).toBe(202);
    await quiet.close();

    const running = createPostgresEstimateService({ url: database.url, encryptionKeys, logger, service: { startWorkAtOnce: false } });
    await running.close();
    const after = createPostgresEstimateService({ url: database.url, encryptionKeys, logger, jobs: false });
    try {
      const again = await after.service.accounts.authenticate(`Bearer ${key}`);
      expect((await after.service.estimates.get(again, queued.estimate.id)).status).toBe('priced');
    } finally {
      await after.close();
    }
  });

  it('refuses to start without encryption keys', () => {
    expect(() => createPostgresEstimateService({ url: database.url, encryptionKeys: [], logger })).toThrow(/encryptionKeys is required/);
  });
});
