/**
 * Library entry: `createEstimateService(ports, options)` is the whole API
 * without HTTP. Bring your own Storage, or use the SQLite adapter.
 */
import { renderAccount } from './accounts/render.js';
import { createAccounts, type AuthContext } from './accounts/service.js';
import { defaultTermsPolicy, type TermsPolicy } from './accounts/terms.js';
import { createDefaultEstimator } from './engine/index.js';
import type { Estimator } from './engine/types.js';
import { createAsyncWorker } from './estimates/async-worker.js';
import { createEstimates } from './estimates/service.js';
import { ProblemError } from './errors/problem.js';
import { readBalance } from './ledger/balance.js';
import type { Clock, Ids, Logger, Storage } from './ports.js';
import { createRateLimiter, type RatePolicy } from './ratelimit/fixed-window.js';
import { referenceFromCatalog } from './reference/from-catalog.js';
import { createReferenceQueries } from './reference/service.js';
import type { ReferenceData } from './reference/types.js';

export interface ServicePorts {
  storage: Storage;
  clock: Clock;
  ids: Ids;
  logger: Logger;
  estimator?: Estimator;
}

export interface ServiceOptions {
  reference?: ReferenceData;
  terms?: TermsPolicy;
  ratePolicy?: RatePolicy;
  /** Real test-key estimates per UTC day (default 200). */
  testEstimatesPerDay?: number;
  /**
   * Start finishing an async estimate as soon as it is accepted (default true).
   * Off under a test clock: then work runs only when the clock is advanced.
   */
  finishAsyncAtOnce?: boolean;
}

export const defaultRatePolicy: RatePolicy = { name: 'default', quota: 600, windowSeconds: 60 };

export function createEstimateService(ports: ServicePorts, options: ServiceOptions = {}) {
  const { storage, clock, ids, logger } = ports;
  const reference = options.reference ?? referenceFromCatalog();
  const estimator = ports.estimator ?? createDefaultEstimator();
  const accounts = createAccounts({ storage, clock, ids, terms: options.terms ?? defaultTermsPolicy });
  const worker = createAsyncWorker({ storage, clock, estimator, reference, logger });
  const estimates = createEstimates({
    storage, clock, ids, estimator, reference,
    testEstimatesPerDay: options.testEstimatesPerDay ?? 200,
    ...(options.finishAsyncAtOnce === false ? {} : { onAsyncAccepted: () => void worker.run().catch((error) => logger.error('async worker failed', { error: String(error) })) }),
  });

  return {
    clock,
    ids,
    accounts,
    estimates,
    reference: createReferenceQueries(reference),
    rateLimiter: createRateLimiter(options.ratePolicy ?? defaultRatePolicy),
    /** Finishes waiting async estimates; call at start-up and on a schedule. */
    finishAsyncEstimates: () => worker.run(),
    me: (ctx: AuthContext) => renderAccount(ctx),
    balance: (ctx: AuthContext) => readBalance(storage, ctx.account.id, clock.now().getTime()),

    /** Operator: add a live credit lot to an account. */
    async grantCredits(input: { accountId: string; credits: number; expiresAt?: Date; source?: string }) {
      if (!Number.isSafeInteger(input.credits) || input.credits <= 0) throw new ProblemError('validation_failed', 'credits must be a positive integer.');
      await accounts.getAccount(input.accountId);
      const now = clock.now().getTime();
      const lot = {
        id: ids.next('lot'), accountId: input.accountId, source: input.source ?? 'grant', initialCredits: input.credits,
        remainingCredits: input.credits, expiresAt: input.expiresAt?.getTime() ?? null, createdAt: now,
      };
      await storage.grantCredits(lot);
      return readBalance(storage, input.accountId, now);
    },
  };
}

export type EstimateService = ReturnType<typeof createEstimateService>;

export type { AuthContext } from './accounts/service.js';
export type { Estimator, EstimatorAnswer, EstimatorRequest, Region, Task } from './engine/types.js';
export type { Estimate, EstimateStatus, Environment } from './estimates/types.js';
export { problemCatalog, type ProblemCode } from './errors/catalog.js';
export { ProblemError, isProblem } from './errors/problem.js';
export type * from './ports.js';
export { apiVersions, currentApiVersion } from './versioning.js';
