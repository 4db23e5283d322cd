/**
 * GET /v1/balance answers a kept JSON text while nothing changed (core/ledger/balance.ts): it must
 * still show every write at once, turn lots expired as the clock passes their expiry (with nothing
 * written), and answer exactly the text of the Balance resource.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdempotencyKey, startTestApi, type TestApi } from '../../support/appliance.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ credits: 1000 });
});
afterAll(() => api.close());

const day = 86_400_000;
const balance = async (key: string) => (await api.call('GET', '/v1/balance', { key })).body;

describe('GET /v1/balance, kept between writes', () => {
  it('shows a grant, a spend and a write by another connection at once', async () => {
    const acct = await api.newAccount({ credits: 100 });
    expect((await balance(acct.liveKey)).available_credits).toBe(100);
    expect((await balance(acct.liveKey)).available_credits).toBe(100);
    await api.app.service.grantCredits({ accountId: acct.accountId, credits: 20 });
    expect((await balance(acct.liveKey)).available_credits).toBe(120);
    const spent = await api.call('POST', '/v1/estimates', {
      key: acct.liveKey,
      body: { input: { text: 'Please paint the walls of a 12x14 bedroom' }, region: 'US-CA' },
      idempotencyKey: newIdempotencyKey(),
    });
    expect(spent.status).toBe(200);
    const used = Number(spent.headers.get('x-credits-used'));
    expect(used).toBeGreaterThan(0);
    expect((await balance(acct.liveKey)).available_credits).toBe(120 - used);
    if (!api.app.storage.db) return; // another connection to the same file: SQLite only
    const other = new Database(api.app.storage.db.name);
    other.prepare('UPDATE credit_lots SET remaining_credits = 7 WHERE account_id = ?').run(acct.accountId);
    other.close();
    expect((await balance(acct.liveKey)).lots.map((l: { remaining_credits: number }) => l.remaining_credits)).toEqual([7, 7]);
  });

  it('turns lots expired as the clock passes their expiry, with nothing written', async () => {
    const clock = api.app.testClock!;
    const start = clock.now();
    const acct = await api.newAccount({ credits: 100 });
    await api.app.service.grantCredits({ accountId: acct.accountId, credits: 30, expiresAt: new Date(start.getTime() + day) });
    await api.app.service.grantCredits({ accountId: acct.accountId, credits: 5, expiresAt: new Date(start.getTime() + 3 * day) });
    const expired = async () => {
      const body = await balance(acct.liveKey);
      return { available: body.available_credits, expired: body.lots.map((l: { expired: boolean }) => l.expired) };
    };
    expect(await expired()).toEqual({ available: 135, expired: [false, false, false] });
    expect(await expired()).toEqual({ available: 135, expired: [false, false, false] });
    try {
      clock.set(new Date(start.getTime() + day - 1));
      expect(await expired()).toEqual({ available: 135, expired: [false, false, false] });
      clock.set(new Date(start.getTime() + day));
      expect(await expired()).toEqual({ available: 105, expired: [false, true, false] });
      clock.set(new Date(start.getTime() + 5 * day));
      expect(await expired()).toEqual({ available: 100, expired: [false, true, true] });
    } finally {
      // Later tests of this file run at the starting time (the rate limiter and anomaly counter keep their minutes).
      clock.set(start);
    }
  });

  it('answers exactly the JSON of the Balance resource, per account', async () => {
    const a = await api.newAccount({ credits: 40 });
    const b = await api.newAccount({ credits: 60 });
    for (const acct of [a, b, a, b]) {
      const response = await fetch(`${api.url}/v1/balance`, { headers: { authorization: `Bearer ${acct.liveKey}` } });
      expect(response.headers.get('content-type')).toBe('application/json');
      const ctx = await api.app.service.accounts.authenticate(`Bearer ${acct.liveKey}`);
      expect(await response.text()).toBe(JSON.stringify(await api.app.service.balance(ctx)));
    }
    expect((await balance(a.liveKey)).available_credits).toBe(40);
    expect((await balance(b.liveKey)).available_credits).toBe(60);
  });
});
