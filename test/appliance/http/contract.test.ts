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
    expect(res.body.servers).toEqual([{ url: `${api.url}/v1` }]);
    const operations = Object.values(res.body.paths).flatMap((p: any) => Object.values(p).map((o: any) => o.operationId));
    expect(operations).toEqual(expect.arrayContaining(['createEstimate', 'listEstimates', 'getEstimate', 'deleteEstimate', 'followUpEstimate', 'getMe', 'getBalance', 'listRegions', 'listTasks', 'getApiRoot']));
    const create = res.body.paths['/v1/estimates'].post;
    // Request and response bodies are named components (appliance/http/openapi-components.ts).
    const resolved = (schema: any) => (schema.$ref ? res.body.components.schemas[schema.$ref.split('/').pop()] : schema);
    expect(resolved(create.requestBody.content['application/json'].schema).required).toEqual(['input', 'region']);
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['200', '202', '400', '401', '402', '403', '409', '413', '415', '422', '429', '500', '503']));
    expect(create.responses['402'].content['application/problem+json'].schema.allOf[1].properties.code.enum).toEqual(['insufficient_credits']);
    expect(create.responses['200'].headers).toHaveProperty('X-Credits-Remaining');
  });
  // The /docs page: test/appliance/docs/ (and in chromium, npm run test:browser).
});

describe('contract lint', () => {
  it('passes Redocly\'s recommended OpenAPI rules with no problem', async () => {
    const { lintServedContract } = await import('../../../scripts/lint-contract.js');
    expect(await lintServedContract()).toEqual([]);
  }, 60_000);
});
