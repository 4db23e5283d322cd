import type { Migration } from './migration.js';

/**
 * One counter that every change to a key or an account bumps, whoever makes it
 * (this instance, another one on the same file, the CLI, plain SQL). The key
 * lookup cache (adapters/shared/auth-cache.ts) reads it at most once per bound
 * for all its entries: unchanged, every cached key stays valid; changed, the
 * cache starts over. Before, each cached key was looked up again 2 s after it
 * was cached, so with many keys each used less often than that, every request
 * paid the two lookups. New keys need no bump (unknown keys are never cached).
 * The row is written by the first change (a new database gets the schema
 * without data), so a missing row reads as version 0.
 */
export const m014: Migration = {
  version: 14,
  name: 'a version of keys and accounts for the lookup cache',
  sql: `
    CREATE TABLE auth_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL) STRICT;
    CREATE TRIGGER api_keys_updated AFTER UPDATE ON api_keys BEGIN INSERT OR REPLACE INTO auth_version (id, version) VALUES (1, coalesce((SELECT version FROM auth_version WHERE id = 1), 0) + 1); END;
    CREATE TRIGGER api_keys_deleted AFTER DELETE ON api_keys BEGIN INSERT OR REPLACE INTO auth_version (id, version) VALUES (1, coalesce((SELECT version FROM auth_version WHERE id = 1), 0) + 1); END;
    CREATE TRIGGER accounts_updated AFTER UPDATE ON accounts BEGIN INSERT OR REPLACE INTO auth_version (id, version) VALUES (1, coalesce((SELECT version FROM auth_version WHERE id = 1), 0) + 1); END;
    CREATE TRIGGER accounts_deleted AFTER DELETE ON accounts BEGIN INSERT OR REPLACE INTO auth_version (id, version) VALUES (1, coalesce((SELECT version FROM auth_version WHERE id = 1), 0) + 1); END;
  `,
};
