import type { Migration } from './migration.js';

export const m003: Migration = {
  version: 3,
  name: 'records add-on: customers, JSON records, per-environment usage counter',
  sql: `
    -- phone_sealed and email_sealed hold AES-GCM sealed values only, never plaintext; they are not indexed.
    CREATE TABLE customers (
      id text COLLATE "C" PRIMARY KEY,
      account_id text NOT NULL,
      environment text NOT NULL,
      external_id text NOT NULL,
      name text NOT NULL,
      phone_sealed text,
      email_sealed text,
      region_code text,
      metadata text NOT NULL,
      created_at bigint NOT NULL,
      updated_at bigint NOT NULL
    );
    CREATE UNIQUE INDEX customers_external_id ON customers(account_id, environment, external_id);
    CREATE INDEX customers_scope ON customers(account_id, environment, id);

    -- data is canonical JSON compared byte for byte by replicas: text.
    CREATE TABLE records (
      account_id text NOT NULL,
      environment text NOT NULL,
      collection text COLLATE "C" NOT NULL,
      id text COLLATE "C" NOT NULL,
      data text NOT NULL,
      updated_at_ms bigint NOT NULL,
      created_at bigint NOT NULL,
      PRIMARY KEY (account_id, environment, collection, id)
    );
    CREATE INDEX records_newest ON records(account_id, environment, collection, updated_at_ms, id);

    -- Customers plus records per environment, kept in step by every insert and delete so the cap is exact.
    CREATE TABLE records_usage (
      account_id text NOT NULL,
      environment text NOT NULL,
      used integer NOT NULL,
      PRIMARY KEY (account_id, environment)
    );
  `,
};
