/** Cached key lookups on PostgreSQL: runs in the PostgreSQL phase of .ci/run (test/multi-instance/vitest.config.ts). */
import { afterAll, describe, it } from 'vitest';
import { createPostgresStorage, type PostgresStorage } from '../../../adapters/postgres/storage.js';
import { freshPostgresDatabase } from '../../support/appliance.js';
import { authCacheScenario } from '../../support/auth-cache-scenario.js';

const adminUrl = process.env.ESTIMATE_TEST_POSTGRES_URL;
if (!adminUrl) throw new Error('ESTIMATE_TEST_POSTGRES_URL must name a PostgreSQL server (.ci/run starts one)');

let database: { url: string; drop(): Promise<void> } | undefined;
const opened: PostgresStorage[] = [];
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  await database?.drop();
});

describe('cached key lookups (PostgreSQL, two pools on one database)', () => {
  it('revocation, pause and suspension apply at once on this instance and within the bound on the other', async () => {
    database = await freshPostgresDatabase(adminUrl);
    await authCacheScenario(async (now) => {
      for (let i = 0; i < 2; i++) opened.push(createPostgresStorage(database!.url, { max: 2, authCache: { now } }));
      await Promise.all(opened.map((s) => s.ready()));
      return opened;
    });
  });
});
