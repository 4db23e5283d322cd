import type { Migration } from './migration.js';

/** An account's lots indexed in draw order (created_at, id), replacing the account index (the SQLite migration 012 says why). */
export const m010: Migration = {
  version: 10,
  name: 'credit lots indexed in draw order',
  sql: `
    CREATE INDEX credit_lots_account_order ON credit_lots(account_id, created_at, id);
    DROP INDEX credit_lots_account;
  `,
};
