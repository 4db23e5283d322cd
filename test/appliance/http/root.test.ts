import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../support/appliance.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /v1/', () => {
  it('answers the API root without a key, and without rate-limit headers', async () => {
    const res = await api.call('GET', '/v1/', { key: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      object: 'api',
      current_version: '2026-10-05',
      documentation: `${api.url}/docs`,
      contract: `${api.url}/openapi.json`,
    });
    expect(res.headers.get('service-version')).toBe('2026-10-05');
    expect(res.headers.get('x-request-id')).toMatch(/^req_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(res.headers.get('ratelimit')).toBeNull();
  });

  it('answers unknown paths with a not_found problem', async () => {
    const res = await api.call('GET', '/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.body).toMatchObject({ code: 'not_found', status: 404, title: 'Not found' });
    expect(res.body.request_id).toBe(res.headers.get('x-request-id'));
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const res = await api.call('PUT', '/v1/estimates');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, GET, HEAD');
    expect(res.body.code).toBe('method_not_allowed');
  });
});
