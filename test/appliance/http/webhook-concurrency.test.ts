import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '../../support/appliance.js';
import { startWebhookFixture, type WebhookFixture } from '../../support/webhook-fixture.js';

let hooks: WebhookFixture;
beforeAll(async () => {
  hooks = await startWebhookFixture({ service: { delivery: { perEndpoint: 4, concurrency: 16 } } });
});
afterAll(() => hooks.close());

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!condition()) throw new Error(`never happened: ${what}`);
}

describe('delivery concurrency', () => {
  it('a slow endpoint gets at most 4 deliveries at once and does not hold back another endpoint', async () => {
    const acct = await hooks.api.newAccount();
    await hooks.api.call('POST', '/v1/webhook_endpoints', { key: acct.testKey, body: { url: `${hooks.hookUrl}/slow` } });
    await hooks.api.call('POST', '/v1/webhook_endpoints', { key: acct.testKey, body: { url: `${hooks.hookUrl}/fast` } });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    hooks.answer.next = (req) => (req.method === 'POST' && req.path === '/hooks/slow' ? { status: 200, release: gate } : { status: 200 });
    const count = (path: string) => hooks.posts().filter((r) => r.path === path).length;

    for (let i = 0; i < 6; i++) {
      await hooks.api.call('POST', '/v1/estimates', {
        key: acct.testKey,
        idempotencyKey: newIdempotencyKey(),
        body: { input: { text: 'sandbox:async' }, region: 'US-CA' },
      });
    }
    await until(() => count('/hooks/fast') === 6, 'all six deliveries reach the fast endpoint');
    await until(() => count('/hooks/slow') === 4, 'four deliveries reach the slow endpoint');
    await new Promise((r) => setTimeout(r, 100));
    expect(count('/hooks/slow'), 'the slow endpoint is held at its bound').toBe(4);
    release();
    await until(() => count('/hooks/slow') === 6, 'the slow endpoint gets the rest once it answers');
    hooks.answer.next = () => ({ status: 200 });
  });
});
