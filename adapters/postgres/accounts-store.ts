import type { AccountRecord, AccountsStorage, ApiKeyRecord } from '../../core/accounts/storage-port.js';
import { toAccount, toKey, type AccountRow, type KeyRow } from '../shared/rows.js';
import { createAuthCache, type AuthCacheOptions } from '../shared/auth-cache.js';
import type { Database, Sql } from './database.js';

const insertKey = (sql: Sql, k: ApiKeyRecord) =>
  sql.run(
    `INSERT INTO api_keys (id, account_id, environment, hash, last4, scopes, created_at, expires_at, revoked_at, paused_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [k.id, k.accountId, k.environment, k.hash, k.last4, JSON.stringify(k.scopes), k.createdAt, k.expiresAt, k.revokedAt, k.pausedAt],
  );

export const getAccount = async (q: Sql, id: string) => {
  const row = await q.one<AccountRow>('SELECT * FROM accounts WHERE id = $1', [id]);
  return row ? toAccount(row) : null;
};

export function accountsStore({ sql, tx }: Database, cacheOptions: AuthCacheOptions = {}): AccountsStorage {
  const cache = createAuthCache<{ key: ApiKeyRecord; account: AccountRecord }>(cacheOptions);
  /** Runs a change to keys or accounts; the cache is cleared before and after, so no lookup racing it keeps the old state. */
  const changing = async <T>(change: () => Promise<T>): Promise<T> => {
    cache.clear();
    try {
      return await change();
    } finally {
      cache.clear();
    }
  };
  const getKey = async (q: Sql, id: string) => {
    const row = await q.one<KeyRow>('SELECT * FROM api_keys WHERE id = $1', [id]);
    return row ? toKey(row) : null;
  };

  return {
    async createAccount(a) {
      await sql.run(
        `INSERT INTO accounts (id, name, email, api_version, created_at, terms_accepted_at, terms_version, suspended_at, records_addon)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [a.id, a.name, a.email, a.apiVersion, a.createdAt, a.termsAcceptedAt, a.termsVersion, a.suspendedAt, a.recordsAddon],
      );
    },
    getAccount: (id) => getAccount(sql, id),
    updateAccount: (id, patch) =>
      changing(() =>
        tx(async (q) => {
          const row = await q.one<AccountRow>('SELECT * FROM accounts WHERE id = $1 FOR UPDATE', [id]);
          if (!row) return null;
          const next = { ...toAccount(row), ...patch };
          await q.run(
            'UPDATE accounts SET terms_accepted_at = $1, terms_version = $2, suspended_at = $3, records_addon = $4 WHERE id = $5',
            [next.termsAcceptedAt, next.termsVersion, next.suspendedAt, next.recordsAddon, id],
          );
          return next;
        }),
      ),
    countAccounts: async () => (await sql.one<{ n: number }>('SELECT count(*) AS n FROM accounts'))!.n,
    async createApiKey(key) {
      await insertKey(sql, key);
    },
    getApiKey: (id) => getKey(sql, id),
    findApiKeyByHash: (hash) =>
      cache.get(hash, async () => {
        // Every request authenticates: one round trip for the key and its account (then cached, see shared/auth-cache.ts).
        const row = await sql.one<{ k: KeyRow; a: AccountRow }>(
          'SELECT to_jsonb(k) AS k, to_jsonb(a) AS a FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.hash = $1',
          [hash],
        );
        return row ? { key: toKey(row.k), account: toAccount(row.a) } : null;
      }),
    rotateApiKey: (oldKeyId, oldExpiresAt, replacement) =>
      changing(() =>
        tx(async (q) => {
          // The rotation itself announces the old key's end (api_key.rotated), so no api_key.expiring for it.
          await q.run('UPDATE api_keys SET expires_at = $1, expiry_notified_at = coalesce(expiry_notified_at, $2) WHERE id = $3', [
            oldExpiresAt,
            replacement.createdAt,
            oldKeyId,
          ]);
          await insertKey(q, replacement);
        }),
      ),
    setApiKeyPaused: (id, at) =>
      changing(async () => {
        const row = await sql.one<KeyRow>('UPDATE api_keys SET paused_at = $1 WHERE id = $2 RETURNING *', [at, id]);
        return row ? toKey(row) : null;
      }),
    revokeApiKey: (id, at) =>
      changing(async () => {
        const row = await sql.one<KeyRow>('UPDATE api_keys SET revoked_at = coalesce(revoked_at, $1) WHERE id = $2 RETURNING *', [at, id]);
        return row ? toKey(row) : null;
      }),
  };
}
