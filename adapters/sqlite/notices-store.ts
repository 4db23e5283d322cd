import type { NoticeStorage } from '../../core/notices/storage-port.js';
import { toAccount, toKey, type AccountRow, type KeyRow } from '../shared/rows.js';
import type { SqliteDatabase } from './database.js';
import type { LedgerStore } from './ledger-store.js';

/** State behind the credits.* and api_key.expiring notices: live balances, the credits.low flag, keys to announce. */
export function noticesStore(db: SqliteDatabase, ledger: LedgerStore): NoticeStorage {
  const { lots } = ledger;
  const selectAccount = db.prepare('SELECT * FROM accounts WHERE id = ?');
  const getAccount = (id: string) => {
    const row = selectAccount.get(id) as AccountRow | undefined;
    return row ? toAccount(row) : null;
  };
  return {
    async listLiveCreditStates(now) {
      const accounts = db
        .prepare(
          'SELECT DISTINCT a.id, a.email, a.api_version, a.credits_low_notified FROM accounts a JOIN credit_lots l ON l.account_id = a.id',
        )
        .all() as Array<{ id: string; email: string; api_version: string; credits_low_notified: number }>;
      return accounts.map((a) => {
        const unexpired = lots(a.id).filter((l) => l.expiresAt === null || l.expiresAt > now);
        return {
          accountId: a.id,
          ownerEmail: a.email,
          apiVersion: a.api_version,
          lowNotified: a.credits_low_notified === 1,
          available: unexpired.reduce((n, l) => n + l.remainingCredits, 0),
          started: unexpired.reduce((n, l) => n + l.initialCredits, 0),
        };
      });
    },
    setCreditsLowNotified: async (accountId, notified) =>
      void db.prepare('UPDATE accounts SET credits_low_notified = ? WHERE id = ?').run(notified ? 1 : 0, accountId),
    async claimExpiringKeys(now, horizon) {
      return db
        .transaction(() => {
          const rows = db
            .prepare(`SELECT * FROM api_keys WHERE expires_at IS NOT NULL AND expires_at > ? AND expires_at <= ?
          AND revoked_at IS NULL AND expiry_notified_at IS NULL`)
            .all(now, horizon) as KeyRow[];
          const mark = db.prepare('UPDATE api_keys SET expiry_notified_at = ? WHERE id = ?');
          return rows.flatMap((row) => {
            mark.run(now, row.id);
            const account = getAccount(row.account_id);
            return account ? [{ key: toKey(row), account }] : [];
          });
        })
        .immediate();
    },
  };
}
