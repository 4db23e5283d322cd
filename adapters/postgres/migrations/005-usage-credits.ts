import type { Migration } from './migration.js';

/**
 * Credits in usage come from the ledger, in the transaction that moves them
 * (the SQLite migration 007 says why and how; this is the same rule).
 */
export const m005: Migration = {
  version: 5,
  name: 'usage credits kept from the ledger',
  sql: `
    CREATE TABLE usage_credits (
      account_id text NOT NULL,
      day text COLLATE "C" NOT NULL,
      route text COLLATE "C" NOT NULL,
      credits bigint NOT NULL,
      PRIMARY KEY (account_id, day, route)
    );

    CREATE FUNCTION usage_day(ms bigint) RETURNS text LANGUAGE sql IMMUTABLE
      AS $$ SELECT to_char(to_timestamp(ms / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD') $$;
    CREATE FUNCTION usage_route(parent text) RETURNS text LANGUAGE sql IMMUTABLE
      AS $$ SELECT CASE WHEN parent IS NULL THEN 'POST /v1/estimates' ELSE 'POST /v1/estimates/:id/follow-up' END $$;

    INSERT INTO usage_credits (account_id, day, route, credits)
      SELECT m.account_id, usage_day(m.created_at), usage_route(e.parent_id), sum(m.credits)
      FROM credit_movements m LEFT JOIN estimates e ON e.id = m.estimate_id
      WHERE m.kind IN ('spend', 'settle') GROUP BY 1, 2, 3;

    -- Request-side credit counts are superseded by the ledger's.
    ALTER TABLE usage_daily DROP COLUMN credits;

    CREATE FUNCTION usage_credits_on_charge() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO usage_credits (account_id, day, route, credits)
        SELECT NEW.account_id, usage_day(NEW.created_at), usage_route(e.parent_id), NEW.credits FROM estimates e WHERE e.id = NEW.estimate_id
        ON CONFLICT (account_id, day, route) DO UPDATE SET credits = usage_credits.credits + excluded.credits;
      RETURN NULL;
    END $$;
    CREATE TRIGGER usage_credits_on_charge AFTER INSERT ON credit_movements
      FOR EACH ROW WHEN (NEW.kind IN ('spend', 'settle')) EXECUTE FUNCTION usage_credits_on_charge();

    CREATE FUNCTION usage_credits_on_estimate() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO usage_credits (account_id, day, route, credits)
        SELECT account_id, usage_day(created_at), usage_route(NEW.parent_id), sum(credits) FROM credit_movements
        WHERE estimate_id = NEW.id AND kind = 'spend' GROUP BY account_id, usage_day(created_at)
        ON CONFLICT (account_id, day, route) DO UPDATE SET credits = usage_credits.credits + excluded.credits;
      RETURN NULL;
    END $$;
    CREATE TRIGGER usage_credits_on_estimate AFTER INSERT ON estimates FOR EACH ROW EXECUTE FUNCTION usage_credits_on_estimate();
  `,
};
