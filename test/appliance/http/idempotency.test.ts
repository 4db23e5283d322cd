import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdempotencyKey, startTestApi, type TestApi } from '../../support/appliance.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const job = { input: { text: 'Install 3 ceiling fans' }, region: 'US-TX' };

describe('Idempotency-Key', () => {
  it('is required on POST /estimates and on follow-ups', async () => {
    const res = await api.call('POST', '/v1/estimates', { body: job });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('idempotency_key_missing');
    const follow = await api.call('POST', '/v1/estimates/est_X/follow-up', {
      body: { input: { messages: [{ role: 'customer', content: 'x' }] } },
    });
    expect(follow.body.code).toBe('idempotency_key_missing');
  });

  it('replays the first answer with its headers and Idempotent-Replayed: true, charging once', async () => {
    const key = newIdempotencyKey();
    const first = await api.call('POST', '/v1/estimates', { key: api.liveKey, body: job, idempotencyKey: key });
    expect(first.status).toBe(200);
    // Same body with keys in another order is the same request.
    const again = await api.call('POST', '/v1/estimates', {
      key: api.liveKey,
      body: { region: 'US-TX', input: { text: 'Install 3 ceiling fans' } },
      idempotencyKey: key,
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('x-credits-used')).toBe(first.headers.get('x-credits-used'));
    expect(again.headers.get('x-credits-remaining')).toBe(first.headers.get('x-credits-remaining'));
    const list = await api.call('GET', '/v1/estimates', { key: api.liveKey });
    expect(list.body.data.filter((e: any) => e.id === first.body.id)).toHaveLength(1);
    expect((await api.call('GET', '/v1/balance', { key: api.liveKey })).body.available_credits).toBe(
      Number(first.headers.get('x-credits-remaining')),
    );
  });

  it('422 idempotency_key_reused for a different body under the same key', async () => {
    const key = newIdempotencyKey();
    await api.call('POST', '/v1/estimates', { body: job, idempotencyKey: key });
    const res = await api.call('POST', '/v1/estimates', { body: { ...job, region: 'US-CA' }, idempotencyKey: key });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('idempotency_key_reused');
  });

  it('keys are per environment: the same key in live is a new request', async () => {
    const key = newIdempotencyKey();
    const test = await api.call('POST', '/v1/estimates', { body: job, idempotencyKey: key });
    const live = await api.call('POST', '/v1/estimates', { key: api.liveKey, body: job, idempotencyKey: key });
    expect(live.headers.get('idempotent-replayed')).toBe('false');
    expect(live.body.id).not.toBe(test.body.id);
  });

  it('does not store error answers: the key can be retried', async () => {
    const poor = await api.newAccount({ credits: 0 });
    const key = newIdempotencyKey();
    const refused = await api.call('POST', '/v1/estimates', { key: poor.liveKey, body: job, idempotencyKey: key });
    expect(refused.status).toBe(402);
    await api.app.service.grantCredits({ accountId: poor.accountId, credits: 10 });
    const retried = await api.call('POST', '/v1/estimates', { key: poor.liveKey, body: job, idempotencyKey: key });
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBe('false');
  });

  it('expires after 24 hours', async () => {
    const key = newIdempotencyKey();
    const first = await api.call('POST', '/v1/estimates', { body: job, idempotencyKey: key });
    await api.call('POST', '/v1/test_helpers/clock/advance', { body: { seconds: 24 * 3600 } });
    const later = await api.call('POST', '/v1/estimates', { body: job, idempotencyKey: key });
    expect(later.headers.get('idempotent-replayed')).toBe('false');
    expect(later.body.id).not.toBe(first.body.id);
  });

  it('50 simultaneous identical requests make exactly one estimate and one charge', async () => {
    const acct = await api.newAccount({ credits: 100 });
    const key = newIdempotencyKey();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api.call('POST', '/v1/estimates', { key: acct.liveKey, body: job, idempotencyKey: key })),
    );
    const ok = answers.filter((a) => a.status === 200);
    const busy = answers.filter((a) => a.status === 409);
    expect(ok.length + busy.length).toBe(50);
    expect(busy.every((a) => a.body.code === 'idempotency_in_progress')).toBe(true);
    expect(new Set(ok.map((a) => a.body.id)).size).toBe(1);
    expect(ok.filter((a) => a.headers.get('idempotent-replayed') === 'false')).toHaveLength(1);
    const list = await api.call('GET', '/v1/estimates', { key: acct.liveKey });
    expect(list.body.data).toHaveLength(1);
    expect((await api.call('GET', '/v1/balance', { key: acct.liveKey })).body.available_credits).toBe(90);
  });
});
