import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUndiciTransport } from '../../adapters/net/undici-transport.js';
import type { ServiceOptions } from '../../core/index.js';
import { startTestApi, type TestApi } from './appliance.js';
import { startHttpsReceiver, type HttpsReceiver, type ReceivedRequest, type ReceiverAnswer } from './https-receiver.js';
import { makeThrowawayCa } from './throwaway-ca.js';

export interface WebhookFixture {
  api: TestApi;
  receiver: HttpsReceiver;
  /** The receiver's webhook URL (an IP literal: it is in the certificate). */
  hookUrl: string;
  /** What the receiver answers; change it per test. */
  answer: { next: (req: ReceivedRequest) => ReceiverAnswer };
  posts(): ReceivedRequest[];
  /** Moves the test clock and runs what fell due. */
  advance(seconds: number): Promise<void>;
  close(): Promise<void>;
}

/** The appliance plus a real HTTPS receiver whose certificate comes from a CA made for this run. */
export async function startWebhookFixture(options: { service?: ServiceOptions } = {}): Promise<WebhookFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'estimate-hooks-'));
  const ca = await makeThrowawayCa(dir);
  const answer = { next: (_req: ReceivedRequest): ReceiverAnswer => ({ status: 200 }) };
  const receiver = await startHttpsReceiver({ certPem: ca.certPem, keyPem: ca.keyPem, respond: (req) => answer.next(req) });
  const transport = createUndiciTransport({ ca: ca.caPem });
  const api = await startTestApi({ ports: { transport }, service: { webhookAllowPrivate: true, ...options.service } });
  return {
    api,
    receiver,
    answer,
    hookUrl: `https://127.0.0.1:${receiver.port}/hooks`,
    posts: () => receiver.received.filter((r) => r.method === 'POST'),
    async advance(seconds) {
      const res = await api.call('POST', '/v1/test_helpers/clock/advance', { body: { seconds } });
      if (res.status !== 200) throw new Error(`advance failed: ${JSON.stringify(res.body)}`);
    },
    async close() {
      await api.close();
      await transport.close();
      await receiver.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A receiver's check written from the specification alone (not our signer):
 * split on commas, read t and every v1, HMAC-SHA256 over `<t>.<raw body>`, constant-time compare.
 */
export function independentVerify(header: string, rawBody: string, secret: string): boolean {
  const parts = header.split(',').map((p) => p.split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return parts
    .filter(([k]) => k === 'v1')
    .some(([, v]) => {
      const given = Buffer.from(v ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

export const v1Count = (header: string) => header.split(',').filter((p) => p.startsWith('v1=')).length;
