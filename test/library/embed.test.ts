import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createJsonLogger } from '../../adapters/system/logger.js';
import { createSqliteEstimateService } from '../../lib/sqlite.js';

const dir = mkdtempSync(join(tmpdir(), 'estimate-lib-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const logger = createJsonLogger({ silent: true });

describe('library entry (estimate-appliance/sqlite)', () => {
  it('an embedding service creates accounts, authenticates keys and prices estimates without HTTP', async () => {
    const { service, close } = createSqliteEstimateService({ db: join(dir, 'lib.db'), logger });
    try {
      const account = await service.accounts.createAccount({ name: 'Embedded', email: 'e@example.com', termsAccepted: true });
      const key = await service.accounts.createKey({ accountId: account.id, environment: 'live' });
      await service.grantCredits({ accountId: account.id, credits: 30 });
      const ctx = await service.accounts.authenticate(`Bearer ${key.key}`);
      const answer = await service.estimates.create(ctx, { input: { text: 'mount a TV on the wall' }, region: 'US-WA' }, 'order-1');
      expect(answer.status).toBe(200);
      expect(answer.estimate.environment).toBe('live');
      expect(answer.headers['X-Credits-Remaining']).toBe('20');
      const replay = await service.estimates.create(ctx, { input: { text: 'mount a TV on the wall' }, region: 'US-WA' }, 'order-1');
      expect(replay.replayed).toBe(true);
      expect(replay.estimate).toEqual(answer.estimate);
      const page = await service.estimates.list(ctx, { limit: '10' });
      expect(page.data.map((e) => e.id)).toEqual([answer.estimate.id]);
      await expect(service.estimates.get(ctx, 'est_missing')).rejects.toMatchObject({ code: 'not_found', status: 404 });
    } finally {
      await close();
    }
  });

  it('refuses "." and ".." as record collection or id, which no URL could address', async () => {
    const { service, close } = createSqliteEstimateService({ db: join(dir, 'records.db'), logger });
    try {
      const account = await service.accounts.createAccount({ name: 'Records', email: 'r@example.com', termsAccepted: true });
      await service.accounts.setRecordsAddon(account.id, true);
      const { key } = await service.accounts.createKey({ accountId: account.id, environment: 'test' });
      const ctx = await service.accounts.authenticate(`Bearer ${key}`);
      const refused = { code: 'invalid_parameter', status: 400 };
      const body = { data: { n: 1 }, updated_at_ms: 1 };
      for (const dots of ['.', '..']) {
        await expect(service.records.put(ctx, 'jobs', dots, body)).rejects.toMatchObject(refused);
        await expect(service.records.put(ctx, dots, 'x', body)).rejects.toMatchObject(refused);
        await expect(service.records.get(ctx, 'jobs', dots)).rejects.toMatchObject(refused);
        await expect(service.records.remove(ctx, dots, 'x')).rejects.toMatchObject(refused);
        await expect(service.records.list(ctx, dots, {})).rejects.toMatchObject(refused);
        await expect(service.records.list(ctx, 'jobs', { starting_after: dots })).rejects.toMatchObject(refused);
      }
      expect((await service.records.list(ctx, 'jobs', {})).data).toEqual([]);
      expect((await service.records.put(ctx, '..x', '.x.', body)).status).toBe(201);
    } finally {
      await close();
    }
  });

  it('runs its own background jobs by default, and none with jobs: false', async () => {
    const db = join(dir, 'jobs.db');
    // Work queued by a service that does not run jobs (and does not start work at once) stays queued...
    const quiet = createSqliteEstimateService({ db, logger, jobs: false, service: { startWorkAtOnce: false } });
    expect(quiet.jobs).toBeNull();
    const account = await quiet.service.accounts.createAccount({ name: 'Jobs', email: 'j@example.com', termsAccepted: true });
    const { key } = await quiet.service.accounts.createKey({ accountId: account.id, environment: 'test' });
    const ctx = await quiet.service.accounts.authenticate(`Bearer ${key}`);
    const queued = await quiet.service.estimates.create(ctx, { input: { text: 'sandbox:async' }, region: 'US-CA' }, 'async-1');
    expect(queued.status).toBe(202);
    await quiet.close();
    const stillQuiet = createSqliteEstimateService({ db, logger, jobs: false });
    expect(
      (await stillQuiet.service.estimates.get(await stillQuiet.service.accounts.authenticate(`Bearer ${key}`), queued.estimate.id)).status,
    ).toBe('processing');
    await stillQuiet.close();

    // ...until a service with the default job runtime starts: its first run picks the work up, and close() waits for it.
    const running = createSqliteEstimateService({ db, logger, service: { startWorkAtOnce: false } });
    expect(running.jobs).not.toBeNull();
    await running.service.close();
    const after = createSqliteEstimateService({ db, logger, jobs: false });
    expect((await after.service.estimates.get(await after.service.accounts.authenticate(`Bearer ${key}`), queued.estimate.id)).status).toBe(
      'priced',
    );
    await after.close();
  });
});
