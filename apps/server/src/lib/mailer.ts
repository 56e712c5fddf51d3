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
  html: string;
  /** Extra SMTP headers (e.g. List-Unsubscribe); the development capture does not keep them. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  if (!config.SMTP_URL) {
    return {
      async send(message) {
        await db.insert(mailMessages).values(message);
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
    async send(message) {
      await transport.sendMail({ from: config.MAIL_FROM, ...message });
      log.info({ subject: message.subject }, 'mail accepted by SMTP server');
    },
    async close() {
      transport.close();
    },
  };
}
