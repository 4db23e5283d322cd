import type { SqliteDatabase } from '../../adapters/sqlite/database.js';
import type { Gauge } from './metrics.js';

/** What any storage counts for the queue gauges. */
export interface QueueCounts {
  attempts: { status: string; n: number | string }[];
  jobs: number | string;
  processing: number | string;
}

/**
 * Gauges read from the database at scrape time: webhook delivery attempts by
 * outcome (the rows retention keeps), deliveries waiting, estimates still processing.
 * Counts may come as strings (PostgreSQL bigint), hence Number().
 */
export function gaugesFrom(counts: QueueCounts): Gauge[] {
  return [
    {
      name: 'estimate_webhook_delivery_attempts', help: 'Webhook delivery attempts on record, by outcome.',
      samples: counts.attempts.map((r) => ({ labels: { outcome: r.status }, value: Number(r.n) })),
    },
    { name: 'estimate_webhook_delivery_jobs', help: 'Webhook deliveries waiting to be attempted.', samples: [{ labels: {}, value: Number(counts.jobs) }] },
    { name: 'estimate_estimates_processing', help: 'Asynchronous estimates not finished yet.', samples: [{ labels: {}, value: Number(counts.processing) }] },
  ];
}

/** The SQLite reader: statements prepared once, run per scrape. */
export function queueGauges(db: SqliteDatabase): () => Gauge[] {
  const attempts = db.prepare('SELECT status, COUNT(*) AS n FROM delivery_attempts GROUP BY status ORDER BY status');
  const jobs = db.prepare('SELECT COUNT(*) FROM delivery_jobs').pluck();
  // Served by the partial index estimates_processing.
  const processing = db.prepare("SELECT COUNT(*) FROM estimates WHERE status = 'processing'").pluck();
  return () => gaugesFrom({ attempts: attempts.all() as QueueCounts['attempts'], jobs: jobs.get() as number, processing: processing.get() as number });
}
