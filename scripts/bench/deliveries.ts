/**
 * Signed webhook deliveries per second through the whole path (queue in
 * SQLite, claim, address check, sign, POST, log the attempt), against a bare
 * undici client sending the same number of POSTs, 16 at a time, to the same
 * HTTPS receiver. The appliance delivers to four endpoints of that receiver
 * (its limit is 4 in flight per endpoint, 16 in all), so both sides have 16
 * requests in flight. The receiver runs in its own process, so the CPU figures
 * are the sender's alone. Rounds alternate (bare, appliance, bare, appliance)
 * and ratios use the means, as other work on the machine comes and goes.
 * Run: npx tsx scripts/bench/deliveries.ts [events=2000] [rounds=2] [endpoints=4]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { createUndiciTransport } from '../../adapters/net/undici-transport.js';
import { createJsonLogger } from '../../adapters/system/logger.js';
import { compose } from '../../appliance/compose.js';
import { makeThrowawayCa } from '../../test/support/throwaway-ca.js';

/** The issue 14 target: signed deliveries at 0.6× the bare client or better. */
export const deliveryTarget = 0.6;

const events = Number(process.argv[2] ?? 2000);
const rounds = Number(process.argv[3] ?? 2);
const endpointCount = Number(process.argv[4] ?? 4);
const dir = mkdtempSync(join(tmpdir(), 'bench-deliveries-'));
makeThrowawayCa(dir);
const ca = (await import('node:fs')).readFileSync(join(dir, 'ca.pem'), 'utf8');

const sink = spawn(
  process.execPath,
  [new URL('./lib/https-sink.mjs', import.meta.url).pathname, join(dir, 'server.pem'), join(dir, 'server.key')],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const port = await new Promise<number>((resolve) => sink.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))));
const url = `https://127.0.0.1:${port}/hook`;

interface Run {
  seconds: number;
  cpuMs: number;
  count: number;
}

async function timed(count: () => Promise<number>, work: () => Promise<unknown>): Promise<Run> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return { seconds, cpuMs: (used.user + used.system) / 1000, count: await count() };
}

// The bare client: undici's request on a keep-alive Agent trusting the CA, 16 POSTs in flight.
const bare = new Agent({ connect: { ca }, keepAliveTimeout: 30_000 });
const body = JSON.stringify({
  id: 'evt_01JBENCH',
  object: 'event',
  type: 'webhook.test',
  api_version: '2026-10-05',
  created_at: new Date().toISOString(),
  data: { object: { id: 'whe_01JBENCH' } },
});
async function bareRound(): Promise<Run> {
  let next = 0;
  let ok = 0;
  const lane = async () => {
    while (next++ < events) {
      const res = await request(url, { dispatcher: bare, method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await res.body.dump();
      if (res.statusCode === 200) ok++;
    }
  };
  return timed(
    async () => ok,
    () => Promise.all(Array.from({ length: 16 }, lane)),
  );
}

const transport = createUndiciTransport({ ca });
const composition = compose({
  db: join(dir, 'bench.db'),
  logger: createJsonLogger({ silent: true }),
  ports: { transport },
  service: { webhookAllowPrivate: true, startWorkAtOnce: false },
});
const { service } = composition;
const account = await service.accounts.createAccount({ name: 'Bench', email: 'bench@example.com', termsAccepted: true });
const key = await service.accounts.createKey({ accountId: account.id, environment: 'test' });
const ctx = await service.accounts.authenticate(`Bearer ${key.key}`);
for (let e = 0; e < endpointCount; e++) await service.webhookEndpoints.create(ctx, { url: `${url}/${e}` });
const endpoints = (await service.webhookEndpoints.list(ctx, {})).data;
const succeeded = composition.storage.db!.prepare("SELECT count(*) FROM delivery_attempts WHERE status = 'succeeded'").pluck();

async function applianceRound(): Promise<Run> {
  // Queued before the clock starts: the figure is the sending side (claim, sign, POST, record).
  for (let i = 0; i < events; i++) await service.webhookEndpoints.sendTest(ctx, endpoints[i % endpoints.length]!.id);
  const before = succeeded.get() as number;
  return timed(
    async () => (succeeded.get() as number) - before,
    () => service.runDueJobs(),
  );
}

// Warm both paths (connections, JIT) before measuring.
await bareRound();
await applianceRound();
const bareRuns: Run[] = [];
const applianceRuns: Run[] = [];
for (let r = 0; r < rounds; r++) {
  bareRuns.push(await bareRound());
  applianceRuns.push(await applianceRound());
}

const perSecond = (runs: Run[]) => runs.reduce((n, r) => n + r.count, 0) / runs.reduce((n, r) => n + r.seconds, 0);
const cpuPer = (runs: Run[]) => runs.reduce((n, r) => n + r.cpuMs, 0) / runs.reduce((n, r) => n + r.count, 0);
const ratio = perSecond(applianceRuns) / perSecond(bareRuns);
console.log(
  JSON.stringify(
    {
      events,
      rounds,
      endpoints: endpointCount,
      delivered: applianceRuns.reduce((n, r) => n + r.count, 0),
      baseline_posts_per_second: Math.round(perSecond(bareRuns)),
      signed_deliveries_per_second: Math.round(perSecond(applianceRuns)),
      ratio_to_baseline: Number(ratio.toFixed(2)),
      baseline_cpu_ms_per_post: Number(cpuPer(bareRuns).toFixed(3)),
      cpu_ms_per_delivery: Number(cpuPer(applianceRuns).toFixed(3)),
      target_ratio: deliveryTarget,
      pass: ratio >= deliveryTarget,
    },
    null,
    2,
  ),
);

await composition.close();
await bare.close();
sink.kill();
rmSync(dir, { recursive: true, force: true });
