import type { Migration } from './migration.js';

export const m003: Migration = {
  version: 3,
  name: 'api keys paused by suspicious-activity detection',
  sql: `ALTER TABLE api_keys ADD COLUMN paused_at INTEGER;`,
};
