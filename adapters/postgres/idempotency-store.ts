import type { IdempotencyClaimResult, Storage, StoredResponse, TenantScope } from '../../core/ports.js';
import type { Database, Sql } from './database.js';

interface KeyRow { fingerprint: string; response: string | null; lock_until: number; expires_at: number }

/** Records the finished answer inside the caller's transaction (the stored JSON is replayed byte for byte). */
export async function completeIdempotency(q: Sql, scope: TenantScope, key: string, response: StoredResponse): Promise<void> {
  await q.run('UPDATE idempotency_keys SET response = $1 WHERE account_id = $2 AND environment = $3 AND key = $4', [JSON.stringify(response), scope.accountId, scope.environment, key]);
}

/**
 * A claim is the primary key (account, environment, key): INSERT ... ON CONFLICT
 * DO NOTHING waits for a concurrent inserter on any instance to commit, and the
 * loser then reads the winner's row under FOR UPDATE. So one request claims,
 * the others see in_progress, replay or mismatch.
 */
export function idempotencyStore({ sql, tx }: Database): Pick<Storage, 'claimIdempotencyKey' | 'releaseIdempotencyKey'> {
  return {
    claimIdempotencyKey: (claim) => tx(async (q): Promise<IdempotencyClaimResult> => {
      const id = [claim.scope.accountId, claim.scope.environment, claim.key];
      for (;;) {
        const inserted = await q.run(`INSERT INTO idempotency_keys (account_id, environment, key, fingerprint, response, lock_until, expires_at)
          VALUES ($1, $2, $3, $4, NULL, $5, $6) ON CONFLICT DO NOTHING`, [...id, claim.fingerprint, claim.lockUntil, claim.expiresAt]);
        if (inserted === 1) return { state: 'claimed' };
        const row = await q.one<KeyRow>('SELECT fingerprint, response, lock_until, expires_at FROM idempotency_keys WHERE account_id = $1 AND environment = $2 AND key = $3 FOR UPDATE', id);
        // Released between our INSERT and SELECT: try the insert again.
        if (!row) continue;
        const live = row.expires_at > claim.now;
        if (live && row.fingerprint !== claim.fingerprint) return { state: 'mismatch' };
        if (live && row.response !== null) return { state: 'replay', response: JSON.parse(row.response) as StoredResponse };
        if (live && row.lock_until > claim.now) return { state: 'in_progress' };
        // Expired, or abandoned by a process that died: take it over.
        await q.run('UPDATE idempotency_keys SET fingerprint = $4, response = NULL, lock_until = $5, expires_at = $6 WHERE account_id = $1 AND environment = $2 AND key = $3',
          [...id, claim.fingerprint, claim.lockUntil, claim.expiresAt]);
        return { state: 'claimed' };
      }
    }),
    async releaseIdempotencyKey(scope, key) {
      await sql.run('DELETE FROM idempotency_keys WHERE account_id = $1 AND environment = $2 AND key = $3 AND response IS NULL', [scope.accountId, scope.environment, key]);
    },
  };
}
