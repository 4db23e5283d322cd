import type { Migration } from './migration.js';

/**
 * Credits in usage come from the ledger, in the transaction that moves them:
 * a trigger adds every charge (`spend`, and `settle` when an async estimate's
 * hold becomes a charge) to its (account, UTC day, route) row, so GET /usage
 * equals the ledger over any range, async charges and crashes included.
 * The route is the one that made the estimate (a follow-up when it has a
 * parent). A synchronous charge is taken before its estimate row is written,
 * so it is counted when that row arrives; a charge whose estimate already
 * exists (a settled hold) is counted at once. Either way, once.
 * Live only: the ledger is live only. Past charges are counted in.
 */
const day = (ms: string) => `strftime('%Y-%m-%d', ${ms} / 1000, 'unixepoch')`;
const route = (parent: string) => `CASE WHEN ${parent} IS NULL THEN 'POST /v1/estimates' ELSE 'POST /v1/estimates/:id/follow-up' END`;
const upsert = 'ON CONFLICT (account_id, day, route) DO UPDATE SET credits = credits + excluded.credits';

export const m007: Migration = {
  version: 7,
  name: 'usage credits kept from the ledger',
  sql: `
    CREATE TABLE usage_credits (
      account_id TEXT NOT NULL,
      day TEXT NOT NULL,
      route TEXT NOT NULL,
      credits INTEGER NOT NULL,
      PRIMARY KEY (account_id, day, route)
    ) STRICT, WITHOUT ROWID;

    INSERT INTO usage_credits (account_id, day, route, credits)
      SELECT m.account_id, ${day('m.created_at')}, ${route('e.parent_id')}, sum(m.credits)
      FROM credit_movements m LEFT JOIN estimates e ON e.id = m.estimate_id
      WHERE m.kind IN ('spend', 'settle') GROUP BY 1, 2, 3;

    -- Request-side credit counts are superseded by the ledger's.
    ALTER TABLE usage_daily DROP COLUMN credits;

    CREATE TRIGGER usage_credits_on_charge AFTER INSERT ON credit_movements
    WHEN NEW.kind IN ('spend', 'settle') AND EXISTS (SELECT 1 FROM estimates WHERE id = NEW.estimate_id)
    BEGIN
      INSERT INTO usage_credits (account_id, day, route, credits)
        SELECT NEW.account_id, ${day('NEW.created_at')}, ${route('parent_id')}, NEW.credits FROM estimates WHERE id = NEW.estimate_id
        ${upsert};
    END;

    CREATE TRIGGER usage_credits_on_estimate AFTER INSERT ON estimates
    BEGIN
      INSERT INTO usage_credits (account_id, day, route, credits)
        SELECT account_id, ${day('created_at')}, ${route('NEW.parent_id')}, sum(credits) FROM credit_movements
        WHERE estimate_id = NEW.id AND kind = 'spend' GROUP BY account_id, ${day('created_at')}
        ${upsert};
    END;
  `,
};
