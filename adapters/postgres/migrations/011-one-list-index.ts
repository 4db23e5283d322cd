import type { Migration } from './migration.js';

/** Unfiltered estimate pages walk estimates_created; the (account, environment, id) index goes (the SQLite migration 013 says why). */
export const m011: Migration = {
  version: 11,
  name: 'unfiltered estimate lists on the created index',
  sql: `DROP INDEX estimates_list;`,
};
