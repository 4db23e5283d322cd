import type { StoredResponse, Storage, TenantScope } from '../../core/ports.js';
import type { SqliteDatabase } from './database.js';

interface KeyRow { fingerprint: string; response: string | null; lock_until: number; expires_at: number }

export function idempotencyStore(db: SqliteDatabase) {
  const select = db.prepare('SELECT fingerprint, response, lock_until, expires_at FROM idempotency_keys WHERE account_id = ? AND environment = ? AND key = ?');
  const upsert = db.prepare(`INSERT INTO idempotency_keys (account_id, environment, key, fingerprint, response, lock_until, expires_at)
    VALUES (?, ?, ?, ?, NULL, ?, ?)
    ON CONFLICT (account_id, environment, key) DO UPDATE SET fingerprint = excluded.fingerprint, response = NULL, lock_until = excluded.lock_until, expires_at = excluded.expires_at`);
  const complete = db.prepare('UPDATE idempotency_keys SET response = ? WHERE account_id = ? AND environment = ? AND key = ?');
  const release = db.prepare('DELETE FROM idempotency_keys WHERE account_id = ? AND environment = ? AND key = ? AND response IS NULL');

  return {
    /** Records the finished answer; runs inside the caller's transaction. */
    complete(scope: TenantScope, key: string, response: StoredResponse): void {
      complete.run(JSON.stringify(response), scope.accountId, scope.environment, key);
    },

    port(): Pick<Storage, 'claimIdempotencyKey' | 'releaseIdempotencyKey'> {
      return {
        async claimIdempotencyKey(claim) {
          const { scope } = claim;
          return db.transaction(() => {
            const row = select.get(scope.accountId, scope.environment, claim.key) as KeyRow | undefined;
            const live = row && row.expires_at > claim.now;
            if (live && row.fingerprint !== claim.fingerprint) return { state: 'mismatch' as const };
            if (live && row.response !== null) return { state: 'replay' as const, response: JSON.parse(row.response) as StoredResponse };
            if (live && row.lock_until > claim.now) return { state: 'in_progress' as const };
            upsert.run(scope.accountId, scope.environment, claim.key, claim.fingerprint, claim.lockUntil, claim.expiresAt);
            return { state: 'claimed' as const };
          }).immediate();
        },
        async releaseIdempotencyKey(scope, key) {
          release.run(scope.accountId, scope.environment, key);
        },
      };
    },
  };
}

export type IdempotencyStore = ReturnType<typeof idempotencyStore>;
