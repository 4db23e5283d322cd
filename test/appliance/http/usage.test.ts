import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJsonLogger } from '../../../adapters/system/logger.js';
import { compose } from '../../../appliance/compose.js';
import { UsageResource } from '../../../core/schemas/usage.js';
import { newIdempotencyKey, sqlValue, startTestApi, type TestApi } from '../../support/appliance.js';

let api: TestApi;
const dayMs = 86_400_000;
const now = () => api.app.service.clock.now().getTime();
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const daysAgo = (n: number) => dayOf(now() - n * dayMs);

beforeAll(async () => {
  api = await startTestApi();
  // Start each run just after a UTC midnight, so no call crosses a day boundary by accident.
  const toMidnight = Math.ceil((dayMs - (now() % dayMs)) / 1000) + 60;
  await api.call('POST', '/v1/test_helpers/clock/advance', { body: { seconds: toMidnight } });
});
afterAll(() => api.close());

const estimate = (key: string, idempotencyKey = newIdempotencyKey()) =>
  api.call('POST', '/v1/estimates', { key, idempotencyKey, body: { input: { text: 'Install 3 ceiling fans' }, region: 'US-TX' } });
const usage = (key: string, query = '') => api.call('GET', `/v1/usage${query}`, { key });
const advance = (seconds: number) => api.call('POST', '/v1/test_helpers/clock/advance', { body: { seconds } });

