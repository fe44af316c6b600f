/**
 * The page behind a digest's unsubscribe link. Opening the link (GET) changes nothing, because
 * mail clients and scanners open links on their own: it asks, and its button POSTs (RFC 8058's
 * one-click POST from the mail client goes to the same address). In the language of the mail.
 */
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../../lib/escape-html.ts';
import { sendServerPage } from '../../../lib/server-page.ts';
import type { MailLanguage } from '../../mail/templates/languages.ts';
import type { DigestKind } from '../kinds.ts';
import { emailSettingsUrl } from './digest-mail.ts';

interface PageTexts {
  title: string;
  /** What the button turns off, per kind. */
  what: Record<DigestKind, string>;
  question: (what: string) => string;
  button: string;
  doneHeading: string;
  done: (what: string) => string;
  again: string;
  goneHeading: string;
  gone: string;
  errorHeading: string;
  /** The way to the e-mail settings under a link that does not work. */
  openSettings: string;
  expired: string;
  invalid: string;
  back: string;
}

export const pageTexts: Record<MailLanguage, PageTexts> = {
  en: {
    title: 'Unsubscribe – Tidings',
    what: {
      weeklyDigest: 'the weekly digest',
      dailyDigest: 'the daily personalized digest',
      breakingNews: 'breaking news alerts',
      productUpdates: 'newsletter and product updates',
    },
    question: (what) => `Stop getting ${what} by e-mail?`,
    button: 'Unsubscribe',
    doneHeading: 'You are unsubscribed',
    done: (what) => `You will no longer get ${what}. Your other e-mail settings are unchanged.`,
    again: 'Switch it back on in your e-mail settings',
    goneHeading: 'This account no longer exists',
    gone: 'The Tidings account this e-mail was sent to has been deleted, so we send it no more mail. There is nothing to unsubscribe from.',
    errorHeading: 'This link does not work',
    openSettings: 'Open your e-mail settings',
    expired: 'This unsubscribe link has expired. Change your e-mails in Tidings under Personalization Settings, Email.',
    invalid:
      'This unsubscribe link is not valid. Use the link in the e-mail as it is, or change your e-mails in Tidings under Personalization Settings, Email.',
    back: 'Go to Tidings',
  },
  nl: {
    title: 'Afmelden – Tidings',
    what: {
      weeklyDigest: 'het wekelijkse overzicht',
      dailyDigest: 'het dagelijkse persoonlijke overzicht',
      breakingNews: 'Breaking news-meldingen',
      productUpdates: 'de nieuwsbrief en het productnieuws',
    },
    question: (what) => `Wil je ${what} niet meer per e-mail ontvangen?`,
    button: 'Afmelden',
    doneHeading: 'Je bent afgemeld',
    done: (what) => `Je ontvangt ${what} niet meer. Je andere e-mailinstellingen blijven zoals ze waren.`,
    again: 'Zet het weer aan in je e-mailinstellingen',
    goneHeading: 'Dit account bestaat niet meer',
    gone: 'Het Tidings-account waarnaar deze e-mail is gestuurd, is verwijderd. Er gaat geen e-mail meer naartoe; je hoeft je nergens voor af te melden.',
    errorHeading: 'Deze link werkt niet',
    openSettings: 'Open je e-mailinstellingen',
    expired: 'Deze afmeldlink is verlopen. Je e-mails regel je in Tidings onder Personalisatie-instellingen, E-mail.',
    invalid:
      'Deze afmeldlink is niet geldig. Gebruik de link uit de e-mail zoals hij is, of regel je e-mails in Tidings onder Personalisatie-instellingen, E-mail.',
    back: 'Naar Tidings',
  },
};

export type PageContent =
  | { kind: 'confirm'; setting: DigestKind; action: string }
  | { kind: 'done'; setting: DigestKind }
  /** The account the link was signed for was deleted since: it gets no mail, nothing was turned off. */
  | { kind: 'gone' }
  | { kind: 'error'; message: string };

export function sendUnsubscribePage(reply: FastifyReply, language: MailLanguage, content: PageContent) {
  const t = pageTexts[language];
  const e = escapeHtml;
  let main: string;
  if (content.kind === 'confirm') {
    main = `<h1>${e(t.question(t.what[content.setting]))}</h1>
<form method="post" action="${e(content.action)}">
<button type="submit">${e(t.button)}</button>
</form>`;
  } else if (content.kind === 'done') {
    main = `<h1>${e(t.doneHeading)}</h1>
<p role="status">${e(t.done(t.what[content.setting]))}</p>
<p><a href="${e(emailSettingsUrl('', language))}">${e(t.again)}</a></p>`;
  } else if (content.kind === 'gone') {
    main = `<h1>${e(t.goneHeading)}</h1>
<p role="status">${e(t.gone)}</p>`;
  } else {
    main = `<h1>${e(t.errorHeading)}</h1>
<p role="alert">${e(content.message)}</p>
<p><a href="${e(emailSettingsUrl('', language))}">${e(t.openSettings)}</a></p>`;
  }
  return sendServerPage(reply, {
    lang: language,
    title: t.title,
    css: `body{font-family:system-ui,sans-serif;max-width:30rem;margin:0 auto;padding:2rem 1rem;color:#18181b;background:#fff;line-height:1.5}
@media (prefers-color-scheme:dark){body{background:#18181b;color:#f4f4f5}a{color:#93c5fd}}
h1{font-size:1.3rem}
button{padding:.6rem 1.2rem;font:inherit;font-weight:600;border:0;border-radius:6px;background:#1d4ed8;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}`,
    main: `${main}
<p><a href="/">${e(t.back)}</a></p>`,
  });
}
