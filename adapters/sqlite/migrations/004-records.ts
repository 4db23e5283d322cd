import type { Migration } from './migration.js';

export const m004: Migration = {
  version: 4,
  name: 'records add-on: customers, JSON records, per-environment usage counter',
  sql: `
      -- phone_sealed and email_sealed hold AES-GCM sealed values only, never plaintext; they are not indexed.
      CREATE TABLE customers (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        environment TEXT NOT NULL,
        external_id TEXT NOT NULL,
        name TEXT NOT NULL,
        phone_sealed TEXT,
        email_sealed TEXT,
        region_code TEXT,
        metadata TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      ) STRICT;
      CREATE UNIQUE INDEX customers_external_id ON customers(account_id, environment, external_id);
      CREATE INDEX customers_scope ON customers(account_id, environment, id);

      CREATE TABLE records (
        account_id TEXT NOT NULL,
        environment TEXT NOT NULL,
        collection TEXT NOT NULL,
        id TEXT NOT NULL,
        data TEXT NOT NULL,
        updated_at_ms INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (account_id, environment, collection, id)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX records_newest ON records(account_id, environment, collection, updated_at_ms, id);

      -- Customers plus records per environment, kept in step by every insert and delete so the cap is exact.
      CREATE TABLE records_usage (
        account_id TEXT NOT NULL,
        environment TEXT NOT NULL,
        used INTEGER NOT NULL,
        PRIMARY KEY (account_id, environment)
      ) STRICT, WITHOUT ROWID;

      CREATE INDEX estimates_customer ON estimates(account_id, environment, customer_id, id) WHERE customer_id IS NOT NULL;
    `,
};
