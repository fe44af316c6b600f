/**
 * The mails of a paid plan (docs/decisions/0008-membership-and-payments.md, "Billing mails"): the
 * reminder before a free trial ends, saying whether and what will be charged; the receipt of each
 * payment; and the notice that a renewal was declined and Premium has ended. Each in the reader's
 * language, with the amounts in the invoice's currency.
 */
import type { PlanId, PlanInterval } from '@tidings/core/plans/catalogue';
import { formatMoney, PLAN_INTERVALS, PLAN_PRICES_CENTS } from '@tidings/core/plans/catalogue';
import { type MailLanguage, mailLocale } from '../mail/templates/languages.ts';
import { composeMail, type MailBlock } from '../mail/templates/mail-page.ts';

export interface Card {
  brand: string;
  last4: string;
}

interface Texts {
  intl: string;
  per: Record<PlanInterval, (price: string) => string>;
  interval: Record<PlanInterval, string>;
  card: (card: Card) => string;
  manage: string;
  open: (url: string) => string;
  signature: string;
  trial: {
    subject: (date: string) => string;
    heading: string;
    ends: (date: string) => string;
    charged: (price: string, card: string) => string;
    noCard: string;
    keep: string;
    cancel: (date: string) => string;
  };
  receipt: {
    subject: (amount: string) => string;
    heading: string;
    amount: string;
    plan: string;
    period: string;
    paidWith: string;
    invoice: string;
    renews: (date: string) => string;
  };
  failed: {
    subject: string;
    heading: string;
    declined: (amount: string, date: string, card: string | null) => string;
    ended: string;
    again: string;
  };
}

const texts: Record<MailLanguage, Texts> = {
  en: {
    intl: mailLocale('en'),
    per: { month: (price) => `${price} a month`, year: (price) => `${price} a year` },
    interval: { month: 'Premium, monthly', year: 'Premium, yearly' },
    card: ({ brand, last4 }) => `${brand} card ending in ${last4}`,
    manage: 'You manage your plan under Subscription & Billing in the account menu.',
    open: (url) => `Open Tidings: ${url}`,
    signature: 'Tidings',
    trial: {
      subject: (date) => `Your Tidings Premium trial ends on ${date}`,
      heading: 'Your free trial ends soon',
      ends: (date) => `Your free trial of Tidings Premium ends on ${date}.`,
      charged: (price, card) => `From then on, Premium costs ${price}, charged to your ${card}, until you cancel.`,
      noCard:
        'You have no card with us, so nothing will be charged: your account then goes back to the free plan, and your saved stories and settings stay.',
      keep: 'To keep Premium, subscribe under Subscription & Billing in the account menu.',
      cancel: (date) =>
        `To cancel, open Subscription & Billing in the account menu before ${date}, and nothing will be charged.`,
    },
    receipt: {
      subject: (amount) => `Your Tidings Premium receipt: ${amount}`,
      heading: 'Thank you for your payment',
      amount: 'Amount',
      plan: 'Plan',
      period: 'Period',
      paidWith: 'Paid with',
      invoice: 'Invoice',
      renews: (date) => `Premium renews on ${date} unless you cancel before then.`,
    },
    failed: {
      subject: 'We could not renew your Tidings Premium',
      heading: 'Your payment did not go through',
      declined: (amount, date, card) =>
        `On ${date} we tried to charge ${amount}${card ? ` to your ${card}` : ''} for Premium, and the payment was declined.`,
      ended:
        'Your account is back on the free plan. Your saved stories and settings are kept (beyond the free limits, they wait until you have Premium again).',
      again: 'To get Premium back, choose Upgrade to Premium in the account menu and pay with another card.',
    },
  },
  nl: {
    intl: mailLocale('nl'),
    per: { month: (price) => `${price} per maand`, year: (price) => `${price} per jaar` },
    interval: { month: 'Premium, maandelijks', year: 'Premium, jaarlijks' },
    card: ({ brand, last4 }) => `${brand}-kaart eindigend op ${last4}`,
    manage: 'Je beheert je abonnement onder Abonnement en betaling in het accountmenu.',
    open: (url) => `Open Tidings: ${url}`,
    signature: 'Tidings',
    trial: {
      subject: (date) => `Je proefperiode van Tidings Premium eindigt op ${date}`,
      heading: 'Je gratis proefperiode eindigt binnenkort',
      ends: (date) => `Je gratis proefperiode van Tidings Premium eindigt op ${date}.`,
      charged: (price, card) => `Daarna kost Premium ${price}, in rekening gebracht op je ${card}, tot je opzegt.`,
      noCard:
        'We hebben geen kaart van je, dus er wordt niets afgeschreven: je account gaat dan terug naar het gratis abonnement, en je bewaarde verhalen en instellingen blijven.',
      keep: 'Wil je Premium houden? Neem dan een abonnement onder Abonnement en betaling in het accountmenu.',
      cancel: (date) =>
        `Wil je opzeggen? Open dan vóór ${date} Abonnement en betaling in het accountmenu, en er wordt niets afgeschreven.`,
    },
    receipt: {
      subject: (amount) => `Je betaalbewijs voor Tidings Premium: ${amount}`,
      heading: 'Bedankt voor je betaling',
      amount: 'Bedrag',
      plan: 'Abonnement',
      period: 'Periode',
      paidWith: 'Betaald met',
      invoice: 'Factuur',
      renews: (date) => `Premium wordt verlengd op ${date}, tenzij je voor die tijd opzegt.`,
    },
    failed: {
      subject: 'We konden je Tidings Premium niet verlengen',
      heading: 'Je betaling is niet gelukt',
      declined: (amount, date, card) =>
        `Op ${date} probeerden we ${amount} voor Premium in rekening te brengen${card ? ` op je ${card}` : ''}, en de betaling werd geweigerd.`,
      ended:
        'Je account staat weer op het gratis abonnement. Je bewaarde verhalen en instellingen blijven bewaard (wat boven de gratis limieten uitkomt, wacht tot je weer Premium hebt).',
      again: 'Wil je Premium terug? Kies dan Upgrade naar Premium in het accountmenu en betaal met een andere kaart.',
    },
  },
};

