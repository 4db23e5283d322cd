import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdempotencyKey, startTestApi, type TestApi } from '../../support/appliance.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.app.service.accounts.setRecordsAddon(api.accountId, true);
});
afterAll(() => api.close());

let seq = 0;
const customer = (extra: Record<string, unknown>) =>
  api.call('POST', '/v1/customers', { body: { external_id: `conf-${++seq}`, name: 'Ana', ...extra } });
const estimate = (body: Record<string, unknown>) =>
  api.call('POST', '/v1/estimates', { body: { region: 'US-CA', ...body }, idempotencyKey: newIdempotencyKey() });

describe('lengths count characters (code points), as the contract does', () => {
  it('accepts values at the limit written in emoji, refuses one character more', async () => {
    const emoji = (n: number) => '🏠'.repeat(n);
    expect((await estimate({ input: { text: emoji(20_000) } })).status).toBe(200);
    expect((await estimate({ input: { text: emoji(20_001) } })).status).toBe(422);
    expect((await estimate({ input: { text: 'paint a room' }, metadata: { [emoji(40)]: emoji(500) } })).status).toBe(200);
    expect((await estimate({ input: { text: 'paint a room' }, metadata: { k: emoji(501) } })).status).toBe(422);
    const made = await customer({ name: emoji(200) });
    expect(made.status).toBe(201);
    expect(made.body.name).toBe(emoji(200));
    expect((await customer({ name: emoji(201) })).status).toBe(422);
    expect((await api.call('PATCH', `/v1/customers/${made.body.id}`, { body: { name: `${'é'.repeat(100)}${emoji(100)}` } })).status).toBe(
      200,
    );
  });

  it('counts a character outside the BMP once in webhook descriptions too', async () => {
    const res = await api.call('POST', '/v1/webhook_endpoints', { body: { url: 'https://127.0.0.1:9/x', description: '🔧'.repeat(500) } });
    // The description passes; the URL is refused for its own reasons (rule 3: loopback).
    expect(res.body.code).toBe('webhook_url_rejected');
    expect(
      (await api.call('POST', '/v1/webhook_endpoints', { body: { url: 'https://127.0.0.1:9/x', description: '🔧'.repeat(501) } })).body
        .code,
    ).toBe('validation_failed');
  });
});

describe('e-mail addresses as format: email (RFC 5321) has them', () => {
  it.each(["o'brien@example.com", 'a%b@example.com', 'user@example.xn--p1ai', 'x+tag@sub.example.org', 'a!#$&*=?^_`{|}~-b@example.com'])(
    'accepts %s',
    async (email) => {
      const res = await customer({ email });
      expect(res.status).toBe(201);
      expect(res.body.email).toBe(email);
    },
  );

  it.each(['no-at-sign', 'a@', '@example.com', 'a b@example.com', 'a@exa mple.com'])('refuses %s', async (email) => {
    expect((await customer({ email })).body.code).toBe('validation_failed');
  });
});
