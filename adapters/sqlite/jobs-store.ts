import type { JobStorage } from '../../core/jobs/storage-port.js';
import { toStored, type EstimateRow } from '../shared/rows.js';
import type { SqliteDatabase } from './database.js';

/** The async estimate queue (processing estimates leased one at a time; IMMEDIATE transactions serialise claimers) and periodic-run claims. */
export function jobsStore(db: SqliteDatabase): JobStorage {
  const nextFree = db.prepare("SELECT * FROM estimates WHERE status = 'processing' AND lease_until <= ? ORDER BY id LIMIT 1");
  const lease = db.prepare('UPDATE estimates SET lease_until = ? WHERE id = ?');
  const renew = db.prepare("UPDATE estimates SET lease_until = max(lease_until, ?) WHERE id = ? AND status = 'processing'");
  const claim = db.transaction((now: number, leaseUntil: number) => {
    const row = nextFree.get(now) as EstimateRow | undefined;
    if (!row) return null;
    lease.run(leaseUntil, row.id);
    return { scope: { accountId: row.account_id, environment: row.environment }, stored: toStored(row) };
  });
  return {
    claimProcessingEstimate: async (now, leaseUntil) => claim.immediate(now, leaseUntil),
    renewProcessingLease: async (estimateId, leaseUntil) => renew.run(leaseUntil, estimateId).changes === 1,
    async claimPeriodicRun(name, now, periodMs) {
      return db
        .transaction(() => {
          const last = db.prepare('SELECT last_run_at FROM periodic_runs WHERE name = ?').pluck().get(name) as number | undefined;
          if (last !== undefined && last + periodMs > now) return false;
          db.prepare(
            'INSERT INTO periodic_runs (name, last_run_at) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET last_run_at = excluded.last_run_at',
          ).run(name, now);
          return true;
        })
        .immediate();
    },
  };
}
