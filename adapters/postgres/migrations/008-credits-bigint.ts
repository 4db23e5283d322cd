import type { Migration } from './migration.js';

/**
 * Credit counts as bigint, as SQLite's INTEGER holds them: a lot, a charge or a
 * hold of more than 2^31 - 1 credits (any safe integer the service accepts) is
 * stored the same on both adapters instead of failing here alone.
 */
export const m008: Migration = {
  version: 8,
  name: 'credit counts as bigint',
  sql: `
    ALTER TABLE credit_lots ALTER COLUMN initial_credits TYPE bigint, ALTER COLUMN remaining_credits TYPE bigint;
    ALTER TABLE credit_movements ALTER COLUMN credits TYPE bigint;
    ALTER TABLE credit_holds ALTER COLUMN credits TYPE bigint;
  `,
};
