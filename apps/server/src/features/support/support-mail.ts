/**
 * The two mails of a message to support (docs/decisions/0024-priority-support.md): the copy the
 * reader gets, in their language, with the reference and how soon they will hear back; and the
 * message as the desk reads it, priority first in its subject, answered by replying to it.
 */
import type { SupportTopic } from '@tidings/core/schemas/support';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailLanguage } from '../mail/templates/languages.ts';
import { HEADING_STYLE, mailPage, PARAGRAPH_STYLE, SIGNATURE_STYLE, SMALL_STYLE } from '../mail/templates/mail-page.ts';

interface CopyTexts {
  subject: (reference: string) => string;
  heading: string;
  received: (topic: string, reference: string) => string;
  answer: (days: number, priority: boolean) => string;
  yours: string;
  more: string;
  signature: string;
  topics: Record<SupportTopic, string>;
}

const texts: Record<MailLanguage, CopyTexts> = {
  en: {
    subject: (reference) => `We received your message (${reference})`,
    heading: 'We received your message',
    received: (topic, reference) => `Thank you for writing to us about ${topic}. Your reference is ${reference}.`,
    answer: (days, priority) =>
      priority
        ? `As a Premium member you have priority support: we answer within ${days === 1 ? 'one business day' : `${days} business days`}.`
        : `We answer within ${days === 1 ? 'one business day' : `${days} business days`}.`,
    yours: 'Your message:',
    more: 'To add anything, reply to this e-mail.',
    signature: 'Tidings support',
    topics: {
      account: 'your account and signing in',
      billing: 'Premium and billing',
      reading: 'stories and reading',
      problem: 'something that is not working',
      other: 'something else',
    },
  },
  nl: {
    subject: (reference) => `We hebben je bericht ontvangen (${reference})`,
    heading: 'We hebben je bericht ontvangen',
    received: (topic, reference) => `Bedankt voor je bericht over ${topic}. Je referentie is ${reference}.`,
    answer: (days, priority) =>
      priority
        ? `Als Premium-lid krijg je voorrang: we antwoorden binnen ${days === 1 ? 'één werkdag' : `${days} werkdagen`}.`
        : `We antwoorden binnen ${days === 1 ? 'één werkdag' : `${days} werkdagen`}.`,
    yours: 'Je bericht:',
    more: 'Wil je nog iets toevoegen? Beantwoord dan deze e-mail.',
    signature: 'Tidings-support',
    topics: {
      account: 'je account en inloggen',
      billing: 'Premium en betalingen',
      reading: 'verhalen en lezen',
      problem: 'iets dat niet werkt',
      other: 'iets anders',
    },
  },
};

export interface SupportMessage {
  reference: string;
  topic: SupportTopic;
  message: string;
  priority: boolean;
  replyWithinDays: number;
}

const quoteStyle = 'margin:0 0 24px;padding:12px 16px;border-left:4px solid #d4d4d8;white-space:pre-wrap;';

/** The copy mailed to the reader. */
export function supportCopyMail(sent: SupportMessage, language: MailLanguage) {
  const t = texts[language];
  const subject = t.subject(sent.reference);
  const paragraphs = [t.received(t.topics[sent.topic], sent.reference), t.answer(sent.replyWithinDays, sent.priority)];
  const quoted = sent.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const text = [
    t.heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    t.yours,
    quoted,
    '',
    t.more,
    '',
    `— ${t.signature}`,
  ].join('\n');
  const e = escapeHtml;
  const html = mailPage(
    language,
    subject,
    `<h1 style="${HEADING_STYLE}">${e(t.heading)}</h1>
${paragraphs.map((p) => `<p style="${PARAGRAPH_STYLE}">${e(p)}</p>`).join('\n')}
<p style="${PARAGRAPH_STYLE}">${e(t.yours)}</p>
<blockquote style="${quoteStyle}">${e(sent.message)}</blockquote>
<p style="${SMALL_STYLE}">${e(t.more)}</p>
<p style="${SIGNATURE_STYLE}">${e(t.signature)}</p>`,
  );
  return { subject, text, html };
}

/** The message as the desk's inbox gets it (in English: the desk's language). */
export function supportDeskMail(sent: SupportMessage, from: { email: string; userId: string; language: string }) {
  const subject = `${sent.priority ? '[Priority] ' : ''}${sent.reference}: ${texts.en.topics[sent.topic]}, from ${from.email}`;
  const facts = [
    `Reference: ${sent.reference}`,
    `From: ${from.email} (account ${from.userId})`,
    `Plan: ${sent.priority ? 'Premium (priority support)' : 'Free'}`,
    `Answer within: ${sent.replyWithinDays} business day${sent.replyWithinDays === 1 ? '' : 's'}`,
    `Language: ${from.language}`,
  ];
  const text = [...facts, '', sent.message].join('\n');
  const e = escapeHtml;
  const html = mailPage(
    'en',
    subject,
    `${facts.map((fact) => `<p style="${SMALL_STYLE}">${e(fact)}</p>`).join('\n')}
<blockquote style="${quoteStyle}">${e(sent.message)}</blockquote>`,
  );
  return { subject, text, html };
}
