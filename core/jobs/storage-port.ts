/** The storage side of background work: the async estimate queue and periodic-run claims. */
import type { StoredEstimate } from '../estimates/storage-port.js';
import type { TenantScope } from '../ports.js';

/**
 * The `processing` estimates are the durable queue of async work. A worker
 * leases one at a time and renews the lease while the estimator runs, so a
 * slow model call is never handed to a second instance while the first lives.
 */
export interface JobStorage {
  /** Leases the oldest processing estimate whose lease ran out (or never existed) until `leaseUntil`; null when none is free. */
  claimProcessingEstimate(now: number, leaseUntil: number): Promise<{ scope: TenantScope; stored: StoredEstimate } | null>;
  /** Extends the lease of a processing estimate; false once it is finished or gone. */
  renewProcessingLease(estimateId: string, leaseUntil: number): Promise<boolean>;
  /** True (and the run recorded) when `name` last ran `periodMs` or more ago. */
  claimPeriodicRun(name: string, now: number, periodMs: number): Promise<boolean>;
}
