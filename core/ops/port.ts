import type { AccountRecord, ApiKeyRecord } from '../accounts/storage-port.js';

/** Queue depths for /metrics, each counted up to a cap so a scrape never scans a table. */
export interface QueueDepths {
  /** Webhook deliveries waiting to be attempted (at most `cap`). */
  deliveryJobs: number;
  /** Asynchronous estimates not finished yet (at most `cap`). */
  processingEstimates: number;
}

/**
 * What the operator's tools need from a database, so nothing outside the
 * adapters touches a driver: probes, bounded queue counts, listings for the
 * admin CLI, one sealed value to check the encryption key against, and backup
 * where the adapter can make one itself.
 */
export interface OpsPort {
  ping(): Promise<boolean>;
  queueDepths(cap: number): Promise<QueueDepths>;
  listAccounts(): Promise<AccountRecord[]>;
  listApiKeys(accountId: string): Promise<ApiKeyRecord[]>;
  /** Any one sealed value at rest (webhook secret, customer PII), or null on a database that holds none. */
  sealedSample(): Promise<string | null>;
  /** An online copy to a new file; absent where the database has its own tools (PostgreSQL: pg_dump). */
  backup?(to: string, progress: (done: number, total: number) => void): Promise<{ pages: number }>;
}
