/**
 * An account's lots are read in draw order (created_at, id) by the balance, the
 * credit draw and the credits left after a write. Migration 012 indexes them in
 * that order: EXPLAIN QUERY PLAN must search the index with no sort of the lots.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lotsAndHeldSql, lotsInOrderSql } from '../../../adapters/sqlite/ledger-store.js';
import { createSqliteStorage } from '../../../adapters/sqlite/storage.js';

const dir = mkdtempSync(join(tmpdir(), 'ledger-plan-'));
const storage = createSqliteStorage(join(dir, 'plan.db'));
afterAll(() => {
  storage.close();
  rmSync(dir, { recursive: true, force: true });
});

const plan = (sql: string, ...values: unknown[]) =>
  (storage.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...values) as Array<{ detail: string }>).map((r) => r.detail).join(' | ');

describe('credit lots are read in draw order from their index (SQLite EXPLAIN QUERY PLAN)', () => {
  it('the lots of an account', () => {
    const detail = plan(lotsInOrderSql, 'acct_1');
    expect(detail).toMatch(/^SEARCH credit_lots USING INDEX credit_lots_account_order \(account_id=\?\)/);
    expect(detail).not.toMatch(/SCAN|TEMP B-TREE/);
  });

  it('the balance: lots and held credits', () => {
    const detail = plan(lotsAndHeldSql, 'acct_1', 'acct_1');
    expect(detail).toMatch(/SEARCH l USING INDEX credit_lots_account_order \(account_id=\?\)/);
    expect(detail).not.toMatch(/SCAN|TEMP B-TREE/);
  });
});
