/**
 * Issue 12 item 11 on any storage: two services on one database, a slow
 * (remote, paid) estimator, one Idempotency-Key. The first request's claim
 * outlives its lock while the model thinks, a retry on the other service
 * takes it over and answers; the first one's late commit must then be
 * rolled back: one estimate, one charge, and the late request answers the
 * winner's replay.
 */
import { expect } from 'vitest';
import { createJsonLogger } from '../../adapters/system/logger.js';
import { compose, type Composition } from '../../appliance/compose.js';
import { createDefaultEstimator, type Estimator } from '../../core/engine/index.js';
import { idempotencyLockMs } from '../../core/idempotency/guard.js';

/** The built-in engine behind a gate the test opens: a model call that takes as long as the test says. */
export function gatedEstimator() {
  const engine = createDefaultEstimator();
  const waiting: Array<() => void> = [];
  let called: () => void = () => {};
  const firstCall = new Promise<void>((resolve) => (called = resolve));
  let calls = 0;
  const estimator: Estimator = {
    async estimate(request) {
      calls += 1;
      called();
      await new Promise<void>((resolve) => waiting.push(resolve));
      return engine.estimate(request);
    },
  };
  return {
    estimator,
    firstCall,
    calls: () => calls,
    open: () => {
      for (const go of waiting.splice(0)) go();
    },
  };
}

/** The built-in engine answering at once, counting its calls. */
export function countingEstimator() {
  const engine = createDefaultEstimator();
  let calls = 0;
  const estimator: Estimator = { estimate: (request) => ((calls += 1), engine.estimate(request)) };
  return { estimator, calls: () => calls };
}

export async function takeoverScenario(db: string, env: NodeJS.ProcessEnv): Promise<void> {
  const slow = gatedEstimator();
  const fast = countingEstimator();
  const open = (estimator: Estimator): Composition =>
    compose({
      db,
      settings: { encryptionKey: env.ESTIMATE_ENCRYPTION_KEY },
      testHelpers: true,
      logger: createJsonLogger({ silent: true }),
      ports: { estimator },
      service: { startWorkAtOnce: false },
    });
  const a = open(slow.estimator);
  const b = open(fast.estimator);
  try {
    const account = await a.service.accounts.createAccount({ name: 'Fenced', email: 'f@example.com', termsAccepted: true });
    const key = await a.service.accounts.createKey({ accountId: account.id, environment: 'live' });
    await a.service.grantCredits({ accountId: account.id, credits: 100 });
    const ctxA = await a.service.accounts.authenticate(`Bearer ${key.key}`);
    const ctxB = await b.service.accounts.authenticate(`Bearer ${key.key}`);
    const body = { input: { text: 'Paint a 12x14 bedroom' }, region: 'US-CA' };

    const late = a.service.estimates.create(ctxA, body, 'slow-1');
    await slow.firstCall;
    // While the claim is fresh, the retry waits for it.
    await expect(b.service.estimates.create(ctxB, body, 'slow-1')).rejects.toMatchObject({ code: 'idempotency_in_progress' });
    // The model is still thinking when the claim's lock runs out: the retry takes it over and answers.
    for (const c of [a, b]) c.testClock!.advance(idempotencyLockMs / 1000 + 1);
    const winner = await b.service.estimates.create(ctxB, body, 'slow-1');
    expect(winner).toMatchObject({ status: 200, replayed: false });
    // The first request's model call finally returns: its commit finds the claim taken and keeps nothing.
    slow.open();
    const lateAnswer = await late;
    expect(lateAnswer.replayed).toBe(true);
    expect(lateAnswer.estimate.id).toBe(winner.estimate.id);

    const page = await a.service.estimates.list(ctxA, {});
    expect(page.data.map((e) => e.id)).toEqual([winner.estimate.id]);
    const balance = await a.service.balance(ctxA);
    expect(balance.available_credits).toBe(90);
    expect([slow.calls(), fast.calls()]).toEqual([1, 1]);
    // And a later retry replays the one answer.
    expect(await b.service.estimates.create(ctxB, body, 'slow-1')).toMatchObject({ replayed: true, estimate: { id: winner.estimate.id } });
  } finally {
    await a.close();
    await b.close();
  }
}
