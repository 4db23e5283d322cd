import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../../lib/webhooks.js';
import { signedCurl, verifyPython, verifyShell } from '../../../appliance/http/openapi-guide.js';
import { describeSignatureGuide } from '../../support/signature-guide.js';

// Needs python3, sh, openssl and curl beside Node: run by `npm run test:tools` (.ci/run), not `npm test`.
describeSignatureGuide({
  python: { files: { 'verify.py': verifyPython }, command: (dir, header) => ['python3', [join(dir, 'verify.py'), header]] },
  // The shell version reads the body from a file, as a saved delivery would be.
  shell: {
    files: { 'verify.sh': verifyShell },
    command: (dir, header) => ['sh', [join(dir, 'verify.sh'), header, join(dir, 'body.json')]],
  },
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
