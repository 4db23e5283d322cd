/**
 * Two services on one database finishing async estimates with a slow model:
 * each estimate is sent to the model once, however long the call takes
 * against the lease (the shared test clock runs far faster than real time).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatCompletionsEstimator } from '../../../adapters/model/chat-completions-estimator.js';
import { createTestClock } from '../../../adapters/system/clock.js';
import { createJsonLogger } from '../../../adapters/system/logger.js';
import { compose, type Composition } from '../../../appliance/compose.js';
import { freshPostgresDatabase } from '../../support/appliance.js';
import { startModelServer, type ModelServer } from '../../support/model-server.js';

const postgresUrl = process.env.ESTIMATE_TEST_POSTGRES_URL || undefined;
const leaseMs = 30_000;

let dir: string;
let database: { url: string; drop(): Promise<void> } | null = null;
let model: ModelServer;
let services: Composition[] = [];
const clock = createTestClock();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'estimate-async-lease-'));
  database = postgresUrl ? await freshPostgresDatabase(postgresUrl) : null;
  model = await startModelServer({ delayMs: 150 });
  const env = { ...process.env, ESTIMATE_ENCRYPTION_KEY: randomBytes(32).toString('base64') };
  const open = () =>
    compose({
      db: database?.url ?? join(dir, 'estimate.db'),
      settings: { encryptionKey: env.ESTIMATE_ENCRYPTION_KEY },
      logger: createJsonLogger({ silent: true }),
      ports: {
        clock,
        estimator: createChatCompletionsEstimator({ url: model.url, apiKey: 'sk-test', model: 'test-model', timeoutMs: 10_000 }),
      },
      service: { startWorkAtOnce: false, asyncJobs: { leaseMs, renewEveryMs: 10 } },
    });
  services = [open(), open()];
});

afterAll(async () => {
  for (const s of services) await s.close();
  await model?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('async estimates on two services sharing a database', () => {
  it('sends each estimate to the model once while every call outlasts the lease several times', async () => {
    const [a, b] = services as [Composition, Composition];
    const account = await a.service.accounts.createAccount({ name: 'Slow', email: 'slow@example.com', termsAccepted: true });
    const { key } = await a.service.accounts.createKey({ accountId: account.id, environment: 'live' });
    await a.service.grantCredits({ accountId: account.id, credits: 1000 });
    const ctx = await a.service.accounts.authenticate(`Bearer ${key}`);
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await a.service.estimates.create(
        ctx,
        { input: { text: `Paint bedroom number ${i}` }, region: 'US-CA', mode: 'async' },
        `slow-${i}`,
      );
      expect(answer.status).toBe(202);
      ids.push(answer.estimate.id);
    }

    // 10 s of service time every 25 ms: a 150 ms model call spans about 60 s, twice the 30 s lease.
    const ticking = setInterval(() => clock.advance(10), 25);
    try {
      await Promise.all([a.service.runDueJobs(), b.service.runDueJobs(), a.service.runDueJobs(), b.service.runDueJobs()]);
    } finally {
      clearInterval(ticking);
    }

    const perJob = ids.map((_, i) => model.asked.filter((text) => text.includes(`Paint bedroom number ${i}`)).length);
    expect(perJob, 'model calls per estimate').toEqual(ids.map(() => 1));
    for (const id of ids) expect((await a.service.estimates.get(ctx, id)).status).toBe('priced');
    expect((await a.service.balance(ctx)).available_credits).toBe(1000 - 8 * 10);
  });

  it('an estimate whose lease ran out (its process died) is taken over, not before', async () => {
    const [a, b] = services as [Composition, Composition];
    const account = await a.service.accounts.createAccount({ name: 'Dead', email: 'dead@example.com', termsAccepted: true });
    const { key } = await a.service.accounts.createKey({ accountId: account.id, environment: 'live' });
    await a.service.grantCredits({ accountId: account.id, credits: 100 });
    const ctx = await a.service.accounts.authenticate(`Bearer ${key}`);
    const created = await a.service.estimates.create(
      ctx,
      { input: { text: 'Paint the hallway' }, region: 'US-CA', mode: 'async' },
      'dead-1',
    );
    const now = clock.now().getTime();
    const leased = await a.storage.claimProcessingEstimate(now, now + leaseMs);
    expect(leased?.stored.estimate.id).toBe(created.estimate.id);
    clock.advance(leaseMs / 1000 - 1);
    await b.service.runDueJobs();
    expect(model.asked.filter((t) => t.includes('Paint the hallway'))).toHaveLength(0);
    clock.advance(1);
    await b.service.runDueJobs();
    expect(model.asked.filter((t) => t.includes('Paint the hallway'))).toHaveLength(1);
    expect((await b.service.estimates.get(ctx, created.estimate.id)).status).toBe('priced');
  });
});
