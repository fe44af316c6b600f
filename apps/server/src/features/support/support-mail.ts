/**
 * The two mails of a message to support (docs/decisions/0024-priority-support.md): the copy the
 * reader gets, in their language, with the reference and how soon they will hear back; and the
 * message as the desk reads it, priority first in its subject, answered by replying to it.
 */
import type { SupportTopic } from '@tidings/core/account/support';
import type { MailLanguage } from '../mail/templates/languages.ts';
import { composeMail } from '../mail/templates/mail-page.ts';

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
    received: (topic, reference) => `Bedankt voor je bericht over ${topic}. Je referentienummer is ${reference}.`,
    answer: (days, priority) =>
      priority
        ? `Als Premium-lid krijg je voorrang: we antwoorden binnen ${days === 1 ? 'één werkdag' : `${days} werkdagen`}.`
        : `We antwoorden binnen ${days === 1 ? 'één werkdag' : `${days} werkdagen`}.`,
    yours: 'Je bericht:',
    more: 'Wil je nog iets toevoegen? Beantwoord dan deze e-mail.',
    signature: 'Tidings-klantenservice',
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

/** The copy mailed to the reader. */
export function supportCopyMail(sent: SupportMessage, language: MailLanguage) {
  const t = texts[language];
  return composeMail(
    language,
    t.subject(sent.reference),
    t.heading,
    [
      { paragraph: t.received(t.topics[sent.topic], sent.reference) },
      { paragraph: t.answer(sent.replyWithinDays, sent.priority) },
      { paragraph: t.yours },
      { quote: sent.message },
      { small: t.more },
    ],
    t.signature,
  );
}

/** The message as the desk's inbox gets it (in English: the desk's language). */
/** The topics as the desk reads them (the reader's copy says "your account"). */
const DESK_TOPICS: Record<SupportTopic, string> = {
  account: 'Account and signing in',
  billing: 'Premium and billing',
  reading: 'Stories and reading',
  problem: 'Something not working',
  other: 'Other',
};

export function supportDeskMail(sent: SupportMessage, from: { email: string; userId: string; language: string }) {
  const topic = DESK_TOPICS[sent.topic];
  const subject = `${sent.priority ? '[Priority] ' : ''}${sent.reference}: ${topic}, from ${from.email}`;
  const rows = [
    ['Reference', sent.reference],
    ['From', `${from.email} (account ${from.userId})`],
    ['Plan', sent.priority ? 'Premium (priority support)' : 'Free'],
    ['Answer within', `${sent.replyWithinDays} business day${sent.replyWithinDays === 1 ? '' : 's'}`],
    ['Language', from.language],
  ] as const;
  return composeMail('en', subject, `${sent.reference}: ${topic}`, [{ rows }, { quote: sent.message }], 'Tidings');
}

/** How long the desk has to delete a deleted account's messages: the privacy policy's promise. */
export const DESK_ERASURE_DAYS = 30;

/**
 * The desk's notice that a reader who wrote to it deleted their account: which messages (and the
 * replies to them) to delete from its inbox, named by reference and date only; the address
 * stays out of it, the references find the mails.
 */
export function supportErasureMail(messages: ReadonlyArray<{ reference: string; sentAt: Date }>, deletedAt: Date) {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const references = messages.map((message) => message.reference);
  return composeMail(
    'en',
    `Delete ${references.join(', ')}: the account was deleted`,
    'A reader who wrote to support deleted their account',
    [
      {
        paragraph: `The reader who sent the support messages below deleted their Tidings account on ${day(deletedAt)}. As our privacy policy promises, delete these messages and every reply to them from the support inbox within ${DESK_ERASURE_DAYS} days of this notice.`,
      },
      { rows: messages.map((message) => [message.reference, `sent ${day(message.sentAt)}`] as const) },
    ],
    'Tidings',
  );
}
