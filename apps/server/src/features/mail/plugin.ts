/** Mail for the other features: `app.mail`, and the demo's view of the outbox. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type MailMessage, type SendClaim } from './mailer.ts';
import { pruneOutbox } from './outbox.ts';
import { mailboxRoutes } from './routes.ts';
import { mailLanguageOf } from './templates/languages.ts';
import { signInCodeMail } from './templates/sign-in-code.ts';
import { signInPausedMail } from './templates/sign-in-paused.ts';

export interface MailService {
  send(message: MailMessage): Promise<void>;
  /** Sends when the claim succeeds (a digest once per reader and period); answers whether it sent. */
  sendOnce(message: MailMessage, claim: SendClaim): Promise<boolean>;
  /** `lang` as the client sent it ('nl', 'nl-NL', 'en', ...); unknown or missing means English. */
  sendSignInCode(to: string, code: string, validMinutes: number, lang: string | undefined): Promise<void>;
  /** Codes for the address are paused until `until` after `failures` wrong ones. */
  sendSignInLockNotice(to: string, failures: number, until: Date, lang: string | undefined): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

const mailPlugin: FastifyPluginAsync = async (app) => {
  const mailer = createMailer({
    smtpUrl: app.config.smtpUrl,
    from: app.config.mailFrom,
    db: app.database.db,
    clock: app.clock,
  });
  app.addHook('onClose', async () => mailer.close());
  app.housekeeping.add('mail outbox older than a day', () => pruneOutbox(app.database.db, app.clock()));
  if (!app.config.smtpUrl && !app.config.demo) {
    app.log.error(
      'SMTP_URL is not set: mail (sign-in codes included) is NOT delivered to anyone. It is kept in the local outbox for a day. Set SMTP_URL to send mail.',
    );
  }
  app.decorate('mail', {
    send: (message) => mailer.send(message),
    sendOnce: (message, claim) => mailer.sendOnce(message, claim),
    sendSignInCode: (to, code, validMinutes, lang) =>
      mailer.send({ to, ...signInCodeMail(code, validMinutes, mailLanguageOf(lang)) }),
    sendSignInLockNotice: (to, failures, until, lang) =>
      mailer.send({ to, ...signInPausedMail(failures, until, mailLanguageOf(lang)) }),
  } satisfies MailService);
  await app.register(mailboxRoutes);
};

export const mail = fp(mailPlugin, { name: 'mail', dependencies: ['housekeeping'] });
