import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailerFor } from '../../../adapters/mail/config.js';
import { createSmtpMailer } from '../../../adapters/mail/smtp-mailer.js';
import type { Mailer } from '../../../core/ports.js';
import { startSmtpServer, type RunningSmtpServer } from '../../support/smtp-server.js';

/** A port nothing listens on: bind an ephemeral one, then release it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('SMTP mailer', () => {
  let smtp: RunningSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('delivers recipient, subject and body to a real SMTP server', async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: 'Estimate API <no-reply@estimate.test>' });
    try {
      await mailer.send({ to: 'owner@example.com', subject: 'Your estimate is ready', text: 'Total: 1,250 USD\nThanks.' });
    } finally {
      mailer.close();
    }
    await smtp.waitForMessages(1);
    const mail = smtp.messages.at(-1)!;
    expect(mail.from).toBe('no-reply@estimate.test');
    expect(mail.to).toEqual(['owner@example.com']);
    expect(mail.raw).toMatch(/^To: owner@example\.com$/m);
    expect(mail.raw).toMatch(/^Subject: Your estimate is ready$/m);
    expect(mail.raw).toContain('Total: 1,250 USD\r\nThanks.');
  });

  it('rejects naming the SMTP reply when the server refuses the recipient', async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: 'no-reply@estimate.test' });
    try {
      await expect(mailer.send({ to: 'nobody@refused.test', subject: 's', text: 't' })).rejects.toThrow(
        /SMTP send failed: .*550.*No such user here/,
      );
    } finally {
      mailer.close();
    }
  });

  it('rejects when no server is listening', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${await closedPort()}`, from: 'no-reply@estimate.test' });
    try {
      await expect(mailer.send({ to: 'owner@example.com', subject: 's', text: 't' })).rejects.toThrow(/SMTP send failed: .*ECONNREFUSED/);
    } finally {
      mailer.close();
    }
  });

  it('mailerFor picks SMTP only when an SMTP URL is configured', async () => {
    const sent: string[] = [];
    const fallback: Mailer = { send: async (message) => void sent.push(message.to) };
    expect(mailerFor(undefined, fallback)).toBe(fallback);

    const mailer = mailerFor({ url: smtp.url }, fallback);
    expect(mailer).not.toBe(fallback);
    const before = smtp.messages.length;
    await mailer.send({ to: 'env@example.com', subject: 'via env', text: 'hello' });
    (mailer as Mailer & { close(): void }).close();
    await smtp.waitForMessages(before + 1);
    const mail = smtp.messages.at(-1)!;
    expect(mail.to).toEqual(['env@example.com']);
    expect(mail.raw).toMatch(/^From: Estimate API <no-reply@localhost>$/m);
    expect(sent).toEqual([]);
  });
});
