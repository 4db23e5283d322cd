/**
 * Memory under oversized bodies: 8 concurrent 25 MiB chunked bodies to PATCH /v1/customers/{id}
 * (a 1 MiB route), the attack of issue 12 item 7. Prints the statuses and the process's RSS
 * before and at its peak. Client and server share the process; the client holds one 25 MiB buffer.
 * Run: npx tsx scripts/bench/body-limits.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJsonLogger } from '../../adapters/system/logger.js';
import { startAppliance } from '../../appliance/server.js';

const concurrent = 8;
const bodyBytes = 25 * 1024 * 1024;

const dir = mkdtempSync(join(tmpdir(), 'bench-body-limits-'));
const app = await startAppliance({
  db: join(dir, 'bench.db'),
  port: 0,
  host: '127.0.0.1',
  logger: createJsonLogger({ silent: true }),
  sweepSeconds: 0,
});
try {
  const account = await app.service.accounts.createAccount({ name: 'Bench', email: 'bench@example.com', termsAccepted: true });
  await app.service.accounts.setRecordsAddon(account.id, true);
  const { key } = await app.service.accounts.createKey({ accountId: account.id, environment: 'test' });
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const made = await fetch(`${app.url}/v1/customers`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ external_id: 'bench-1', name: 'Bench' }),
  });
  const { id } = (await made.json()) as { id: string };
  const body = Buffer.concat([Buffer.from('{"name":"'), Buffer.alloc(bodyBytes - 11, 'a'), Buffer.from('"}')]);

  const send = () =>
    new Promise<number>((resolve) => {
      const req = request(`${app.url}/v1/customers/${id}`, { method: 'PATCH', headers: { ...headers, 'transfer-encoding': 'chunked' } });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve(-1));
      req.end(body);
    });

  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: concurrent }, send));
  clearInterval(sampler);
  const mb = (n: number) => Math.round(n / 1024 / 1024);
  console.log(`${concurrent} concurrent ${mb(bodyBytes)} MiB bodies to PATCH /v1/customers/{id}`);
  console.log(`  statuses: ${statuses.join(' ')}`);
  console.log(
    `  RSS before: ${mb(before)} MiB, peak: ${mb(peak)} MiB (+${mb(peak - before)} MiB), ${Math.round(performance.now() - started)} ms`,
  );
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
