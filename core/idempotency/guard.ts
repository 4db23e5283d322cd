import { ProblemError } from '../errors/problem.js';
import type { Clock, Ids, TenantScope } from '../ports.js';
import type { IdempotencyRefusal, IdempotencyStorage, StoredResponse } from './storage-port.js';
import { requestFingerprint } from './fingerprint.js';

/** Finished answers replay for 24 hours (decisions.md). */
export const idempotencyTtlMs = 24 * 3_600_000;
/** An unfinished claim older than this belongs to a process that died (or is very slow); a retry may take it over. */
export const idempotencyLockMs = 60_000;

const keyPattern = /^[\x21-\x7e]{1,255}$/;

export function requireIdempotencyKey(key: string | null | undefined): string {
  if (key === null || key === undefined || key === '') {
    throw new ProblemError(
      'idempotency_key_missing',
      'Send an `Idempotency-Key` header (e.g. a UUID) so a retried request is answered once.',
      {
        errors: [{ parameter: 'Idempotency-Key', message: 'required' }],
      },
    );
  }
  if (!keyPattern.test(key)) {
    throw new ProblemError('invalid_request', 'The `Idempotency-Key` must be 1 to 255 visible ASCII characters.', {
      errors: [{ parameter: 'Idempotency-Key', message: 'invalid format' }],
    });
  }
  return key;
}

export interface IdempotentRequest {
  scope: TenantScope;
  key: string;
  operation: string;
  body: unknown;
}

/** What a claim of this request carries: its fingerprint, lifetimes and a fresh owner token (fencing). */
export function claimTerms(deps: { clock: Clock; ids: Ids }, request: IdempotentRequest) {
  const now = deps.clock.now().getTime();
  return {
    fingerprint: requestFingerprint(request.operation, request.body),
    now,
    expiresAt: now + idempotencyTtlMs,
    lockUntil: now + idempotencyLockMs,
    owner: deps.ids.token(22),
  };
}

/** A refused key: a replay is answered, anything else is the matching problem. */
export function replayOrThrow(refusal: IdempotencyRefusal): { replay: StoredResponse } {
  switch (refusal.state) {
    case 'replay':
      return { replay: refusal.response };
    case 'in_progress':
      throw new ProblemError(
        'idempotency_in_progress',
        'A request with this Idempotency-Key is still running. Retry in a moment to get its answer.',
        { headers: { 'Retry-After': '1' } },
      );
    case 'mismatch':
      throw new ProblemError(
        'idempotency_key_reused',
        'This Idempotency-Key was used with a different request. Use a new key for a new request.',
      );
  }
}

/**
 * Claims the key first, then runs `operation` (for work that must not run
 * twice, such as a paid model call). The operation stores its own answer in
 * the same transaction as its effects, and only while `owner` still holds the
 * claim; if it throws, the claim is dropped (if still ours) so the error is not replayed.
 */
export async function idempotent<T>(
  deps: { storage: IdempotencyStorage; clock: Clock; ids: Ids },
  request: IdempotentRequest,
  operation: (owner: string) => Promise<T>,
): Promise<{ replay: StoredResponse } | { result: T }> {
  const terms = claimTerms(deps, request);
  const claim = await deps.storage.claimIdempotencyKey({ scope: request.scope, key: request.key, ...terms });
  if (claim.state !== 'claimed') return replayOrThrow(claim);
  try {
    return { result: await operation(terms.owner) };
  } catch (error) {
    await deps.storage.releaseIdempotencyKey(request.scope, request.key, terms.owner);
    throw error;
  }
}
