import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdempotencyKey, startTestApi, type TestApi } from '../../support/appliance.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ credits: 1000 });
});
afterAll(() => api.close());

const paintJob = { input: { text: 'Please paint the walls of a 12x14 bedroom' }, region: 'US-CA' };

function create(body: unknown, key?: string) {
  return api.call('POST', '/v1/estimates', { body, key, idempotencyKey: newIdempotencyKey() });
}

describe('POST /v1/estimates (live key)', () => {
  it('prices a common job, spends 10 credits and reports them in headers', async () => {
    const res = await create({ ...paintJob, metadata: { order: 'A-1' } }, api.liveKey);
    expect(res.status).toBe(200);
    const e = res.body;
    expect(e).toMatchObject({
      object: 'estimate',
      environment: 'live',
      status: 'priced',
      region: 'US-CA',
      currency: 'USD',
      metadata: { order: 'A-1' },
      usage: { model_calls: 0, credits: 10 },
    });
    expect(e.id).toMatch(/^est_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(e.task.trade).toBe('painting');
    expect(Number.isInteger(e.price.min_cents) && Number.isInteger(e.price.max_cents)).toBe(true);
    expect(e.price.min_cents).toBeLessThanOrEqual(e.price.max_cents);
    expect(e.labor.elapsed_hours).toBeCloseTo(e.labor.hours / e.scope.crew_size, 1);
    expect(e.steps.length).toBeGreaterThanOrEqual(4);
    expect(e.steps.every((s: { text: string }) => typeof s.text === 'string' && s.text.length > 0)).toBe(true);
    expect(e.question).toBeNull();
    expect(e.extras).toEqual([]);
    expect('customer_id' in e).toBe(false);
    expect('error' in e).toBe(false);
    expect(Date.parse(e.created_at)).not.toBeNaN();
    expect(res.headers.get('x-credits-used')).toBe('10');
    expect(res.headers.get('x-credits-remaining')).toBe('990');
    expect(res.headers.get('idempotent-replayed')).toBe('false');
    const balance = await api.call('GET', '/v1/balance', { key: api.liveKey });
    expect(balance.body.available_credits).toBe(990);
    expect(balance.body.lots[0]).toMatchObject({ object: 'credit_lot', initial_credits: 1000, remaining_credits: 990 });
  });

  it('charges 25 credits when photos come along', async () => {
    const before = (await api.call('GET', '/v1/balance', { key: api.liveKey })).body.available_credits;
    const res = await create(
      { input: { text: 'paint this 10x12 room', photos: [{ url: 'https://example.com/room.jpg' }] }, region: 'US-CA' },
      api.liveKey,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-credits-used')).toBe('25');
    expect(Number(res.headers.get('x-credits-remaining'))).toBe(before - 25);
  });

  it('402 insufficient_credits spends nothing and stores nothing', async () => {
    const poor = await api.newAccount({ credits: 5 });
    const res = await create(paintJob, poor.liveKey);
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('insufficient_credits');
    expect((await api.call('GET', '/v1/balance', { key: poor.liveKey })).body.available_credits).toBe(5);
    expect((await api.call('GET', '/v1/estimates', { key: poor.liveKey })).body.data).toEqual([]);
  });

  it('spends lots earliest-expiry first and skips expired lots', async () => {
    const acct = await api.newAccount({ credits: 0 });
    const now = api.app.service.clock.now().getTime();
    await api.app.service.grantCredits({ accountId: acct.accountId, credits: 100 });
    await api.app.service.grantCredits({ accountId: acct.accountId, credits: 15, expiresAt: new Date(now + 10 * 86_400_000) });
    await api.app.service.grantCredits({ accountId: acct.accountId, credits: 50, expiresAt: new Date(now + 2 * 86_400_000) });
    await create(paintJob, acct.liveKey);
    let lots = (await api.call('GET', '/v1/balance', { key: acct.liveKey })).body.lots;
    expect(lots.map((l: any) => l.remaining_credits)).toEqual([100, 15, 40]);
    await api.call('POST', '/v1/test_helpers/clock/advance', { body: { seconds: 3 * 86_400 } });
    const res = await create(paintJob, acct.liveKey);
    expect(res.headers.get('x-credits-remaining')).toBe('105');
    lots = (await api.call('GET', '/v1/balance', { key: acct.liveKey })).body.lots;
    expect(lots.map((l: any) => [l.remaining_credits, l.expired])).toEqual([
      [100, false],
      [5, false],
      [40, true],
    ]);
  });
});

describe('test keys', () => {
  it('never spend credits and report the unchanged live balance', async () => {
    const before = (await api.call('GET', '/v1/balance')).body.available_credits;
    const res = await create(paintJob);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ environment: 'test', status: 'priced', usage: { credits: 0 } });
    expect(res.headers.get('x-credits-used')).toBe('0');
    expect(res.headers.get('x-credits-remaining')).toBe(String(before));
  });

  it('make at most 200 real estimates per UTC day, then 429 test_estimate_limit until the next day', async () => {
    const acct = await api.newAccount();
    for (let i = 0; i < 200; i++) {
      const res = await create(paintJob, acct.testKey);
      expect(res.status).toBe(200);
    }
    const limited = await create(paintJob, acct.testKey);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('test_estimate_limit');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Sandbox answers do not count.
    expect((await create({ input: { text: 'sandbox:priced' }, region: 'US-CA' }, acct.testKey)).status).toBe(200);
    await api.call('POST', '/v1/test_helpers/clock/advance', {
      key: acct.testKey,
      body: { seconds: Number(limited.headers.get('retry-after')) },
    });
    expect((await create(paintJob, acct.testKey)).status).toBe(200);
  });
});

