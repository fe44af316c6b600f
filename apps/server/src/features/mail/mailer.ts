/**
 * Sending mail (ARCHITECTURE.md, Mail): over SMTP when SMTP_URL is set, otherwise into the
 * local outbox table, which the demo profile shows at /dev/mailbox.
 */
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { saveToOutbox } from './outbox.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the message is handed over (to the SMTP peer, or stored in the outbox). */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  clock: () => number;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options.db, options.clock);
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

function outboxMailer(db: Db, clock: () => number): Mailer {
  return {
    async send(message) {
      await saveToOutbox(db, message, new Date(clock()));
    },
    close: () => {},
  };
}
