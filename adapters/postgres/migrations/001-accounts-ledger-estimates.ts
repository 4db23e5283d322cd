import type { Migration } from './migration.js';

export const m001: Migration = {
  version: 1,
  name: 'accounts, keys, ledger, idempotency, estimates',
  sql: `
    CREATE TABLE accounts (
      id text COLLATE "C" PRIMARY KEY,
      name text NOT NULL,
      email text NOT NULL,
      api_version text NOT NULL,
      created_at bigint NOT NULL,
      terms_accepted_at bigint,
      terms_version text,
      suspended_at bigint,
      records_addon boolean NOT NULL DEFAULT false,
      credits_low_notified boolean NOT NULL DEFAULT false
    );

    CREATE TABLE api_keys (
      id text COLLATE "C" PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts(id),
      environment text NOT NULL CHECK (environment IN ('test', 'live')),
      hash text NOT NULL UNIQUE,
      last4 text NOT NULL,
      scopes text NOT NULL,
      created_at bigint NOT NULL,
      expires_at bigint,
      revoked_at bigint,
      paused_at bigint,
      expiry_notified_at bigint
    );
    CREATE INDEX api_keys_account ON api_keys(account_id);

    CREATE TABLE credit_lots (
      id text COLLATE "C" PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts(id),
      source text NOT NULL,
      initial_credits integer NOT NULL CHECK (initial_credits > 0),
      remaining_credits integer NOT NULL CHECK (remaining_credits >= 0),
      expires_at bigint,
      created_at bigint NOT NULL
    );
    CREATE INDEX credit_lots_account ON credit_lots(account_id);

    -- Every movement of credits: spend and hold take from a lot, release gives back.
    CREATE TABLE credit_movements (
      id bigserial PRIMARY KEY,
      account_id text NOT NULL,
      lot_id text NOT NULL REFERENCES credit_lots(id),
      estimate_id text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('spend', 'hold', 'release', 'settle')),
      credits integer NOT NULL,
      created_at bigint NOT NULL
    );
    CREATE INDEX credit_movements_estimate ON credit_movements(estimate_id);

    CREATE TABLE credit_holds (
      estimate_id text PRIMARY KEY,
      account_id text NOT NULL,
      credits integer NOT NULL,
      draws text NOT NULL,
      created_at bigint NOT NULL
    );
    CREATE INDEX credit_holds_account ON credit_holds(account_id);

    -- response is the stored answer's JSON, replayed byte for byte: text, not jsonb.
    CREATE TABLE idempotency_keys (
      account_id text NOT NULL,
      environment text NOT NULL,
      key text NOT NULL,
      fingerprint text NOT NULL,
      response text,
      lock_until bigint NOT NULL,
      expires_at bigint NOT NULL,
      PRIMARY KEY (account_id, environment, key)
    );
    CREATE INDEX idempotency_keys_expiry ON idempotency_keys(expires_at);

    -- lease_until: an instance finishing a processing estimate leases it so no other instance takes it meanwhile.
    CREATE TABLE estimates (
      id text COLLATE "C" PRIMARY KEY,
      account_id text NOT NULL,
      environment text NOT NULL,
      status text NOT NULL,
      parent_id text,
      customer_id text,
      created_at bigint NOT NULL,
      body text NOT NULL,
      internal text NOT NULL,
      lease_until bigint NOT NULL DEFAULT 0
    );
    CREATE INDEX estimates_list ON estimates(account_id, environment, id);
    CREATE INDEX estimates_parent ON estimates(parent_id) WHERE parent_id IS NOT NULL;
    CREATE INDEX estimates_processing ON estimates(id) WHERE status = 'processing';
    CREATE INDEX estimates_customer ON estimates(account_id, environment, customer_id, id) WHERE customer_id IS NOT NULL;

    CREATE TABLE daily_counters (
      name text NOT NULL,
      day text NOT NULL,
      count integer NOT NULL,
      PRIMARY KEY (name, day)
    );
  `,
};
