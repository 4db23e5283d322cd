import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../support/appliance.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ service: { ratePolicy: { name: 'default', quota: 5, windowSeconds: 60 } } });
});
afterAll(() => api.close());

describe('authentication', () => {
  it('401 api_key_missing without a key', async () => {
    const res = await api.call('GET', '/v1/me', { key: null });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'api_key_missing', status: 401 });
    expect(res.headers.get('x-request-id')).toMatch(/^req_/);
    expect(res.headers.get('service-version')).toBe('2026-10-05');
  });

  it('401 api_key_invalid for a malformed or unknown key', async () => {
    for (const key of ['nope', `svc_test_${'a'.repeat(40)}`, `svc_live_${'Z'.repeat(40)}`]) {
      const res = await api.call('GET', '/v1/me', { key });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('api_key_invalid');
    }
  });

  it('a revoked key stops working at once', async () => {
    const created = await api.app.service.accounts.createKey({ accountId: api.accountId, environment: 'test' });
    expect((await api.call('GET', '/v1/me', { key: created.key })).status).toBe(200);
    await api.app.service.accounts.revokeKey(created.id);
    expect((await api.call('GET', '/v1/me', { key: created.key })).body.code).toBe('api_key_invalid');
  });

  it('an expired key is refused once the clock passes its expiry', async () => {
    const soon = new Date(api.app.service.clock.now().getTime() + 3_600_000);
    const created = await api.app.service.accounts.createKey({ accountId: api.accountId, environment: 'test', expiresAt: soon });
    expect((await api.call('GET', '/v1/me', { key: created.key })).status).toBe(200);
    await api.call('POST', '/v1/test_helpers/clock/advance', { body: { seconds: 3601 } });
    expect((await api.call('GET', '/v1/me', { key: created.key })).body.code).toBe('api_key_invalid');
  });

  it('a rotated key keeps working until the overlap ends; the new key works at once', async () => {
    const created = await api.app.service.accounts.createKey({ accountId: api.accountId, environment: 'test' });
    const rotated = await api.app.service.accounts.rotateKey(created.id, 1);
    expect((await api.call('GET', '/v1/me', { key: created.key })).status).toBe(200);
    expect((await api.call('GET', '/v1/me', { key: rotated.key })).status).toBe(200);
    await api.call('POST', '/v1/test_helpers/clock/advance', { body: { seconds: 3600 } });
    expect((await api.call('GET', '/v1/me', { key: created.key })).body.code).toBe('api_key_invalid');
    expect((await api.call('GET', '/v1/me', { key: rotated.key })).status).toBe(200);
  });

  it('GET /me shows the account and the key, never the key itself', async () => {
    const res = await api.call('GET', '/v1/me');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      object: 'account',
      id: api.accountId,
      key: { object: 'api_key', environment: 'test', scopes: ['webhooks:manage'], last4: api.testKey.slice(-4) },
    });
    expect(JSON.stringify(res.body)).not.toContain(api.testKey);
  });
});

describe('account governance', () => {
  it('a suspended account gets 403 tenant_suspended with the title "Account suspended"', async () => {
    const other = await api.newAccount();
    await api.app.service.accounts.setSuspended(other.accountId, true);
    const res = await api.call('GET', '/v1/me', { key: other.testKey });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'tenant_suspended', title: 'Account suspended' });
    await api.app.service.accounts.setSuspended(other.accountId, false);
    expect((await api.call('GET', '/v1/me', { key: other.testKey })).status).toBe(200);
  });

  it('live keys of an account that never accepted the terms are refused after the grace; test keys are not', async () => {
    const { accounts } = api.app.service;
    const account = await accounts.createAccount({ name: 'Late', email: 'late@example.com', createdAt: new Date('2026-09-01T00:00:00Z') });
    const live = await accounts.createKey({ accountId: account.id, environment: 'live' });
    const test = await accounts.createKey({ accountId: account.id, environment: 'test' });
    const refused = await api.call('GET', '/v1/me', { key: live.key });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('terms_not_accepted');
    expect((await api.call('GET', '/v1/me', { key: test.key })).status).toBe(200);
    await accounts.acceptTerms(account.id);
    expect((await api.call('GET', '/v1/me', { key: live.key })).status).toBe(200);
  });

  it('a new account has 30 days of grace for live calls', async () => {
    const { accounts } = api.app.service;
    const account = await accounts.createAccount({ name: 'New', email: 'new@example.com' });
    const live = await accounts.createKey({ accountId: account.id, environment: 'live' });
    expect((await api.call('GET', '/v1/me', { key: live.key })).status).toBe(200);
    await api.call('POST', '/v1/test_helpers/clock/advance', { body: { seconds: 30 * 86_400 } });
    expect((await api.call('GET', '/v1/me', { key: live.key })).body.code).toBe('terms_not_accepted');
  });
});

describe('versions and rate limits', () => {
  it('Service-Version selects a known version and refuses an unknown one', async () => {
    const other = await api.newAccount();
    const ok = await api.call('GET', '/v1/me', { key: other.testKey, headers: { 'service-version': '2026-10-05' } });
    expect(ok.headers.get('service-version')).toBe('2026-10-05');
    const bad = await api.call('GET', '/v1/me', { key: other.testKey, headers: { 'service-version': '2020-01-01' } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('unsupported_version');
    expect(bad.headers.get('service-version')).toBe('2026-10-05');
  });

  it('counts requests per key and answers 429 with Retry-After past the policy', async () => {
    const other = await api.newAccount();
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await api.call('GET', '/v1/me', { key: other.testKey });
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-policy')).toBe('"default";q=5;w=60');
      seen.push(res.headers.get('ratelimit')!);
    }
    expect(seen[0]).toMatch(/^"default";r=4;t=\d+$/);
    expect(seen[4]).toMatch(/^"default";r=0;t=\d+$/);
    const limited = await api.call('GET', '/v1/me', { key: other.testKey });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another key of the same account has its own budget.
    expect((await api.call('GET', '/v1/me', { key: other.liveKey })).status).toBe(200);
  });
});
