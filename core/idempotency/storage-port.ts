/** The storage side of idempotency keys. One call is one transaction. */
import type { TenantScope } from '../ports.js';

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface IdempotencyClaim {
  scope: TenantScope;
  key: string;
  fingerprint: string;
  now: number;
  /** When a finished answer stops being replayed. */
  expiresAt: number;
  /** When an unfinished claim counts as abandoned (its process died) and may be taken over. */
  lockUntil: number;
  /** A random token naming this claimant: its commit and release act only while it still holds the claim (fencing). */
  owner: string;
}

/** Why a key cannot be used by this request: answered before, held by another request, or used with another request. */
export type IdempotencyRefusal = { state: 'in_progress' } | { state: 'mismatch' } | { state: 'replay'; response: StoredResponse };

export type IdempotencyClaimResult = { state: 'claimed' } | IdempotencyRefusal;

/**
 * The idempotent side of a write. `claim` set: the key is claimed in the same
 * transaction (one transaction per request). `claim` null: `owner` claimed it
 * earlier (before a slow estimator ran) and the write commits only while that
 * claim is still its own; a claim taken over meanwhile rolls the write back.
 */
export interface IdempotentWrite {
  key: string;
  owner: string;
  claim: { fingerprint: string; expiresAt: number; lockUntil: number } | null;
  /** Status and headers of the answer, once the remaining balance is known; its body is the stored estimate. */
  respond(creditsRemaining: number): { status: number; headers: Record<string, string> };
}

export interface IdempotencyStorage {
  claimIdempotencyKey(claim: IdempotencyClaim): Promise<IdempotencyClaimResult>;
  /** Drops an unfinished claim still held by `owner`, so an error answer is never replayed. */
  releaseIdempotencyKey(scope: TenantScope, key: string, owner: string): Promise<void>;
  /** Deletes keys whose answers expired at or before `now` (retention). */
  purgeExpiredIdempotencyKeys(now: number): Promise<void>;
}
