import type { Migration } from './migration.js';

/**
 * One transaction per API write, and list filters that never scan an account:
 * - an idempotency key names its claimant (`owner`, fencing a late commit of a
 *   claim taken over) and the estimate it answered (`estimate_id`: the answer's
 *   body is the estimate's, stored once);
 * - an estimate remembers the key it answered, so deleting it can keep the replay;
 * - `status` and `from`/`to` filters walk their own index, newest first.
 */
export const m009: Migration = {
  version: 9,
  name: 'idempotency owner and estimate, list filter indexes',
  sql: `
    ALTER TABLE idempotency_keys ADD COLUMN owner TEXT;
    ALTER TABLE idempotency_keys ADD COLUMN estimate_id TEXT;
    ALTER TABLE estimates ADD COLUMN idempotency_key TEXT;
    CREATE INDEX estimates_created ON estimates(account_id, environment, created_at, id);
    CREATE INDEX estimates_status ON estimates(account_id, environment, status, created_at, id);
  `,
};
