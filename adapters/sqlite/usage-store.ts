import { mergeEncoded } from '../../core/usage/histogram.js';
import type { UsageAggregate, UsageStorage } from '../../core/usage/storage-port.js';
import { withCredits, type CreditRow, type UsageRow } from '../shared/usage-rows.js';
import type { SqliteDatabase } from './database.js';

/**
 * Usage aggregates: a flush is one IMMEDIATE transaction that adds into existing rows (histograms merged here).
 * Credits are read from `usage_credits`, which triggers keep from the ledger (migration 007).
 */
export function usageStore(db: SqliteDatabase): UsageStorage {
  const current = db.prepare('SELECT latency FROM usage_daily WHERE account_id = ? AND environment = ? AND day = ? AND route = ?').pluck();
  const insert = db.prepare(
    'INSERT INTO usage_daily (account_id, environment, day, route, requests, errors, latency) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const update = db.prepare(`UPDATE usage_daily SET requests = requests + ?, errors = errors + ?, latency = ?
    WHERE account_id = ? AND environment = ? AND day = ? AND route = ?`);
  const range = db.prepare(`SELECT day, route, requests, errors, latency FROM usage_daily
    WHERE account_id = ? AND environment = ? AND day BETWEEN ? AND ?`);
  const creditRange = db.prepare('SELECT day, route, credits FROM usage_credits WHERE account_id = ? AND day BETWEEN ? AND ?');

  // better-sqlite3 binds Buffers as BLOBs; this view shares the bytes, no copy.
  const blob = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const addAll = db.transaction((aggregates: UsageAggregate[]) => {
    for (const a of aggregates) {
      const key = [a.scope.accountId, a.scope.environment, a.day, a.route] as const;
      const stored = current.get(...key) as Buffer | undefined;
      if (stored) update.run(a.requests, a.errors, blob(mergeEncoded(stored, a.latency)), ...key);
      else insert.run(...key, a.requests, a.errors, blob(a.latency));
    }
  });

  return {
    async addUsage(aggregates) {
      if (aggregates.length) addAll.immediate(aggregates);
    },
    async readUsage(scope, fromDay, toDay) {
      // One read transaction: traffic and credits from the same snapshot.
      return db.transaction(() => {
        const traffic = range.all(scope.accountId, scope.environment, fromDay, toDay) as UsageRow[];
        // The ledger is live only: test keys never spend.
        const credits = scope.environment === 'live' ? (creditRange.all(scope.accountId, fromDay, toDay) as CreditRow[]) : [];
        return withCredits(scope, traffic, credits);
      })();
    },
  };
}
