import type { IdempotencyRefusal, IdempotencyStorage, StoredResponse } from '../../core/idempotency/storage-port.js';
import type { TenantScope } from '../../core/ports.js';
import { answerText, fencedOut, refusalOf, withBody, type KeyState } from '../shared/idempotency.js';
import type { SqliteDatabase } from './database.js';
import type { WriteQueue } from './group-commit.js';

/** Keys and their answers. `check`/`answer` run inside the caller's transaction; expired keys are purged by retention. */
export function idempotencyStore(db: SqliteDatabase, queue: WriteQueue) {
  const select = db.prepare(`SELECT k.fingerprint, k.response, k.lock_until, k.expires_at, k.owner, e.body AS estimate_body
    FROM idempotency_keys k LEFT JOIN estimates e ON e.id = k.estimate_id WHERE k.account_id = ? AND k.environment = ? AND k.key = ?`);
  const upsert =
    db.prepare(`INSERT INTO idempotency_keys (account_id, environment, key, fingerprint, response, lock_until, expires_at, owner, estimate_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (account_id, environment, key) DO UPDATE SET fingerprint = excluded.fingerprint, response = excluded.response, lock_until = excluded.lock_until,
      expires_at = excluded.expires_at, owner = excluded.owner, estimate_id = excluded.estimate_id`);
  const finish = db.prepare(
    'UPDATE idempotency_keys SET response = ?, estimate_id = ? WHERE account_id = ? AND environment = ? AND key = ?',
  );
  const complete = db.prepare('UPDATE idempotency_keys SET response = ? WHERE account_id = ? AND environment = ? AND key = ?');
  const release = db.prepare(
    'DELETE FROM idempotency_keys WHERE account_id = ? AND environment = ? AND key = ? AND response IS NULL AND owner IS ?',
  );
  const selectResponse = db
    .prepare('SELECT response FROM idempotency_keys WHERE account_id = ? AND environment = ? AND key = ? AND estimate_id = ?')
    .pluck();

  const row = (scope: TenantScope, key: string) => select.get(scope.accountId, scope.environment, key) as KeyState | undefined;

  return {
    /** Whether this write may answer the key: claim it now (`claim` set) or still hold the earlier claim of `owner`. */
    check(scope: TenantScope, key: string, owner: string, claim: { fingerprint: string } | null, now: number): IdempotencyRefusal | null {
      return claim ? refusalOf(row(scope, key), claim.fingerprint, now) : fencedOut(row(scope, key), owner);
    },

    /** Records the answer of an estimate (its body stays in the estimate row). */
    answer(
      scope: TenantScope,
      key: string,
      write: { owner: string; claim: { fingerprint: string; expiresAt: number } | null },
      response: { status: number; headers: Record<string, string> },
      estimate: { id: string; json: string },
      now: number,
    ): void {
      const text = answerText(response, estimate.json);
      if (write.claim) {
        upsert.run(
          scope.accountId,
          scope.environment,
          key,
          write.claim.fingerprint,
          text,
          now,
          write.claim.expiresAt,
          write.owner,
          estimate.id,
        );
      } else {
        finish.run(text, estimate.id, scope.accountId, scope.environment, key);
      }
    },

    /** Copies an estimate's body into the answer that points at it, before the estimate is deleted. */
    detach(scope: TenantScope, key: string, estimate: { id: string; json: string }): void {
      const response = selectResponse.get(scope.accountId, scope.environment, key, estimate.id) as string | undefined;
      if (response !== undefined) complete.run(withBody(response, estimate.json), scope.accountId, scope.environment, key);
    },

    /** Records a finished answer with its own body (customers); runs inside the caller's transaction. */
    complete(scope: TenantScope, key: string, response: StoredResponse): void {
      complete.run(JSON.stringify(response), scope.accountId, scope.environment, key);
    },

    port(): IdempotencyStorage {
      return {
        claimIdempotencyKey: (claim) =>
          queue.run(() => {
            const { scope } = claim;
            const refusal = refusalOf(row(scope, claim.key), claim.fingerprint, claim.now);
            if (refusal) return refusal;
            upsert.run(
              scope.accountId,
              scope.environment,
              claim.key,
              claim.fingerprint,
              null,
              claim.lockUntil,
              claim.expiresAt,
              claim.owner,
              null,
            );
            return { state: 'claimed' as const };
          }),
        async releaseIdempotencyKey(scope, key, owner) {
          release.run(scope.accountId, scope.environment, key, owner);
        },
        async purgeExpiredIdempotencyKeys(now) {
          db.prepare('DELETE FROM idempotency_keys WHERE expires_at <= ?').run(now);
        },
      };
    },
  };
}

export type IdempotencyStore = ReturnType<typeof idempotencyStore>;
