/**
 * The notice mailed when an address has seen too many wrong sign-in codes (auth rules.ts
 * FAILED_CODES_LIMIT): codes are paused, and the owner learns that someone may be guessing.
 */
import { escapeHtml } from '../../../lib/escape-html.ts';
import { type MailLanguage, mailLocale } from './languages.ts';
import { HEADING_STYLE, mailPage, PARAGRAPH_STYLE, SIGNATURE_STYLE, SMALL_STYLE } from './mail-page.ts';

interface PausedTexts {
  subject: string;
  heading: string;
  what: (failures: number) => string;
  until: (when: string) => string;
  safe: string;
  ifYou: string;
  signature: string;
}

const texts: Record<MailLanguage, PausedTexts> = {
  en: {
    subject: 'Sign-in to Tidings paused for your address',
    heading: 'Sign-in paused',
    what: (failures) => `Someone entered ${failures} wrong sign-in codes for this address.`,
    until: (when) => `To keep your account safe, no new sign-in code is sent or accepted until ${when} (UTC).`,
    safe: 'Nobody signed in: a code only works for whoever can read this mailbox.',
    ifYou: 'If it was you, wait until then and ask for a new code. If it was not you, you need not do anything.',
    signature: 'Tidings',
  },
  nl: {
    subject: 'Inloggen bij Tidings gepauzeerd voor je adres',
    heading: 'Inloggen gepauzeerd',
    what: (failures) => `Iemand heeft ${failures} verkeerde inlogcodes ingevuld voor dit adres.`,
    until: (when) =>
      `Om je account te beschermen wordt er tot ${when} (UTC) geen nieuwe inlogcode verstuurd of geaccepteerd.`,
    safe: 'Er is niemand ingelogd: een code werkt alleen voor wie deze mailbox kan lezen.',
    ifYou:
      'Was jij het? Wacht dan tot dat moment en vraag een nieuwe code aan. Was jij het niet? Dan hoef je niets te doen.',
    signature: 'Tidings',
  },
};

export function signInPausedMail(failures: number, until: Date, language: MailLanguage) {
  const t = texts[language];
  const when = new Intl.DateTimeFormat(mailLocale(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(until);
  const paragraphs = [t.what(failures), t.until(when), t.safe];
  const text = [t.heading, '', ...paragraphs.flatMap((p) => [p, '']), t.ifYou, '', `— ${t.signature}`].join('\n');
  const e = escapeHtml;
  const html = mailPage(
    language,
    t.subject,
    `<h1 style="${HEADING_STYLE}">${e(t.heading)}</h1>
${paragraphs.map((p) => `<p style="${PARAGRAPH_STYLE}">${e(p)}</p>`).join('\n')}
<p style="${SMALL_STYLE}">${e(t.ifYou)}</p>
<p style="${SIGNATURE_STYLE}">${e(t.signature)}</p>`,
  );
  return { subject: t.subject, text, html };
}
