import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJsonLogger } from '../../../adapters/system/logger.js';
import { createApiApp } from '../../../appliance/http/api.js';
import { startAppliance, type RunningAppliance } from '../../../appliance/server.js';
import { parseRawAnswer, rawRequest } from '../../support/raw-http.js';
import { connect } from 'node:net';

// On Node the pipeline writes answers to the socket itself; on a fetch runtime h3 builds them. Both must say the same.
let app: RunningAppliance;
let dir: string;
let key: string;
let host: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'send-'));
  app = await startAppliance({
    db: join(dir, 'estimate.db'),
    port: 0,
    host: '127.0.0.1',
    sweepSeconds: 0,
    logger: createJsonLogger({ silent: true }),
  });
  const account = await app.service.accounts.createAccount({ name: 'Send', email: 'send@example.com', termsAccepted: true });
  key = (await app.service.accounts.createKey({ accountId: account.id, environment: 'test' })).key;
  host = new URL(app.url).host;
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const estimateBody = JSON.stringify({ input: { text: 'sandbox:priced' }, region: 'US-CA', metadata: { note: 'café ✓ 見積' } });
const post = (idempotencyKey: string, connection = 'close') =>
  `POST /v1/estimates HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${key}\r\nIdempotency-Key: ${idempotencyKey}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(estimateBody)}\r\nConnection: ${connection}\r\n\r\n${estimateBody}`;

/** Sends bytes on one connection and reads until the server closes it. */
function rawExchange(request: string): Promise<Buffer> {
  const { hostname, port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks)));
    socket.write(request);
  });
}

describe('answers written on Node', () => {
  it('declare the body length in bytes (not chunked) and carry the pipeline and route headers', async () => {
    const answer = await rawRequest(app.url, post('send-1'));
    expect(answer.status).toBe(200);
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['x-request-id']).toMatch(/^req_/);
    expect(answer.headers['service-version']).toBeTruthy();
    expect(answer.headers['ratelimit']).toMatch(/;r=\d+;t=\d+$/);
    expect(answer.headers['x-credits-used']).toBe('0');
    expect(answer.headers['idempotent-replayed']).toBe('false');
    const estimate = JSON.parse(answer.body);
    expect(estimate.metadata.note).toBe('café ✓ 見積');
    expect(estimate.status).toBe('priced');

    // The replay sends the stored text as it was answered.
    const replay = await rawRequest(app.url, post('send-1'));
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(answer.body);
  });

  it('end every answer, so a kept-alive connection carries the next request', async () => {
    const bytes = await rawExchange(post('send-2', 'keep-alive') + post('send-3'));
    const text = bytes.toString('utf8');
    const second = text.indexOf('HTTP/1.1 ', 1);
    expect(second).toBeGreaterThan(0);
    const first = parseRawAnswer(text.slice(0, second));
    const next = parseRawAnswer(text.slice(second));
    expect([first.status, next.status]).toEqual([200, 200]);
    expect(Buffer.byteLength(first.body)).toBe(Number(first.headers['content-length']));
    expect(JSON.parse(next.body).id).not.toBe(JSON.parse(first.body).id);
  });

  it('send no body and no length with a 204, and the GET length without the body for HEAD', async () => {
    const created = JSON.parse((await rawRequest(app.url, post('send-4'))).body) as { id: string };
    const head = await rawRequest(
      app.url,
      `HEAD /v1/estimates/${created.id} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${key}\r\nConnection: close\r\n\r\n`,
    );
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(100);
    const deleted = await rawRequest(
      app.url,
      `DELETE /v1/estimates/${created.id} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${key}\r\nConnection: close\r\n\r\n`,
    );
    expect(deleted.status).toBe(204);
    expect(deleted.headers['content-length']).toBeUndefined();
    expect(deleted.body).toBe('');
  });
});

describe('the same app on a fetch runtime', () => {
  it('answers estimates and problems with the same status, headers and body as on Node', async () => {
    const web = createApiApp(app.service, { logger: createJsonLogger({ silent: true }), publicUrl: () => app.url });
    const created = JSON.parse((await rawRequest(app.url, post('send-5'))).body) as { id: string };
    for (const path of [`/v1/estimates/${created.id}`, '/v1/estimates/est_missing']) {
      const headers = { authorization: `Bearer ${key}` };
      const onNode = await fetch(`${app.url}${path}`, { headers });
      const onWeb = await web.fetch(new Request(`http://localhost${path}`, { headers }));
      expect(onWeb.status).toBe(onNode.status);
      for (const name of ['content-type', 'service-version', 'ratelimit-policy'])
        expect(onWeb.headers.get(name)).toBe(onNode.headers.get(name));
      expect(onWeb.headers.get('x-request-id')).toMatch(/^req_/);
      const [nodeBody, webBody] = [(await onNode.json()) as Record<string, unknown>, (await onWeb.json()) as Record<string, unknown>];
      if (onNode.status === 200) expect(webBody).toEqual(nodeBody);
      else expect({ ...webBody, request_id: null }).toEqual({ ...nodeBody, request_id: null });
    }
  });
});
