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
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058); kept in the outbox too. */
  headers?: Record<string, string>;
  /** Where a reply goes, when not to the sender (kept in the outbox as its Reply-To header). */
  replyTo?: string;
}

/**
 * The right to send one message once (a digest per reader and period): `claim` writes the
 * caller's unique key and answers false when it was already written; `release` takes the key
 * back after the message could not be handed over, so a later try can send it.
 */
export interface SendClaim {
  claim(db: Db): Promise<boolean>;
  release(db: Db): Promise<void>;
}

export interface Mailer {
  /** Resolves once the message is handed over (to the SMTP peer, or stored in the outbox). */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends only when the claim succeeds; answers whether it sent. Into the outbox the claim and
   * the mail are one transaction (exactly once). Over SMTP the claim is written first and given
   * back when the peer refuses, so a crash between the two loses that mail rather than sending
   * it twice: at most once.
   */
  sendOnce(message: MailMessage, claim: SendClaim): Promise<boolean>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  clock: () => number;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from, options.db)
    : outboxMailer(options.db, options.clock);
}

function smtpMailer(url: string, from: string, db: Db): Mailer {
  const transport = nodemailer.createTransport(url);
  // Reply-To as an option, not a header: nodemailer writes its own address headers and drops such
  // a header given as written.
  const send = async ({ headers, ...message }: MailMessage) => {
    // Prepared: header values are sent as written (a long unsubscribe URL is never encoded or folded).
    const prepared = Object.fromEntries(
      Object.entries(headers ?? {}).map(([name, value]) => [name, { prepared: true, value }]),
    );
    await transport.sendMail({ from, ...message, headers: prepared });
  };
  return {
    send,
    async sendOnce(message, claim) {
      if (!(await claim.claim(db))) return false;
      try {
        await send(message);
      } catch (error) {
        await claim.release(db);
        throw error;
      }
      return true;
    },
    close: () => transport.close(),
  };
}

function outboxMailer(db: Db, clock: () => number): Mailer {
  return {
    async send(message) {
      await saveToOutbox(db, asStored(message), new Date(clock()));
    },
    async sendOnce(message, claim) {
      return db.transaction(async (tx) => {
        if (!(await claim.claim(tx as unknown as Db))) return false;
        await saveToOutbox(tx as unknown as Db, asStored(message), new Date(clock()));
        return true;
      });
    },
    close: () => {},
  };
}

/** A message as the outbox keeps it: its Reply-To among its headers, as a mail client would show it. */
function asStored({ replyTo, ...message }: MailMessage) {
  return replyTo ? { ...message, headers: { ...message.headers, 'Reply-To': replyTo } } : message;
}
