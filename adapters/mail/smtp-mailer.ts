import { createTransport } from 'nodemailer';
import type { Mailer } from '../../core/ports.js';

export interface SmtpMailerOptions {
  /**
   * `smtp://user:pass@host:port` or `smtps://user:pass@host:port`.
   * smtps: TLS from the first byte. smtp: STARTTLS is used whenever the server
   * offers it (certificates are verified); nodemailer's URL query options also
   * apply, e.g. `?requireTLS=true` to refuse a plaintext session.
   */
  url: string;
  /** Sender address, e.g. `Estimate API <no-reply@example.com>`. */
  from: string;
}

export function createSmtpMailer(options: SmtpMailerOptions): Mailer & { close(): void } {
  // Short timeouts: a dead relay should fail a send in seconds, not minutes (nodemailer's defaults); URL query options still win.
  const transport = createTransport({
    url: options.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      try {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
      } catch (error) {
        // nodemailer's message carries the SMTP reply (e.g. "550 ...") or the socket error; keep it, name the cause.
        const detail = error instanceof Error ? error.message : String(error);
        throw new Error(`SMTP send failed: ${detail}`, { cause: error });
      }
    },
    close() {
      transport.close();
    },
  };
}
