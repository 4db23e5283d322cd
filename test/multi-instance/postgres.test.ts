/**
 * Three appliance processes on one PostgreSQL database, driven at once:
 * credits never overspend, one Idempotency-Key makes one estimate, every event
 * reaches every endpoint once, and killing an instance mid-run loses nothing.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../support/appliance.js';
import { startHttpsReceiver, type HttpsReceiver } from '../support/https-receiver.js';
import { makeThrowawayCa } from '../support/throwaway-ca.js';
import { call, seedAccount, startInstance, until, type Instance } from './cluster.js';

const adminUrl = process.env.ESTIMATE_TEST_POSTGRES_URL;
if (!adminUrl) throw new Error('ESTIMATE_TEST_POSTGRES_URL must name a PostgreSQL server (.ci/run starts one)');

const paint = { input: { text: 'Paint the walls of a 12x14 bedroom' }, region: 'US-CA' };
const key = () => `many-${randomBytes(8).toString('hex')}`;

let dir: string;
let database: { url: string; drop(): Promise<void> };
let receiver: HttpsReceiver;
let env: NodeJS.ProcessEnv;
let instances: Instance[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'estimate-many-'));
  const ca = await makeThrowawayCa(dir);
  receiver = await startHttpsReceiver({ certPem: ca.certPem, keyPem: ca.keyPem, respond: () => ({ status: 200 }) });
  database = await freshPostgresDatabase(adminUrl);
  env = {
    ESTIMATE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    ESTIMATE_WEBHOOK_ALLOW_PRIVATE: '1',
    NODE_EXTRA_CA_CERTS: join(dir, 'ca.pem'),
  };
  // Three instances starting at once also migrate the fresh database at once (advisory lock: once).
  instances = await Promise.all([0, 1, 2].map(() => startInstance(database.url, env)));
});

afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  await receiver?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const urls = () => instances.filter((i) => i.child.exitCode === null && i.child.signalCode === null).map((i) => i.url);

describe('three instances on one PostgreSQL database', () => {
  it('spends exactly the credits there are, from all three at once', async () => {
    const credits = 200; // 20 text estimates at 10 credits
    const acct = await seedAccount(database.url, env, credits);
    try {
      const answers = await Promise.all(
        Array.from({ length: 45 }, (_, i) => call(instances[i % 3]!.url, 'POST', '/v1/estimates', acct.liveKey, paint, key())),
      );
      const made = answers.filter((a) => a.status === 200);
      expect(made).toHaveLength(20);
      expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 402 && a.body.code === 'insufficient_credits')).toBe(true);
      expect(Math.min(...made.map((a) => Number(a.headers.get('x-credits-remaining'))))).toBe(0);
      const lots = await acct.storage.listCreditLots(acct.accountId);
      expect(lots.reduce((n, l) => n + l.remainingCredits, 0)).toBe(0);
      const listed = await call(instances[0]!.url, 'GET', '/v1/estimates?limit=100', acct.liveKey);
      expect(listed.body.data).toHaveLength(20);
      // Usage is counted in the charge's transaction: any instance answers the ledger's figure at once.
      for (const instance of instances)
        expect((await call(instance.url, 'GET', '/v1/usage', acct.liveKey)).body.totals.credits).toBe(credits);
    } finally {
      await acct.close();
    }
  });

  it('makes one estimate and one charge for one Idempotency-Key sent to all three at once', async () => {
    const acct = await seedAccount(database.url, env, 1000);
    try {
      const idem = key();
      const answers = await Promise.all(
        Array.from({ length: 9 }, (_, i) => call(instances[i % 3]!.url, 'POST', '/v1/estimates', acct.liveKey, paint, idem)),
      );
      const made = answers.filter((a) => a.status === 200);
      expect(made.length).toBeGreaterThanOrEqual(1);
      expect(new Set(made.map((a) => a.body.id)).size).toBe(1);
      expect(made.filter((a) => a.headers.get('idempotent-replayed') === 'false')).toHaveLength(1);
      expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
      const lots = await acct.storage.listCreditLots(acct.accountId);
      expect(lots.reduce((n, l) => n + l.remainingCredits, 0)).toBe(990);
      const listed = await call(instances[1]!.url, 'GET', '/v1/estimates?limit=100', acct.liveKey);
      expect(listed.body.data).toHaveLength(1);
    } finally {
      await acct.close();
    }
  });

  it('delivers every event once to each endpoint, whichever instance finished it', async () => {
    const acct = await seedAccount(database.url, env, 0);
    try {
      const hook = (path: string) => `https://127.0.0.1:${receiver.port}${path}`;
      for (const path of ['/a', '/b']) {
        const created = await call(instances[0]!.url, 'POST', '/v1/webhook_endpoints', acct.testKey, {
          url: hook(path),
          events: ['estimate.completed'],
        });
        expect(created.status).toBe(201);
      }
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          call(instances[i % 3]!.url, 'POST', '/v1/estimates', acct.testKey, { input: { text: 'sandbox:async' }, region: 'US-CA' }, key()),
        ),
      );
      expect(answers.every((a) => a.status === 202)).toBe(true);
      const ids = new Set(answers.map((a) => a.body.id as string));
      const deliveries = () => receiver.received.filter((r) => r.method === 'POST' && ids.has(JSON.parse(r.rawBody).data.object.id));
      await until(() => deliveries().length >= 48, 'every event at both endpoints');
      // Wait a few sweeps more: a second delivery of anything would show up now.
      await new Promise((r) => setTimeout(r, 6_000));
      for (const path of ['/a', '/b']) {
        const events = deliveries()
          .filter((r) => r.path === path)
          .map((r) => JSON.parse(r.rawBody).data.object.id as string);
        expect(events.sort()).toEqual([...ids].sort());
      }
    } finally {
      await acct.close();
    }
  });

  it('loses nothing when an instance is killed mid-run', async () => {
    const acct = await seedAccount(database.url, env, 10_000);
    try {
      const created = await call(instances[0]!.url, 'POST', '/v1/webhook_endpoints', acct.liveKey, {
        url: `https://127.0.0.1:${receiver.port}/kill`,
        events: ['estimate.completed'],
      });
      expect(created.status).toBe(201);
      const victim = instances[2]!;
      const fire = (i: number) =>
        call(instances[i % 3]!.url, 'POST', '/v1/estimates', acct.liveKey, { ...paint, mode: 'async' }, key())
          // Sent to the killed instance: the client sees a broken connection, and nothing was promised.
          .catch(() => null);
      const firstWave = Array.from({ length: 30 }, (_, i) => fire(i));
      await new Promise((r) => setTimeout(r, 40));
      await victim.stop('SIGKILL'); // mid-flight: some of its requests answered, some cut, some estimates still processing
      const secondWave = Array.from({ length: 30 }, (_, i) => fire(30 + i));
      const accepted = (await Promise.all([...firstWave, ...secondWave]))
        .filter((a) => a !== null && a.status === 202)
        .map((a) => a!.body.id as string);
      expect(accepted.length).toBeGreaterThanOrEqual(40);
      // Estimates the killed instance had leased are taken over by the survivors once the lease runs out.
      const survivor = urls()[0]!;
      await until(
        async () => {
          const list = await call(survivor, 'GET', '/v1/estimates?limit=100', acct.liveKey);
          const byId = new Map<string, string>(list.body.data.map((e: any) => [e.id, e.status]));
          return accepted.every((id) => byId.get(id) === 'priced');
        },
        'every accepted estimate priced',
        110_000,
      );
      // Each outcome's event was stored with it: delivered already, or still queued (a job the killed instance leased waits out its lease).
      const delivered = new Set(
        receiver.received
          .filter((r) => r.method === 'POST' && r.path === '/kill')
          .map((r) => JSON.parse(r.rawBody).data.object.id as string),
      );
      const events = (await call(survivor, 'GET', '/v1/events?type=estimate.completed&limit=100', acct.liveKey)).body.data as any[];
      const announced = new Map(events.map((e) => [e.data.object.id as string, e.id as string]));
      for (const id of accepted) {
        expect(announced.has(id)).toBe(true);
        if (delivered.has(id)) continue;
        const event = (await call(survivor, 'GET', `/v1/events/${announced.get(id)}`, acct.liveKey)).body;
        expect(event.deliveries.some((d: any) => d.status === 'pending' || d.status === 'succeeded')).toBe(true);
      }
      // Holds were settled: what remains is the grant minus 10 per priced estimate (the killed instance's half-done work included).
      const list = await call(survivor, 'GET', '/v1/estimates?limit=100', acct.liveKey);
      const priced = list.body.data.filter((e: any) => e.status === 'priced').length;
      expect(list.body.data.every((e: any) => e.status === 'priced')).toBe(true);
      const lots = await acct.storage.listCreditLots(acct.accountId);
      expect(lots.reduce((n, l) => n + l.remainingCredits, 0)).toBe(10_000 - 10 * priced);
      expect(await acct.storage.heldCredits(acct.accountId)).toBe(0);
    } finally {
      await acct.close();
    }
  });
});
