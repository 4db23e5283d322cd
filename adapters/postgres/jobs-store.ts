import type { JobStorage } from '../../core/jobs/storage-port.js';
import { toStored, type EstimateRow } from '../shared/rows.js';
import type { Database } from './database.js';

/**
 * The async estimate queue and periodic-run claims. Processing estimates are
 * leased one at a time. One statement; SKIP LOCKED lets instances claiming at once take different rows,
 * and a row leased by a transaction that just committed is re-checked
 * (READ COMMITTED re-evaluates the WHERE on the newest version).
 */
export function jobsStore({ sql }: Database): JobStorage {
  return {
    async claimProcessingEstimate(now, leaseUntil) {
      const row = await sql.one<EstimateRow>(
        `UPDATE estimates SET lease_until = $1 WHERE id = (
          SELECT id FROM estimates WHERE status = 'processing' AND lease_until <= $2 ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING *`,
        [leaseUntil, now],
      );
      return row ? { scope: { accountId: row.account_id, environment: row.environment }, stored: toStored(row) } : null;
    },
    renewProcessingLease: async (estimateId, leaseUntil) =>
      (await sql.run("UPDATE estimates SET lease_until = GREATEST(lease_until, $1) WHERE id = $2 AND status = 'processing'", [
        leaseUntil,
        estimateId,
      ])) === 1,
    async claimPeriodicRun(name, now, periodMs) {
      // One statement: the upsert locks the row, so of instances racing for the same run exactly one gets a row back.
      const row = await sql.one(
        `INSERT INTO periodic_runs (name, last_run_at) VALUES ($1, $2)
        ON CONFLICT (name) DO UPDATE SET last_run_at = excluded.last_run_at WHERE periodic_runs.last_run_at + $3 <= excluded.last_run_at
        RETURNING 1`,
        [name, now, periodMs],
      );
      return row !== undefined;
    },
  };
}
