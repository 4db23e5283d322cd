import type { Migration } from './migration.js';

/** Delivery claims name their owner, a token fresh per claim (the SQLite migration 010 says why). */
export const m009: Migration = {
  version: 9,
  name: 'delivery lease owner',
  sql: `ALTER TABLE delivery_jobs ADD COLUMN lease_owner text;`,
};
