import type { AccountRecord, AccountsStorage, ApiKeyRecord } from '../../core/accounts/storage-port.js';
import { scopesOf, toAccount, toKey, type AccountRow, type KeyRow } from '../shared/rows.js';
import { createAuthCache, type AuthCacheOptions } from '../shared/auth-cache.js';
import type { SqliteDatabase } from './database.js';

export function accountsStore(db: SqliteDatabase, cacheOptions: AuthCacheOptions = {}): AccountsStorage {
  // Bumped by triggers on every change to a key or an account (migration 014), by any connection.
  const selectVersion = db.prepare('SELECT coalesce((SELECT version FROM auth_version WHERE id = 1), 0)').pluck();
  const cache = createAuthCache<{ key: ApiKeyRecord; account: AccountRecord }>({
    ...cacheOptions,
    version: () => selectVersion.get() as number,
  });
  const insertAccount =
    db.prepare(`INSERT INTO accounts (id, name, email, api_version, created_at, terms_accepted_at, terms_version, suspended_at, records_addon)
    VALUES (@id, @name, @email, @apiVersion, @createdAt, @termsAcceptedAt, @termsVersion, @suspendedAt, @recordsAddon)`);
  const selectAccount = db.prepare('SELECT * FROM accounts WHERE id = ?');
  const insertKey =
    db.prepare(`INSERT INTO api_keys (id, account_id, environment, hash, last4, scopes, created_at, expires_at, revoked_at, paused_at)
    VALUES (@id, @accountId, @environment, @hash, @last4, @scopes, @createdAt, @expiresAt, @revokedAt, @pausedAt)`);
  const selectKey = db.prepare('SELECT * FROM api_keys WHERE id = ?');
  // A key and its account in one read, as a row of values (a miss of the lookup cache: every key's first request).
  const selectKeyAndAccount = db
    .prepare(
      `SELECT k.id, k.account_id, k.environment, k.hash, k.last4, k.scopes, k.created_at, k.expires_at, k.revoked_at, k.paused_at,
        a.name, a.email, a.api_version, a.created_at, a.terms_accepted_at, a.terms_version, a.suspended_at, a.records_addon
      FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.hash = ?`,
    )
    .raw();

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
        const r = selectKeyAndAccount.get(hash) as unknown[] | undefined;
        if (!r) return null;
        const key: ApiKeyRecord = {
          id: r[0] as string,
          accountId: r[1] as string,
          environment: r[2] as ApiKeyRecord['environment'],
          hash: r[3] as string,
          last4: r[4] as string,
          scopes: scopesOf(r[5] as string),
          createdAt: r[6] as number,
          expiresAt: r[7] as number | null,
          revokedAt: r[8] as number | null,
          pausedAt: r[9] as number | null,
        };
        // One record per account for all its keys' entries (shared, read-only).
        const account = shared(
          `account:${key.accountId}`,
          (): AccountRecord => ({
            id: r[1] as string,
            name: r[10] as string,
            email: r[11] as string,
            apiVersion: r[12] as string,
            createdAt: r[13] as number,
            termsAcceptedAt: r[14] as number | null,
            termsVersion: r[15] as string | null,
            suspendedAt: r[16] as number | null,
            recordsAddon: Boolean(r[17]),
          }),
        );
        return account ? { key, account } : null;
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
