import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdempotencyKey, startTestApi, type TestApi } from '../../support/appliance.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const sandbox = (entry: string, key?: string, extra: Record<string, unknown> = {}) =>
  api.call('POST', '/v1/estimates', {
    key,
    body: { input: { text: `sandbox:${entry}` }, region: 'US-CA', ...extra },
    idempotencyKey: newIdempotencyKey(),
  });

describe('sandbox inputs (test keys)', () => {
  it.each(['priced', 'needs_detail', 'unsupported', 'unclear'])('%s answers 200 from a fixed example, usage 0/0', async (entry) => {
    const a = await sandbox(entry);
    const b = await sandbox(`${entry} anything after a space is ignored`);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ status: entry, environment: 'test', usage: { model_calls: 0, credits: 0 } });
    const strip = ({ id: _i, created_at: _c, ...rest }: any) => rest;
    expect(strip(b.body)).toEqual(strip(a.body));
    expect(a.headers.get('x-credits-used')).toBe('0');
  });

  it('the priced example is complete; needs_detail asks a question', async () => {
    const priced = (await sandbox('priced')).body;
    expect(priced.task).not.toBeNull();
    expect(priced.price.min_cents).toBeGreaterThan(0);
    expect(priced.steps.length).toBeGreaterThanOrEqual(4);
    const asks = (await sandbox('needs_detail')).body;
    expect(asks.question).toMatchObject({ field: expect.stringMatching(/^(quantity|task|crew_size|scope)$/) });
  });

  it.each([
    ['rate_limited', 429, 'rate_limited'],
    ['insufficient_credits', 402, 'insufficient_credits'],
    ['content_rejected', 422, 'content_rejected'],
    ['timeout', 503, 'estimator_timeout'],
  ])('%s answers %i %s and stores nothing', async (entry, status, code) => {
    const res = await sandbox(entry);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.body.code).toBe(code);
    if (entry === 'rate_limited') expect(res.headers.get('retry-after')).toBeTruthy();
  });

  it('async answers 202 processing, then finishes priced', async () => {
    const res = await sandbox('async');
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      status: 'processing',
      task: null,
      scope: null,
      labor: null,
      price: null,
      calendar: null,
      steps: [],
      question: null,
      usage: { model_calls: 0, credits: 0 },
    });
    expect(res.headers.get('x-credits-held')).toBe('0');
    await api.call('POST', '/v1/test_helpers/clock/advance', { body: { seconds: 1 } });
    const done = await api.call('GET', `/v1/estimates/${res.body.id}`);
    expect(done.body).toMatchObject({ id: res.body.id, status: 'priced', created_at: res.body.created_at });
  });

  it('failed answers 202 processing, then fails with an error and no charge', async () => {
    const res = await sandbox('failed');
    expect(res.status).toBe(202);
    await api.call('POST', '/v1/test_helpers/clock/advance', { body: { seconds: 1 } });
    const done = await api.call('GET', `/v1/estimates/${res.body.id}`);
    expect(done.body).toMatchObject({
      status: 'failed',
      usage: { credits: 0 },
      error: { code: expect.any(String), message: expect.any(String) },
    });
  });

  it('unknown entries give 422 unknown_sandbox_entry listing the names', async () => {
    const res = await sandbox('nope');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('unknown_sandbox_entry');
    expect(res.body.detail).toContain('needs_detail');
  });

  it('a live key gets 422 sandbox_requires_test_key and spends nothing', async () => {
    const before = (await api.call('GET', '/v1/balance', { key: api.liveKey })).body.available_credits;
    const res = await sandbox('priced', api.liveKey);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('sandbox_requires_test_key');
    expect((await api.call('GET', '/v1/balance', { key: api.liveKey })).body.available_credits).toBe(before);
  });

  it('a follow-up on the sandbox question answers the fixed priced example', async () => {
    const asked = (await sandbox('needs_detail')).body;
    const priced = (await sandbox('priced')).body;
    const res = await api.call('POST', `/v1/estimates/${asked.id}/follow-up`, {
      idempotencyKey: newIdempotencyKey(),
      body: { input: { messages: [{ role: 'customer', content: 'whatever' }] } },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('priced');
    expect(res.body.price).toEqual(priced.price);
    expect(res.body.steps).toEqual(priced.steps);
  });
});

describe('async estimates with a live key', () => {
  it('hold credits on 202 and turn the hold into a charge when finished', async () => {
    const acct = await api.newAccount({ credits: 100 });
    const res = await api.call('POST', '/v1/estimates', {
      key: acct.liveKey,
      idempotencyKey: newIdempotencyKey(),
      body: { input: { text: 'Replace 2 interior doors' }, region: 'US-NY', mode: 'async' },
    });
    expect(res.status).toBe(202);
    expect(res.headers.get('x-credits-held')).toBe('10');
    await api.call('POST', '/v1/test_helpers/clock/advance', { key: acct.testKey, body: { seconds: 1 } });
    const done = (await api.call('GET', `/v1/estimates/${res.body.id}`, { key: acct.liveKey })).body;
    expect(done.status).not.toBe('processing');
    expect(done.usage.credits).toBe(10);
    const balance = (await api.call('GET', '/v1/balance', { key: acct.liveKey })).body;
    expect(balance).toMatchObject({ available_credits: 90, held_credits: 0 });
  });

  it('deleting a processing estimate releases its hold', async () => {
    // A service that leaves async work to the sweep, so this estimate is still processing when deleted.
    const paused = await startTestApi({ service: { startWorkAtOnce: false } });
    const acct = { liveKey: paused.liveKey };
    const res = await paused.call('POST', '/v1/estimates', {
      key: acct.liveKey,
      idempotencyKey: newIdempotencyKey(),
      body: { input: { text: 'Replace 2 interior doors' }, region: 'US-NY', mode: 'async' },
    });
    expect((await paused.call('GET', '/v1/balance', { key: acct.liveKey })).body).toMatchObject({
      available_credits: 990,
      held_credits: 10,
    });
    const del = await paused.call('DELETE', `/v1/estimates/${res.body.id}`, { key: acct.liveKey });
    expect(del.status).toBe(204);
    const balance = (await paused.call('GET', '/v1/balance', { key: acct.liveKey })).body;
    expect(balance).toMatchObject({ available_credits: 1000, held_credits: 0 });
    await paused.close();
  });
});
