/**
 * Issue 12 item 9: no estimate list page scans an account's rows. Every
 * filter combination's SQL (adapters/shared/estimate-list.ts) is checked with
 * EXPLAIN QUERY PLAN: it must search an index of (account, environment, …)
 * in the page's order: no full scan and no sort of the matching rows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listPlan } from '../../../adapters/shared/estimate-list.js';
import { createSqliteStorage } from '../../../adapters/sqlite/storage.js';
import type { EstimateListQuery } from '../../../core/ports.js';

const dir = mkdtempSync(join(tmpdir(), 'list-plan-'));
const storage = createSqliteStorage(join(dir, 'plan.db'));
afterAll(() => {
  storage.close();
  rmSync(dir, { recursive: true, force: true });
});

const base = { accountId: 'acct_1', environment: 'live' };
const day = Date.UTC(2026, 10, 1);
const queries: Array<[string, EstimateListQuery, string]> = [
  ['no filter', { limit: 20 }, 'estimates_created'],
  ['status', { limit: 20, status: 'needs_detail' }, 'estimates_status'],
  ['from', { limit: 20, from: day }, 'estimates_created'],
  ['to', { limit: 20, to: day }, 'estimates_created'],
  ['from and to', { limit: 20, from: day, to: day + 86_399_999 }, 'estimates_created'],
  ['status, from and to', { limit: 20, status: 'priced', from: day, to: day + 86_399_999 }, 'estimates_status'],
  ['customer', { limit: 20, customerId: 'cus_1' }, 'estimates_customer'],
];

function plan(sql: string, values: unknown[]): string {
  return (storage.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...values) as Array<{ detail: string }>).map((r) => r.detail).join(' | ');
}

describe('estimate list queries use an index (SQLite EXPLAIN QUERY PLAN)', () => {
  for (const [name, query, index] of queries) {
    for (const cursor of [false, true]) {
      it(`${name}${cursor ? ', after a cursor' : ''}: searches ${index} in page order`, () => {
        const q = cursor ? { ...query, startingAfter: 'est_01' } : query;
        const sql = listPlan(q, () => '?');
        const detail = plan(sql.pageSql(cursor), sql.pageValues(base, cursor ? day : undefined));
        expect(detail).toMatch(new RegExp(`^SEARCH estimates USING (COVERING )?INDEX ${index} \\(account_id=\\? AND environment=\\?`));
        expect(detail).not.toMatch(/SCAN|TEMP B-TREE/);
        if (cursor)
          expect(plan(sql.cursorSql, sql.cursorValues(base))).toMatch(
            /^SEARCH estimates USING INDEX sqlite_autoindex_estimates_1 \(id=\?\)/,
          );
      });
    }
  }
});

describe('the b-trees an estimate insert touches', () => {
  it('the table, its id and two list indexes (the partial ones only when they apply)', () => {
    const names = storage.db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'estimates' ORDER BY name")
      .pluck()
      .all();
    expect(names).toEqual([
      'estimates_created',
      'estimates_customer',
      'estimates_parent',
      'estimates_processing',
      'estimates_status',
      'sqlite_autoindex_estimates_1',
    ]);
  });
});
