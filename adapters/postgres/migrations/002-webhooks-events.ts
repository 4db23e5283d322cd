import type { Migration } from './migration.js';

export const m002: Migration = {
  version: 2,
  name: 'webhook endpoints, events, deliveries, periodic runs, mail outbox',
  sql: `
    CREATE TABLE webhook_endpoints (
      id text COLLATE "C" PRIMARY KEY,
      account_id text NOT NULL,
      environment text NOT NULL,
      status text NOT NULL CHECK (status IN ('active', 'disabled')),
      created_at bigint NOT NULL,
      body text NOT NULL
    );
    CREATE INDEX webhook_endpoints_scope ON webhook_endpoints(account_id, environment, id);

    -- body is the exact JSON delivered (text keeps its bytes); NULL is a tombstone past retention.
    CREATE TABLE events (
      id text COLLATE "C" PRIMARY KEY,
      account_id text NOT NULL,
      environment text NOT NULL,
      type text NOT NULL,
      created_at bigint NOT NULL,
      body text
    );
    CREATE INDEX events_scope ON events(account_id, environment, id);
    CREATE INDEX events_created ON events(created_at);

    CREATE TABLE delivery_jobs (
      id text COLLATE "C" PRIMARY KEY,
      event_id text NOT NULL,
      endpoint_id text NOT NULL,
      account_id text NOT NULL,
      environment text NOT NULL,
      attempt integer NOT NULL,
      kind text NOT NULL CHECK (kind IN ('event', 'once')),
      due_at bigint NOT NULL,
      lease_until bigint NOT NULL DEFAULT 0,
      first_attempt_at bigint
    );
    CREATE INDEX delivery_jobs_due ON delivery_jobs(due_at, id);
    CREATE INDEX delivery_jobs_endpoint ON delivery_jobs(endpoint_id);
    CREATE INDEX delivery_jobs_event ON delivery_jobs(event_id);

    CREATE TABLE delivery_attempts (
      id text COLLATE "C" PRIMARY KEY,
      event_id text NOT NULL,
      endpoint_id text NOT NULL,
      attempt integer NOT NULL,
      status text NOT NULL,
      response_status integer,
      error text,
      created_at bigint NOT NULL,
      duration_ms integer NOT NULL
    );
    CREATE INDEX delivery_attempts_event ON delivery_attempts(event_id, created_at);
    CREATE INDEX delivery_attempts_endpoint ON delivery_attempts(endpoint_id);

    CREATE TABLE periodic_runs (name text PRIMARY KEY, last_run_at bigint NOT NULL);

    CREATE TABLE mail_outbox (
      id bigserial PRIMARY KEY,
      recipient text NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      created_at bigint NOT NULL
    );
  `,
};
