import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newIdempotencyKey, sqlRows } from '../../support/appliance.js';
import { verifyWebhook } from '../../../core/webhooks/signer.js';
import { independentVerify, startWebhookFixture, v1Count, type WebhookFixture } from '../../support/webhook-fixture.js';

let hooks: WebhookFixture;
beforeAll(async () => {
  hooks = await startWebhookFixture();
});
afterAll(() => hooks.close());
beforeEach(() => {
  hooks.answer.next = () => ({ status: 200 });
});

const header = (req: { headers: Record<string, unknown> }, name: string) => String(req.headers[name]);

async function account() {
  const acct = await hooks.api.newAccount();
  const endpoint = (await hooks.api.call('POST', '/v1/webhook_endpoints', { key: acct.testKey, body: { url: hooks.hookUrl } })).body;
  return { ...acct, endpoint };
}

async function asyncSandbox(key: string, entry = 'async') {
  return (
    await hooks.api.call('POST', '/v1/estimates', {
      key,
      idempotencyKey: newIdempotencyKey(),
      body: { input: { text: `sandbox:${entry}` }, region: 'US-CA' },
    })
  ).body;
}

const postsFor = (eventId: string) => hooks.posts().filter((r) => header(r, 'service-event-id') === eventId);

describe('delivery', () => {
  it('delivers estimate.completed signed, with the exact headers of the specification', async () => {
    const acct = await account();
    const estimate = await asyncSandbox(acct.testKey);
    await hooks.advance(1);
    const events = (await hooks.api.call('GET', '/v1/events?type=estimate.completed', { key: acct.testKey })).body.data;
    expect(events).toHaveLength(1);
    const event = events[0];
    expect(event).toMatchObject({
      object: 'event',
      type: 'estimate.completed',
      api_version: '2026-10-05',
      environment: 'test',
      data: { object: { id: estimate.id, status: 'priced' } },
    });
    const [delivery] = postsFor(event.id);
    expect(delivery).toBeDefined();
    expect(delivery!.path).toBe('/hooks');
    expect(header(delivery!, 'content-type')).toBe('application/json');
    expect(header(delivery!, 'user-agent')).toBe('Service-Webhooks/1.0');
    expect(header(delivery!, 'service-version')).toBe('2026-10-05');
    expect(JSON.parse(delivery!.rawBody)).toEqual(event);
    const signature = header(delivery!, 'service-signature');
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    // t is the real time at sending (the test clock may be anywhere).
    expect(Math.abs(Number(/t=(\d+)/.exec(signature)![1]) - delivery!.at / 1000)).toBeLessThan(5);
    expect(independentVerify(signature, delivery!.rawBody, acct.endpoint.secret)).toBe(true);
    expect(independentVerify(signature, delivery!.rawBody + ' ', acct.endpoint.secret)).toBe(false);
    const read = (await hooks.api.call('GET', `/v1/events/${event.id}`, { key: acct.testKey })).body;
    expect(read.deliveries).toEqual([
      expect.objectContaining({ endpoint: acct.endpoint.id, attempt: 1, status: 'succeeded', response_status: 200, error: null }),
    ]);
  });

  it("signs with the real time past a 10-minute test-clock advance, while the event's created follows the test clock", async () => {
    const acct = await account();
    await hooks.advance(11 * 60);
    const estimate = await asyncSandbox(acct.testKey);
    await hooks.advance(1);
    const [event] = (await hooks.api.call('GET', '/v1/events', { key: acct.testKey })).body.data;
    expect(event.data.object.id).toBe(estimate.id);
    const serviceNow = hooks.api.app.service.clock.now().getTime();
    expect(Date.parse(event.created_at)).toBeGreaterThan(Date.now() + 10 * 60_000);
    expect(Math.abs(Date.parse(event.created_at) - serviceNow)).toBeLessThan(2_000);
    const [delivery] = postsFor(event.id);
    const signature = header(delivery!, 'service-signature');
    // Our own receiver helper, with its defaults (the real time, 5 minutes of tolerance), accepts it.
    expect(verifyWebhook(delivery!.rawBody, signature, acct.endpoint.secret)).toMatchObject({ ok: true });
    expect(independentVerify(signature, delivery!.rawBody, acct.endpoint.secret)).toBe(true);
  });

  it('sends estimate.failed for the failed sandbox entry, and respects the subscription', async () => {
    const acct = await account();
    const picky = (
      await hooks.api.call('POST', '/v1/webhook_endpoints', {
        key: acct.testKey,
        body: { url: `${hooks.hookUrl}?picky`, events: ['estimate.completed'] },
      })
    ).body;
    await asyncSandbox(acct.testKey, 'failed');
    await hooks.advance(1);
    const [event] = (await hooks.api.call('GET', '/v1/events', { key: acct.testKey })).body.data;
    expect(event).toMatchObject({ type: 'estimate.failed', data: { object: { status: 'failed', error: { code: expect.any(String) } } } });
    const got = postsFor(event.id);
    expect(got.map((r) => r.path)).toEqual(['/hooks']);
    expect(picky.id).toMatch(/^whe_/);
  });

  it('events of test keys go only to test endpoints', async () => {
    const acct = await account();
    const live = (await hooks.api.call('POST', '/v1/webhook_endpoints', { key: acct.liveKey, body: { url: `${hooks.hookUrl}?live` } }))
      .body;
    await asyncSandbox(acct.testKey);
    await hooks.advance(1);
    const [event] = (await hooks.api.call('GET', '/v1/events', { key: acct.testKey })).body.data;
    expect(postsFor(event.id).map((r) => r.path)).toEqual(['/hooks']);
    expect((await hooks.api.call('GET', `/v1/events/${event.id}`, { key: acct.liveKey })).status).toBe(404);
    expect(live.environment).toBe('live');
  });

  it('retries after 1m, 5m, 30m, 2h, 6h, 12h, 24h, 24h signed with the real time, then disables the endpoint and e-mails the owner', async () => {
    const acct = await account();
    hooks.answer.next = (req) => (req.method === 'POST' ? { status: 500 } : { status: 200 });
    await asyncSandbox(acct.testKey);
    await hooks.advance(1);
    const [event] = (await hooks.api.call('GET', '/v1/events', { key: acct.testKey })).body.data;
    expect(postsFor(event.id)).toHaveLength(1);
    const delays = [60, 300, 1800, 7200, 21600, 43200, 86400, 86400];
    for (const [i, delay] of delays.entries()) {
      await hooks.advance(delay - 2);
      expect(postsFor(event.id), `not before retry ${i + 1} is due`).toHaveLength(i + 1);
      await hooks.advance(2);
      expect(postsFor(event.id), `retry ${i + 1}`).toHaveLength(i + 2);
    }
    // Three days of test clock later, every t is still the real time of its sending.
    for (const r of postsFor(event.id))
      expect(Math.abs(Number(/t=(\d+)/.exec(header(r, 'service-signature'))![1]) - r.at / 1000)).toBeLessThan(5);
    expect(
      verifyWebhook(postsFor(event.id).at(-1)!.rawBody, header(postsFor(event.id).at(-1)!, 'service-signature'), acct.endpoint.secret).ok,
    ).toBe(true);
    const read = (await hooks.api.call('GET', `/v1/events/${event.id}`, { key: acct.testKey })).body;
    expect(read.deliveries).toHaveLength(9);
    expect(read.deliveries.every((d: any) => d.status === 'failed' && d.response_status === 500)).toBe(true);
    expect(read.deliveries.map((d: any) => d.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const endpoint = (await hooks.api.call('GET', `/v1/webhook_endpoints/${acct.endpoint.id}`, { key: acct.testKey })).body;
    expect(endpoint).toMatchObject({ status: 'disabled', disabled_reason: 'delivery_failures' });
    const mail = (
      await sqlRows<{ recipient: string; subject: string; body: string }>(
        hooks.api.app,
        'SELECT recipient, subject, body FROM mail_outbox ORDER BY id DESC LIMIT 1',
      )
    )[0]!;
    const owner = (await hooks.api.call('GET', '/v1/me', { key: acct.testKey })).body.email;
    expect(mail.recipient).toBe(owner);
    expect(mail.subject).toContain(acct.endpoint.id);
    // Disabled: new events are not sent to it.
    hooks.answer.next = () => ({ status: 200 });
    await asyncSandbox(acct.testKey);
    await hooks.advance(1);
    const [newer] = (await hooks.api.call('GET', '/v1/events', { key: acct.testKey })).body.data;
    expect(postsFor(newer.id)).toHaveLength(0);
  });

  it('does not disable an endpoint that answered another event during the retries', async () => {
    const acct = await account();
    hooks.answer.next = (req) => (req.method === 'POST' && req.rawBody.includes('"estimate.failed"') ? { status: 500 } : { status: 200 });
    await asyncSandbox(acct.testKey, 'failed');
    await hooks.advance(1);
    await asyncSandbox(acct.testKey);
    for (const delay of [60, 300, 1800, 7200, 21600, 43200, 86400, 86400]) await hooks.advance(delay);
    const endpoint = (await hooks.api.call('GET', `/v1/webhook_endpoints/${acct.endpoint.id}`, { key: acct.testKey })).body;
    expect(endpoint.status).toBe('active');
  });

  it('a redirect counts as a failure and is not followed', async () => {
    const acct = await account();
    hooks.answer.next = (req) =>
      req.method === 'POST' && req.path === '/hooks' ? { status: 301, headers: { location: '/elsewhere' } } : { status: 200 };
    await asyncSandbox(acct.testKey);
    await hooks.advance(1);
    const [event] = (await hooks.api.call('GET', '/v1/events', { key: acct.testKey })).body.data;
    const read = (await hooks.api.call('GET', `/v1/events/${event.id}`, { key: acct.testKey })).body;
    expect(read.deliveries[0]).toMatchObject({ status: 'failed', response_status: 301 });
    expect(read.deliveries[1]).toMatchObject({ status: 'pending', attempt: 2 });
    expect(hooks.receiver.received.some((r) => r.path === '/elsewhere')).toBe(false);
  });
});

describe('secret rotation', () => {
  it('signs with both secrets for 24 hours, then with the new one only; rotating again ends the older secret at once', async () => {
    const acct = await account();
    const first = acct.endpoint.secret;
    const second = (await hooks.api.call('POST', `/v1/webhook_endpoints/${acct.endpoint.id}/rotate_secret`, { key: acct.testKey })).body
      .secret;
    expect(second).toMatch(/^svcsec_/);
    expect(second).not.toBe(first);
    await asyncSandbox(acct.testKey);
    await hooks.advance(1);
    let last = hooks.posts().at(-1)!;
    expect(v1Count(header(last, 'service-signature'))).toBe(2);
    expect(independentVerify(header(last, 'service-signature'), last.rawBody, first)).toBe(true);
    expect(independentVerify(header(last, 'service-signature'), last.rawBody, second)).toBe(true);

    const third = (await hooks.api.call('POST', `/v1/webhook_endpoints/${acct.endpoint.id}/rotate_secret`, { key: acct.testKey })).body
      .secret;
    await asyncSandbox(acct.testKey);
    await hooks.advance(1);
    last = hooks.posts().at(-1)!;
    expect(independentVerify(header(last, 'service-signature'), last.rawBody, first)).toBe(false);
    expect(independentVerify(header(last, 'service-signature'), last.rawBody, second)).toBe(true);
    expect(independentVerify(header(last, 'service-signature'), last.rawBody, third)).toBe(true);

    await hooks.advance(24 * 3600);
    await asyncSandbox(acct.testKey);
    await hooks.advance(1);
    last = hooks.posts().at(-1)!;
    expect(v1Count(header(last, 'service-signature'))).toBe(1);
    expect(independentVerify(header(last, 'service-signature'), last.rawBody, third)).toBe(true);
  });
});

describe('test events and redelivery', () => {
  it('/test sends webhook.test once to that endpoint only, even when disabled, and never retries', async () => {
    const acct = await account();
    const other = (await hooks.api.call('POST', '/v1/webhook_endpoints', { key: acct.testKey, body: { url: `${hooks.hookUrl}?other` } }))
      .body;
    await hooks.api.call('PATCH', `/v1/webhook_endpoints/${acct.endpoint.id}`, { key: acct.testKey, body: { status: 'disabled' } });
    hooks.answer.next = (req) => (req.method === 'POST' ? { status: 503 } : { status: 200 });
    const res = await hooks.api.call('POST', `/v1/webhook_endpoints/${acct.endpoint.id}/test`, { key: acct.testKey });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ object: 'event', type: 'webhook.test', data: { object: { id: acct.endpoint.id } } });
    await hooks.advance(1);
    await hooks.advance(3600);
    expect(postsFor(res.body.id).map((r) => r.path)).toEqual(['/hooks']);
    const read = (await hooks.api.call('GET', `/v1/events/${res.body.id}`, { key: acct.testKey })).body;
    expect(read.deliveries).toEqual([expect.objectContaining({ status: 'failed', response_status: 503, attempt: 1 })]);
    expect(other.id).toMatch(/^whe_/);
  });

  it('redelivers the same body and event id to every listening active endpoint, or to one', async () => {
    const acct = await account();
    const second = (await hooks.api.call('POST', '/v1/webhook_endpoints', { key: acct.testKey, body: { url: `${hooks.hookUrl}?second` } }))
      .body;
    await asyncSandbox(acct.testKey);
    await hooks.advance(1);
    const [event] = (await hooks.api.call('GET', '/v1/events', { key: acct.testKey })).body.data;
    expect(postsFor(event.id)).toHaveLength(2);
    const all = await hooks.api.call('POST', `/v1/events/${event.id}/redeliver`, { key: acct.testKey });
    expect(all.status).toBe(202);
    expect(all.body).toMatchObject({ object: 'redelivery', event: event.id });
    expect(all.body.id).toMatch(/^rdl_/);
    expect([...all.body.endpoints].sort()).toEqual([acct.endpoint.id, second.id].sort());
    await hooks.advance(1);
    const one = await hooks.api.call('POST', `/v1/events/${event.id}/redeliver`, { key: acct.testKey, body: { endpoint: second.id } });
    expect(one.body.endpoints).toEqual([second.id]);
    await hooks.advance(1);
    const got = postsFor(event.id);
    expect(got).toHaveLength(5);
    expect(new Set(got.map((r) => r.rawBody)).size).toBe(1);
  });

  it('redelivery errors: 404 unknown event, 422 past 30 days, 422 for a disabled endpoint', async () => {
    const acct = await account();
    expect((await hooks.api.call('POST', '/v1/events/evt_unknown/redeliver', { key: acct.testKey })).status).toBe(404);
    await asyncSandbox(acct.testKey);
    await hooks.advance(1);
    const [event] = (await hooks.api.call('GET', '/v1/events', { key: acct.testKey })).body.data;
    await hooks.api.call('PATCH', `/v1/webhook_endpoints/${acct.endpoint.id}`, { key: acct.testKey, body: { status: 'disabled' } });
    const disabled = await hooks.api.call('POST', `/v1/events/${event.id}/redeliver`, {
      key: acct.testKey,
      body: { endpoint: acct.endpoint.id },
    });
    expect(disabled.status).toBe(422);
    await hooks.advance(30 * 86_400 + 1);
    const old = await hooks.api.call('POST', `/v1/events/${event.id}/redeliver`, { key: acct.testKey });
    expect(old.status).toBe(422);
    expect(old.body.code).toBe('event_not_redeliverable');
    expect((await hooks.api.call('GET', `/v1/events/${event.id}`, { key: acct.testKey })).status).toBe(404);
    expect(
      (await hooks.api.call('GET', '/v1/events', { key: acct.testKey })).body.data.find((e: any) => e.id === event.id),
    ).toBeUndefined();
  });

  it('deleting an endpoint drops its waiting deliveries and its history', async () => {
    const acct = await account();
    hooks.answer.next = (req) => (req.method === 'POST' ? { status: 500 } : { status: 200 });
    await asyncSandbox(acct.testKey);
    await hooks.advance(1);
    const [event] = (await hooks.api.call('GET', '/v1/events', { key: acct.testKey })).body.data;
    expect((await hooks.api.call('GET', `/v1/events/${event.id}`, { key: acct.testKey })).body.deliveries).toHaveLength(2);
    await hooks.api.call('DELETE', `/v1/webhook_endpoints/${acct.endpoint.id}`, { key: acct.testKey });
    expect((await hooks.api.call('GET', `/v1/events/${event.id}`, { key: acct.testKey })).body.deliveries).toEqual([]);
    await hooks.advance(120);
    expect(postsFor(event.id)).toHaveLength(1);
  });
});
