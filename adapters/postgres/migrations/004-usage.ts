import type { Migration } from './migration.js';

/** Usage analytics: one row per (account, environment, UTC day, route); the latency histogram is merged in the adapter. */
export const m004: Migration = {
  version: 4,
  name: 'usage analytics daily aggregates',
  sql: `CREATE TABLE usage_daily (
    account_id text NOT NULL,
    environment text NOT NULL CHECK (environment IN ('test', 'live')),
    day text COLLATE "C" NOT NULL,
    route text COLLATE "C" NOT NULL,
    requests bigint NOT NULL,
    errors bigint NOT NULL,
    credits bigint NOT NULL,
    latency bytea NOT NULL,
    PRIMARY KEY (account_id, environment, day, route)
  );`,
};
