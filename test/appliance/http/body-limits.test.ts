import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxJsonDepth } from '../../../appliance/http/json-depth.js';
import { newIdempotencyKey, startTestApi, type TestApi } from '../../support/appliance.js';

let api: TestApi;
let customerId: string;
beforeAll(async () => {
  api = await startTestApi();
  await api.app.service.accounts.setRecordsAddon(api.accountId, true);
  customerId = (await api.call('POST', '/v1/customers', { body: { external_id: 'limits-1', name: 'Limits' } })).body.id;
});
afterAll(() => api.close());

/**
 * Sends `firstBytes` of a body and keeps the request open. Resolves with the answer as soon as
 * the server gives one: a server that waits for the rest (or for 25 MiB) never answers.
 */
function answerBeforeBodyEnds(
  method: string,
  path: string,
  headers: Record<string, string>,
  firstBytes: Buffer,
): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${api.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${api.testKey}`, 'content-type': 'application/json', ...headers },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) });
      });
    });
    req.on('error', (error) =>
      error.message.includes('socket hang up') || (error as NodeJS.ErrnoException).code === 'EPIPE' ? undefined : reject(error),
    );
    req.write(firstBytes);
  });
}

describe('each route reads at most its own limit, while the body streams', () => {
  it('a declared Content-Length over 1 MiB on PATCH /customers is 413 before any byte is read', async () => {
    const res = await answerBeforeBodyEnds(
      'PATCH',
      `/v1/customers/${customerId}`,
      { 'content-length': String(2 * 1024 * 1024) },
      Buffer.from('{"name":"'),
    );
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('a chunked body passing 1 MiB on PATCH /customers is cut off at 1 MiB, without waiting for its end', async () => {
    const first = Buffer.concat([Buffer.from('{"name":"'), Buffer.alloc(1024 * 1024 + 10, 'a')]);
    const res = await answerBeforeBodyEnds('PATCH', `/v1/customers/${customerId}`, { 'transfer-encoding': 'chunked' }, first);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('follow-ups carry no photos: over 1 MiB is 413 there too', async () => {
    const res = await answerBeforeBodyEnds(
      'POST',
      '/v1/estimates/est_x/follow-up',
      { 'content-length': String(3 * 1024 * 1024), 'idempotency-key': newIdempotencyKey() },
      Buffer.from('{'),
    );
    expect(res.status).toBe(413);
  });

  it('estimate creation still reads photo bodies over 1 MiB, and stops at 25 MiB', async () => {
    const declaredBig = await answerBeforeBodyEnds(
      'POST',
      '/v1/estimates',
      { 'content-length': String(26 * 1024 * 1024), 'idempotency-key': newIdempotencyKey() },
      Buffer.from('{'),
    );
    expect(declaredBig.status).toBe(413);
    const photo = Buffer.alloc(1024 * 1024 + 100, 1).toString('base64');
    const ok = await api.call('POST', '/v1/estimates', {
      body: { input: { text: 'paint my 10x10 room', photos: [{ data: photo, media_type: 'image/jpeg' }] }, region: 'US-CA' },
      idempotencyKey: newIdempotencyKey(),
    });
    expect(ok.status).toBe(200);
  });
});

describe('deeply nested JSON', () => {
  const nested = (levels: number) => `${'['.repeat(levels - 1)}{"a":1}${']'.repeat(levels - 1)}`;

  it(`PUT /records with thousands of levels is 400, not 500`, async () => {
    for (const levels of [maxJsonDepth + 1, 5_000, 200_000]) {
      const raw = `{"data":{"x":${nested(levels)}},"updated_at_ms":1}`;
      const res = await api.call('PUT', '/v1/records/deep/one', { raw, headers: { 'content-type': 'application/json' } });
      expect(res.status, `${levels} levels`).toBe(400);
      expect(res.body.code).toBe('invalid_request');
      expect(res.body.detail).toContain(`${maxJsonDepth} levels`);
    }
  });

  it('nesting up to the limit is stored; brackets inside strings do not count', async () => {
    const raw = `{"data":{"x":${nested(maxJsonDepth - 2)},"s":"${'['.repeat(500)}\\"${'{'.repeat(500)}"},"updated_at_ms":1}`;
    const res = await api.call('PUT', '/v1/records/deep/two', { raw, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(201);
    expect(res.body.data.s).toBe(`${'['.repeat(500)}"${'{'.repeat(500)}`);
  });

  it('deep nesting is refused on every JSON route, e.g. estimate creation', async () => {
    const raw = `{"input":{"text":"paint"},"region":"US-CA","metadata":${nested(3_000)}}`;
    const res = await api.call('POST', '/v1/estimates', {
      raw,
      headers: { 'content-type': 'application/json' },
      idempotencyKey: newIdempotencyKey(),
    });
    expect(res.status).toBe(400);
  });
});

describe('NUL characters', () => {
  it('a customer name with U+0000 is 400 before anything is stored (PostgreSQL text cannot hold it)', async () => {
    const res = await api.call('POST', '/v1/customers', { body: { external_id: 'nul-1', name: 'a\u0000b' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    expect((await api.call('GET', '/v1/customers?external_id=nul-1')).body.data).toEqual([]);
  });

  it('record data with U+0000 is refused too; an escaped backslash before "u0000" is ordinary text', async () => {
    const refused = await api.call('PUT', '/v1/records/nul/one', {
      raw: '{"data":{"note":"x\\u0000"},"updated_at_ms":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(refused.status).toBe(400);
    const stored = await api.call('PUT', '/v1/records/nul/two', {
      raw: '{"data":{"note":"x\\\\u0000"},"updated_at_ms":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(stored.status).toBe(201);
    expect((await api.call('GET', '/v1/records/nul/two')).body.data).toEqual({ note: 'x\\u0000' });
  });
});

describe('a body that ends early', () => {
  it('a client that half-closes before its declared Content-Length gets 400 invalid_request, and the server keeps answering', async () => {
    const { connect } = await import('node:net');
    const { port } = new URL(api.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.end(
          [
            'POST /v1/estimates HTTP/1.1',
            `Host: 127.0.0.1:${port}`,
            `Authorization: Bearer ${api.testKey}`,
            'Content-Type: application/json',
            `Idempotency-Key: ${newIdempotencyKey()}`,
            'Content-Length: 100',
            '',
            '{"input":',
          ].join('\r\n'),
        );
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"code":"invalid_request"');
    expect((await api.call('GET', '/v1/balance')).status).toBe(200);
  });
});
