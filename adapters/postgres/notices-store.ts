import type { LiveCreditState, NoticeStorage } from '../../core/notices/storage-port.js';
import { getAccount } from './accounts-store.js';
import { toKey, type KeyRow } from '../shared/rows.js';
import type { Database } from './database.js';
import type { LotRow } from './ledger-store.js';

/** State behind the credits.* and api_key.expiring notices: live balances, the credits.low flag, keys to announce. */
export function noticesStore({ sql, tx }: Database): NoticeStorage {
  return {
    async listLiveCreditStates(now) {
      const rows = await sql.rows<LotRow & { email: string; api_version: string; credits_low_notified: boolean }>(
        `SELECT l.*, a.email, a.api_version, a.credits_low_notified FROM credit_lots l JOIN accounts a ON a.id = l.account_id ORDER BY l.account_id, l.created_at, l.id`,
      );
      const states = new Map<string, LiveCreditState>();
      for (const row of rows) {
        const state = states.get(row.account_id) ?? {
          accountId: row.account_id,
          ownerEmail: row.email,
          apiVersion: row.api_version,
          lowNotified: row.credits_low_notified,
          available: 0,
          started: 0,
        };
        states.set(row.account_id, state);
        if (row.expires_at !== null && row.expires_at <= now) continue;
        state.available += row.remaining_credits;
        state.started += row.initial_credits;
      }
      return [...states.values()];
    },
    async setCreditsLowNotified(accountId, notified) {
      await sql.run('UPDATE accounts SET credits_low_notified = $1 WHERE id = $2', [notified, accountId]);
    },
    claimExpiringKeys: (now, horizon) =>
      tx(async (q) => {
        // One conditional UPDATE marks and returns the keys: two instances never announce the same key.
        const rows = await q.rows<KeyRow>(
          `UPDATE api_keys SET expiry_notified_at = $1 WHERE expires_at IS NOT NULL AND expires_at > $1 AND expires_at <= $2
        AND revoked_at IS NULL AND expiry_notified_at IS NULL RETURNING *`,
          [now, horizon],
        );
        const claimed = [];
        for (const row of rows.sort((a, b) => (a.id < b.id ? -1 : 1))) {
          const account = await getAccount(q, row.account_id);
          if (account) claimed.push({ key: toKey(row), account });
        }
        return claimed;
      }),
  };
}
