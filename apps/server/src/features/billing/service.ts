/**
 * Membership on the server (accounts-and-membership §4 subscription table, DECISIONS.md):
 * trials, subscriptions, cancelling and reactivating, and the renewal job that moves plans on
 * in time. Who is premium is always `hasPremium` of packages/core.
 */
import {
  type Currency,
  currencyForLanguage,
  isPlanId,
  PLAN_INTERVALS,
  PLAN_PRICES_CENTS,
  type PlanId,
  periodEnd,
  trialEnd,
} from '@tidings/core/plans/catalogue';
import { hasPremium, type SubscriptionState, subscriptionLabel } from '@tidings/core/plans/entitlement';
import type { PaymentMethod } from '@tidings/core/schemas/account';
import type { BillingInvoice, BillingStatus } from '@tidings/core/schemas/billing';
import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices, subscriptions } from '../../db/schema.ts';
import { ApiError, badRequest } from '../../lib/errors.ts';
import type { PaymentProvider } from './provider.ts';

type Row = typeof subscriptions.$inferSelect;

/** accounts-and-membership §8 plan messages, with their codes. */
export const PLAN_NOT_FOUND = () => badRequest('Plan not found', 'PLAN_NOT_FOUND');
export const PAYMENT_FAILED = () => new ApiError(402, 'PAYMENT_FAILED', 'Payment processing failed');
export const NO_ACTIVE_SUBSCRIPTION = () => badRequest('No active subscription', 'NO_ACTIVE_SUBSCRIPTION');
export const CARD_NEEDED_TO_RENEW = () => badRequest('Add a card first: it pays your renewal.', 'CARD_NEEDED_TO_RENEW');
export const CARD_PAYS_RENEWAL = () =>
  badRequest(
    'Your card pays your next renewal. Cancel your subscription first, or update the card instead.',
    'CARD_PAYS_RENEWAL',
  );
export const NO_CANCELLED_SUBSCRIPTION = () =>
  badRequest('No cancelled subscription to reactivate', 'NO_CANCELLED_SUBSCRIPTION');
export const TRIAL_ALREADY_USED = () =>
  badRequest('The free trial can be used once per account.', 'TRIAL_ALREADY_USED');
export const ALREADY_PREMIUM = () => badRequest('You already have Tidings Premium.', 'ALREADY_PREMIUM');
/** A switch once the period has ended: the renewal job (every minute) charges the plan it has. */
export const RENEWAL_IN_PROGRESS = () =>
  new ApiError(409, 'RENEWAL_IN_PROGRESS', 'Your plan is being renewed. Try again in a minute.');

export type SubscribeResult = { kind: 'subscribed'; status: BillingStatus } | { kind: 'needs-card'; url: string };

export interface Billing {
  status(userId: string): Promise<BillingStatus>;
  isPremium(userId: string): Promise<boolean>;
  /** When the reader's premium ends as things stand (the period's end), or null when not premium. */
  premiumUntil(userId: string): Promise<Date | null>;
  startTrial(userId: string, planId: string, lang: string | undefined): Promise<BillingStatus>;
  subscribe(userId: string, email: string, planId: string, lang: string | undefined): Promise<SubscribeResult>;
  /**
   * Monthly to yearly and back, for a running trial or paid plan: the plan its next renewal
   * charges. Nothing is charged now and no paid time is lost; the same plan again changes nothing.
   */
  changePlan(userId: string, planId: string): Promise<BillingStatus>;
  cancel(userId: string): Promise<BillingStatus>;
  reactivate(userId: string): Promise<BillingStatus>;
  invoices(userId: string): Promise<BillingInvoice[]>;
  paymentMethod(userId: string): Promise<PaymentMethod | null>;
  /** The provider's page to change the card. */
  portalUrl(userId: string, email: string, lang: string): Promise<string>;
  /** After the provider's page stored a card: keep what is shown of it. */
  cardSaved(userId: string, paymentMethod: PaymentMethod): Promise<void>;
  /**
   * The reader takes their card off file, with the provider too; not while it pays a renewal to come
   * (a paid plan not cancelled). A trial without a card goes back to the free plan at its end.
   */
  removeCard(userId: string): Promise<void>;
  customerFor(userId: string, email: string): Promise<string>;
  /** The currency `subscribe` would charge the reader in, for the provider's page to show. */
  subscribeCurrency(userId: string, lang: string | undefined): Promise<Currency>;
  /** The renewal job: trials and periods that ended are renewed, converted or ended. */
  runDue(): Promise<number>;
  /** Account deletion: the provider forgets the customer. */
  forgetCustomer(userId: string): Promise<void>;
}