/** A moment to act by, to the minute and in UTC (the reader's time zone is not known here). */
const momentOf = (t: Texts, date: Date) =>
  `${new Intl.DateTimeFormat(t.intl, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date)} (UTC)`;
const dateOf = (t: Texts, date: Date) =>
  new Intl.DateTimeFormat(t.intl, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
const moneyOf = (t: Texts, cents: number, currency: string) => formatMoney(cents / 100, currency, t.intl);

const openLine = (t: Texts, publicUrl: string | undefined): MailBlock[] =>
  publicUrl ? [{ small: t.open(publicUrl) }] : [];
const paragraphs = (texts: string[]): MailBlock[] => texts.map((paragraph) => ({ paragraph }));

export function trialEndingMail(
  trial: { endsAt: Date; planId: PlanId; currency: string; card: Card | null },
  language: MailLanguage,
  publicUrl?: string,
) {
  const t = texts[language];
  const date = dateOf(t, trial.endsAt);
  const price = t.per[PLAN_INTERVALS[trial.planId]](moneyOf(t, PLAN_PRICES_CENTS[trial.planId], trial.currency));
  const moment = momentOf(t, trial.endsAt);
  const said = trial.card
    ? [t.trial.ends(moment), t.trial.charged(price, t.card(trial.card)), t.trial.cancel(moment)]
    : [t.trial.ends(moment), t.trial.noCard, t.trial.keep];
  return composeMail(
    language,
    t.trial.subject(date),
    t.trial.heading,
    [...paragraphs(said), ...openLine(t, publicUrl)],
    t.signature,
  );
}

export function receiptMail(
  invoice: {
    id: string;
    planId: PlanId;
    amountCents: number;
    currency: string;
    periodStart: Date;
    periodEnd: Date;
    card: Card | null;
  },
  language: MailLanguage,
  publicUrl?: string,
) {
  const t = texts[language];
  const amount = moneyOf(t, invoice.amountCents, invoice.currency);
  const table: Array<[string, string]> = [
    [t.receipt.amount, amount],
    [t.receipt.plan, t.interval[PLAN_INTERVALS[invoice.planId]]],
    [t.receipt.period, `${dateOf(t, invoice.periodStart)} – ${dateOf(t, invoice.periodEnd)}`],
    ...(invoice.card ? [[t.receipt.paidWith, t.card(invoice.card)] as [string, string]] : []),
    [t.receipt.invoice, invoice.id],
  ];
  return composeMail(
    language,
    t.receipt.subject(amount),
    t.receipt.heading,
    [
      { rows: table },
      { small: t.receipt.renews(dateOf(t, invoice.periodEnd)) },
      { small: t.manage },
      ...openLine(t, publicUrl),
    ],
    t.signature,
  );
}

export function paymentFailedMail(
  invoice: { amountCents: number; currency: string; periodStart: Date; card: Card | null },
  language: MailLanguage,
  publicUrl?: string,
) {
  const t = texts[language];
  const card = invoice.card ? t.card(invoice.card) : null;
  return composeMail(
    language,
    t.failed.subject,
    t.failed.heading,
    [
      ...paragraphs([
        t.failed.declined(moneyOf(t, invoice.amountCents, invoice.currency), dateOf(t, invoice.periodStart), card),
        t.failed.ended,
      ]),
      { small: t.failed.again },
      ...openLine(t, publicUrl),
    ],
    t.signature,
  );
}
