import type { Estimator } from '../engine/types.js';
import { coalesce } from '../jobs/coalesce.js';
import { isProblem } from '../errors/problem.js';
import { buildEvent } from '../events/emitter.js';
import type { AccountsStorage } from '../accounts/storage-port.js';
import type { JobStorage } from '../jobs/storage-port.js';
import type { Clock, Ids, Logger } from '../ports.js';
import type { EstimatesStorage, StoredEstimate } from './storage-port.js';
import type { ReferenceData } from '../reference/types.js';
import { answeredEstimate, failedEstimate, type EstimateFrame } from './assemble.js';
import { sandboxFixtures } from './sandbox/entries.js';
import type { Estimate } from './types.js';

export interface AsyncWorkerOptions {
  /** How long (service clock) a claimed estimate stays with this instance without a renewal; after a crash, the takeover delay. */
  leaseMs: number;
  /** Real milliseconds between renewals while the estimator works (well under `leaseMs`). */
  renewEveryMs: number;
}

export const defaultAsyncWorkerOptions: AsyncWorkerOptions = { leaseMs: 30_000, renewEveryMs: 5_000 };

/**
 * Finishes `processing` estimates. The stored estimates are the durable
 * queue: a restart loses nothing, the next run picks them up again. One
 * estimate is leased at a time and the lease is renewed while the estimator
 * works, so however slow the model, no other instance sends the same estimate
 * to it again while this one lives (a paid call happens once per estimate).
 */
export function createAsyncWorker(deps: {
  storage: JobStorage & Pick<EstimatesStorage, 'completeEstimate'> & Pick<AccountsStorage, 'getAccount'>;
  clock: Clock;
  ids: Ids;
  estimator: Estimator;
  reference: ReferenceData;
  logger: Logger;
  onEventQueued: () => void;
  accountRates?: (accountId: string) => Record<string, number> | undefined;
  options?: Partial<AsyncWorkerOptions>;
}) {
  const { storage, clock, ids, estimator, reference, logger } = deps;
  const options = { ...defaultAsyncWorkerOptions, ...deps.options };

  async function finish(stored: StoredEstimate, accountId: string): Promise<{ estimate: Estimate; hold: 'spend' | 'release' }> {
    const processing = stored.estimate;
    const frame: EstimateFrame = {
      id: processing.id,
      scope: { accountId: '', environment: processing.environment },
      createdAt: Date.parse(processing.created_at),
      metadata: processing.metadata,
      customerId: processing.customer_id,
    };
    if (stored.sandbox) {
      if (stored.sandboxOutcome === 'failed') {
        return {
          estimate: failedEstimate(processing, {
            code: 'sandbox_failed',
            message: 'Sandbox: this is how an async estimate that could not finish looks. Nothing was charged.',
          }),
          hold: 'release',
        };
      }
      const fixture = sandboxFixtures.priced;
      return { estimate: answeredEstimate(frame, reference.region(fixture.region)!, fixture.answer, 0), hold: 'release' };
    }
    const region = reference.region(processing.region);
    if (!region)
      return {
        estimate: failedEstimate(processing, {
          code: 'region_unavailable',
          message: `Region ${processing.region} is no longer in the catalog.`,
        }),
        hold: 'release',
      };
    try {
      const rates = deps.accountRates?.(accountId);
      const answer = await estimator.estimate({
        region: region.code,
        messages: stored.conversation,
        photos: stored.photos ?? [],
        ...(rates ? { accountRates: rates } : {}),
      });
      return { estimate: answeredEstimate(frame, region, answer, stored.heldCredits ?? 0), hold: 'spend' };
    } catch (error) {
      if (!isProblem(error)) logger.error('async estimate failed', { estimate: processing.id, error: String(error) });
      const failure = isProblem(error)
        ? { code: error.code, message: error.detail }
        : { code: 'internal_error', message: 'The estimate could not be finished. Nothing was charged; create it again.' };
      return { estimate: failedEstimate(processing, failure), hold: 'release' };
    }
  }

  /** Keeps the lease alive until `work` settles. */
  async function whileLeased<T>(estimateId: string, work: () => Promise<T>): Promise<T> {
    const renew = () => {
      storage
        .renewProcessingLease(estimateId, clock.now().getTime() + options.leaseMs)
        .catch((error) => logger.error('could not renew an async estimate lease', { estimate: estimateId, error: String(error) }));
    };
    const timer = setInterval(renew, options.renewEveryMs);
    timer.unref?.();
    try {
      return await work();
    } finally {
      clearInterval(timer);
    }
  }

  async function drain(): Promise<number> {
    let finished = 0;
    for (;;) {
      const leasedAt = clock.now().getTime();
      const job = await storage.claimProcessingEstimate(leasedAt, leasedAt + options.leaseMs);
      if (!job) return finished;
      const { scope, stored } = job;
      const { estimate, hold } = await whileLeased(stored.estimate.id, () => finish(stored, scope.accountId));
      const account = await storage.getAccount(scope.accountId);
      const now = clock.now().getTime();
      // The event is stored and queued in the same transaction as the outcome: neither is lost in a crash.
      const event = buildEvent(ids, now, {
        scope,
        type: estimate.status === 'failed' ? 'estimate.failed' : 'estimate.completed',
        apiVersion: account?.apiVersion ?? estimate.created_at.slice(0, 10),
        object: estimate,
      });
      // A completion that lost the race (the lease lapsed and another instance finished first) changes nothing.
      if (await storage.completeEstimate({ scope, estimate, now, hold, event, newId: () => ids.next('del') })) {
        finished++;
        deps.onEventQueued();
      }
    }
  }

  const run = coalesce(drain);

  return { run };
}

export type AsyncWorker = ReturnType<typeof createAsyncWorker>;
