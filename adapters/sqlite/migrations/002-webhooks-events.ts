import type { Migration } from './migration.js';

export const m002: Migration = {
  version: 2,
  name: 'webhook endpoints, events, deliveries, notices, mail outbox',
  sql: `
      CREATE TABLE webhook_endpoints (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        environment TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('active', 'disabled')),
        created_at INTEGER NOT NULL,
        body TEXT NOT NULL
      ) STRICT;
      CREATE INDEX webhook_endpoints_scope ON webhook_endpoints(account_id, environment, id);

      -- An event whose body is NULL is a tombstone: past retention, kept so redelivery can say why.
      CREATE TABLE events (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        environment TEXT NOT NULL,
        type TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        body TEXT
      ) STRICT;
      CREATE INDEX events_scope ON events(account_id, environment, id);

      CREATE TABLE delivery_jobs (
        id TEXT PRIMARY KEY,
        event_id TEXT NOT NULL,
        endpoint_id TEXT NOT NULL,
        account_id TEXT NOT NULL,
        environment TEXT NOT NULL,
        attempt INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('event', 'once')),
        due_at INTEGER NOT NULL,
        lease_until INTEGER NOT NULL DEFAULT 0,
        first_attempt_at INTEGER
      ) STRICT;
      CREATE INDEX delivery_jobs_due ON delivery_jobs(due_at);
      CREATE INDEX delivery_jobs_endpoint ON delivery_jobs(endpoint_id);
      CREATE INDEX delivery_jobs_event ON delivery_jobs(event_id);

      CREATE TABLE delivery_attempts (
        id TEXT PRIMARY KEY,
        event_id TEXT NOT NULL,
        endpoint_id TEXT NOT NULL,
        attempt INTEGER NOT NULL,
        status TEXT NOT NULL,
        response_status INTEGER,
        error TEXT,
        created_at INTEGER NOT NULL,
        duration_ms INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX delivery_attempts_event ON delivery_attempts(event_id, created_at);
      CREATE INDEX delivery_attempts_endpoint ON delivery_attempts(endpoint_id);

      CREATE TABLE periodic_runs (name TEXT PRIMARY KEY, last_run_at INTEGER NOT NULL) STRICT;

      ALTER TABLE accounts ADD COLUMN credits_low_notified INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE api_keys ADD COLUMN expiry_notified_at INTEGER;

      CREATE TABLE mail_outbox (
        id INTEGER PRIMARY KEY,
        recipient TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT;
    `,
};
