/**
 * The SQL of an estimate list page, for both adapters (`ph(n)` writes the n-th
 * parameter marker: `?` for SQLite, `$n` for PostgreSQL). No page scans an
 * account's rows: customer pages walk (account, environment, customer_id, id);
 * the others walk (account, environment, status, created_at, id) or
 * (account, environment, created_at, id), newest first, so the page is the
 * first `limit` index entries in range. Those pages are ordered by created_at,
 * then id (the same order as id alone for ULID ids made by the same clock): one
 * index serves unfiltered and dated pages, one b-tree fewer per estimate written.
 */
import type { EstimateListQuery } from '../../core/estimates/storage-port.js';

export interface ListBase {
  accountId: string;
  environment: string;
}

export interface ListPlan {
  /** Finds the cursor row within the list (its created_at keys a dated page). */
  cursorSql: string;
  cursorValues(base: ListBase): unknown[];
  pageSql(withCursor: boolean): string;
  pageValues(base: ListBase, cursorCreatedAt?: number): unknown[];
}

export function listPlan(query: EstimateListQuery, ph: (n: number) => string): ListPlan {
  const byDate = query.customerId === undefined;
  const filters: Array<[string, unknown]> = [];
  if (query.customerId !== undefined) filters.push(['customer_id =', query.customerId]);
  if (query.status !== undefined) filters.push(['status =', query.status]);
  if (query.from !== undefined) filters.push(['created_at >=', query.from]);
  if (query.to !== undefined) filters.push(['created_at <=', query.to]);

  const customer = query.customerId !== undefined ? ` AND customer_id = ${ph(4)}` : '';
  const cursorSql = `SELECT created_at FROM estimates WHERE id = ${ph(1)} AND account_id = ${ph(2)} AND environment = ${ph(3)}${customer}`;

  return {
    cursorSql,
    cursorValues: (base) => [
      query.startingAfter,
      base.accountId,
      base.environment,
      ...(query.customerId !== undefined ? [query.customerId] : []),
    ],
    pageSql(withCursor) {
      let n = 2;
      const where = [`account_id = ${ph(1)}`, `environment = ${ph(2)}`, ...filters.map(([sql]) => `${sql} ${ph(++n)}`)];
      if (withCursor) where.push(byDate ? `(created_at, id) < (${ph(++n)}, ${ph(++n)})` : `id < ${ph(++n)}`);
      return `SELECT body FROM estimates WHERE ${where.join(' AND ')} ORDER BY ${byDate ? 'created_at DESC, id DESC' : 'id DESC'} LIMIT ${ph(++n)}`;
    },
    pageValues(base, cursorCreatedAt) {
      const cursor = query.startingAfter === undefined ? [] : byDate ? [cursorCreatedAt, query.startingAfter] : [query.startingAfter];
      return [base.accountId, base.environment, ...filters.map(([, value]) => value), ...cursor, query.limit + 1];
    },
  };
}
