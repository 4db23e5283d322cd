import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../support/appliance.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(() => api.close());

describe('contract and docs', () => {
  it('serves an OpenAPI 3.1 document of every operation without a key', async () => {
    const res = await api.call('GET', '/openapi.json', { key: null });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    // Paths start with /v1, so the server is the bare address: a client joining the two calls /v1/..., not /v1/v1/...
    expect(res.body.servers).toEqual([{ url: api.url }]);
    expect(Object.keys(res.body.paths).every((p) => p.startsWith('/v1'))).toBe(true);
    const operations = Object.values(res.body.paths).flatMap((p: any) => Object.values(p).map((o: any) => o.operationId));
    expect(operations).toEqual(expect.arrayContaining(['createEstimate', 'listEstimates', 'getEstimate', 'deleteEstimate', 'followUpEstimate', 'getMe', 'getBalance', 'listRegions', 'listTasks', 'getApiRoot']));
    const create = res.body.paths['/v1/estimates'].post;
    expect(create.requestBody.content['application/json'].schema.required).toEqual(['input', 'region']);
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['200', '202', '400', '401', '402', '403', '409', '413', '415', '422', '429', '500', '503']));
    expect(create.responses['402'].content['application/problem+json'].schema.allOf[1].properties.code.enum).toEqual(['insufficient_credits']);
    expect(create.responses['200'].headers).toHaveProperty('X-Credits-Remaining');
  });

  it('serves a readable reference page offline', async () => {
    const res = await fetch(`${api.url}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('<code>/v1/estimates/{id}/follow-up</code>');
    expect(html).not.toMatch(/<script|https?:\/\/cdn/);
  });
});

describe('contract lint', () => {
  it('passes Redocly\'s recommended OpenAPI rules with no problem', async () => {
    const { lintServedContract } = await import('../../../scripts/lint-contract.js');
    expect(await lintServedContract()).toEqual([]);
  }, 60_000);
});
