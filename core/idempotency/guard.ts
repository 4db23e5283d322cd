import { ProblemError } from '../errors/problem.js';
import type { Clock, StoredResponse, Storage, TenantScope } from '../ports.js';
import { requestFingerprint } from './fingerprint.js';

/** Finished answers replay for 24 hours (decisions.md). */
export const idempotencyTtlMs = 24 * 3_600_000;
/** An unfinished claim older than this belongs to a process that died; a retry may take it over. */
export const idempotencyLockMs = 60_000;

const keyPattern = /^[\x21-\x7e]{1,255}$/;

export function requireIdempotencyKey(key: string | null | undefined): string {
  if (key === null || key === undefined || key === '') {
    throw new ProblemError('idempotency_key_missing', 'Send an `Idempotency-Key` header (e.g. a UUID) so a retried request is answered once.', {
      errors: [{ parameter: 'Idempotency-Key', message: 'required' }],
    });
  }
  if (!keyPattern.test(key)) {
    throw new ProblemError('invalid_request', 'The `Idempotency-Key` must be 1 to 255 visible ASCII characters.', {
      errors: [{ parameter: 'Idempotency-Key', message: 'invalid format' }],
    });
  }
  return key;
}

/**
 * Runs `operation` once per (account, environment, key). The operation stores
 * its own answer in the same transaction as its effects (see EstimateWrite);
 * if it throws, the claim is dropped so the error is not replayed.
 */
export async function idempotent<T>(
  deps: { storage: Storage; clock: Clock },
  request: { scope: TenantScope; key: string; operation: string; body: unknown },
  operation: () => Promise<T>,
): Promise<{ replay: StoredResponse } | { result: T }> {
  const now = deps.clock.now().getTime();
  const claim = await deps.storage.claimIdempotencyKey({
    scope: request.scope, key: request.key, fingerprint: requestFingerprint(request.operation, request.body),
    now, expiresAt: now + idempotencyTtlMs, lockUntil: now + idempotencyLockMs,
  });
  switch (claim.state) {
    case 'replay':
      return { replay: claim.response };
    case 'in_progress':
      throw new ProblemError('idempotency_in_progress', 'A request with this Idempotency-Key is still running. Retry in a moment to get its answer.', { headers: { 'Retry-After': '1' } });
    case 'mismatch':
      throw new ProblemError('idempotency_key_reused', 'This Idempotency-Key was used with a different request. Use a new key for a new request.');
    case 'claimed':
      break;
  }
  try {
    return { result: await operation() };
  } catch (error) {
    await deps.storage.releaseIdempotencyKey(request.scope, request.key);
    throw error;
  }
}
