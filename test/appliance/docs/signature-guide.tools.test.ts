import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeader } from '../../../core/webhooks/signer.js';
import { verifyWebhook } from '../../../lib/webhooks.js';
import { signedCurl, verifyPython, verifyShell } from '../../../appliance/http/openapi-guide.js';
import { startWebhookFixture, type WebhookFixture } from '../../support/webhook-fixture.js';

const dir = mkdtempSync(join(tmpdir(), 'estimate-guide-'));
/** Needs python3, sh, openssl and curl beside Node: run by `npm run test:tools` (.ci/run), not `npm test`. */
const programs = {
  python: (header: string) => ['python3', [join(dir, 'verify.py'), header]] as const,
  // The shell version reads the body from a file, as a saved delivery would be.
  shell: (header: string) => ['sh', [join(dir, 'verify.sh'), header, join(dir, 'body.json')]] as const,
};

/** Runs one of the guide's programs on a body and a header; resolves with its exit code and output. */
function verifyWith(
  language: keyof typeof programs,
  rawBody: string,
  header: string,
  secret: string,
): Promise<{ code: number; out: string }> {
  writeFileSync(join(dir, 'body.json'), rawBody);
  const [command, args] = programs[language](header);
  return new Promise((resolve) => {
    const child = execFile(command, [...args], { env: { PATH: process.env.PATH, WEBHOOK_SECRET: secret } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}`.trim() });
    });
    child.stdin!.end(rawBody);
  });
}

let fixture: WebhookFixture;
let delivery: { rawBody: string; header: string; secret: string };

beforeAll(async () => {
  writeFileSync(join(dir, 'verify.py'), verifyPython);
  writeFileSync(join(dir, 'verify.sh'), verifyShell);
  // A real delivery: the appliance signs a webhook.test event (non-ASCII in the body) and posts it to an HTTPS receiver.
  fixture = await startWebhookFixture();
  const endpoint = await fixture.api.call('POST', '/v1/webhook_endpoints', {
    body: { url: fixture.hookUrl, description: 'Café orders ✓' },
  });
  expect((await fixture.api.call('POST', `/v1/webhook_endpoints/${endpoint.body.id}/test`)).status).toBe(202);
  await fixture.advance(1);
  const [post] = fixture.posts();
  delivery = { rawBody: post!.rawBody, header: String(post!.headers['service-signature']), secret: endpoint.body.secret };
  expect(delivery.rawBody).toContain('Café orders ✓');
}, 30_000);
afterAll(async () => {
  await fixture?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(['python', 'shell'] as const)('the signature guide, %s', (language) => {
  it('verifies a delivery our signer made', async () => {
    // The test clock may have moved; the signature's t is what the receiver checks against its own clock.
    expect(await verifyWith(language, delivery.rawBody, delivery.header, delivery.secret)).toEqual({ code: 0, out: 'verified' });
  });

  it('rejects a changed body, a wrong secret and an old timestamp', async () => {
    expect((await verifyWith(language, delivery.rawBody.replace('Café', 'Cafe'), delivery.header, delivery.secret)).out).toBe('rejected');
    expect((await verifyWith(language, delivery.rawBody, delivery.header, 'whsec_wrong')).out).toBe('rejected');
    const old = Math.floor(Date.now() / 1000) - 600;
    expect(
      (await verifyWith(language, delivery.rawBody, signatureHeader([delivery.secret], old, delivery.rawBody), delivery.secret)).out,
    ).toBe('rejected');
  });

  it('accepts either signature while a rotated secret still signs', async () => {
    const now = Math.floor(Date.now() / 1000);
    const header = signatureHeader(['whsec_new_secret', delivery.secret], now, delivery.rawBody);
    expect((await verifyWith(language, delivery.rawBody, header, delivery.secret)).out).toBe('verified');
    expect((await verifyWith(language, delivery.rawBody, header, 'whsec_new_secret')).out).toBe('verified');
  });
});

describe('the curl sample', () => {
  let receiver: Server;
  const results: unknown[] = [];
  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        results.push(verifyWebhook(Buffer.concat(chunks), req.headers['service-signature'] as string, ['whsec_receiver_secret']));
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => receiver.close(resolve)));

  it('sends a delivery that verifyWebhook accepts', async () => {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    await new Promise<void>((resolve, reject) =>
      execFile(
        'sh',
        ['-c', signedCurl],
        { env: { PATH: process.env.PATH, WEBHOOK_SECRET: 'whsec_receiver_secret', RECEIVER_URL: url } },
        (error) => (error ? reject(error) : resolve()),
      ),
    );
    expect(results).toEqual([{ ok: true, timestamp: expect.any(Number) }]);
  });
});
