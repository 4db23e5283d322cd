import type { OpsPort } from '../../core/ops/port.js';
import { toAccount, toKey } from '../shared/rows.js';
import type { Database } from './database.js';

/** The ops port on PostgreSQL. Backups are pg_dump's job, so there is no `backup` here. */
export function postgresOps({ sql }: Database): OpsPort {
  return {
    ping: async () => (await sql.one<{ ok: number }>('SELECT 1 AS ok'))?.ok === 1,
    async queueDepths(cap) {
      // Counting inside a LIMITed subquery stops at the cap: bounded work however long the queue.
      const [jobs, processing] = await Promise.all([
        sql.one<{ n: number }>('SELECT count(*) AS n FROM (SELECT 1 FROM delivery_jobs LIMIT $1) AS capped', [cap]),
        sql.one<{ n: number }>("SELECT count(*) AS n FROM (SELECT 1 FROM estimates WHERE status = 'processing' LIMIT $1) AS capped", [cap]),
      ]);
      return { deliveryJobs: Number(jobs!.n), processingEstimates: Number(processing!.n) };
    },
    listAccounts: async () => (await sql.rows<Parameters<typeof toAccount>[0]>('SELECT * FROM accounts ORDER BY id')).map(toAccount),
    listApiKeys: async (accountId) =>
      (await sql.rows<Parameters<typeof toKey>[0]>('SELECT * FROM api_keys WHERE account_id = $1 ORDER BY id', [accountId])).map(toKey),
    async sealedSample() {
      const endpoint = await sql.one<{ body: string }>('SELECT body FROM webhook_endpoints LIMIT 1');
      if (endpoint) return (JSON.parse(endpoint.body) as { secretSealed: string }).secretSealed;
      const customer = await sql.one<{ sealed: string }>(
        'SELECT COALESCE(phone_sealed, email_sealed) AS sealed FROM customers WHERE phone_sealed IS NOT NULL OR email_sealed IS NOT NULL LIMIT 1',
      );
      return customer?.sealed ?? null;
    },
  };
}
