import type { Logger, Mailer } from '../../core/ports.js';
import type { PostgresStorage } from './storage.js';

/** The default mailer on PostgreSQL: keeps each message in the `mail_outbox` table and logs it (no SMTP configured). */
export function createPostgresOutboxMailer(storage: PostgresStorage, logger: Logger, now: () => number): Mailer {
  return {
    async send(message) {
      await storage.database.sql.run('INSERT INTO mail_outbox (recipient, subject, body, created_at) VALUES ($1, $2, $3, $4)', [
        message.to,
        message.subject,
        message.text,
        now(),
      ]);
      logger.info('mail queued in outbox', { subject: message.subject });
    },
  };
}
