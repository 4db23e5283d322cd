import type { Migration } from './migration.js';

/**
 * Idempotency keys are mostly random (UUIDs). Stored WITHOUT ROWID, every new
 * key put a whole ~300-byte row into a random leaf of the table: a leaf split
 * every few keys and a dirty page per request. As a rowid table the rows are
 * appended and only the small unique index on the key takes the random insert.
 */
export const m011: Migration = {
  version: 11,
  name: 'idempotency keys appended, looked up through a unique index',
  sql: `
    CREATE TABLE idempotency_keys_appended (
      account_id TEXT NOT NULL,
      environment TEXT NOT NULL,
      key TEXT NOT NULL,
      fingerprint TEXT NOT NULL,
      response TEXT,
      lock_until INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      owner TEXT,
      estimate_id TEXT
    ) STRICT;
    INSERT INTO idempotency_keys_appended (account_id, environment, key, fingerprint, response, lock_until, expires_at, owner, estimate_id)
      SELECT account_id, environment, key, fingerprint, response, lock_until, expires_at, owner, estimate_id FROM idempotency_keys ORDER BY expires_at;
    DROP TABLE idempotency_keys;
    ALTER TABLE idempotency_keys_appended RENAME TO idempotency_keys;
    CREATE UNIQUE INDEX idempotency_keys_key ON idempotency_keys(account_id, environment, key);
    CREATE INDEX idempotency_keys_expiry ON idempotency_keys(expires_at);
  `,
};
