import type { AccountRecord, AccountsStorage, ApiKeyRecord } from '../../core/accounts/storage-port.js';
import { toAccount, toKey, type AccountRow, type KeyRow } from '../shared/rows.js';
import { createAuthCache, type AuthCacheOptions } from '../shared/auth-cache.js';
import type { SqliteDatabase } from './database.js';

export function accountsStore(db: SqliteDatabase, cacheOptions: AuthCacheOptions = {}): AccountsStorage {
  const cache = createAuthCache<{ key: ApiKeyRecord; account: AccountRecord }>(cacheOptions);
  const insertAccount =
    db.prepare(`INSERT INTO accounts (id, name, email, api_version, created_at, terms_accepted_at, terms_version, suspended_at, records_addon)
    VALUES (@id, @name, @email, @apiVersion, @createdAt, @termsAcceptedAt, @termsVersion, @suspendedAt, @recordsAddon)`);
  const selectAccount = db.prepare('SELECT * FROM accounts WHERE id = ?');
  const insertKey =
    db.prepare(`INSERT INTO api_keys (id, account_id, environment, hash, last4, scopes, created_at, expires_at, revoked_at, paused_at)
    VALUES (@id, @accountId, @environment, @hash, @last4, @scopes, @createdAt, @expiresAt, @revokedAt, @pausedAt)`);
  const selectKey = db.prepare('SELECT * FROM api_keys WHERE id = ?');
  const selectKeyByHash = db.prepare('SELECT * FROM api_keys WHERE hash = ?');

  const getAccount = (id: string) => {
    const row = selectAccount.get(id) as AccountRow | undefined;
    return row ? toAccount(row) : null;
  };
  const addKey = (key: ApiKeyRecord) => insertKey.run({ ...key, scopes: JSON.stringify(key.scopes) });

  return {
    async createAccount(account) {
      insertAccount.run({ ...account, recordsAddon: account.recordsAddon ? 1 : 0 });
    },
    getAccount: async (id) => getAccount(id),
    async updateAccount(id, patch) {
      cache.clear();
      return db
        .transaction(() => {
          const current = getAccount(id);
          if (!current) return null;
          const next = { ...current, ...patch };
          db.prepare('UPDATE accounts SET terms_accepted_at = ?, terms_version = ?, suspended_at = ?, records_addon = ? WHERE id = ?').run(
            next.termsAcceptedAt,
            next.termsVersion,
            next.suspendedAt,
            next.recordsAddon ? 1 : 0,
            id,
          );
          return next;
        })
        .immediate();
    },
    countAccounts: async () => db.prepare('SELECT count(*) FROM accounts').pluck().get() as number,
    async createApiKey(key) {
      addKey(key);
    },
    async getApiKey(id) {
      const row = selectKey.get(id) as KeyRow | undefined;
      return row ? toKey(row) : null;
    },
    findApiKeyByHash: (hash) =>
      cache.get(hash, (shared) => {
        const row = selectKeyByHash.get(hash) as KeyRow | undefined;
        if (!row) return null;
        // One record per account for all its keys' entries (a key lookup shares it, read-only).
        const account = shared(`account:${row.account_id}`, () => getAccount(row.account_id));
        return account ? { key: toKey(row), account } : null;
      }),
    async rotateApiKey(oldKeyId, oldExpiresAt, replacement) {
      cache.clear();
      db.transaction(() => {
        // The rotation itself announces the old key's end (api_key.rotated), so no api_key.expiring for it.
        db.prepare('UPDATE api_keys SET expires_at = ?, expiry_notified_at = coalesce(expiry_notified_at, ?) WHERE id = ?').run(
          oldExpiresAt,
          replacement.createdAt,
          oldKeyId,
        );
        addKey(replacement);
      }).immediate();
    },
    async setApiKeyPaused(id, at) {
      cache.clear();
      db.prepare('UPDATE api_keys SET paused_at = ? WHERE id = ?').run(at, id);
      const row = selectKey.get(id) as KeyRow | undefined;
      return row ? toKey(row) : null;
    },
    async revokeApiKey(id, at) {
      cache.clear();
      return db
        .transaction(() => {
          db.prepare('UPDATE api_keys SET revoked_at = coalesce(revoked_at, ?) WHERE id = ?').run(at, id);
          const row = selectKey.get(id) as KeyRow | undefined;
          return row ? toKey(row) : null;
        })
        .immediate();
    },
  };
}
