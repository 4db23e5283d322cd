import type { Emit } from '../events/emitter.js';
import type { ApiKeyRecord } from '../accounts/storage-port.js';
import type { Clock } from '../ports.js';
import type { NoticeStorage } from './storage-port.js';

export const keyExpiryLeadMs = 14 * 86_400_000;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The key as events show it (never the key itself). */
export function renderKey(key: ApiKeyRecord) {
  return {
    id: key.id,
    object: 'api_key' as const,
    environment: key.environment,
    last4: key.last4,
    scopes: key.scopes,
    created_at: iso(key.createdAt),
    expires_at: iso(key.expiresAt),
  };
}

/** Hourly: `api_key.expiring` once for each key that stops working within 14 days. */
export async function checkExpiringKeys(deps: { storage: NoticeStorage; clock: Clock; emit: Emit }): Promise<number> {
  const now = deps.clock.now().getTime();
  const expiring = await deps.storage.claimExpiringKeys(now, now + keyExpiryLeadMs);
  for (const { key, account } of expiring) {
    await deps.emit({
      scope: { accountId: account.id, environment: key.environment },
      type: 'api_key.expiring',
      apiVersion: account.apiVersion,
      object: renderKey(key),
    });
  }
  return expiring.length;
}
