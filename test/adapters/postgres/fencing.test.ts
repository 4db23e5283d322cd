/** Issue 12 item 11 on PostgreSQL: runs in the PostgreSQL phase of .ci/run (test/multi-instance/vitest.config.ts). */
import { randomBytes } from 'node:crypto';
import { describe, it } from 'vitest';
import { freshPostgresDatabase } from '../../support/appliance.js';
import { takeoverScenario } from '../../support/slow-estimator.js';

const adminUrl = process.env.ESTIMATE_TEST_POSTGRES_URL;
if (!adminUrl) throw new Error('ESTIMATE_TEST_POSTGRES_URL must name a PostgreSQL server (.ci/run starts one)');

describe('a claim taken over while a slow estimator runs (PostgreSQL, two services on one database)', () => {
  it('rolls back the late commit: one estimate, one charge, the late request replays the winner', async () => {
    const database = await freshPostgresDatabase(adminUrl);
    try {
      await takeoverScenario(database.url, { ESTIMATE_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
    } finally {
      await database.drop();
    }
  });
});
