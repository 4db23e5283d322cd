/**
 * Issue 12 item 9 on PostgreSQL: every estimate list query can be answered by
 * walking an index in page order (EXPLAIN with sequential scans and sorts
 * priced out, so the plan shows whether an index serves the query at all).
 * Runs in the PostgreSQL phase of .ci/run (test/multi-instance/vitest.config.ts).
 */
import { describe, expect, it } from 'vitest';
import { listPlan } from '../../../adapters/shared/estimate-list.js';
import type { EstimateListQuery } from '../../../core/ports.js';
import { usePostgresPlans } from '../../support/postgres-plan.js';

const plan = usePostgresPlans();

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

describe('estimate list queries use an index (PostgreSQL EXPLAIN)', () => {
  for (const [name, query, index] of queries) {
    for (const cursor of [false, true]) {
      it(`${name}${cursor ? ', after a cursor' : ''}: walks ${index} in page order`, async () => {
        const q = cursor ? { ...query, startingAfter: 'est_01' } : query;
        const sql = listPlan(q, (n) => `$${n}`);
        const detail = await plan(sql.pageSql(cursor), sql.pageValues(base, cursor ? day : undefined));
        expect(detail).toMatch(new RegExp(`Index (Only )?Scan( Backward)? using ${index} on estimates`));
        expect(detail).not.toMatch(/Seq Scan|Sort/);
      });
    }
  }
});
