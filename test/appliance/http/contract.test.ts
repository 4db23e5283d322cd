import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../support/appliance.js';
import { recordKeyPattern } from '../../../core/schemas/record.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
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
    expect(operations).toEqual(
      expect.arrayContaining([
        'createEstimate',
        'listEstimates',
        'getEstimate',
        'deleteEstimate',
        'followUpEstimate',
        'getMe',
        'getBalance',
        'listRegions',
        'listTasks',
        'getApiRoot',
      ]),
    );
    const create = res.body.paths['/v1/estimates'].post;
    // Request and response bodies are named components (appliance/http/openapi-components.ts).
    const resolved = (schema: any) => (schema.$ref ? res.body.components.schemas[schema.$ref.split('/').pop()] : schema);
    expect(resolved(create.requestBody.content['application/json'].schema).required).toEqual(['input', 'region']);
    expect(Object.keys(create.responses)).toEqual(
      expect.arrayContaining(['200', '202', '400', '401', '402', '403', '409', '413', '415', '422', '429', '500', '503']),
    );
    expect(create.responses['402'].content['application/problem+json'].schema.allOf[1].properties.code.enum).toEqual([
      'insufficient_credits',
    ]);
    expect(create.responses['200'].headers).toHaveProperty('X-Credits-Remaining');
  });
  // The /docs page: test/appliance/docs/ (and in chromium, npm run test:browser).

  it('states the rules the server enforces', async () => {
    const { paths, components } = (await api.call('GET', '/openapi.json', { key: null })).body;
    const param = (op: any, name: string) => op.parameters.find((p: any) => p.name === name).schema;
    expect(param(paths['/v1/estimates'].post, 'Idempotency-Key')).toEqual({ type: 'string', pattern: '^[!-~]{1,255}$' });
    for (const name of ['collection', 'id'])
      expect(param(paths['/v1/records/{collection}/{id}'].put, name)).toEqual({
        type: 'string',
        pattern: recordKeyPattern.source,
        description: '1 to 128 characters of A-Z a-z 0-9 _ . -; not "." or ".." (no URL can address them).',
      });
    expect(param(paths['/v1/records/{collection}'].get, 'collection').pattern).toBe(recordKeyPattern.source);
    for (const name of ['from', 'to']) expect(param(paths['/v1/estimates'].get, name)).toMatchObject({ type: 'string', format: 'date' });
    expect(param(paths['/v1/estimates'].get, 'limit')).toEqual({ type: 'integer', minimum: 1, maximum: 100, default: 20 });
    expect(param(paths['/v1/tasks'].get, 'limit')).toMatchObject({ type: 'integer', default: 100 });
    expect(paths['/v1/tasks'].get.parameters.find((p: any) => p.name === 'region').required).toBe(false);
    const resolved = (schema: any) => (schema.$ref ? components.schemas[schema.$ref.split('/').pop()] : schema);
    const input = resolved(paths['/v1/estimates'].post.requestBody.content['application/json'].schema).properties.input;
    expect(input).toMatchObject({
      additionalProperties: false,
      oneOf: [{ required: ['text'] }, { required: ['messages'] }, { required: ['photos'], properties: { text: false, messages: false } }],
    });
    const url = resolved(paths['/v1/webhook_endpoints'].post.requestBody.content['application/json'].schema).properties.url;
    expect(url).toMatchObject({ type: 'string', format: 'uri', maxLength: 2048 });
    expect(url.pattern.startsWith('^https://')).toBe(true);
    const codes = (op: any, status: number) =>
      op.responses[String(status)].content['application/problem+json'].schema.allOf[1].properties.code.enum;
    expect(codes(paths['/v1/customers'].post, 400)).toEqual(expect.arrayContaining(['invalid_request', 'idempotency_key_missing']));
    expect(codes(paths['/v1/estimates/{id}'].get, 400)).toContain('invalid_request');
  });
});

describe('contract lint', () => {
  it("passes Redocly's recommended OpenAPI rules with no problem", async () => {
    const { lintServedContract } = await import('../../../scripts/lint-contract.js');
    expect(await lintServedContract()).toEqual([]);
  }, 60_000);
});
