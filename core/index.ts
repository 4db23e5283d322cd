/**
 * Library entry: `createEstimateService(ports, options)` is the whole API
 * without HTTP. Bring your own Storage, or use the SQLite adapter.
 */
import { renderAccount } from './accounts/render.js';
import { createAccounts, type AuthContext } from './accounts/service.js';
import { defaultTermsPolicy, type TermsPolicy } from './accounts/terms.js';
import type { Sealer } from './crypto/sealer.js';
import { createDefaultEstimator } from './engine/index.js';
import type { Catalog } from './engine/catalog/types.js';
import type { Estimator } from './engine/types.js';
import { createAsyncWorker, type AsyncWorkerOptions } from './estimates/async-worker.js';
import { createEstimates } from './estimates/service.js';
import { ProblemError } from './errors/problem.js';
import { createEmitter } from './events/emitter.js';
import { createEvents } from './events/service.js';
import { createDueJobs, retentionTask } from './jobs/due-jobs.js';
import { readBalance, readBalanceJson } from './ledger/balance.js';
import { defaultRecordsCap } from './records/cap.js';
import { createCustomers } from './records/customers.js';
import { createReencryption } from './records/reencrypt.js';
import { createRecords } from './records/records.js';
import { announceIfExhausted, checkLowCredits } from './notices/credits.js';
import { createAnomalyDetector, type AnomalyRules } from './notices/anomaly.js';
import { checkExpiringKeys, renderKey } from './notices/keys.js';
import type { Clock, Ids, Logger, Mailer, Resolver, Storage, WebhookTransport } from './ports.js';
import { createRateLimiter, type RatePolicy } from './ratelimit/fixed-window.js';
import { referenceFromCatalog } from './reference/from-catalog.js';
import { createReferenceQueries } from './reference/service.js';
import type { ReferenceData } from './reference/types.js';
import { createUsage } from './usage/service.js';
import { createDeliveryWorker, type DeliveryWorkerOptions } from './webhooks/delivery-worker.js';
import { createWebhookEndpoints } from './webhooks/endpoints.js';

export interface ServicePorts {
  storage: Storage;
  clock: Clock;
  ids: Ids;
  logger: Logger;
  /** Encrypts webhook secrets (and PII) at rest. */
  sealer: Sealer;
  resolver: Resolver;
  transport: WebhookTransport;
  mailer: Mailer;
  estimator?: Estimator;
  /** The real time, for webhook signatures while `clock` is a test clock (default: `clock`). */
  wallClock?: Clock;
}

export interface ServiceOptions {
  /** Tasks and regions to price with (default: the built-in catalog). */
  catalog?: Catalog;
  /** Hourly rates per trade for given accounts (`rate_source: account`), integer cents. */
  accountRates?: Record<string, Record<string, number>>;
  reference?: ReferenceData;
  terms?: TermsPolicy;
  ratePolicy?: RatePolicy;
  /** Real test-key estimates per UTC day (default 200). */
  testEstimatesPerDay?: number;
  /** Customers plus records one environment may hold (default 50,000). */
  recordsCap?: number;
  /** Start background work (async estimates, deliveries) as soon as it is queued (default true). */
  startWorkAtOnce?: boolean;
  /** Let webhook hosts resolve to loopback/private addresses: offline CI only. */
  webhookAllowPrivate?: boolean;
  /** Let webhook URLs be plain http:// when they point at a loopback address: CI only. */
  webhookLoopbackHttp?: boolean;
  delivery?: Partial<DeliveryWorkerOptions>;
  /** Lease and renewal of async estimates being finished (core/estimates/async-worker.ts). */
  asyncJobs?: Partial<AsyncWorkerOptions>;
  /** Thresholds of suspicious-activity detection (core/notices/anomaly.ts). */
  anomalyRules?: Partial<AnomalyRules>;
}

export const defaultRatePolicy: RatePolicy = { name: 'default', quota: 600, windowSeconds: 60 };

