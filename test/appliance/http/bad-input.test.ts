import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdempotencyKey, startTestApi, type TestApi } from '../../support/appliance.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function post(options: { body?: unknown; raw?: string; headers?: Record<string, string> }) {
  return api.call('POST', '/v1/estimates', { ...options, idempotencyKey: newIdempotencyKey() });
}

function expectProblem(res: { status: number; headers: Headers; body: any }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  expect(res.body).toMatchObject({ status, code, type: 'about:blank', request_id: res.headers.get('x-request-id') });
  expect(typeof res.body.title).toBe('string');
  expect(typeof res.body.detail).toBe('string');
  expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+|node_modules/);
}

describe('bad input never gets a 500', () => {
  it('broken JSON is 400 invalid_request', async () => {
    expectProblem(
      await post({ raw: '{"input": {"text": "paint"', headers: { 'content-type': 'application/json' } }),
      400,
      'invalid_request',
    );
  });

  it('a body that is not an object is 400 invalid_request', async () => {
    for (const body of [[], 'text', 42, null]) expectProblem(await post({ body }), 400, 'invalid_request');
  });

  it('a wrong content type is 415', async () => {
    expectProblem(
      await post({ raw: 'input=paint', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      415,
      'unsupported_media_type',
    );
    expectProblem(await post({ raw: '{"input":{"text":"x"},"region":"US-CA"}' }), 415, 'unsupported_media_type');
  });

  it('wrong types give 400 with JSON pointers', async () => {
    const res = await post({ body: { input: { text: 12 }, region: 'US-CA', metadata: { a: 1 } } });
    expectProblem(res, 400, 'invalid_request');
    expect(res.body.errors.map((e: any) => e.pointer).sort()).toEqual(['/input/text', '/metadata/a']);
  });

  it('unknown fields give 400 naming them', async () => {
    const res = await post({ body: { input: { text: 'paint a room' }, region: 'US-CA', colour: 'red' } });
    expectProblem(res, 400, 'invalid_request');
    expect(res.body.errors).toEqual([{ pointer: '/colour', message: 'unknown field' }]);
  });

  it('semantic problems give 422 validation_failed', async () => {
    const cases: unknown[] = [
      { input: { text: '   ' }, region: 'US-CA' },
      { input: {}, region: 'US-CA' },
      { input: { text: 'a', messages: [{ role: 'customer', content: 'b' }] }, region: 'US-CA' },
      { input: { text: 'paint a room' }, region: 'XX-ZZ' },
      { input: { photos: Array.from({ length: 5 }, () => ({ url: 'https://example.com/a.jpg' })) }, region: 'US-CA' },
      { input: { photos: [{ url: 'http://example.com/a.jpg' }] }, region: 'US-CA' },
      { input: { messages: [{ role: 'robot', content: 'hi' }] }, region: 'US-CA' },
      { input: { text: 'paint a room' }, region: 'US-CA', mode: 'later' },
      {
        input: { text: 'paint a room' },
        region: 'US-CA',
        metadata: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v'])),
      },
      { input: { text: 'paint a room' }, region: 'US-CA', metadata: { ['k'.repeat(41)]: 'v' } },
      { input: { text: 'x'.repeat(20_001) }, region: 'US-CA' },
    ];
    for (const body of cases) expectProblem(await post({ body }), 422, 'validation_failed');
  });

  it('bodies over 1 MiB without photos are 413; photo bodies may be larger', async () => {
    expectProblem(await post({ body: { input: { text: 'x'.repeat(1024 * 1024 + 10) }, region: 'US-CA' } }), 413, 'payload_too_large');
    const photo = Buffer.alloc(1024 * 1024 + 100, 1).toString('base64');
    const ok = await post({
      body: { input: { text: 'paint my 10x10 room', photos: [{ data: photo, media_type: 'image/jpeg' }] }, region: 'US-CA' },
    });
    expect(ok.status).toBe(200);
  });

  it('bodies over 25 MiB are 413 even with photos', async () => {
    const photo = Buffer.alloc(4 * 1024 * 1024, 1).toString('base64');
    const photos = Array.from({ length: 5 }, () => ({ data: photo, media_type: 'image/png' }));
    expectProblem(await post({ body: { input: { photos }, region: 'US-CA' } }), 413, 'payload_too_large');
  });

  it('a customer_id naming no customer is 404', async () => {
    expectProblem(await post({ body: { input: { text: 'paint a room' }, region: 'US-CA', customer_id: 'cus_nope' } }), 404, 'not_found');
  });

  it('an Idempotency-Key with control characters or over 255 characters is 400', async () => {
    const res = await api.call('POST', '/v1/estimates', {
      body: { input: { text: 'x' }, region: 'US-CA' },
      idempotencyKey: 'k'.repeat(256),
    });
    expectProblem(res, 400, 'invalid_request');
  });

  it('odd paths and ids are 404, never 500', async () => {
    for (const path of ['/v1/estimates/%E2%82%AC', "/v1/estimates/'%20OR%201=1", '/v1/estimates/' + 'x'.repeat(5000)]) {
      const res = await api.call('GET', path);
      expect(res.status, path).toBe(404);
    }
  });
});
