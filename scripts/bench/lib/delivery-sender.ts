/**
 * One sending side of scripts/bench/deliveries.ts, in its own process so its
 * CPU time is its own: `bare` (undici's request on a keep-alive Agent, 16 POSTs
 * in flight) or `tree <root>` (the appliance of the source tree at <root>, so
 * main's code and this tree's can be measured in one run, delivering queued
 * `webhook.test` events to `endpoints` endpoints of the receiver).
 * Each line `round` on stdin runs one round and prints `{"seconds","cpuMs","count"}`;
 * with BENCH_PROFILE set to a directory, the tree's last round is also written
 * there as a V8 .cpuprofile (only the delivering, not the queueing).
 * Run by deliveries.ts: node --import tsx delivery-sender.ts <url> <ca.pem> <events> <endpoints> bare|tree <root>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { basename, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { Agent, request } from 'undici';

const [url, caFile, eventsArg, endpointsArg, mode, root] = process.argv.slice(2) as [string, string, string, string, string, string?];
const ca = readFileSync(caFile, 'utf8');
const events = Number(eventsArg);
const endpointCount = Number(endpointsArg);

interface Round {
  seconds: number;
  cpuMs: number;
  count: number;
}

async function timed(count: () => Promise<number>, work: () => Promise<unknown>): Promise<Round> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return { seconds, cpuMs: (used.user + used.system) / 1000, count: await count() };
}

async function bareSender(): Promise<() => Promise<Round>> {
  const bare = new Agent({ connect: { ca }, keepAliveTimeout: 30_000 });
  const body = JSON.stringify({
    id: 'evt_01JBENCH',
    object: 'event',
    type: 'webhook.test',
    api_version: '2026-10-05',
    created_at: new Date().toISOString(),
    data: { object: { id: 'whe_01JBENCH' } },
  });
  return async () => {
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
  };
}

async function treeSender(tree: string): Promise<() => Promise<Round>> {
  const load = (path: string) => import(pathToFileURL(join(tree, path)).href);
  const { createUndiciTransport } = await load('adapters/net/undici-transport.ts');
  const { createJsonLogger } = await load('adapters/system/logger.ts');
  const { compose } = await load('appliance/compose.ts');
  const composition = compose({
    db: join(dirname(caFile), `bench-${process.pid}.db`),
    logger: createJsonLogger({ silent: true }),
    ports: { transport: createUndiciTransport({ ca }) },
    service: { webhookAllowPrivate: true, startWorkAtOnce: false },
  });
  const { service } = composition;
  const account = await service.accounts.createAccount({ name: 'Bench', email: 'bench@example.com', termsAccepted: true });
  const key = await service.accounts.createKey({ accountId: account.id, environment: 'test' });
  const ctx = await service.accounts.authenticate(`Bearer ${key.key}`);
  for (let e = 0; e < endpointCount; e++) await service.webhookEndpoints.create(ctx, { url: `${url}/${e}` });
  const endpoints = (await service.webhookEndpoints.list(ctx, {})).data as Array<{ id: string }>;
  const succeeded = composition.storage.db.prepare("SELECT count(*) FROM delivery_attempts WHERE status = 'succeeded'").pluck();
  const profileDir = process.env.BENCH_PROFILE;
  const session = profileDir ? new Session() : null;
  session?.connect();
  await session?.post('Profiler.enable');
  return async () => {
    // Queued before the clock starts: the figure is the sending side (claim, sign, POST, record).
    for (let i = 0; i < events; i++) await service.webhookEndpoints.sendTest(ctx, endpoints[i % endpoints.length]!.id);
    // The queued writes are copied into the database file now, not by a checkpoint inside the measured round.
    composition.storage.db.pragma('wal_checkpoint(TRUNCATE)');
    const before = succeeded.get() as number;
    await session?.post('Profiler.start');
    const round = await timed(
      async () => (succeeded.get() as number) - before,
      () => service.runDueJobs(),
    );
    if (session && profileDir) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(join(profileDir, `deliveries-${basename(tree)}-${process.pid}.cpuprofile`), JSON.stringify(profile));
    }
    return round;
  };
}

const round = mode === 'bare' ? await bareSender() : await treeSender(root!);
process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() !== 'round') break;
  process.stdout.write(`${JSON.stringify(await round())}\n`);
}
process.exit(0);
