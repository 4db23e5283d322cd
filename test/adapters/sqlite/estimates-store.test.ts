import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteStorage } from '../../../adapters/sqlite/storage.js';
import { processingEstimate } from '../../../core/estimates/assemble.js';

const dir = mkdtempSync(join(tmpdir(), 'estimates-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('saveEstimate', () => {
  it('refuses, storing nothing, when the linked customer no longer exists (deleted between lookup and save)', async () => {
    const storage = createSqliteStorage(join(dir, 's.db'));
    try {
      const scope = { accountId: 'acct_1', environment: 'test' as const };
      const estimate = processingEstimate(
        { id: 'est_1', scope, createdAt: Date.now(), metadata: {}, customerId: 'cus_gone' },
        { code: 'US-CA', currency: 'USD', locale: 'en-US' },
      );
      const saved = await storage.saveEstimate({
        scope,
        now: Date.now(),
        stored: { estimate, parentId: null, conversation: [], sandbox: true },
      });
      expect(saved).toEqual({ ok: false, reason: 'customer_missing' });
      expect(await storage.getEstimate(scope, 'est_1')).toBeNull();
    } finally {
      storage.close();
    }
  });
});
