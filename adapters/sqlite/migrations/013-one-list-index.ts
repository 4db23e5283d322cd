import type { Migration } from './migration.js';

/**
 * Unfiltered estimate pages walk estimates_created (account, environment,
 * created_at, id) like dated ones, so the (account, environment, id) index
 * goes: every estimate insert touches one b-tree fewer.
 */
export const m013: Migration = {
  version: 13,
  name: 'unfiltered estimate lists on the created index',
  sql: `DROP INDEX estimates_list;`,
};
