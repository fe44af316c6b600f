/**
 * The mails of a paid plan, sent by housekeeping right after the renewals (billing-mail.ts has
 * their words): the reminder two days before a free trial ends; a receipt for each payment; and,
 * when a renewal is declined and the plan ends, a notice that says so. Each goes once per reader
 * and trial (one a reader), or invoice (the digests' claims, `digest_sends`): a second instance, a restart or
 * the next round sends nothing twice. They are read from what billing stored, so a payment made
 * on the provider's page, a renewal and a trial's conversion are all mailed the same way.
 */
import { PLAN_IDS, type PlanId } from '@tidings/core/plans/catalogue';
import { type AnyColumn, and, eq, gt, gte, lte, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { digestSends, invoices, subscriptions, users } from '../../db/schema.ts';
import { type OnceKind, periodClaim } from '../digests/sends.ts';
import { mailLanguageOf } from '../mail/templates/languages.ts';
import { type Card, paymentFailedMail, receiptMail, trialEndingMail } from './billing-mail.ts';

/** How long before a trial ends its reminder goes: time to decide, and to cancel. */
export const TRIAL_REMINDER_BEFORE_MS = 2 * 24 * 60 * 60 * 1000;
/**
 * Payments settled longer ago than this are not mailed: a receipt a week late is noise, and the
 * first run after this shipped does not mail every invoice ever paid.
 */
export const NOTICE_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

const planOf = (planId: string | null): PlanId | null => PLAN_IDS.find((id) => id === planId) ?? null;
/** How card networks write their names (the provider stores them in lower case). */
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  maestro: 'Maestro',
};
const cardOf = (method: { brand: string; last4: string } | null): Card | null =>
  method ? { brand: BRANDS[method.brand.toLowerCase()] ?? method.brand, last4: method.last4 } : null;

/** Sends what is due; answers how many mails went. */
export async function sendBillingNotices(app: FastifyInstance): Promise<number> {
  const { db } = app.database;
  const now = app.clock();
  const publicUrl = app.config.publicUrl || undefined;
  /** Not yet claimed for this reader, kind and period (so a mailed one is not even tried again). */
  const unsent = (kind: OnceKind, userId: AnyColumn, period: SQL<string>) =>
    notExists(
      db
        .select({ id: digestSends.id })
        .from(digestSends)
        .where(and(eq(digestSends.userId, userId), eq(digestSends.kind, kind), eq(digestSends.period, period))),
    );
  let sent = 0;
  const send = async (
    userId: string,
    kind: OnceKind,
    period: string,
    to: string,
    message: ReturnType<typeof receiptMail>,
  ) => {
    try {
      if (await app.mail.sendOnce({ to, ...message }, periodClaim({ userId, kind, period }, now))) sent += 1;
    } catch (error) {
      // Given back (see sendOnce): the next round tries again.
      app.log.error({ err: error, userId, kind }, 'billing mail not sent; the next round tries again');
    }
  };

  // Trials ending within two days that will not be cancelled by then (a cancelled one says so).
  const trials = await db
    .select({
      userId: subscriptions.userId,
      email: users.email,
      language: users.language,
      trialEnd: subscriptions.trialEnd,
      planId: subscriptions.planId,
      currency: subscriptions.currency,
      paymentMethod: subscriptions.paymentMethod,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.status, 'trialing'),
        gt(subscriptions.trialEnd, new Date(now)),
        lte(subscriptions.trialEnd, new Date(now + TRIAL_REMINDER_BEFORE_MS)),
        // A reader has one trial ever (trialUsed): its reminder is once per reader.
        unsent('trialEnding', subscriptions.userId, sql<string>`'trial'`),
      ),
    );
  for (const trial of trials) {
    const plan = planOf(trial.planId);
    if (!trial.trialEnd || !plan) continue;
    const message = trialEndingMail(
      { endsAt: trial.trialEnd, planId: plan, currency: trial.currency, card: cardOf(trial.paymentMethod) },
      mailLanguageOf(trial.language ?? undefined),
      publicUrl,
    );
    await send(trial.userId, 'trialEnding', 'trial', trial.email, message);
  }

  // Payments, and renewals declined that ended a plan, of the last few days.
  const settled = await db
    .select({
      invoice: invoices,
      email: users.email,
      language: users.language,
      paymentMethod: subscriptions.paymentMethod,
      tier: subscriptions.tier,
      periodEnd: subscriptions.currentPeriodEnd,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .innerJoin(subscriptions, eq(subscriptions.userId, invoices.userId))
    .where(
      and(
        gte(invoices.createdAt, new Date(now - NOTICE_WINDOW_MS)),
        or(
          and(eq(invoices.status, 'paid'), unsent('receipt', invoices.userId, sql<string>`${invoices.id}::text`)),
          and(
            eq(invoices.status, 'failed'),
            unsent('paymentFailed', invoices.userId, sql<string>`${invoices.id}::text`),
          ),
        ),
      ),
    );
  for (const { invoice, email, language, paymentMethod, tier, periodEnd } of settled) {
    const plan = planOf(invoice.planId);
    if (!plan) continue;
    const lang = mailLanguageOf(language ?? undefined);
    const card = cardOf(paymentMethod);
    if (invoice.status === 'paid') {
      await send(
        invoice.userId,
        'receipt',
        invoice.id,
        email,
        receiptMail({ ...invoice, planId: plan, card }, lang, publicUrl),
      );
    } else if (tier === 'free' && periodEnd?.getTime() === invoice.periodStart.getTime()) {
      // A renewal that ended the plan (at the period's end it was due). A declined first payment
      // is not mailed: the reader saw it refused on the payment page.
      await send(
        invoice.userId,
        'paymentFailed',
        invoice.id,
        email,
        paymentFailedMail({ ...invoice, card }, lang, publicUrl),
      );
    }
  }
  return sent;
}
