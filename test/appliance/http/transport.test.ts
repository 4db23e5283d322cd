import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJsonLogger } from '../../../adapters/system/logger.js';
import type { RequestDone } from '../../../appliance/http/pipeline.js';
import { startAppliance, type RunningAppliance } from '../../../appliance/server.js';
import { rawRequest, type RawAnswer } from '../../support/raw-http.js';

// The appliance itself (not the shared test api) so the test sees its log lines and answered requests.
let app: RunningAppliance;
let dir: string;
let key: string;
const logLines: Array<{ level: string; message: string }> = [];
const answered: RequestDone[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'transport-'));
  app = await startAppliance({
    db: join(dir, 'estimate.db'),
    port: 0,
    host: '127.0.0.1',
    testHelpers: true,
    sweepSeconds: 0,
    logger: createJsonLogger({ write: (line) => logLines.push(JSON.parse(line)) }),
    hooks: { onRequestDone: (done) => answered.push(done) },
  });
  const account = await app.service.accounts.createAccount({ name: 'Transport', email: 'transport@example.com', termsAccepted: true });
  key = (await app.service.accounts.createKey({ accountId: account.id, environment: 'test' })).key;
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

function expectRawProblem(answer: RawAnswer, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/problem+json');
  expect(answer.headers['x-request-id']).toMatch(/^req_/);
  const body = JSON.parse(answer.body);
  expect(body).toMatchObject({ status, code, request_id: answer.headers['x-request-id'] });
}

describe('malformed HTTP answers a problem with a request id', () => {
  it('a control character in a header value is 400 problem+json', async () => {
    const answer = await rawRequest(app.url, 'GET /v1/ HTTP/1.1\r\nHost: x\r\nX-Note: a\x01b\r\n\r\n');
    expectRawProblem(answer, 400, 'invalid_request');
  });

  it('a header name with a space is 400 problem+json', async () => {
    const answer = await rawRequest(app.url, 'GET /v1/ HTTP/1.1\r\nHost: x\r\nBad Name: y\r\n\r\n');
    expectRawProblem(answer, 400, 'invalid_request');
  });

  it('headers over 16 KiB are 431 problem+json', async () => {
    const answer = await rawRequest(app.url, `GET /v1/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectRawProblem(answer, 431, 'headers_too_large');
  });

  it('a path h3 cannot decode carries X-Request-Id too', async () => {
    const res = await fetch(`${app.url}/v1/estimates/%zz`, { headers: { authorization: `Bearer ${key}` } });
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    const body = (await res.json()) as { status: number; request_id: string };
    expect(res.status).toBe(body.status);
    expect(res.headers.get('x-request-id')).toMatch(/^req_/);
    expect(body.request_id).toBe(res.headers.get('x-request-id'));
  });
});

describe('a client that leaves mid-body', () => {
  it('is neither logged as an error nor counted as a 500', async () => {
    const before = answered.length;
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${app.url}/v1/estimates`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'content-length': '100000',
          'idempotency-key': 'abort-1',
        },
      });
      req.on('error', () => resolve());
      req.write('{"input":{"text":"paint');
      setTimeout(() => req.destroy(), 100);
    });
    for (let i = 0; i < 100 && answered.length === before; i++) await new Promise((r) => setTimeout(r, 20));
    const done = answered.slice(before);
    expect(done.map((d) => d.route.path)).toEqual(['/v1/estimates']);
    expect(done[0]!.status).toBeLessThan(500);
    expect(logLines.filter((l) => l.level === 'error')).toEqual([]);
  });
});

describe('HEAD', () => {
  it('answers a GET route as GET, without a body', async () => {
    for (const path of ['/v1/', '/v1/me', '/v1/estimates', '/openapi.json']) {
      const get = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${key}` } });
      const head = await fetch(`${app.url}${path}`, { method: 'HEAD', headers: { authorization: `Bearer ${key}` } });
      expect(head.status, path).toBe(get.status);
      expect(get.status, path).toBe(200);
      expect(head.headers.get('content-type'), path).toBe(get.headers.get('content-type'));
      expect(head.headers.get('x-request-id'), path).toMatch(/^req_/);
      expect(await head.text(), path).toBe('');
    }
  });

  it('a path without GET still answers 405 naming the allowed methods', async () => {
    const res = await fetch(`${app.url}/v1/test_helpers/clock/advance`, { method: 'HEAD', headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    const allowed = await fetch(`${app.url}/v1/estimates`, { method: 'PUT', headers: { authorization: `Bearer ${key}` } });
    expect(allowed.headers.get('allow')?.split(', ').sort()).toEqual(['GET', 'HEAD', 'POST']);
  });
});
