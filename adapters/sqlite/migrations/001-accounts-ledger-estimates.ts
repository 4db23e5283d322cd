import type { Migration } from './migration.js';

export const m001: Migration = {
  version: 1,
  name: 'accounts, keys, ledger, idempotency, estimates',
  sql: `
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        api_version TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        terms_accepted_at INTEGER,
        terms_version TEXT,
        suspended_at INTEGER,
        records_addon INTEGER NOT NULL DEFAULT 0
      ) STRICT;

      CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        environment TEXT NOT NULL CHECK (environment IN ('test', 'live')),
        hash TEXT NOT NULL UNIQUE,
        last4 TEXT NOT NULL,
        scopes TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER,
        revoked_at INTEGER
      ) STRICT;
      CREATE INDEX api_keys_account ON api_keys(account_id);

      CREATE TABLE credit_lots (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        source TEXT NOT NULL,
        initial_credits INTEGER NOT NULL CHECK (initial_credits > 0),
        remaining_credits INTEGER NOT NULL CHECK (remaining_credits >= 0),
        expires_at INTEGER,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX credit_lots_account ON credit_lots(account_id);

      -- Every movement of credits: spend and hold take from a lot, release gives back.
      CREATE TABLE credit_movements (
        id INTEGER PRIMARY KEY,
        account_id TEXT NOT NULL,
        lot_id TEXT NOT NULL REFERENCES credit_lots(id),
        estimate_id TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('spend', 'hold', 'release', 'settle')),
        credits INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX credit_movements_estimate ON credit_movements(estimate_id);

      CREATE TABLE credit_holds (
        estimate_id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        credits INTEGER NOT NULL,
        draws TEXT NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX credit_holds_account ON credit_holds(account_id);

      CREATE TABLE idempotency_keys (
        account_id TEXT NOT NULL,
        environment TEXT NOT NULL,
        key TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        response TEXT,
        lock_until INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        PRIMARY KEY (account_id, environment, key)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX idempotency_keys_expiry ON idempotency_keys(expires_at);

      CREATE TABLE estimates (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        environment TEXT NOT NULL,
        status TEXT NOT NULL,
        parent_id TEXT,
        customer_id TEXT,
        created_at INTEGER NOT NULL,
        body TEXT NOT NULL,
        internal TEXT NOT NULL
      ) STRICT;
      CREATE INDEX estimates_list ON estimates(account_id, environment, id);
      CREATE INDEX estimates_parent ON estimates(parent_id) WHERE parent_id IS NOT NULL;
      CREATE INDEX estimates_processing ON estimates(status, id) WHERE status = 'processing';

      CREATE TABLE daily_counters (
        name TEXT NOT NULL,
        day TEXT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (name, day)
      ) STRICT, WITHOUT ROWID;
    `,
};
