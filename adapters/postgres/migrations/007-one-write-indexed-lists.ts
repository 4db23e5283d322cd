import type { Migration } from './migration.js';

/** As SQLite's 006: claim owner (fencing) and answered estimate on idempotency keys, the key on estimates, list filter indexes. */
export const m007: Migration = {
  version: 7,
  name: 'idempotency owner and estimate, list filter indexes',
  sql: `
    ALTER TABLE idempotency_keys ADD COLUMN owner text;
    ALTER TABLE idempotency_keys ADD COLUMN estimate_id text;
    ALTER TABLE estimates ADD COLUMN idempotency_key text;
    CREATE INDEX estimates_created ON estimates(account_id, environment, created_at, id);
    CREATE INDEX estimates_status ON estimates(account_id, environment, status, created_at, id);
  `,
};
