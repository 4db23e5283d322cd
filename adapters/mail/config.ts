import type { Mailer } from '../../core/ports.js';
import { createSmtpMailer } from './smtp-mailer.js';

export const defaultMailFrom = 'Estimate API <no-reply@localhost>';

/** SMTP when an SMTP URL is configured, otherwise the given fallback mailer (the outbox). */
export function mailerFor(smtp: { url: string; from?: string } | undefined, fallback: Mailer): Mailer {
  const url = smtp?.url.trim();
  if (!url) return fallback;
  return createSmtpMailer({ url, from: smtp?.from?.trim() || defaultMailFrom });
}
