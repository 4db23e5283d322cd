import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeader } from '../../core/webhooks/signer.js';
import { startWebhookFixture, type WebhookFixture } from './webhook-fixture.js';

/** How to run one language's verifier: the files it needs in the work folder, and its command for a header. */
export interface GuideProgram {
  files: Record<string, string>;
  command(dir: string, header: string): readonly [string, readonly string[]];
}

/**
 * The signature guide's verifiers against a real delivery: the appliance signs a webhook.test event
 * (non-ASCII in the body) and posts it to an HTTPS receiver; each program must accept it, reject a
 * changed body, a wrong secret and an old timestamp, and accept either signature during rotation.
 */
export function describeSignatureGuide(programs: Record<string, GuideProgram>): void {
  const dir = mkdtempSync(join(tmpdir(), 'estimate-guide-'));
  let fixture: WebhookFixture;
  let delivery: { rawBody: string; header: string; secret: string };

  /** Runs a verifier on a body (as stdin and as body.json) and a header; resolves with its exit code and output. */
  const verifyWith = (language: string, rawBody: string, header: string, secret: string): Promise<{ code: number; out: string }> => {
    writeFileSync(join(dir, 'body.json'), rawBody);
    const [command, args] = programs[language]!.command(dir, header);
    return new Promise((resolve) => {
      const child = execFile(command, [...args], { env: { PATH: process.env.PATH, WEBHOOK_SECRET: secret } }, (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}`.trim() });
      });
      child.stdin!.end(rawBody);
    });
  };

  beforeAll(async () => {
    for (const program of Object.values(programs))
      for (const [name, text] of Object.entries(program.files)) writeFileSync(join(dir, name), text);
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

  describe.each(Object.keys(programs))('the signature guide, %s', (language) => {
    it('verifies a delivery our signer made', async () => {
      // The test clock may have moved; the signature's t is what the receiver checks against its own clock.
      expect(await verifyWith(language, delivery.rawBody, delivery.header, delivery.secret)).toEqual({ code: 0, out: 'verified' });
    });

    it('rejects a changed body, a wrong secret and an old timestamp', async () => {
      expect((await verifyWith(language, delivery.rawBody.replace('Café', 'Cafe'), delivery.header, delivery.secret)).out).toBe('rejected');
      expect((await verifyWith(language, delivery.rawBody, delivery.header, 'whsec_wrong')).out).toBe('rejected');
      const old = Math.floor(Date.now() / 1000) - 600;
      const oldHeader = signatureHeader([delivery.secret], old, delivery.rawBody);
      expect((await verifyWith(language, delivery.rawBody, oldHeader, delivery.secret)).out).toBe('rejected');
    });

    it('accepts either signature while a rotated secret still signs', async () => {
      const now = Math.floor(Date.now() / 1000);
      const header = signatureHeader(['whsec_new_secret', delivery.secret], now, delivery.rawBody);
      expect((await verifyWith(language, delivery.rawBody, header, delivery.secret)).out).toBe('verified');
      expect((await verifyWith(language, delivery.rawBody, header, 'whsec_new_secret')).out).toBe('verified');
    });
  });
}