describe('reading, listing and deleting', () => {
  it('GET one; 404 for another environment and for another account', async () => {
    const made = (await create(paintJob)).body;
    expect((await api.call('GET', `/v1/estimates/${made.id}`)).body).toEqual(made);
    const fromLive = await api.call('GET', `/v1/estimates/${made.id}`, { key: api.liveKey });
    expect(fromLive.status).toBe(404);
    expect(fromLive.body.code).toBe('not_found');
    const stranger = await api.newAccount();
    expect((await api.call('GET', `/v1/estimates/${made.id}`, { key: stranger.testKey })).status).toBe(404);
    expect((await api.call('DELETE', `/v1/estimates/${made.id}`, { key: stranger.testKey })).status).toBe(404);
    expect((await api.call('GET', `/v1/estimates/${made.id}`)).status).toBe(200);
  });

  it('lists newest first with cursor paging and filters', async () => {
    const acct = await api.newAccount();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await create(paintJob, acct.testKey)).body.id);
    ids.push((await create({ input: { text: 'sandbox:unclear' }, region: 'US-CA' }, acct.testKey)).body.id);
    const first = await api.call('GET', '/v1/estimates?limit=4', { key: acct.testKey });
    expect(first.body).toMatchObject({ object: 'list', url: '/v1/estimates', has_more: true });
    expect(first.body.data.map((e: any) => e.id)).toEqual(ids.slice().reverse().slice(0, 4));
    const second = await api.call('GET', `/v1/estimates?limit=4&starting_after=${first.body.data[3].id}`, { key: acct.testKey });
    expect(second.body.has_more).toBe(false);
    expect(second.body.data.map((e: any) => e.id)).toEqual(ids.slice().reverse().slice(4));
    const unclear = await api.call('GET', '/v1/estimates?status=unclear', { key: acct.testKey });
    expect(unclear.body.data.map((e: any) => e.id)).toEqual([ids[5]]);
    const today = api.app.service.clock.now().toISOString().slice(0, 10);
    expect((await api.call('GET', `/v1/estimates?from=${today}&to=${today}`, { key: acct.testKey })).body.data).toHaveLength(6);
    expect((await api.call('GET', '/v1/estimates?to=2020-01-01', { key: acct.testKey })).body.data).toHaveLength(0);
  });

  it('rejects bad list parameters with 400', async () => {
    for (const [query, code] of [
      ['limit=0', 'invalid_parameter'],
      ['limit=101', 'invalid_parameter'],
      ['limit=ten', 'invalid_parameter'],
      ['status=done', 'invalid_parameter'],
      ['from=2026-13-01', 'invalid_parameter'],
      ['from=2026-02-02&to=2026-02-01', 'invalid_parameter'],
      ['starting_after=est_NOPE', 'invalid_cursor'],
      ['color=red', 'invalid_parameter'],
    ]) {
      const res = await api.call('GET', `/v1/estimates?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe(code);
    }
  });

  it('a cursor from another account is invalid here', async () => {
    const made = (await create(paintJob)).body;
    const stranger = await api.newAccount();
    expect((await api.call('GET', `/v1/estimates?starting_after=${made.id}`, { key: stranger.testKey })).body.code).toBe('invalid_cursor');
  });
});

describe('follow-ups', () => {
  it('answers a needs_detail estimate with a new priced estimate for 5 credits; the original remains', async () => {
    const asked = await create({ input: { text: 'I need some rooms painted' }, region: 'US-CA' }, api.liveKey);
    expect(asked.body.status).toBe('needs_detail');
    expect(asked.body.question).toMatchObject({ field: 'quantity' });
    expect(typeof asked.body.question.text).toBe('string');
    const answer = await api.call('POST', `/v1/estimates/${asked.body.id}/follow-up`, {
      key: api.liveKey,
      idempotencyKey: newIdempotencyKey(),
      body: { input: { messages: [{ role: 'customer', content: 'It is about 400 square feet of wall' }] } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.id).not.toBe(asked.body.id);
    expect(answer.body).toMatchObject({ status: 'priced', task: { trade: 'painting' }, usage: { credits: 5 } });
    expect(answer.headers.get('x-credits-used')).toBe('5');
    expect((await api.call('GET', `/v1/estimates/${asked.body.id}`, { key: api.liveKey })).body.status).toBe('needs_detail');
  });

  it('refuses a follow-up on an estimate that is not awaiting detail, and on an unknown one', async () => {
    const priced = (await create(paintJob)).body;
    const body = { input: { messages: [{ role: 'customer', content: '400 sq ft' }] } };
    const res = await api.call('POST', `/v1/estimates/${priced.id}/follow-up`, { idempotencyKey: newIdempotencyKey(), body });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('estimate_not_awaiting_detail');
    const missing = await api.call('POST', '/v1/estimates/est_01JD0000000000000000000000/follow-up', {
      idempotencyKey: newIdempotencyKey(),
      body,
    });
    expect(missing.status).toBe(404);
  });

  it('DELETE removes an estimate with its follow-ups; deleting a follow-up keeps its parent', async () => {
    const body = { input: { messages: [{ role: 'customer', content: '300 square feet' }] } };
    const parent = (await create({ input: { text: 'sandbox:needs_detail' }, region: 'US-CA' })).body;
    const child = (await api.call('POST', `/v1/estimates/${parent.id}/follow-up`, { idempotencyKey: newIdempotencyKey(), body })).body;
    expect(child.status).toBe('priced');
    expect((await api.call('DELETE', `/v1/estimates/${child.id}`)).status).toBe(204);
    expect((await api.call('GET', `/v1/estimates/${parent.id}`)).status).toBe(200);
    const child2 = (await api.call('POST', `/v1/estimates/${parent.id}/follow-up`, { idempotencyKey: newIdempotencyKey(), body })).body;
    const del = await api.call('DELETE', `/v1/estimates/${parent.id}`);
    expect(del.status).toBe(204);
    expect(del.body).toBeNull();
    expect((await api.call('GET', `/v1/estimates/${parent.id}`)).status).toBe(404);
    expect((await api.call('GET', `/v1/estimates/${child2.id}`)).status).toBe(404);
    expect((await api.call('DELETE', `/v1/estimates/${parent.id}`)).status).toBe(404);
  });
});
