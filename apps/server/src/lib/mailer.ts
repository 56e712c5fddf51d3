// With SMTP_URL, nodemailer delivers. Without it, messages are captured in the database
// and listed at /dev/mail (development and tests only).
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { mailMessages } from '../db/schema/mail.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Left out for a plain-text email (a reply staff wrote: nothing of it can become markup). */
  html?: string;
  /** Where the recipient's answer goes (a team's address), when not the sender. */
  replyTo?: string;
  /** Extra SMTP headers (e.g. List-Unsubscribe); the development capture keeps them too. */
  headers?: Record<string, string>;
  /**
   * Names this message once and for all (e.g. a newsletter recipient): the outbox delivers at
   * least once, so a message sent again after a crash is captured once. Never sent over SMTP.
   */
  dedupeKey?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  if (!config.SMTP_URL) {
    return {
      async send(message) {
        await db
          .insert(mailMessages)
          .values({
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html ?? null,
            // Kept as SMTP would have sent it, so /dev/mail and the tests can read it.
            headers:
              message.headers || message.replyTo
                ? { ...message.headers, ...(message.replyTo && { 'Reply-To': message.replyTo }) }
                : null,
            dedupeKey: message.dedupeKey ?? null,
          })
          .onConflictDoNothing();
        log.info({ to: message.to, subject: message.subject }, 'mail captured (no SMTP_URL)');
      },
      async close() {},
    };
  }
  const transport = nodemailer.createTransport(config.SMTP_URL, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ dedupeKey: _key, ...message }) {
      await transport.sendMail({ from: config.MAIL_FROM, ...message });
      log.info({ subject: message.subject }, 'mail accepted by SMTP server');
    },
    async close() {
      transport.close();
    },
  };
}
