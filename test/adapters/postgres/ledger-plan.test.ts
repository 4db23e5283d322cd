/**
 * An account's lots are read in draw order (created_at, id); migration 010
 * indexes them in that order. EXPLAIN with sequential scans and sorts priced
 * out shows whether the index serves the read in order.
 */
import { describe, expect, it } from 'vitest';
import { lotsInOrderSql } from '../../../adapters/postgres/ledger-store.js';
import { usePostgresPlans } from '../../support/postgres-plan.js';

const plan = usePostgresPlans();

describe('credit lots are read in draw order from their index (PostgreSQL EXPLAIN)', () => {
  it('the lots of an account', async () => {
    const detail = await plan(lotsInOrderSql, ['acct_1']);
    expect(detail).toMatch(/Index Scan using credit_lots_account_order on credit_lots/);
    expect(detail).not.toMatch(/Seq Scan|Sort/);
  });

  it('the lots of an account locked for a draw', async () => {
    const detail = await plan(`${lotsInOrderSql} FOR UPDATE`, ['acct_1']);
    expect(detail).toMatch(/Index Scan using credit_lots_account_order on credit_lots/);
    expect(detail).not.toMatch(/Seq Scan|Sort/);
  });
});
