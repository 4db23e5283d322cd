import type { Sealer } from '../crypto/sealer.js';
import type { RecordsStorage } from './storage-port.js';

/**
 * Key rotation: every sealed value is opened with whichever configured key
 * sealed it and sealed again with the first key, in one storage transaction.
 * Afterwards the older keys can be dropped from ESTIMATE_ENCRYPTION_KEY.
 */
export function createReencryption(deps: { storage: RecordsStorage; sealer: Sealer }) {
  return () => deps.storage.resealAll((sealed) => deps.sealer.seal(deps.sealer.open(sealed)));
}
