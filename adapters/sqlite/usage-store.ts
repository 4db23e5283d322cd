import { mergeEncoded } from '../../core/usage/histogram.js';
import type { UsageAggregate, UsageStorage } from '../../core/usage/storage-port.js';
import type { SqliteDatabase } from './database.js';

interface UsageRow { day: string; route: string; requests: number; errors: number; credits: number; latency: Buffer }

/** Usage aggregates: a flush is one IMMEDIATE transaction that adds into existing rows (histograms merged here). */
export function usageStore(db: SqliteDatabase): UsageStorage {
  const current = db.prepare('SELECT latency FROM usage_daily WHERE account_id = ? AND environment = ? AND day = ? AND route = ?').pluck();
  const insert = db.prepare('INSERT INTO usage_daily (account_id, environment, day, route, requests, errors, credits, latency) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const update = db.prepare(`UPDATE usage_daily SET requests = requests + ?, errors = errors + ?, credits = credits + ?, latency = ?
    WHERE account_id = ? AND environment = ? AND day = ? AND route = ?`);
  const range = db.prepare(`SELECT day, route, requests, errors, credits, latency FROM usage_daily
    WHERE account_id = ? AND environment = ? AND day BETWEEN ? AND ?`);

  // better-sqlite3 binds Buffers as BLOBs; this view shares the bytes, no copy.
  const blob = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const addAll = db.transaction((aggregates: UsageAggregate[]) => {
    for (const a of aggregates) {
      const key = [a.scope.accountId, a.scope.environment, a.day, a.route] as const;
      const stored = current.get(...key) as Buffer | undefined;
      if (stored) update.run(a.requests, a.errors, a.credits, blob(mergeEncoded(stored, a.latency)), ...key);
      else insert.run(...key, a.requests, a.errors, a.credits, blob(a.latency));
    }
  });

  return {
    async addUsage(aggregates) {
      if (aggregates.length) addAll.immediate(aggregates);
    },
    async readUsage(scope, fromDay, toDay) {
      const rows = range.all(scope.accountId, scope.environment, fromDay, toDay) as UsageRow[];
      return rows.map((r) => ({ scope, day: r.day, route: r.route, requests: r.requests, errors: r.errors, credits: r.credits, latency: r.latency }));
    },
  };
}
