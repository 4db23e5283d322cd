import type { Migration } from './migration.js';

/**
 * An instance finishing an async (`processing`) estimate leases it, and renews
 * the lease while the estimator works, so no other instance (or process on the
 * same file) sends it to the model again meanwhile.
 */
export const m006: Migration = {
  version: 6,
  name: 'leases on processing estimates',
  sql: `ALTER TABLE estimates ADD COLUMN lease_until INTEGER NOT NULL DEFAULT 0;`,
};
