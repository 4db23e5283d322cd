/** The storage side of estimates: coarse writes that store, charge and answer in one transaction. */
import type { CustomerMessage, PhotoInput } from '../engine/types.js';
import type { EventRecord } from '../events/storage-port.js';
import type { IdempotencyRefusal, IdempotentWrite } from '../idempotency/storage-port.js';
import type { Page, TenantScope } from '../ports.js';
import type { Estimate, EstimateStatus } from './types.js';

export interface StoredEstimate {
  estimate: Estimate;
  parentId: string | null;
  /** The whole conversation that produced this estimate, oldest first (carried into follow-ups). */
  conversation: CustomerMessage[];
  sandbox: boolean;
  /** For an async sandbox input: how it finishes. */
  sandboxOutcome?: 'priced' | 'failed';
  /** Photos an unfinished async estimate still needs; dropped once it finishes. */
  photos?: PhotoInput[];
  /** Live credits held for an unfinished async estimate. */
  heldCredits?: number;
}

export interface EstimateWrite {
  scope: TenantScope;
  stored: StoredEstimate;
  /** `stored.estimate` as JSON when the caller has it already (it answers the same text): stored as is. */
  json?: string;
  now: number;
  /** Live credits to take: `spend` now, or `hold` until an async estimate finishes. */
  charge?: { accountId: string; credits: number; mode: 'spend' | 'hold' };
  /** A per-day counter that must stay at or under `limit` (test-key real estimates). */
  dailyCap?: { name: string; day: string; limit: number };
  /** The idempotency key this write answers (the answer is stored once: replays read the estimate). */
  idempotency?: IdempotentWrite;
}

export type EstimateWriteResult =
  | { ok: true; creditsRemaining: number }
  /** Nothing was written: the key was answered, is held by another request, or names another request. */
  | { ok: false; reason: 'idempotency'; refusal: IdempotencyRefusal }
  | { ok: false; reason: 'insufficient_credits'; available: number }
  | { ok: false; reason: 'daily_cap' }
  /** The linked customer was deleted after it was looked up. */
  | { ok: false; reason: 'customer_missing' };

export interface EstimateListQuery {
  limit: number;
  startingAfter?: string;
  status?: EstimateStatus;
  /** Inclusive bounds on created_at, epoch ms. */
  from?: number;
  to?: number;
  customerId?: string;
}

/** Outcome of settling an async estimate's hold. */
export interface EstimateCompletion {
  scope: TenantScope;
  estimate: Estimate;
  now: number;
  /** `spend` turns the hold into a charge; `release` gives the credits back. */
  hold: 'spend' | 'release';
  /** The event announcing the outcome, stored and queued in the same transaction. */
  event?: EventRecord;
  newId?: () => string;
}

export interface EstimatesStorage {
  /** Stores the estimate, takes its credits, bumps the daily cap and records the idempotent answer: all or nothing. */
  saveEstimate(write: EstimateWrite): Promise<EstimateWriteResult>;
  getEstimate(scope: TenantScope, id: string): Promise<StoredEstimate | null>;
  /** The estimate's stored JSON, exactly as answered (no parse); without a promise when the adapter has it at hand. */
  getEstimateJson(scope: TenantScope, id: string): Promise<string | null> | string | null;
  /** Newest first. Filtered pages (status, from/to) are ordered by created_at then id, which is the same order for ULID ids. */
  listEstimates(scope: TenantScope, query: EstimateListQuery): Promise<Page<string>>;
  /** Deletes the estimate and its follow-ups, releasing any credits they held. */
  deleteEstimate(scope: TenantScope, id: string, now: number): Promise<boolean>;
  /** Replaces a processing estimate with its finished form and settles its hold; false when it is gone or already finished. */
  completeEstimate(completion: EstimateCompletion): Promise<boolean>;
}
