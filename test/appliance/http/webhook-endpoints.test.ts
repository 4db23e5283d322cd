import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlValue, startTestApi, type TestApi } from '../../support/appliance.js';
import { startWebhookFixture, type WebhookFixture } from '../../support/webhook-fixture.js';

let hooks: WebhookFixture;
let strict: TestApi;
beforeAll(async () => {
  hooks = await startWebhookFixture();
  strict = await startTestApi();
});
afterAll(async () => {
  await hooks.close();
  await strict.close();
});

const create = (body: unknown, key?: string) => hooks.api.call('POST', '/v1/webhook_endpoints', { body, key });

describe('webhook endpoints', () => {
  it('creates an endpoint after one GET to the URL; the secret is shown once', async () => {
    const gets = hooks.receiver.received.filter((r) => r.method === 'GET').length;
    const res = await create({ url: hooks.hookUrl, description: 'orders', events: ['estimate.completed'] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'webhook_endpoint',
      url: hooks.hookUrl,
      description: 'orders',
      events: ['estimate.completed'],
      status: 'active',
      environment: 'test',
      api_version: '2026-10-05',
      disabled_reason: null,
    });
    expect(res.body.id).toMatch(/^whe_/);
    expect(res.body.secret).toMatch(/^svcsec_[0-9A-Za-z]{40}$/);
    expect(hooks.receiver.received.filter((r) => r.method === 'GET').length).toBe(gets + 1);
    const read = await hooks.api.call('GET', `/v1/webhook_endpoints/${res.body.id}`);
    const { secret: _secret, ...withoutSecret } = res.body;
    expect(read.body).toEqual(withoutSecret);
    // The secret is stored encrypted: it never appears in the database file.
    const raw = (await sqlValue(hooks.api.app, 'SELECT body FROM webhook_endpoints WHERE id = ?', res.body.id)) as string;
    expect(raw).not.toContain(res.body.secret);
  });

  it.each([
    ['http://127.0.0.1:8443/x', 'Rule 1'],
    ['https://127.0.0.1:80/x', 'Rule 1'],
    ['https://127.0.0.1:1023/x', 'Rule 1'],
    ['https://user:pw@127.0.0.1:8443/x', 'Rule 2'],
    ['https://127.0.0.1:8443/x#frag', 'Rule 2'],
    ['not a url', 'Rule 1'],
  ])('rejects %s naming %s', async (url, rule) => {
    const res = await create({ url });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('webhook_url_rejected');
    expect(res.body.detail).toContain(rule);
  });

  it('rejects private and loopback hosts unless ESTIMATE_WEBHOOK_ALLOW_PRIVATE is set (rule 3)', async () => {
    for (const url of [
      'https://127.0.0.1:8443/x',
      'https://localhost:8443/x',
      'https://10.1.2.3/x',
      'https://[::1]:8443/x',
      'https://[::ffff:192.168.0.1]/x',
    ]) {
      const res = await strict.call('POST', '/v1/webhook_endpoints', { body: { url } });
      expect(res.status, url).toBe(422);
      expect(res.body.detail, url).toContain('Rule 3');
    }
  });

  it('rejects a URL whose GET answers with a redirect, or that does not answer (rule 4)', async () => {
    hooks.answer.next = (req) => (req.method === 'GET' ? { status: 302, headers: { location: 'https://example.com/' } } : { status: 200 });
    const redirect = await create({ url: `${hooks.hookUrl}/moved` });
    hooks.answer.next = () => ({ status: 200 });
    expect(redirect.status).toBe(422);
    expect(redirect.body.detail).toContain('Rule 4');
    const closed = await create({ url: 'https://127.0.0.1:1/x' });
    expect(closed.body.detail).toMatch(/Rule (1|4)/);
    const down = await create({ url: 'https://127.0.0.1:65000/x' });
    expect(down.status).toBe(422);
    expect(down.body.detail).toContain('Rule 4');
  });

  it('lists newest first per environment, pages, patches and deletes', async () => {
    const other = await hooks.api.newAccount();
    const a = (await create({ url: hooks.hookUrl }, other.testKey)).body;
    const b = (await create({ url: hooks.hookUrl }, other.testKey)).body;
    const live = (await create({ url: hooks.hookUrl }, other.liveKey)).body;
    const page = await hooks.api.call('GET', '/v1/webhook_endpoints?limit=1', { key: other.testKey });
    expect(page.body).toMatchObject({ object: 'list', url: '/v1/webhook_endpoints', has_more: true });
    expect(page.body.data.map((e: any) => e.id)).toEqual([b.id]);
    expect(page.body.data[0].secret).toBeUndefined();
    const next = await hooks.api.call('GET', `/v1/webhook_endpoints?limit=1&starting_after=${b.id}`, { key: other.testKey });
    expect(next.body.data.map((e: any) => e.id)).toEqual([a.id]);
    expect(next.body.has_more).toBe(false);
    expect((await hooks.api.call('GET', `/v1/webhook_endpoints/${live.id}`, { key: other.testKey })).status).toBe(404);

    const patched = await hooks.api.call('PATCH', `/v1/webhook_endpoints/${a.id}`, {
      key: other.testKey,
      body: { description: 'new', events: ['webhook.test'], status: 'disabled' },
    });
    expect(patched.body).toMatchObject({ description: 'new', events: ['webhook.test'], status: 'disabled', disabled_reason: 'manual' });
    const enabled = await hooks.api.call('PATCH', `/v1/webhook_endpoints/${a.id}`, { key: other.testKey, body: { status: 'active' } });
    expect(enabled.body).toMatchObject({ status: 'active', disabled_reason: null });
    expect(
      (await hooks.api.call('PATCH', `/v1/webhook_endpoints/${a.id}`, { key: other.testKey, body: { url: 'http://x.example' } })).body.code,
    ).toBe('webhook_url_rejected');
    expect(
      (await hooks.api.call('PATCH', `/v1/webhook_endpoints/${a.id}`, { key: other.testKey, body: { status: 'paused' } })).body.code,
    ).toBe('validation_failed');

    expect((await hooks.api.call('DELETE', `/v1/webhook_endpoints/${a.id}`, { key: other.testKey })).status).toBe(204);
    expect((await hooks.api.call('GET', `/v1/webhook_endpoints/${a.id}`, { key: other.testKey })).status).toBe(404);
  });

  it('allows 16 active endpoints per environment; the 17th, or re-enabling one more, is 422 webhook_endpoint_limit', async () => {
    const other = await hooks.api.newAccount();
    const made = [];
    for (let i = 0; i < 16; i++) made.push((await create({ url: hooks.hookUrl }, other.testKey)).body);
    const over = await create({ url: hooks.hookUrl }, other.testKey);
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('webhook_endpoint_limit');
    // Live has its own 16.
    expect((await create({ url: hooks.hookUrl }, other.liveKey)).status).toBe(201);
    await hooks.api.call('PATCH', `/v1/webhook_endpoints/${made[0].id}`, { key: other.testKey, body: { status: 'disabled' } });
    const spare = await create({ url: hooks.hookUrl }, other.testKey);
    expect(spare.status).toBe(201);
    const again = await hooks.api.call('PATCH', `/v1/webhook_endpoints/${made[0].id}`, { key: other.testKey, body: { status: 'active' } });
    expect(again.body.code).toBe('webhook_endpoint_limit');
  });

  it('needs the webhooks:manage scope', async () => {
    const other = await hooks.api.newAccount();
    const narrow = await hooks.api.app.service.accounts.createKey({ accountId: other.accountId, environment: 'test', scopes: [] });
    const res = await hooks.api.call('GET', '/v1/webhook_endpoints', { key: narrow.key });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('scope_missing');
    expect((await hooks.api.call('GET', '/v1/events', { key: narrow.key })).body.code).toBe('scope_missing');
  });
});
