import type { JobStorage } from '../../core/ports.js';
import { toStored, type EstimateRow } from '../shared/rows.js';
import type { Database } from './database.js';

/**
 * The async estimate queue: processing estimates leased one at a time. One
 * statement; SKIP LOCKED lets instances claiming at once take different rows,
 * and a row leased by a transaction that just committed is re-checked
 * (READ COMMITTED re-evaluates the WHERE on the newest version).
 */
export function jobsStore({ sql }: Database): JobStorage {
  return {
    async claimProcessingEstimate(now, leaseUntil) {
      const row = await sql.one<EstimateRow>(`UPDATE estimates SET lease_until = $1 WHERE id = (
          SELECT id FROM estimates WHERE status = 'processing' AND lease_until <= $2 ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING *`, [leaseUntil, now]);
      return row ? { scope: { accountId: row.account_id, environment: row.environment }, stored: toStored(row) } : null;
    },
    renewProcessingLease: async (estimateId, leaseUntil) =>
      (await sql.run("UPDATE estimates SET lease_until = GREATEST(lease_until, $1) WHERE id = $2 AND status = 'processing'", [leaseUntil, estimateId])) === 1,
  };
}
