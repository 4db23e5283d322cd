/**
 * kill -9 right after charges were answered: usage credits still equal the
 * ledger (they are written in the charge's transaction, not buffered), before
 * and after the async estimates left behind are finished by the next process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createJsonLogger } from '../../adapters/system/logger.js';
import { startAppliance } from '../../appliance/server.js';
import { sqlValue } from '../support/appliance.js';
import { call, seedAccount, startInstance } from '../multi-instance/cluster.js';

const dir = mkdtempSync(join(tmpdir(), 'estimate-crash-usage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('kill -9 and usage', () => {
  it('usage credits equal the ledger after a kill -9, on the synchronous and the async path', { timeout: 120_000 }, async () => {
    const db = join(dir, 'estimate.db');
    const first = await startInstance(db, {});
    const acct = await seedAccount(db, process.env, 1000);
    await acct.close();
    const body = (mode?: 'async') => ({
      input: { text: 'Paint the walls of a 12x14 bedroom' },
      region: 'US-CA',
      ...(mode ? { mode } : {}),
    });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await call(first.url, 'POST', '/v1/estimates', acct.liveKey, body(), `crash-usage-sync-${i}`));
    for (let i = 0; i < 2; i++)
      answers.push(await call(first.url, 'POST', '/v1/estimates', acct.liveKey, body('async'), `crash-usage-async-${i}`));
    await first.stop('SIGKILL');
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 202, 202]);

    const second = await startAppliance({ db, port: 0, host: '127.0.0.1', sweepSeconds: 0, logger: createJsonLogger({ silent: true }) });
    try {
      const spent = async () =>
        Number(
          await sqlValue(
            second,
            "SELECT coalesce(sum(credits), 0) FROM credit_movements WHERE account_id = ? AND kind IN ('spend', 'settle')",
            acct.accountId,
          ),
        );
      const usageCredits = async () => (await call(second.url, 'GET', '/v1/usage', acct.liveKey)).body.totals.credits as number;
      expect(await spent()).toBeGreaterThanOrEqual(30);
      expect(await usageCredits()).toBe(await spent());
      await second.service.runDueJobs();
      for (const a of answers.slice(3))
        expect((await call(second.url, 'GET', `/v1/estimates/${a.body.id}`, acct.liveKey)).body.status).toBe('priced');
      expect(await spent()).toBe(50);
      expect(await usageCredits()).toBe(50);
    } finally {
      await second.close();
    }
  });
});
