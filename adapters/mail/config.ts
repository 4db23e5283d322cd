import type { Mailer } from '../../core/ports.js';
import { createSmtpMailer } from './smtp-mailer.js';

export const defaultMailFrom = 'Estimate API <no-reply@localhost>';

/** SMTP when ESTIMATE_SMTP_URL is set (sender from ESTIMATE_MAIL_FROM), otherwise the given fallback mailer. */
export function mailerFromEnv(env: NodeJS.ProcessEnv, fallback: Mailer): Mailer {
  const url = env.ESTIMATE_SMTP_URL?.trim();
  if (!url) return fallback;
  const from = env.ESTIMATE_MAIL_FROM?.trim() || defaultMailFrom;
  return createSmtpMailer({ url, from });
}
