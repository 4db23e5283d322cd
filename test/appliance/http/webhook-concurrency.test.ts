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

  it("leases a slow endpoint's backlog only up to its share (4 in flight, 4 waiting); the rest stays free for another instance", async () => {
    const acct = await hooks.api.newAccount();
    const created = await hooks.api.call('POST', '/v1/webhook_endpoints', { key: acct.testKey, body: { url: `${hooks.hookUrl}/backlog` } });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    hooks.answer.next = (req) =>
      req.method === 'POST' && req.path === '/hooks/backlog' ? { status: 200, release: gate } : { status: 200 };
    const count = () => hooks.posts().filter((r) => r.path === '/hooks/backlog').length;
    for (let i = 0; i < 12; i++) {
      await hooks.api.call('POST', '/v1/estimates', {
        key: acct.testKey,
        idempotencyKey: newIdempotencyKey(),
        body: { input: { text: 'sandbox:async' }, region: 'US-CA' },
      });
    }
    let events = 0;
    for (let i = 0; i < 500 && events < 12; i++) {
      await new Promise((r) => setTimeout(r, 10));
      events = (await hooks.api.call('GET', '/v1/events?limit=100', { key: acct.testKey })).body.data.length;
    }
    expect(events).toBe(12);
    await until(() => count() === 4, 'four deliveries reach the gated endpoint');

    // Another instance claiming now finds the four deliveries this one does not hold.
    const { storage, testClock } = hooks.api.app;
    const now = testClock!.now().getTime();
    const free = (await storage.claimDueDeliveries(now, 100, now + 60_000)).filter((c) => c.endpoint.id === created.body.id);
    expect(free).toHaveLength(4);
    await storage.finishDeliveries(
      free.map((c) => ({
        lease: c.lease,
        outcome: { next: 'done' },
        attempt: {
          id: `del_other_${c.job.id}`,
          jobId: c.job.id,
          eventId: c.job.eventId,
          endpointId: c.endpoint.id,
          attempt: c.job.attempt,
          status: 'succeeded',
          responseStatus: 200,
          error: null,
          createdAt: now,
          durationMs: 1,
        },
      })),
      now,
    );
    release();
    await until(() => count() === 8, 'this instance sends the eight it held');
    await new Promise((r) => setTimeout(r, 100));
    expect(count(), 'nothing is sent twice').toBe(8);
    hooks.answer.next = () => ({ status: 200 });
  });
});
