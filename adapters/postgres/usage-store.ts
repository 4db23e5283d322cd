import { mergeEncoded } from '../../core/usage/histogram.js';
import type { UsageAggregate, UsageStorage } from '../../core/usage/storage-port.js';
import { withCredits, type CreditRow, type UsageRow } from '../shared/usage-rows.js';
import type { Database } from './database.js';

const keyOf = (a: UsageAggregate) => `${a.scope.accountId}\u0000${a.scope.environment}\u0000${a.day}\u0000${a.route}`;

/**
 * Usage aggregates: a flush is one transaction that adds into existing rows.
 * Histograms are merged here, on rows locked FOR UPDATE, in key order so two
 * instances flushing the same rows queue rather than deadlock. Credits are
 * read from `usage_credits`, which triggers keep from the ledger (migration 005).
 */
export function usageStore({ sql, tx }: Database): UsageStorage {
  return {
    async addUsage(aggregates) {
      if (!aggregates.length) return;
      const ordered = [...aggregates].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
      await tx(async (q) => {
        for (const a of ordered) {
          const key = [a.scope.accountId, a.scope.environment, a.day, a.route];
          const inserted = await q.run(
            `INSERT INTO usage_daily (account_id, environment, day, route, requests, errors, latency)
            VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
            [...key, a.requests, a.errors, Buffer.from(a.latency)],
          );
          if (inserted === 1) continue;
          const stored = await q.one<{ latency: Buffer }>(
            'SELECT latency FROM usage_daily WHERE account_id = $1 AND environment = $2 AND day = $3 AND route = $4 FOR UPDATE',
            key,
          );
          await q.run(
            `UPDATE usage_daily SET requests = requests + $5, errors = errors + $6, latency = $7
            WHERE account_id = $1 AND environment = $2 AND day = $3 AND route = $4`,
            [...key, a.requests, a.errors, Buffer.from(mergeEncoded(stored!.latency, a.latency))],
          );
        }
      });
    },
    async readUsage(scope, fromDay, toDay) {
      // One statement, one snapshot: traffic and the ledger's credits side by side.
      const rows = await sql.rows<{
        kind: 'traffic' | 'credits';
        day: string;
        route: string;
        requests: number;
        errors: number;
        credits: number;
        latency: Buffer | null;
      }>(
        `
        SELECT 'traffic' AS kind, day, route, requests, errors, 0::bigint AS credits, latency FROM usage_daily
          WHERE account_id = $1 AND environment = $2 AND day BETWEEN $3 AND $4
        UNION ALL
        SELECT 'credits', day, route, 0, 0, credits, NULL FROM usage_credits
          WHERE $2 = 'live' AND account_id = $1 AND day BETWEEN $3 AND $4`,
        [scope.accountId, scope.environment, fromDay, toDay],
      );
      const traffic: UsageRow[] = rows
        .filter((r) => r.kind === 'traffic')
        .map((r) => ({ day: r.day, route: r.route, requests: r.requests, errors: r.errors, latency: r.latency! }));
      const credits: CreditRow[] = rows
        .filter((r) => r.kind === 'credits')
        .map((r) => ({ day: r.day, route: r.route, credits: r.credits }));
      return withCredits(scope, traffic, credits);
    },
  };
}