describe('GET /v1/usage', () => {
  it('counts requests, errors and credits per route, p95 from real latencies; replays spend nothing', async () => {
    const acct = await api.newAccount({ credits: 100 });
    const first = await estimate(acct.liveKey, 'usage-replay-1');
    expect(first.status).toBe(200);
    expect((await estimate(acct.liveKey, 'usage-replay-1')).headers.get('idempotent-replayed')).toBe('true');
    expect((await estimate(acct.liveKey)).status).toBe(200);
    expect((await api.call('GET', `/v1/estimates/${first.body.id}`, { key: acct.liveKey })).status).toBe(200);
    expect((await api.call('GET', '/v1/estimates/est_01NOPE', { key: acct.liveKey })).status).toBe(404);
    expect((await api.call('GET', '/v1/me', { key: null })).status).toBe(401); // no key: not anyone's usage

    const res = await usage(acct.liveKey, '?group_by=route');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'usage', environment: 'live', group_by: 'route', from: daysAgo(29), to: daysAgo(0) });
    const routes = Object.fromEntries(res.body.data.map((r: any) => [r.route, r]));
    expect(Object.keys(routes).sort()).toEqual(['GET /v1/estimates/:id', 'POST /v1/estimates']);
    expect(routes['POST /v1/estimates']).toMatchObject({ requests: 3, errors: 0, credits: 20 });
    expect(routes['GET /v1/estimates/:id']).toMatchObject({ requests: 2, errors: 1, credits: 0 });
    expect(res.body.data[0].route, 'most requests first').toBe('POST /v1/estimates');
    for (const row of res.body.data) expect(row.p95_latency_ms).toBeGreaterThan(0);
    expect(res.body.totals).toMatchObject({ requests: 5, errors: 1, credits: 20 });
    expect(v.safeParse(UsageResource, res.body).issues, 'the body matches the documented schema').toBeUndefined();

    // The route query itself is now counted too.
    const again = await usage(acct.liveKey, '?group_by=route');
    expect(again.body.data.find((r: any) => r.route === 'GET /v1/usage')).toMatchObject({ requests: 1, errors: 0 });
  });

  it('credits equal the ledger: synchronous charges, settled async holds, follow-ups', async () => {
    const acct = await api.newAccount({ credits: 1000 });
    const spent = async () =>
      Number(
        await sqlValue(
          api.app,
          "SELECT coalesce(sum(credits), 0) FROM credit_movements WHERE account_id = ? AND kind IN ('spend', 'settle')",
          acct.accountId,
        ),
      );
    expect((await estimate(acct.liveKey)).status).toBe(200);
    const processing = await api.call('POST', '/v1/estimates', {
      key: acct.liveKey,
      idempotencyKey: newIdempotencyKey(),
      body: { input: { text: 'Install 3 ceiling fans' }, region: 'US-TX', mode: 'async' },
    });
    expect(processing.status).toBe(202);
    const asks = await api.call('POST', '/v1/estimates', {
      key: acct.liveKey,
      idempotencyKey: newIdempotencyKey(),
      body: { input: { text: 'I need some rooms painted' }, region: 'US-CA' },
    });
    expect(asks.body.status).toBe('needs_detail');
    await api.app.service.runDueJobs();
    expect((await api.call('GET', `/v1/estimates/${processing.body.id}`, { key: acct.liveKey })).body.status).toBe('priced');
    await advance(86_400);
    const answered = await api.call('POST', `/v1/estimates/${asks.body.id}/follow-up`, {
      key: acct.liveKey,
      idempotencyKey: newIdempotencyKey(),
      body: { input: { messages: [{ role: 'customer', content: 'It is 12 by 14 feet' }] } },
    });
    expect(answered.status).toBe(200);

    expect(await spent()).toBe(10 + 10 + 10 + 5);
    const byDay = (await usage(acct.liveKey, `?from=${daysAgo(1)}&to=${daysAgo(0)}`)).body;
    expect(byDay.data.map((d: any) => d.credits)).toEqual([30, 5]);
    expect(byDay.totals.credits).toBe(await spent());
    const byRoute = (await usage(acct.liveKey, `?from=${daysAgo(1)}&to=${daysAgo(0)}&group_by=route`)).body;
    const credits = Object.fromEntries(byRoute.data.map((r: any) => [r.route, r.credits]));
    expect(credits).toMatchObject({ 'POST /v1/estimates': 30, 'POST /v1/estimates/:id/follow-up': 5 });
    expect(byRoute.totals.credits).toBe(await spent());
    // Deleting estimates gives nothing back that was spent, and usage says the same.
    expect((await api.call('DELETE', `/v1/estimates/${asks.body.id}`, { key: acct.liveKey })).status).toBe(204);
    expect((await usage(acct.liveKey, `?from=${daysAgo(1)}`)).body.totals.credits).toBe(await spent());
  });

  it('defaults to the 30 days through today by day, with empty days as zeros', async () => {
    const acct = await api.newAccount({ credits: 0 });
    await api.call('GET', '/v1/me', { key: acct.liveKey });
    const res = await usage(acct.liveKey);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'usage', environment: 'live', group_by: 'day', from: daysAgo(29), to: daysAgo(0) });
    expect(res.body.data).toHaveLength(30);
    expect(res.body.data.map((d: any) => d.day)).toEqual(Array.from({ length: 30 }, (_, i) => daysAgo(29 - i)));
    expect(res.body.data[0]).toEqual({ day: daysAgo(29), requests: 0, errors: 0, credits: 0, p95_latency_ms: null });
    expect(res.body.data[29]).toMatchObject({ day: daysAgo(0), requests: 1, errors: 0, credits: 0 });
    expect(res.body.totals).toMatchObject({ requests: 1, errors: 0, credits: 0 });
    expect(v.safeParse(UsageResource, res.body).issues).toBeUndefined();
  });

  it('files each request under the UTC day of the clock when it was answered', async () => {
    const acct = await api.newAccount({ credits: 100 });
    await estimate(acct.liveKey);
    await advance(86_400); // the due jobs it runs flush the buffer; the day comes from each record's own time
    await estimate(acct.liveKey);
    await api.call('GET', '/v1/balance', { key: acct.liveKey });
    const res = await usage(acct.liveKey, `?from=${daysAgo(2)}&to=${daysAgo(0)}`);
    expect(res.body.data).toEqual([
      { day: daysAgo(2), requests: 0, errors: 0, credits: 0, p95_latency_ms: null },
      expect.objectContaining({ day: daysAgo(1), requests: 1, credits: 10 }),
      expect.objectContaining({ day: daysAgo(0), requests: 2, credits: 10 }),
    ]);
    const yesterday = await usage(acct.liveKey, `?from=${daysAgo(1)}&to=${daysAgo(1)}&group_by=route`);
    expect(yesterday.body.data).toEqual([expect.objectContaining({ route: 'POST /v1/estimates', requests: 1, credits: 10 })]);
  });

  it('keeps test-key traffic out of live usage, and accounts apart', async () => {
    const acct = await api.newAccount({ credits: 100 });
    const other = await api.newAccount({ credits: 100 });
    await estimate(acct.testKey);
    await api.call('GET', '/v1/me', { key: acct.testKey });
    await estimate(acct.liveKey);
    await estimate(other.liveKey);
    const live = await usage(acct.liveKey, '?group_by=route');
    expect(live.body.environment).toBe('live');
    expect(live.body.data).toEqual([expect.objectContaining({ route: 'POST /v1/estimates', requests: 1, credits: 10 })]);
    const test = await usage(acct.testKey, '?group_by=route');
    expect(test.body.environment).toBe('test');
    expect(test.body.totals).toMatchObject({ requests: 2, credits: 0 });
  });

  it('caps the range at 90 days and wants to on or after from', async () => {
    const key = api.liveKey;
    const ok = await usage(key, `?from=${daysAgo(89)}&to=${daysAgo(0)}`);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toHaveLength(90);
    const cases: Array<[string, string]> = [
      [`?from=${daysAgo(90)}&to=${daysAgo(0)}`, 'from'],
      [`?from=${daysAgo(90)}`, 'from'],
      [`?to=${daysAgo(40)}`, 'to'], // from defaults to 29 days before today
      [`?from=${daysAgo(3)}&to=${daysAgo(4)}`, 'to'],
      ['?from=2026-02-30', 'from'],
      ['?to=yesterday', 'to'],
      ['?group_by=week', 'group_by'],
      ['?limit=5', 'limit'],
    ];
    for (const [query, parameter] of cases) {
      const res = await usage(key, query);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe('invalid_parameter');
      expect(res.body.errors[0].parameter, query).toBe(parameter);
    }
    const single = await usage(key, `?from=${daysAgo(5)}&to=${daysAgo(5)}`);
    expect(single.body.data).toHaveLength(1);
  });

  it('is in the served contract with its query and shape', async () => {
    const contract = (await api.call('GET', '/openapi.json', { key: null })).body;
    const op = contract.paths['/v1/usage'].get;
    expect(op.parameters.map((p: any) => p.name)).toEqual(expect.arrayContaining(['from', 'to', 'group_by']));
    expect(JSON.stringify(op.responses['200'])).toContain('p95_latency_ms');
    expect(op.responses['400'].description).toContain('invalid_parameter');
  });
});

describe('usage on shutdown', () => {
  it('closing the composition writes what is still buffered', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'estimate-usage-'));
    try {
      const options = { db: join(dir, 'estimate.db'), testHelpers: true, logger: createJsonLogger({ silent: true }) };
      const first = compose(options);
      const scope = { accountId: 'acct_X', environment: 'live' as const };
      first.service.usage.record({ scope, keyId: 'key_X', route: 'GET /v1/me', status: 200, latencyMs: 3 });
      expect(first.service.usage.stats().buffered).toBe(1);
      await first.close();
      const second = compose(options);
      const today = dayOf(first.service.clock.now().getTime());
      expect(await second.storage.readUsage(scope, today, today)).toEqual([expect.objectContaining({ route: 'GET /v1/me', requests: 1 })]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
