import type { TenantScope } from '../ports.js';

/** Traffic of one scope, UTC day and route: a stored row, or what one flush adds to it. */
export interface UsageAggregate {
  scope: TenantScope;
  /** UTC day, `YYYY-MM-DD`. */
  day: string;
  /** Route template, e.g. `GET /v1/estimates/:id`. */
  route: string;
  requests: number;
  /** Answers with status 400 or above. */
  errors: number;
  /**
   * Credits charged (live only). Read from the ledger: storage adds every charge to
   * its (account, day, route) in the charge's own transaction, so a usage range
   * always equals the ledger (async settlements and crashes included). Ignored by `addUsage`.
   */
  credits: number;
  /** Latency histogram in the stored form of `core/usage/histogram.ts` (merge with `mergeEncoded`). */
  latency: Uint8Array;
}

export interface UsageStorage {
  /** Adds each aggregate's requests, errors and latencies to its (scope, day, route) row, creating it when absent: one transaction per call. */
  addUsage(aggregates: UsageAggregate[]): Promise<void>;
  /** The rows of a scope from `fromDay` through `toDay` (inclusive), credits from the ledger: at most days × routes rows. */
  readUsage(scope: TenantScope, fromDay: string, toDay: string): Promise<UsageAggregate[]>;
}
