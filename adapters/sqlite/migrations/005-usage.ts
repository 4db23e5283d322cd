import type { Migration } from './migration.js';

/**
 * Usage analytics: one row per (account, environment, UTC day, route) with
 * counters and a merged latency histogram (core/usage/histogram.ts), so a
 * 90-day query reads at most 90 × routes rows and never raw requests.
 * WITHOUT ROWID: the primary key is the clustered index the query ranges over.
 */
export const m005: Migration = {
  version: 5,
  name: 'usage analytics daily aggregates',
  sql: `CREATE TABLE usage_daily (
    account_id TEXT NOT NULL,
    environment TEXT NOT NULL CHECK (environment IN ('test', 'live')),
    day TEXT NOT NULL,
    route TEXT NOT NULL,
    requests INTEGER NOT NULL,
    errors INTEGER NOT NULL,
    credits INTEGER NOT NULL,
    latency BLOB NOT NULL,
    PRIMARY KEY (account_id, environment, day, route)
  ) STRICT, WITHOUT ROWID;`,
};
