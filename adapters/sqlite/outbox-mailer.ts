import type { Logger, Mailer } from '../../core/ports.js';
import type { SqliteDatabase } from './database.js';

/** The default mailer: keeps each message in the `mail_outbox` table and logs it (no SMTP configured). */
export function createOutboxMailer(db: SqliteDatabase, logger: Logger, now: () => number): Mailer {
  const insert = db.prepare('INSERT INTO mail_outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)');
  return {
    async send(message) {
      insert.run(message.to, message.subject, message.text, now());
      logger.info('mail queued in outbox', { subject: message.subject });
    },
  };
}
