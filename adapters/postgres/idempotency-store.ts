import type {
  IdempotencyClaimResult,
  IdempotencyRefusal,
  IdempotencyStorage,
  StoredResponse,
} from '../../core/idempotency/storage-port.js';
import type { TenantScope } from '../../core/ports.js';
import { answerText, fencedOut, refusalOf, withBody, type KeyState } from '../shared/idempotency.js';
import type { Database, Sql } from './database.js';

const selectState = `SELECT k.fingerprint, k.response, k.lock_until, k.expires_at, k.owner, e.body AS estimate_body
  FROM idempotency_keys k LEFT JOIN estimates e ON e.id = k.estimate_id WHERE k.account_id = $1 AND k.environment = $2 AND k.key = $3`;
const selectKey = `${selectState} FOR UPDATE OF k`;

/** The key's row with the body of the estimate it answered (unlocked: a first look before a write). */
export const keyState = (q: Sql, scope: TenantScope, key: string) =>
  q.one<KeyState>(selectState, [scope.accountId, scope.environment, key]);

/** Locks the key's row; null while `owner` still holds its unanswered claim, else why not (fencing, customers). */
export async function fencedClaim(q: Sql, scope: TenantScope, key: string, owner: string): Promise<IdempotencyRefusal | null> {
  return fencedOut(await q.one<KeyState>(selectKey, [scope.accountId, scope.environment, key]), owner);
}

/** Records a finished answer with its own body (customers) inside the caller's transaction (replayed byte for byte). */
export async function completeIdempotency(q: Sql, scope: TenantScope, key: string, response: StoredResponse): Promise<void> {
  await q.run('UPDATE idempotency_keys SET response = $1 WHERE account_id = $2 AND environment = $3 AND key = $4', [
    JSON.stringify(response),
    scope.accountId,
    scope.environment,
    key,
  ]);
}

/**
 * Answers the key inside the caller's transaction, last (so a refused write
 * rolls everything back): `claim` set, the key is inserted (ON CONFLICT waits
 * for a concurrent inserter on any instance to commit, then the row is judged
 * under FOR UPDATE and taken over if expired or abandoned); `claim` null, the
 * row must still be `owner`'s claim (fencing). Null when answered, else the refusal.
 */
export async function answerIdempotency(
  q: Sql,
  scope: TenantScope,
  key: string,
  write: { owner: string; claim: { fingerprint: string; expiresAt: number } | null },
  response: { status: number; headers: Record<string, string> },
  estimate: { id: string; json: string },
  now: number,
): Promise<IdempotencyRefusal | null> {
  const id = [scope.accountId, scope.environment, key];
  const text = answerText(response, estimate.json);
  if (!write.claim) {
    const done = await q.run(
      'UPDATE idempotency_keys SET response = $4, estimate_id = $5 WHERE account_id = $1 AND environment = $2 AND key = $3 AND owner = $6 AND response IS NULL',
      [...id, text, estimate.id, write.owner],
    );
    return done === 1 ? null : (fencedOut(await q.one<KeyState>(selectKey, id), write.owner) ?? { state: 'in_progress' });
  }
  for (;;) {
    const inserted = await q.run(
      `INSERT INTO idempotency_keys (account_id, environment, key, fingerprint, response, lock_until, expires_at, owner, estimate_id)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [...id, write.claim.fingerprint, text, now, write.claim.expiresAt, write.owner, estimate.id],
    );
    if (inserted === 1) return null;
    const row = await q.one<KeyState>(selectKey, id);
    // Released between our INSERT and SELECT: try the insert again.
    if (!row) continue;
    const refusal = refusalOf(row, write.claim.fingerprint, now);
    if (refusal) return refusal;
    await q.run(
      'UPDATE idempotency_keys SET fingerprint = $4, response = $5, lock_until = $6, expires_at = $7, owner = $8, estimate_id = $9 WHERE account_id = $1 AND environment = $2 AND key = $3',
      [...id, write.claim.fingerprint, text, now, write.claim.expiresAt, write.owner, estimate.id],
    );
    return null;
  }
}

/** Copies an estimate's body into the answer that points at it, before the estimate is deleted. */
export async function detachIdempotency(q: Sql, scope: TenantScope, key: string, estimate: { id: string; json: string }): Promise<void> {
  const id = [scope.accountId, scope.environment, key];
  const row = await q.one<{ response: string | null }>(
    'SELECT response FROM idempotency_keys WHERE account_id = $1 AND environment = $2 AND key = $3 AND estimate_id = $4 FOR UPDATE',
    [...id, estimate.id],
  );
  if (row?.response)
    await q.run('UPDATE idempotency_keys SET response = $4 WHERE account_id = $1 AND environment = $2 AND key = $3', [
      ...id,
      withBody(row.response, estimate.json),
    ]);
}

/**
 * A claim is the primary key (account, environment, key): INSERT ... ON CONFLICT
 * DO NOTHING waits for a concurrent inserter on any instance to commit, and the
 * loser then reads the winner's row under FOR UPDATE. So one request claims,
 * the others see in_progress, replay or mismatch. The claim names its owner.
 */
export function idempotencyStore({ sql, tx }: Database): IdempotencyStorage {
  return {
    claimIdempotencyKey: (claim) =>
      tx(async (q): Promise<IdempotencyClaimResult> => {
        const id = [claim.scope.accountId, claim.scope.environment, claim.key];
        for (;;) {
          const inserted = await q.run(
            `INSERT INTO idempotency_keys (account_id, environment, key, fingerprint, response, lock_until, expires_at, owner)
          VALUES ($1, $2, $3, $4, NULL, $5, $6, $7) ON CONFLICT DO NOTHING`,
            [...id, claim.fingerprint, claim.lockUntil, claim.expiresAt, claim.owner],
          );
          if (inserted === 1) return { state: 'claimed' };
          const row = await q.one<KeyState>(selectKey, id);
          if (!row) continue;
          const refusal = refusalOf(row, claim.fingerprint, claim.now);
          if (refusal) return refusal;
          // Expired, or abandoned by a claimant that died or is too slow: take it over (its late commit will find another owner).
          await q.run(
            'UPDATE idempotency_keys SET fingerprint = $4, response = NULL, lock_until = $5, expires_at = $6, owner = $7, estimate_id = NULL WHERE account_id = $1 AND environment = $2 AND key = $3',
            [...id, claim.fingerprint, claim.lockUntil, claim.expiresAt, claim.owner],
          );
          return { state: 'claimed' };
        }
      }),
    async releaseIdempotencyKey(scope, key, owner) {
      await sql.run(
        'DELETE FROM idempotency_keys WHERE account_id = $1 AND environment = $2 AND key = $3 AND response IS NULL AND owner = $4',
        [scope.accountId, scope.environment, key, owner],
      );
    },
    async purgeExpiredIdempotencyKeys(now) {
      await sql.run('DELETE FROM idempotency_keys WHERE expires_at <= $1', [now]);
    },
  };
}
