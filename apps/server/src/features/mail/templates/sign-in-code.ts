/**
 * The sign-in code e-mail (accounts-and-membership §1: sign-in is by e-mail plus a code sent
 * to that address), in the reader's language, as HTML with a plain-text twin.
 */
import { escapeHtml } from '../../../lib/escape-html.ts';
import type { MailLanguage } from './languages.ts';
import { HEADING_STYLE, mailPage, PARAGRAPH_STYLE, SIGNATURE_STYLE, SMALL_STYLE } from './mail-page.ts';

interface SignInCodeTexts {
  subject: (code: string) => string;
  heading: string;
  intro: string;
  /** Read aloud digit by digit: screen readers otherwise say "one hundred twenty-three thousand". */
  codeLabel: (spacedCode: string) => string;
  validity: (minutes: number) => string;
  notYou: string;
  signature: string;
}

const texts: Record<MailLanguage, SignInCodeTexts> = {
  en: {
    subject: (code) => `Your Tidings sign-in code: ${code}`,
    heading: 'Your sign-in code',
    intro: 'Enter this code in Tidings to sign in:',
    codeLabel: (spaced) => `Sign-in code: ${spaced}`,
    validity: (minutes) => `The code is valid for ${minutes} minutes and works only once.`,
    notYou: 'If you did not ask for this, ignore this e-mail. Nobody can sign in without the code.',
    signature: 'Tidings',
  },
  nl: {
    subject: (code) => `Je Tidings-inlogcode: ${code}`,
    heading: 'Je inlogcode',
    intro: 'Vul deze code in bij Tidings om in te loggen:',
    codeLabel: (spaced) => `Inlogcode: ${spaced}`,
    validity: (minutes) => `De code is ${minutes} minuten geldig en werkt maar één keer.`,
    notYou: 'Heb je hier niet om gevraagd? Negeer dan deze e-mail. Zonder de code kan niemand inloggen.',
    signature: 'Tidings',
  },
};

export interface SignInCodeMail {
  subject: string;
  text: string;
  html: string;
}

export function signInCodeMail(code: string, validMinutes: number, language: MailLanguage): SignInCodeMail {
  const t = texts[language];
  const subject = t.subject(code);
  const text = [
    t.heading,
    '',
    t.intro,
    '',
    `    ${code}`,
    '',
    t.validity(validMinutes),
    '',
    t.notYou,
    '',
    `— ${t.signature}`,
  ].join('\n');
  const e = escapeHtml;
  const html = mailPage(
    language,
    subject,
    `<h1 style="${HEADING_STYLE}">${e(t.heading)}</h1>
<p style="${PARAGRAPH_STYLE}">${e(t.intro)}</p>
<p aria-label="${e(t.codeLabel(code.split('').join(' ')))}" style="margin:0 0 20px;font-family:'Courier New',Courier,monospace;font-size:36px;font-weight:bold;letter-spacing:8px;color:#18181b;">${e(code)}</p>
<p style="${PARAGRAPH_STYLE}">${e(t.validity(validMinutes))}</p>
<p style="${SMALL_STYLE}">${e(t.notYou)}</p>
<p style="${SIGNATURE_STYLE}">${e(t.signature)}</p>`,
  );
  return { subject, text, html };
}
