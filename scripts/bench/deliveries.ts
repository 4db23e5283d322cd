/**
 * Signed webhook deliveries per second to a local HTTPS receiver, through the
 * whole path (queue in SQLite, claim, DNS check, sign, POST, log the attempt),
 * against a baseline of bare POSTs with the same transport to the same receiver.
 * Run: npx tsx scripts/bench/deliveries.ts [events=2000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUndiciTransport } from '../../adapters/net/undici-transport.js';
import { createJsonLogger } from '../../adapters/system/logger.js';
import { compose } from '../../appliance/compose.js';
import { startHttpsReceiver } from '../../test/support/https-receiver.js';
import { makeThrowawayCa } from '../../test/support/throwaway-ca.js';

const events = Number(process.argv[2] ?? 2000);
const dir = mkdtempSync(join(tmpdir(), 'bench-deliveries-'));
const ca = makeThrowawayCa(dir);
const receiver = await startHttpsReceiver({ certPem: ca.certPem, keyPem: ca.keyPem });
const url = `https://127.0.0.1:${receiver.port}/hook`;
const transport = createUndiciTransport({ ca: ca.caPem });

// Baseline: the same number of bare POSTs, 16 at a time.
const body = JSON.stringify({ id: 'evt_bench', object: 'event', data: { object: { hello: 'world' } } });
let started = performance.now();
for (let i = 0; i < events; i += 16) {
  await Promise.all(Array.from({ length: Math.min(16, events - i) }, () => transport.send({ method: 'POST', url, address: '127.0.0.1', headers: { 'content-type': 'application/json' }, body, timeoutMs: 10_000 })));
}
const baselinePerSecond = events / ((performance.now() - started) / 1000);

const { service, close } = compose({ db: join(dir, 'bench.db'), logger: createJsonLogger({ silent: true }), ports: { transport }, service: { webhookAllowPrivate: true, startWorkAtOnce: false } });
const account = await service.accounts.createAccount({ name: 'Bench', email: 'bench@example.com', termsAccepted: true });
const key = await service.accounts.createKey({ accountId: account.id, environment: 'test' });
const ctx = await service.accounts.authenticate(`Bearer ${key.key}`);
await service.webhookEndpoints.create(ctx, { url });
const endpoint = (await service.webhookEndpoints.list(ctx, {})).data[0]!;
for (let i = 0; i < events; i++) await service.webhookEndpoints.sendTest(ctx, endpoint.id);
const before = receiver.received.length;
started = performance.now();
await service.runDueJobs();
const seconds = (performance.now() - started) / 1000;
const delivered = receiver.received.length - before;

console.log(JSON.stringify({
  events,
  delivered,
  baseline_posts_per_second: Math.round(baselinePerSecond),
  signed_deliveries_per_second: Math.round(delivered / seconds),
  ratio_to_baseline: Number((delivered / seconds / baselinePerSecond).toFixed(2)),
}, null, 2));

await close();
await receiver.close();
rmSync(dir, { recursive: true, force: true });
