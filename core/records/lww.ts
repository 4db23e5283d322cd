import type { StoredRecord } from './types.js';

/**
 * Last writer wins: the later `updatedAtMs` wins; on a tie the larger
 * canonical JSON (compared as UTF-8 bytes, the same in every language) wins.
 * A total order on writes, so replicas applying the same writes in any order
 * end with the same record. An identical write does not win (nothing changes).
 */
export function incomingWins(incoming: StoredRecord, stored: StoredRecord): boolean {
  if (incoming.updatedAtMs !== stored.updatedAtMs) return incoming.updatedAtMs > stored.updatedAtMs;
  return Buffer.compare(Buffer.from(incoming.data, 'utf8'), Buffer.from(stored.data, 'utf8')) > 0;
}
