import type { EstimateService } from '../../core/index.js';
import type { Storage } from '../../core/ports.js';

/**
 * On an empty database, makes a development account with a test key, a live
 * key and a live credit lot, so a newcomer can call the API at once. Keys are
 * printed here once and never again (only their hashes are stored).
 */
export async function bootstrapDevAccount(service: EstimateService, storage: Storage) {
  if ((await storage.countAccounts()) > 0) return null;
  const account = await service.accounts.createAccount({ name: 'Development', email: 'dev@example.com', termsAccepted: true });
  const test = await service.accounts.createKey({ accountId: account.id, environment: 'test' });
  const live = await service.accounts.createKey({ accountId: account.id, environment: 'live' });
  const year = new Date(service.clock.now().getTime() + 365 * 86_400_000);
  await service.grantCredits({ accountId: account.id, credits: 1000, expiresAt: year, source: 'development' });
  return { account: account.id, test_key: test.key, live_key: live.key, live_credits: 1000 };
}
