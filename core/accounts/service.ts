import { ProblemError } from '../errors/problem.js';
import type { Environment } from '../estimates/types.js';
import type { Clock, Ids, TenantScope } from '../ports.js';
import type { AccountPatch, AccountRecord, AccountsStorage, ApiKeyRecord, FoundKey } from './storage-port.js';
import { currentApiVersion } from '../versioning.js';
import { bearerLength, formatApiKey, hashApiKey, isApiKey, parseApiKey } from './api-key.js';
import { defaultScopes, effectiveScopes, knownScopes } from './scopes.js';
import { termsBlockLiveCalls, type TermsPolicy } from './terms.js';

export interface AuthContext {
  account: AccountRecord;
  key: ApiKeyRecord;
  scope: TenantScope;
  scopes: string[];
}

export interface CreatedKey {
  id: string;
  /** Shown once: only its hash is stored. */
  key: string;
  environment: Environment;
  scopes: string[];
  expires_at: string | null;
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export function createAccounts(deps: {
  storage: AccountsStorage;
  clock: Clock;
  ids: Ids;
  terms: TermsPolicy;
  onKeyRotated?: (account: AccountRecord, key: ApiKeyRecord, previous: { id: string; expires_at: string }) => Promise<void>;
}) {
  const { storage, clock, ids, terms } = deps;
  // One context per cached lookup (storage answers the same object until a change or its TTL ends):
  // built once, not per request.
  const contexts = new WeakMap<object, AuthContext>();

  async function requireAccount(id: string): Promise<AccountRecord> {
    const account = await storage.getAccount(id);
    if (!account) throw new ProblemError('not_found', `No account with id '${id}'.`);
    return account;
  }

  async function patch(id: string, change: AccountPatch): Promise<AccountRecord> {
    const updated = await storage.updateAccount(id, change);
    if (!updated) throw new ProblemError('not_found', `No account with id '${id}'.`);
    return updated;
  }

  function newKeyRecord(
    accountId: string,
    environment: Environment,
    scopes: string[],
    expiresAt: number | null,
  ): { record: ApiKeyRecord; plaintext: string } {
    const plaintext = formatApiKey(environment, ids.token(40));
    const record: ApiKeyRecord = {
      id: ids.next('key'),
      accountId,
      environment,
      hash: hashApiKey(plaintext),
      last4: plaintext.slice(-4),
      scopes,
      createdAt: clock.now().getTime(),
      expiresAt,
      revokedAt: null,
      pausedAt: null,
    };
    return { record, plaintext };
  }

  const shown = (record: ApiKeyRecord, plaintext: string): CreatedKey => ({
    id: record.id,
    key: plaintext,
    environment: record.environment,
    scopes: record.scopes,
    expires_at: iso(record.expiresAt),
  });

  const invalidKey = () =>
    new ProblemError('api_key_invalid', 'The API key is unknown, revoked or expired. Check the key or create a new one.');

  function authenticateNow(authorization: string | null | undefined): AuthContext | Promise<AuthContext> {
    const raw = bearerKey(authorization);
    const lookup = storage.findApiKeyByHash(hashApiKey(raw));
    // A cached key comes without a promise: no microtask hop for it.
    return lookup instanceof Promise ? lookup.then(admit) : admit(lookup);
  }

  /** The checks on a found key (revoked, expired, suspended, paused, terms), then its context, made once per record. */
  function admit(found: FoundKey | null): AuthContext {
    const now = clock.now().getTime();
    if (!found || found.key.revokedAt !== null || (found.key.expiresAt !== null && found.key.expiresAt <= now)) throw invalidKey();
    const { key, account } = found;
    if (account.suspendedAt !== null)
      throw new ProblemError('tenant_suspended', 'This account is suspended. Contact support to restore access.');
    if (key.pausedAt !== null)
      throw new ProblemError(
        'api_key_paused',
        'This key was paused after unusual activity. Check for a leak, then ask the operator to resume it or rotate it.',
      );
    if (key.environment === 'live' && termsBlockLiveCalls(terms, account, now)) {
      throw new ProblemError(
        'terms_not_accepted',
        `Live calls need acceptance of the terms version ${terms.version}. Accept them, or use a test key meanwhile.`,
      );
    }
    let ctx = contexts.get(found);
    if (ctx === undefined) {
      ctx = {
        account,
        key,
        scope: { accountId: account.id, environment: key.environment },
        scopes: effectiveScopes(key.scopes, account.recordsAddon),
      };
      contexts.set(found, ctx);
    }
    return ctx;
  }

  /** The key in `Authorization: Bearer <key>`, or the 401 for a header without one or with a malformed key. */
  function bearerKey(authorization: string | null | undefined): string {
    // The usual header, `Bearer ` and a well-formed key, without the general expression's match array.
    if (authorization?.length === bearerLength && authorization.startsWith('Bearer ')) {
      const raw = authorization.slice(7);
      if (isApiKey(raw)) return raw;
    }
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match) throw new ProblemError('api_key_missing', 'Send your API key as `Authorization: Bearer svc_test_...` or `svc_live_...`.');
    const raw = match[1]!;
    if (!parseApiKey(raw)) throw invalidKey();
    return raw;
  }

