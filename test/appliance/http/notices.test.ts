import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '../../support/appliance.js';
import { startWebhookFixture, type WebhookFixture } from '../../support/webhook-fixture.js';

let hooks: WebhookFixture;
beforeAll(async () => {
  hooks = await startWebhookFixture();
});
afterAll(() => hooks.close());

async function liveAccount(credits: number) {
  const acct = await hooks.api.newAccount({ credits });
  await hooks.api.call('POST', '/v1/webhook_endpoints', { key: acct.liveKey, body: { url: hooks.hookUrl } });
  await hooks.api.call('POST', '/v1/webhook_endpoints', { key: acct.testKey, body: { url: hooks.hookUrl } });
  return acct;
}

const spend = (key: string) =>
  hooks.api.call('POST', '/v1/estimates', {
    key,
    idempotencyKey: newIdempotencyKey(),
    body: { input: { text: 'Install 2 ceiling fans' }, region: 'US-TX' },
  });
const eventsOf = async (key: string, type: string) => (await hooks.api.call('GET', `/v1/events?type=${type}`, { key })).body.data as any[];

describe('account events', () => {
  it('credits.low is checked hourly, sent once at 20% or less, and re-armed when credits are added', async () => {
    const acct = await liveAccount(50);
    await spend(acct.liveKey);
    await spend(acct.liveKey);
    await spend(acct.liveKey); // 20 of 50 left: 40%
    await hooks.advance(3600);
    expect(await eventsOf(acct.liveKey, 'credits.low')).toHaveLength(0);
    await spend(acct.liveKey); // 10 of 50: 20%
    await hooks.advance(1);
    expect(await eventsOf(acct.liveKey, 'credits.low'), 'not before the hourly check').toHaveLength(0);
    await hooks.advance(3600);
    const [low] = await eventsOf(acct.liveKey, 'credits.low');
    expect(low).toMatchObject({ environment: 'live', data: { object: { object: 'balance', available_credits: 10 } } });
    await hooks.advance(3600);
    expect(await eventsOf(acct.liveKey, 'credits.low'), 'sent once').toHaveLength(1);
    expect(await eventsOf(acct.testKey, 'credits.low'), 'live only').toHaveLength(0);
    await hooks.api.app.service.grantCredits({ accountId: acct.accountId, credits: 10 }); // 20 of 60: 33%
    await spend(acct.liveKey); // 10 of 60: 17%
    await hooks.advance(3600);
    expect(await eventsOf(acct.liveKey, 'credits.low')).toHaveLength(2);
  });

  it('credits.exhausted when live credits reach zero', async () => {
    const acct = await liveAccount(20);
    await spend(acct.liveKey);
    expect(await eventsOf(acct.liveKey, 'credits.exhausted')).toHaveLength(0);
    await spend(acct.liveKey);
    const [exhausted] = await eventsOf(acct.liveKey, 'credits.exhausted');
    expect(exhausted).toMatchObject({ data: { object: { available_credits: 0 } } });
    await hooks.advance(1);
    expect(hooks.posts().some((r) => r.headers['service-event-id'] === exhausted.id)).toBe(true);
  });

  it('api_key.rotated carries the new key and when the old one stops', async () => {
    const acct = await liveAccount(10);
    const me = (await hooks.api.call('GET', '/v1/me', { key: acct.testKey })).body;
    const rotated = await hooks.api.app.service.accounts.rotateKey(me.key.id, 12);
    const [event] = await eventsOf(acct.testKey, 'api_key.rotated');
    expect(event).toMatchObject({
      environment: 'test',
      data: { object: { id: rotated.id, object: 'api_key' }, previous: { id: me.key.id, expires_at: rotated.previous.expires_at } },
    });
    expect(JSON.stringify(event)).not.toContain(rotated.key);
  });

  it('api_key.expiring 14 days ahead, once', async () => {
    const acct = await liveAccount(10);
    const now = hooks.api.app.service.clock.now().getTime();
    const key = await hooks.api.app.service.accounts.createKey({
      accountId: acct.accountId,
      environment: 'live',
      expiresAt: new Date(now + 20 * 86_400_000),
    });
    await hooks.advance(3600);
    expect((await eventsOf(acct.liveKey, 'api_key.expiring')).filter((e) => e.data.object.id === key.id)).toHaveLength(0);
    await hooks.advance(6 * 86_400 + 3600);
    expect((await eventsOf(acct.liveKey, 'api_key.expiring')).filter((e) => e.data.object.id === key.id)).toHaveLength(1);
    await hooks.advance(2 * 3600);
    expect((await eventsOf(acct.liveKey, 'api_key.expiring')).filter((e) => e.data.object.id === key.id)).toHaveLength(1);
  });
});
