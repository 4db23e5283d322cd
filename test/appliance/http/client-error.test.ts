import { createServer, connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { answerClientError } from '../../../appliance/http/client-error.js';
import { parseRawAnswer } from '../../support/raw-http.js';

/** What a client reads when the server answers `error` on its connection with answerClientError. */
async function answerTo(error: Error & { code?: string }) {
  const server = createServer((socket: Socket) => answerClientError(() => 'req_fixed')(error, socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const text = await new Promise<string>((resolve) => {
    const client = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    client.on('data', (c) => chunks.push(c));
    client.on('close', () => resolve(Buffer.concat(chunks).toString()));
  });
  server.close();
  return text;
}

describe('answers to HTTP Node could not read', () => {
  it.each([
    ['HPE_HEADER_OVERFLOW', 431, 'headers_too_large'],
    ['ERR_HTTP_REQUEST_TIMEOUT', 408, 'request_timeout'],
    ['HPE_INVALID_HEADER_TOKEN', 400, 'invalid_request'],
  ])('%s is %i %s as problem+json with the request id', async (code, status, problemCode) => {
    const answer = parseRawAnswer(await answerTo(Object.assign(new Error('parse'), { code })));
    expect(answer.status).toBe(status);
    expect(answer.headers['x-request-id']).toBe('req_fixed');
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(answer.body)));
    expect(JSON.parse(answer.body)).toMatchObject({ status, code: problemCode, request_id: 'req_fixed' });
  });

  it('a reset connection gets no answer', async () => {
    expect(await answerTo(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBe('');
  });
});