/** Whether the plan's period is its trial (trialing, or a trial cancelled and still running). */
function isTrialPeriod(row: Row): boolean {
  return row.trialEnd !== null && row.currentPeriodEnd?.getTime() === row.trialEnd.getTime();
}

/** A trial being converted keeps its currency; a new subscription takes the reader's language's. */
function chargeCurrency(row: Row | undefined, lang: string | undefined): Currency {
  return row && isTrialPeriod(row) ? (row.currency as Currency) : currencyForLanguage(lang);
}

function stateOf(row: Row | undefined): SubscriptionState | null {
  return row ? { tier: row.tier, status: row.status, currentPeriodEnd: row.currentPeriodEnd } : null;
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

export interface BillingDeps {
  db: Db;
  clock: () => number;
  provider: PaymentProvider;
  /** Told when one subscription could not be moved on; the next run tries it again. */
  onRenewalError: (userId: string, error: unknown) => void;
}

export function createBilling(deps: BillingDeps): Billing {
  const { db, clock, provider } = deps;
  const now = () => new Date(clock());

  async function rowOf(userId: string): Promise<Row | undefined> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    return row;
  }

  async function save(userId: string, values: Partial<Row>): Promise<void> {
    const set = { ...values, updatedAt: now() };
    await db
      .insert(subscriptions)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: subscriptions.userId, set });
  }

  /** The plan the running paid period was charged as: its invoice's (null in a trial or when free). */
  async function periodPlanOf(row: Row | undefined): Promise<string | null> {
    if (row?.tier !== 'premium' || !row.currentPeriodStart || isTrialPeriod(row)) return null;
    const [invoice] = await db
      .select({ planId: invoices.planId })
      .from(invoices)
      .where(
        and(
          eq(invoices.userId, row.userId),
          eq(invoices.periodStart, row.currentPeriodStart),
          eq(invoices.status, 'paid'),
        ),
      );
    return invoice?.planId ?? null;
  }

  function statusOf(row: Row | undefined, periodPlanId: string | null): BillingStatus {
    const at = clock();
    const state = stateOf(row);
    return {
      subscription: {
        tier: row?.tier ?? 'free',
        status: row?.status ?? 'none',
        trialEnd: iso(row?.trialEnd),
        currentPeriodEnd: iso(row?.currentPeriodEnd),
        cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
        priceId: row?.planId ?? null,
        customerId: row?.customerId ?? null,
      },
      premium: hasPremium(state, at),
      label: subscriptionLabel(state, at),
      planId: row?.planId ?? null,
      periodPlanId,
      currency: (row?.currency as Currency | undefined) ?? 'USD',
      paymentMethod: row?.paymentMethod ?? null,
      trialUsed: row?.trialUsed ?? false,
    };
  }

  /** A trial or paid plan that gives premium now and has not been cancelled. */
  const isRunning = (row: Row) =>
    (row.status === 'active' || row.status === 'trialing') && hasPremium(stateOf(row), clock());

  const current = async (userId: string) => {
    const row = await rowOf(userId);
    return statusOf(row, await periodPlanOf(row));
  };

  /** The plan ends: back to free. The row stays, so the trial stays used and invoices keep their plan. */
  const endPlan = (userId: string, periodEndWas: Date | null) =>
    db
      .update(subscriptions)
      .set({ tier: 'free', status: 'none', cancelAtPeriodEnd: false, updatedAt: now() })
      .where(
        and(
          eq(subscriptions.userId, userId),
          periodEndWas ? eq(subscriptions.currentPeriodEnd, periodEndWas) : undefined,
        ),
      );

  /**
   * Charges one period, exactly once: the period's invoice is claimed first (one per account and
   * period start), the provider charges under the invoice's id (once per id), and the invoice and
   * the subscription change together. A crash anywhere leaves a pending invoice that the next run
   * charges again under the same id, which the provider does not charge twice.
   */
  async function chargePeriod(
    row: Row,
    plan: PlanId,
    start: Date,
    /** The period end the subscription must still have for this charge to move it on (renewals). */
    expectedPeriodEnd: Date | null,
  ): Promise<'paid' | 'failed'> {
    const end = periodEnd(start, PLAN_INTERVALS[plan]);
    const customerId = row.customerId ?? (await provider.customerFor(row.userId, ''));
    await db
      .insert(invoices)
      .values({
        userId: row.userId,
        planId: plan,
        amountCents: PLAN_PRICES_CENTS[plan],
        currency: row.currency,
        status: 'pending',
        periodStart: start,
        periodEnd: end,
        createdAt: now(),
      })
      .onConflictDoNothing({ target: [invoices.userId, invoices.periodStart] });
    const [invoice] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.userId, row.userId), eq(invoices.periodStart, start)));
    if (!invoice) throw new Error('invoice vanished while charging');
    if (invoice.status === 'pending') {
      const result = await provider.charge({
        customerId,
        amountCents: invoice.amountCents,
        currency: invoice.currency,
        idempotencyKey: invoice.id,
      });
      const paid = result.status === 'succeeded';
      await db.transaction(async (tx) => {
        const [settled] = await tx
          .update(invoices)
          .set({ status: paid ? 'paid' : 'failed', chargeId: paid ? result.chargeId : null })
          .where(and(eq(invoices.id, invoice.id), eq(invoices.status, 'pending')))
          .returning({ id: invoices.id });
        if (!settled || !paid) return;
        await tx
          .update(subscriptions)
          .set({
            tier: 'premium',
            status: 'active',
            planId: plan,
            customerId,
            currentPeriodStart: start,
            currentPeriodEnd: end,
            cancelAtPeriodEnd: false,
            updatedAt: now(),
          })
          .where(
            and(
              eq(subscriptions.userId, row.userId),
              expectedPeriodEnd ? eq(subscriptions.currentPeriodEnd, expectedPeriodEnd) : undefined,
            ),
          );
      });
    }
    const [settled] = await db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoice.id));
    return settled?.status === 'paid' ? 'paid' : 'failed';
  }

  /** One due subscription moved on: renewed, converted from a trial, or ended. */
  async function moveOn(row: Row): Promise<void> {
    const due = row.currentPeriodEnd;
    if (!due) return;
    if (row.status === 'cancelled') {
      await endPlan(row.userId, due);
      return;
    }
    const plan = row.planId && isPlanId(row.planId) ? row.planId : null;
    const card = row.customerId ? await provider.paymentMethod(row.customerId) : null;
    // A trial without a card falls back to free; a paid plan without one is declined like a bad card.
    if (!plan || (row.status === 'trialing' && !card)) {
      await endPlan(row.userId, due);
      return;
    }
    const outcome = await chargePeriod(row, plan, due, due);
    if (outcome === 'failed') await endPlan(row.userId, due);
  }

  return {
    status: current,

    async isPremium(userId) {
      return hasPremium(stateOf(await rowOf(userId)), clock());
    },

    async premiumUntil(userId) {
      const row = await rowOf(userId);
      return hasPremium(stateOf(row), clock()) ? (row?.currentPeriodEnd ?? null) : null;
    },

    async startTrial(userId, planId, lang) {
      if (!isPlanId(planId)) throw PLAN_NOT_FOUND();
      const row = await rowOf(userId);
      if (hasPremium(stateOf(row), clock())) throw ALREADY_PREMIUM();
      if (row?.trialUsed) throw TRIAL_ALREADY_USED();
      const start = now();
      const end = trialEnd(start);
      await save(userId, {
        tier: 'premium',
        status: 'trialing',
        planId,
        currency: currencyForLanguage(lang),
        trialEnd: end,
        trialUsed: true,
        currentPeriodStart: start,
        currentPeriodEnd: end,
        cancelAtPeriodEnd: false,
        provider: provider.name,
        customerId: row?.customerId ?? (await provider.customerFor(userId, '')),
      });
      return current(userId);
    },

    async subscribe(userId, email, planId, lang) {
      if (!isPlanId(planId)) throw PLAN_NOT_FOUND();
      const row = await rowOf(userId);
      const at = clock();
      if (row?.status === 'active' && hasPremium(stateOf(row), at)) throw ALREADY_PREMIUM();
      // A cancelled paid plan still running is taken up again, with the chosen plan from its
      // renewal. A cancelled trial was never paid for: subscribing pays, as from a running trial.
      const trial = row !== undefined && isTrialPeriod(row);
      if (row?.status === 'cancelled' && hasPremium(stateOf(row), at) && !trial) {
        await save(userId, { status: 'active', cancelAtPeriodEnd: false, planId });
        return { kind: 'subscribed', status: await current(userId) };
      }
      const customerId = row?.customerId ?? (await provider.customerFor(userId, email));
      const card = await provider.paymentMethod(customerId);
      if (!card) {
        return {
          kind: 'needs-card',
          url: await provider.paymentPageUrl({
            userId,
            customerId,
            purpose: { kind: 'subscribe', planId },
            lang: lang ?? 'en',
          }),
        };
      }
      await save(userId, {
        customerId,
        provider: provider.name,
        currency: chargeCurrency(row, lang),
        paymentMethod: card,
      });
      const fresh = await rowOf(userId);
      if (!fresh) throw new Error('subscription vanished while subscribing');
      if ((await chargePeriod(fresh, planId, now(), null)) === 'failed') {
        // As a provider's checkout keeps no card that declined the first payment: the reader's
        // next try asks for another card instead of charging this one again.
        await provider.removePaymentMethod(customerId);
        await save(userId, { paymentMethod: null });
        throw PAYMENT_FAILED();
      }
      return { kind: 'subscribed', status: await current(userId) };
    },

    async changePlan(userId, planId) {
      if (!isPlanId(planId)) throw PLAN_NOT_FOUND();
      const row = await rowOf(userId);
      if (!row || !isRunning(row)) throw NO_ACTIVE_SUBSCRIPTION();
      if (row.planId === planId) return current(userId);
      // Only while the period runs: once it has ended the renewal job may be charging the plan it
      // read, and a switch now would be told as made and then charged as the old plan.
      const switched = await db
        .update(subscriptions)
        .set({ planId, updatedAt: now() })
        .where(and(eq(subscriptions.userId, userId), gt(subscriptions.currentPeriodEnd, now())))
        .returning({ userId: subscriptions.userId });
      if (switched.length === 0) throw RENEWAL_IN_PROGRESS();
      return current(userId);
    },

    async cancel(userId) {
      const row = await rowOf(userId);
      if (!row || !isRunning(row)) throw NO_ACTIVE_SUBSCRIPTION();
      await save(userId, { status: 'cancelled', cancelAtPeriodEnd: true });
      return current(userId);
    },

    async reactivate(userId) {
      const row = await rowOf(userId);
      if (!(row?.status === 'cancelled' && hasPremium(stateOf(row), clock()))) throw NO_CANCELLED_SUBSCRIPTION();
      // A cancelled trial goes back to being a trial; a cancelled paid plan to active, which its
      // renewal charges: not without a card to charge (the reader took theirs off file).
      const trial = isTrialPeriod(row);
      if (!trial && !row.paymentMethod) throw CARD_NEEDED_TO_RENEW();
      await save(userId, { status: trial ? 'trialing' : 'active', cancelAtPeriodEnd: false });
      return current(userId);
    },

    async invoices(userId) {
      const rows = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.userId, userId), inArray(invoices.status, ['paid', 'failed'])))
        .orderBy(desc(invoices.createdAt), desc(invoices.periodStart));
      return rows.map((invoice) => ({
        id: invoice.id,
        date: invoice.createdAt.toISOString(),
        amount: invoice.amountCents / 100,
        currency: invoice.currency,
        status: invoice.status,
        description: `Tidings Premium (${PLAN_INTERVALS[invoice.planId as PlanId] === 'year' ? 'yearly' : 'monthly'})`,
        planId: invoice.planId,
        periodStart: invoice.periodStart.toISOString(),
        periodEnd: invoice.periodEnd.toISOString(),
      }));
    },

    async paymentMethod(userId) {
      return (await rowOf(userId))?.paymentMethod ?? null;
    },

    async portalUrl(userId, email, lang) {
      const row = await rowOf(userId);
      const customerId = row?.customerId ?? (await provider.customerFor(userId, email));
      return provider.paymentPageUrl({ userId, customerId, purpose: { kind: 'update' }, lang });
    },

    async cardSaved(userId, paymentMethod) {
      const row = await rowOf(userId);
      await save(userId, {
        paymentMethod,
        provider: provider.name,
        customerId: row?.customerId ?? (await provider.customerFor(userId, '')),
      });
    },

    async removeCard(userId) {
      const row = await rowOf(userId);
      if (!row?.paymentMethod) return;
      if (row.status === 'active') throw CARD_PAYS_RENEWAL();
      if (row.customerId) await provider.removePaymentMethod(row.customerId);
      await save(userId, { paymentMethod: null });
    },

    async subscribeCurrency(userId, lang) {
      return chargeCurrency(await rowOf(userId), lang);
    },

    customerFor: async (userId, email) => (await rowOf(userId))?.customerId ?? provider.customerFor(userId, email),

    async runDue() {
      let moved = 0;
      const failed = new Set<string>();
      // Periods owed while the server was down are caught up pass by pass (a bounded loop); a
      // subscription that fails is left for the next run.
      for (let pass = 0; pass < 24; pass++) {
        const due = (
          await db
            .select()
            .from(subscriptions)
            .where(
              and(
                eq(subscriptions.tier, 'premium'),
                inArray(subscriptions.status, ['trialing', 'active', 'cancelled']),
                lte(subscriptions.currentPeriodEnd, now()),
              ),
            )
            .limit(500)
        ).filter((row) => !failed.has(row.userId));
        if (due.length === 0) break;
        for (const row of due) {
          try {
            await moveOn(row);
            moved += 1;
          } catch (error) {
            failed.add(row.userId);
            deps.onRenewalError(row.userId, error);
          }
        }
      }
      return moved;
    },

    async forgetCustomer(userId) {
      const row = await rowOf(userId);
      if (row?.customerId) await provider.deleteCustomer(row.customerId);
    },
  };
}
