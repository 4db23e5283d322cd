import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteEstimateService } from '../../index.js';

const dir = mkdtempSync(join(tmpdir(), 'estimate-lib-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('library entry', () => {
  it('an embedding service creates accounts, authenticates keys and prices estimates without HTTP', async () => {
    const { service, close } = createSqliteEstimateService({ db: join(dir, 'lib.db') });
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
      const page = await service.estimates.list(ctx, {});
      expect(page.data.map((e) => e.id)).toEqual([answer.estimate.id]);
      await expect(service.estimates.get(ctx, 'est_missing')).rejects.toMatchObject({ code: 'not_found', status: 404 });
    } finally {
      await close();
    }
  });
});
