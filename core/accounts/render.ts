import type { AccountResource } from '../schemas/account.js';
import type { AuthContext } from './service.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The Account resource of GET /me: the account and the key making the call. */
export function renderAccount(ctx: AuthContext): AccountResource {
  const { account, key } = ctx;
  return {
    object: 'account' as const,
    id: account.id,
    name: account.name,
    email: account.email,
    api_version: account.apiVersion,
    created_at: iso(account.createdAt)!,
    terms: { accepted_at: iso(account.termsAcceptedAt), version: account.termsVersion },
    addons: { records: account.recordsAddon },
    key: {
      id: key.id,
      object: 'api_key' as const,
      environment: key.environment,
      last4: key.last4,
      scopes: ctx.scopes,
      created_at: iso(key.createdAt)!,
      expires_at: iso(key.expiresAt),
    },
  };
}
