/** Mail for the other features: `app.mail`, and the demo's view of the outbox. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type MailMessage } from './mailer.ts';
import { mailboxRoutes } from './routes.ts';
import { mailLanguageOf } from './templates/languages.ts';
import { signInCodeMail } from './templates/sign-in-code.ts';

export interface MailService {
  send(message: MailMessage): Promise<void>;
  /** `lang` as the client sent it ('nl', 'nl-NL', 'en', ...); unknown or missing means English. */
  sendSignInCode(to: string, code: string, validMinutes: number, lang: string | undefined): Promise<void>;
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
  app.decorate('mail', {
    send: (message) => mailer.send(message),
    sendSignInCode: (to, code, validMinutes, lang) =>
      mailer.send({ to, ...signInCodeMail(code, validMinutes, mailLanguageOf(lang)) }),
  } satisfies MailService);
  await app.register(mailboxRoutes);
};

export const mail = fp(mailPlugin, { name: 'mail' });
