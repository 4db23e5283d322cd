import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../support/appliance.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('reference data', () => {
  it('GET /regions lists every region in the list envelope', async () => {
    const res = await api.call('GET', '/v1/regions');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'list', url: '/v1/regions', has_more: false });
    expect(res.body.data.length).toBeGreaterThanOrEqual(16);
    const ca = res.body.data.find((r: any) => r.code === 'US-CA');
    expect(ca).toMatchObject({ object: 'region', currency: 'USD', locale: 'en-US', time_zone: 'America/Los_Angeles' });
    expect(res.headers.get('ratelimit')).toMatch(/^"default";r=\d+;t=\d+$/);
  });

  it("GET /tasks pages a region's tasks 100 at a time by default", async () => {
    const all: any[] = [];
    let cursor = '';
    for (;;) {
      const res = await api.call('GET', `/v1/tasks?region=US-CA&limit=30${cursor ? `&starting_after=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      all.push(...res.body.data);
      if (!res.body.has_more) break;
      cursor = res.body.data.at(-1).slug;
    }
    const whole = await api.call('GET', '/v1/tasks?region=US-CA');
    expect(whole.body.data.length).toBe(Math.min(100, all.length));
    expect(new Set(all.map((t) => t.slug)).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(80);
    expect(all[0]).toMatchObject({ object: 'task', region: 'US-CA', currency: 'USD' });
    const metric = await api.call('GET', '/v1/tasks?region=ES-MD');
    expect(metric.body.data.some((t: any) => t.unit === 'sq_m')).toBe(true);
    expect(metric.body.data.some((t: any) => t.unit === 'sq_ft')).toBe(false);
  });

  it('GET /tasks errors: 422 unknown region, 400 for bad paging', async () => {
    expect((await api.call('GET', '/v1/tasks?region=XX-YY')).body.code).toBe('validation_failed');
    expect((await api.call('GET', '/v1/tasks?region=US-CA&limit=0')).body.code).toBe('invalid_parameter');
    expect((await api.call('GET', '/v1/tasks?region=US-CA&starting_after=nope')).body.code).toBe('invalid_cursor');
  });

  it('GET /tasks without region lists every task in catalog units, without rate or currency', async () => {
    const res = await api.call('GET', '/v1/tasks');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBe(100);
    for (const task of res.body.data) expect(task).toMatchObject({ object: 'task', region: null, hourly_rate_cents: null, currency: null });
    expect(res.body.data.some((t: any) => t.unit === 'sq_ft')).toBe(true);
    expect(res.body.data.some((t: any) => t.unit === 'sq_m')).toBe(false);
    const inCalifornia = await api.call('GET', '/v1/tasks?region=US-CA');
    expect(res.body.data.map((t: any) => t.slug)).toEqual(inCalifornia.body.data.map((t: any) => t.slug));
    expect(res.body.data.map((t: any) => t.hours_per_unit)).toEqual(inCalifornia.body.data.map((t: any) => t.hours_per_unit));
    const next = await api.call('GET', `/v1/tasks?starting_after=${res.body.data.at(-1).slug}`);
    expect(next.status).toBe(200);
    expect(next.body.data[0].slug > res.body.data.at(-1).slug).toBe(true);
    expect((await api.call('GET', '/v1/tasks?starting_after=nope')).body.code).toBe('invalid_cursor');
  });
});
