import type { Migration } from './migration.js';

/**
 * An account's lots are always read in draw order (created_at, id): the balance,
 * the credit draw of a real estimate and the credits left after it. Indexed on
 * the account alone, every read gathered the account's lots and sorted them;
 * indexed in that order they are read straight from the index. It replaces the
 * account index, so a lot insert still touches as many b-trees.
 */
export const m012: Migration = {
  version: 12,
  name: 'credit lots indexed in draw order',
  sql: `
    CREATE INDEX credit_lots_account_order ON credit_lots(account_id, created_at, id);
    DROP INDEX credit_lots_account;
  `,
};
