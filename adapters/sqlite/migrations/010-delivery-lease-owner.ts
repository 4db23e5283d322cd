import type { Migration } from './migration.js';

/**
 * Delivery claims name their owner, and the due index carries the claim order:
 * - `lease_owner` is a token fresh per claim; only the finish carrying it moves
 *   the delivery on, so a process that stalled past its lease cannot settle a
 *   delivery another instance has taken over (its attempt is still logged);
 * - `delivery_jobs_due` on (due_at, id) hands out due deliveries in claim order
 *   straight from the index (on due_at alone, every claim sorted all due rows).
 */
export const m010: Migration = {
  version: 10,
  name: 'delivery lease owner, due index in claim order',
  sql: `
    ALTER TABLE delivery_jobs ADD COLUMN lease_owner TEXT;
    DROP INDEX delivery_jobs_due;
    CREATE INDEX delivery_jobs_due ON delivery_jobs(due_at, id);
  `,
};