  return {
    async createAccount(input: { name: string; email: string; termsAccepted?: boolean; createdAt?: Date }): Promise<AccountRecord> {
      const now = clock.now().getTime();
      const account: AccountRecord = {
        id: ids.next('acct'),
        name: input.name,
        email: input.email,
        apiVersion: currentApiVersion,
        createdAt: input.createdAt?.getTime() ?? now,
        termsAcceptedAt: input.termsAccepted ? now : null,
        termsVersion: input.termsAccepted ? terms.version : null,
        suspendedAt: null,
        recordsAddon: false,
      };
      await storage.createAccount(account);
      return account;
    },

    getAccount: requireAccount,

    async createKey(input: { accountId: string; environment: Environment; scopes?: string[]; expiresAt?: Date }): Promise<CreatedKey> {
      const account = await requireAccount(input.accountId);
      const scopes = input.scopes ?? [...defaultScopes];
      const unknown = scopes.filter((s) => !knownScopes.includes(s));
      if (unknown.length)
        throw new ProblemError('validation_failed', `Unknown scopes: ${unknown.join(', ')}. Known: ${knownScopes.join(', ')}.`);
      const { record, plaintext } = newKeyRecord(account.id, input.environment, scopes, input.expiresAt?.getTime() ?? null);
      await storage.createApiKey(record);
      return shown(record, plaintext);
    },

    /** A new key with the same environment and scopes; the old one keeps working for `overlapHours`. */
    async rotateKey(keyId: string, overlapHours = 24): Promise<CreatedKey & { previous: { id: string; expires_at: string } }> {
      const old = await storage.getApiKey(keyId);
      if (!old || old.revokedAt !== null) throw new ProblemError('not_found', `No active key with id '${keyId}'.`);
      const now = clock.now().getTime();
      const oldExpiresAt = Math.min(old.expiresAt ?? Infinity, now + overlapHours * 3_600_000);
      const { record, plaintext } = newKeyRecord(old.accountId, old.environment, old.scopes, old.expiresAt);
      await storage.rotateApiKey(old.id, oldExpiresAt, record);
      const previous = { id: old.id, expires_at: new Date(oldExpiresAt).toISOString() };
      await deps.onKeyRotated?.(await requireAccount(old.accountId), record, previous);
      return { ...shown(record, plaintext), previous };
    },

    async revokeKey(keyId: string): Promise<{ id: string; revoked_at: string }> {
      const revoked = await storage.revokeApiKey(keyId, clock.now().getTime());
      if (!revoked) throw new ProblemError('not_found', `No key with id '${keyId}'.`);
      return { id: revoked.id, revoked_at: new Date(revoked.revokedAt!).toISOString() };
    },

    async setKeyPaused(keyId: string, paused: boolean): Promise<{ id: string; paused_at: string | null }> {
      const key = await storage.setApiKeyPaused(keyId, paused ? clock.now().getTime() : null);
      if (!key) throw new ProblemError('not_found', `No key with id '${keyId}'.`);
      return { id: key.id, paused_at: key.pausedAt === null ? null : new Date(key.pausedAt).toISOString() };
    },

    setRecordsAddon: (accountId: string, enabled: boolean) => patch(accountId, { recordsAddon: enabled }),
    acceptTerms: (accountId: string) => patch(accountId, { termsAcceptedAt: clock.now().getTime(), termsVersion: terms.version }),
    setSuspended: (accountId: string, suspended: boolean) => patch(accountId, { suspendedAt: suspended ? clock.now().getTime() : null }),

    /** Resolves `Authorization: Bearer <key>` to the caller, or throws the matching 401/403 problem. */
    async authenticate(authorization: string | null | undefined): Promise<AuthContext> {
      return authenticateNow(authorization);
    },

    /**
     * `authenticate` without a promise when the key's record is cached (every request authenticates):
     * the caller, or a thrown problem, at once; a promise only when the storage has to be asked.
     */
    authenticateNow,
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