export function createEstimateService(ports: ServicePorts, options: ServiceOptions = {}) {
  const { storage, clock, ids, logger, sealer } = ports;
  const reference = options.reference ?? referenceFromCatalog(options.catalog);
  const estimator = ports.estimator ?? createDefaultEstimator(options.catalog ? { catalog: options.catalog } : {});
  const accountRates = (accountId: string) => options.accountRates?.[accountId];
  const atOnce = options.startWorkAtOnce !== false;
  const kick = (work: () => Promise<unknown>) => () => {
    if (atOnce) void work().catch((error) => logger.error('background work failed', { error: String(error) }));
  };
  const urls = {
    resolver: ports.resolver,
    transport: ports.transport,
    allowPrivate: options.webhookAllowPrivate ?? false,
    loopbackHttp: options.webhookLoopbackHttp ?? false,
  };

  const deliveries = createDeliveryWorker({
    storage,
    clock,
    ids,
    sealer,
    urls,
    transport: ports.transport,
    mailer: ports.mailer,
    logger,
    ...(ports.wallClock ? { wallClock: ports.wallClock } : {}),
    ...(options.delivery ? { options: options.delivery } : {}),
  });
  const emit = createEmitter({ storage, clock, ids, onQueued: kick(deliveries.run) });
  const accounts = createAccounts({
    storage,
    clock,
    ids,
    terms: options.terms ?? defaultTermsPolicy,
    onKeyRotated: async (account, key, previous) =>
      void (await emit({
        scope: { accountId: account.id, environment: key.environment },
        type: 'api_key.rotated',
        apiVersion: account.apiVersion,
        object: renderKey(key),
        previous,
      })),
  });
  const asyncEstimates = createAsyncWorker({
    storage,
    clock,
    ids,
    estimator,
    reference,
    logger,
    accountRates,
    onEventQueued: kick(deliveries.run),
    ...(options.asyncJobs ? { options: options.asyncJobs } : {}),
  });
  const estimates = createEstimates({
    storage,
    clock,
    ids,
    estimator,
    reference,
    accountRates,
    testEstimatesPerDay: options.testEstimatesPerDay ?? 200,
    // A supplied estimator (a remote model) may be slow and paid: claim the key before calling it.
    claimBeforeEstimating: ports.estimator !== undefined,
    onAsyncAccepted: kick(asyncEstimates.run),
    onCharged: async (accountId, remaining) => {
      if (remaining > 0) return;
      const account = await storage.getAccount(accountId);
      if (account) await announceIfExhausted({ storage, clock, emit }, account, remaining);
    },
  });
  const notices = { storage, clock, emit };
  const usage = createUsage({ storage, clock, logger });
  const runDueJobs = createDueJobs({
    storage,
    clock,
    logger,
    workers: [asyncEstimates.run, deliveries.run, usage.flush],
    periodic: [
      { name: 'credits_low', periodMs: 3_600_000, run: () => checkLowCredits(notices) },
      { name: 'keys_expiring', periodMs: 3_600_000, run: () => checkExpiringKeys(notices) },
      retentionTask(storage, clock),
    ],
  });

  return {
    clock,
    ids,
    accounts,
    estimates,
    webhookEndpoints: createWebhookEndpoints({ storage, clock, ids, sealer, urls, emit }),
    customers: createCustomers({ storage, clock, ids, sealer, reference, estimates, cap: options.recordsCap ?? defaultRecordsCap }),
    records: createRecords({ storage, clock, cap: options.recordsCap ?? defaultRecordsCap }),
    /** Operator: re-seals every encrypted value with the first configured key (key rotation). */
    reencryptAll: createReencryption({ storage, sealer }),
    events: createEvents({ storage, clock, ids, onQueued: kick(deliveries.run) }),
    reference: createReferenceQueries(reference),
    rateLimiter: createRateLimiter(options.ratePolicy ?? defaultRatePolicy),
    /** Usage analytics: `record` per answered request (buffered), `query` for GET /v1/usage, `flush`/`close`. */
    usage,
    anomalies: createAnomalyDetector({ storage, clock, emit, logger, ...(options.anomalyRules ? { rules: options.anomalyRules } : {}) }),
    /** Runs everything due by the clock: async estimates, deliveries, hourly checks, retention. */
    runDueJobs,
    me: (ctx: AuthContext) => renderAccount(ctx),
    balance: (ctx: AuthContext) => readBalance(storage, ctx.account.id, clock.now().getTime()),
    /** GET /v1/balance's body: `balance(ctx)` as JSON text, without a promise when the storage answers without one. */
    balanceJson: (ctx: AuthContext) => readBalanceJson(storage, ctx.account.id, clock.now().getTime()),

    /** Operator: add a live credit lot to an account (clears the credits.low notice). */
    async grantCredits(input: { accountId: string; credits: number; expiresAt?: Date; source?: string }) {
      if (!Number.isSafeInteger(input.credits) || input.credits <= 0)
        throw new ProblemError('validation_failed', 'credits must be a positive integer.');
      await accounts.getAccount(input.accountId);
      const now = clock.now().getTime();
      const lot = {
        id: ids.next('lot'),
        accountId: input.accountId,
        source: input.source ?? 'grant',
        initialCredits: input.credits,
        remainingCredits: input.credits,
        expiresAt: input.expiresAt?.getTime() ?? null,
        createdAt: now,
      };
      await storage.grantCredits(lot);
      return readBalance(storage, input.accountId, now);
    },
  };
}

export type EstimateService = ReturnType<typeof createEstimateService>;

export type { AuthContext } from './accounts/service.js';
export { createSealer, type Sealer } from './crypto/sealer.js';
export type { Estimator, EstimatorAnswer, EstimatorRequest, Region, Task } from './engine/types.js';
export type { Estimate, EstimateStatus, Environment } from './estimates/types.js';
export { problemCatalog, type ProblemCode } from './errors/catalog.js';
export { ProblemError, isProblem } from './errors/problem.js';
export type { EventBody, EventType } from './events/types.js';
// The other resources the service answers with, typed from their schemas (core/schemas/).
export type { AccountResource, ApiKeyResource, BalanceResource } from './schemas/account.js';
export type { CustomerResource } from './schemas/customer.js';
export type { DeliveryAttempt, RedeliveryResource } from './schemas/event.js';
export type { RecordResource } from './schemas/record.js';
export type { UsageBody as UsageResource } from './schemas/usage.js';
export type { WebhookEndpointResource } from './schemas/webhook-endpoint.js';
export type * from './ports.js';
export { apiVersions, currentApiVersion } from './versioning.js';
export { verifyWebhook, type VerifyResult } from './webhooks/signer.js';
