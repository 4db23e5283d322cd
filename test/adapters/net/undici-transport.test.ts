import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUndiciTransport } from '../../../adapters/net/undici-transport.js';
import type { OutboundRequest } from '../../../core/ports.js';
import { startHttpsReceiver, type HttpsReceiver, type ReceiverAnswer, type ReceivedRequest } from '../../support/https-receiver.js';
import { makeThrowawayCa, type ThrowawayCa } from '../../support/throwaway-ca.js';

let dir: string;
let pki: ThrowawayCa;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'webhook-tls-'));
  pki = await makeThrowawayCa(dir);
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function receiver(respond?: (req: ReceivedRequest) => ReceiverAnswer): Promise<HttpsReceiver> {
  const started = await startHttpsReceiver({ certPem: pki.certPem, keyPem: pki.keyPem, respond });
  cleanups.push(() => started.close());
  return started;
}

function transport(options: Parameters<typeof createUndiciTransport>[0] = { ca: pki.caPem }) {
  const created = createUndiciTransport(options);
  cleanups.push(() => created.close());
  return created;
}

function post(url: string, extra: Partial<OutboundRequest> = {}): OutboundRequest {
  return {
    method: 'POST',
    url,
    address: '127.0.0.1',
    timeoutMs: 5_000,
    headers: { 'content-type': 'application/json', 'service-event-id': 'evt_1' },
    body: '{"id":"evt_1","type":"webhook.test"}',
    ...extra,
  };
}

describe('createUndiciTransport', () => {
  it('delivers a POST over HTTPS, trusting the extra CA', async () => {
    const hook = await receiver(() => ({ status: 204 }));
    const result = await transport().send(post(`${hook.url}/hook`));

    expect(result).toMatchObject({ status: 204, error: null });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    expect(hook.received).toHaveLength(1);
    const [got] = hook.received;
    expect(got).toMatchObject({ method: 'POST', path: '/hook', rawBody: '{"id":"evt_1","type":"webhook.test"}' });
    expect(got?.headers['user-agent']).toBe('Service-Webhooks/1.0');
    expect(got?.headers['content-type']).toBe('application/json');
    expect(got?.headers['service-event-id']).toBe('evt_1');
  });

  it('connects to the pinned address, never asking DNS about the URL host', async () => {
    // hook.test is in the certificate but resolves nowhere: only the pin can reach the receiver.
    const hook = await receiver();
    const result = await transport().send(post(`https://hook.test:${hook.port}/pinned`));

    expect(result).toMatchObject({ status: 200, error: null });
    expect(hook.received[0]?.path).toBe('/pinned');
    expect(hook.received[0]?.headers.host).toBe(`hook.test:${hook.port}`);
  });

  it('still checks the certificate against the URL host, not the pinned address', async () => {
    const hook = await receiver();
    const result = await transport().send(post(`https://not-in-cert.test:${hook.port}/hook`));

    expect(result.status).toBeNull();
    expect(result.error).toMatch(/^tls: /);
    expect(hook.received).toHaveLength(0);
  });

  it('returns a redirect as its status and does not follow it', async () => {
    const hook = await receiver((req) => (req.path === '/hook' ? { status: 302, headers: { location: '/elsewhere' } } : { status: 200 }));
    const result = await transport().send(post(`${hook.url}/hook`));

    expect(result).toMatchObject({ status: 302, error: null });
    expect(hook.received.map((r) => r.path)).toEqual(['/hook']);
  });

  it('sends a GET without a body, and a caller-given User-Agent wins', async () => {
    const hook = await receiver(() => ({ status: 404 }));
    const result = await transport({ ca: pki.caPem, userAgent: 'Other/2' }).send({
      method: 'GET',
      url: `${hook.url}/probe`,
      address: '127.0.0.1',
      headers: {},
      timeoutMs: 5_000,
    });

    expect(result).toMatchObject({ status: 404, error: null });
    expect(hook.received[0]).toMatchObject({ method: 'GET', path: '/probe', rawBody: '' });
    expect(hook.received[0]?.headers['user-agent']).toBe('Other/2');
  });

  it('gives up with a timeout when the receiver is slower than timeoutMs', async () => {
    const hook = await receiver(() => ({ status: 200, delayMs: 3_000 }));
    const result = await transport().send(post(`${hook.url}/hook`, { timeoutMs: 300 }));

    expect(result).toMatchObject({ status: null, error: 'timeout' });
    expect(result.durationMs).toBeGreaterThanOrEqual(250);
    expect(result.durationMs).toBeLessThan(2_500);
  });

  it('reports a TLS failure when the certificate is not trusted', async () => {
    const hook = await receiver();
    const result = await transport({}).send(post(`${hook.url}/hook`));

    expect(result.status).toBeNull();
    expect(result.error).toMatch(/^tls: /);
    expect(hook.received).toHaveLength(0);
  });

  it('reports a refused connection on a closed port', async () => {
    const port = await closedPort();
    const result = await transport().send(post(`https://localhost:${port}/hook`));

    expect(result).toMatchObject({ status: null, error: 'connection refused' });
  });

  it('stops reading an answer body at the limit instead of waiting for its end', async () => {
    // The body never ends: only the byte limit lets send() return before the timeout.
    const hook = await receiver(() => ({ status: 200, body: 'x'.repeat(128 * 1024), keepOpen: true }));
    const result = await transport().send(post(`${hook.url}/hook`, { timeoutMs: 4_000 }));

    expect(result).toMatchObject({ status: 200, error: null });
    expect(result.durationMs).toBeLessThan(3_000);
  });

  it('counts an answer body that outlasts timeoutMs as a timeout', async () => {
    const hook = await receiver(() => ({ status: 200, body: 'short', keepOpen: true }));
    const result = await transport().send(post(`${hook.url}/hook`, { timeoutMs: 300 }));

    expect(result).toMatchObject({ status: null, error: 'timeout' });
  });
});

/** A port that was just free: listen, note it, close. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
