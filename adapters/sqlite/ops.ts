import type { OpsPort } from '../../core/ops/port.js';
import { toAccount, toKey } from '../shared/rows.js';
import { openDatabase, type OpenOptions, type SqliteDatabase } from './database.js';

/** The ops port on a SQLite file: statements prepared once. */
export function sqliteOps(db: SqliteDatabase): OpsPort {
  const ping = db.prepare('SELECT 1').pluck();
  // Counting inside a LIMITed subquery stops at the cap: bounded work however long the queue.
  const jobs = db.prepare('SELECT COUNT(*) FROM (SELECT 1 FROM delivery_jobs LIMIT ?)').pluck();
  // Served by the partial index estimates_processing.
  const processing = db.prepare("SELECT COUNT(*) FROM (SELECT 1 FROM estimates WHERE status = 'processing' LIMIT ?)").pluck();
  const accounts = db.prepare('SELECT * FROM accounts ORDER BY id');
  const keys = db.prepare('SELECT * FROM api_keys WHERE account_id = ? ORDER BY id');
  const endpoint = db.prepare('SELECT body FROM webhook_endpoints LIMIT 1').pluck();
  const customer = db
    .prepare(
      'SELECT COALESCE(phone_sealed, email_sealed) FROM customers WHERE phone_sealed IS NOT NULL OR email_sealed IS NOT NULL LIMIT 1',
    )
    .pluck();
  return {
    ping: async () => ping.get() === 1,
    queueDepths: async (cap) => ({ deliveryJobs: jobs.get(cap) as number, processingEstimates: processing.get(cap) as number }),
    listAccounts: async () => (accounts.all() as Parameters<typeof toAccount>[0][]).map(toAccount),
    listApiKeys: async (accountId) => (keys.all(accountId) as Parameters<typeof toKey>[0][]).map(toKey),
    async sealedSample() {
      const body = endpoint.get() as string | undefined;
      if (body) return (JSON.parse(body) as { secretSealed: string }).secretSealed;
      return (customer.get() as string | undefined) ?? null;
    },
    async backup(to, progress) {
      let last = -1;
      const result = await db.backup(to, {
        progress({ totalPages, remainingPages }) {
          last = totalPages - remainingPages;
          progress(last, totalPages);
          return 200;
        },
      });
      // SQLite reports before each step, not after the last: the final report says done = total.
      if (last !== result.totalPages) progress(result.totalPages, result.totalPages);
      return { pages: result.totalPages };
    },
  };
}

/** Opens a database file (bringing its schema up to date), reads one sealed value, and closes it again: restore's key check. */
export async function sealedSampleOfFile(path: string, options: OpenOptions = {}): Promise<string | null> {
  const db = openDatabase(path, options);
  try {
    return await sqliteOps(db).sealedSample();
  } finally {
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
  }
}
