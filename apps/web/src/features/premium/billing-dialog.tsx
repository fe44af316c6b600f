import {
  ANNUAL_PLAN_ID,
  annualSaving,
  formatMoney,
  formatSaving,
  isPlanId,
  MONTHLY_PLAN_ID,
  PLAN_PRICES_CENTS,
  type PlanId,
} from '@tidings/core/plans/catalogue';
/**
 * Subscription & Billing (accounts-and-membership §2, §4): the plan and its label, the next date,
 * the card on file with 'Update payment method' ('Add a card' without one: the provider's page), the billing history from
 * the server's invoices, switching monthly and yearly from the next renewal, and cancel (after a
 * confirmation) or reactivate.
 */

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingStatus } from '@tidings/core/schemas/billing';
import { useEffect, useRef, useState } from 'react';
import { SpokenPause } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { closeMembershipDialog, openPremiumDialog } from '../../lib/membership-dialogs.ts';
import { toast } from '../../lib/toast.ts';
import { ACCOUNT_FOCUS_KEY, useSignedInEmail } from '../auth/session.ts';
import {
  BILLING_KEY,
  cancelSubscription,
  changePlan,
  getInvoices,
  INVOICES_KEY,
  paymentPortal,
  reactivateSubscription,
  removeCard,
} from './billing-calls.ts';
import { useBilling } from './use-premium.ts';

/** The server's refusals a reader can act on, by their code; any other says "That did not work". */
const ERROR_KEYS: Partial<Record<string, string>> = {
  NO_ACTIVE_SUBSCRIPTION: 'billing.errors.noActive',
  NO_CANCELLED_SUBSCRIPTION: 'billing.errors.noCancelled',
  RENEWAL_IN_PROGRESS: 'billing.errors.renewing',
  CARD_PAYS_RENEWAL: 'billing.errors.cardPaysRenewal',
  CARD_NEEDED_TO_RENEW: 'billing.errors.cardNeeded',
};

const LABEL_KEYS = {
  trial: 'billing.labels.trial',
  active: 'billing.labels.active',
  canceled: 'billing.labels.canceled',
  free: 'billing.labels.free',
} as const;

export default function BillingDialog() {
  const { t, locale, editionLocale } = useLocale();
  const client = useQueryClient();
  const billing = useBilling();
  const email = useSignedInEmail();
  // Keyed by reader, as the plan is: another reader signing in on this device never sees these.
  const invoices = useQuery({ queryKey: [...INVOICES_KEY, email], queryFn: getInvoices, enabled: email !== '' });
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  // The button pressed goes away with what it did (Cancel, Yes, cancel, Reactivate): the keyboard
  // moves on to what comes next, the confirmation's safe answer or the plan's new action.
  const [focusNext, setFocusNext] = useState<'keep' | 'action' | 'switch' | null>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const planAction = useRef<HTMLButtonElement>(null);
  const switchButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusNext) return;
    ({ keep: keepButton, action: planAction, switch: switchButton })[focusNext].current?.focus();
    setFocusNext(null);
  }, [focusNext]);
  const date = (iso: string | null) => (iso ? formatDate(Date.parse(iso), locale, 'long') : '');
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: BILLING_KEY }),
      client.invalidateQueries({ queryKey: INVOICES_KEY }),
    ]);
  const failed = (error: Error) =>
    toast.error(t((error instanceof ApiRequestError && ERROR_KEYS[error.code]) || 'billing.errors.generic'));
  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: async () => {
      await refresh();
      setConfirmingCancel(false);
      setFocusNext('action');
      toast.success(t('billing.cancelled'));
    },
    onError: failed,
  });
  const reactivate = useMutation({
    mutationFn: reactivateSubscription,
    onSuccess: async () => {
      await refresh();
      setFocusNext('action');
      toast.success(t('billing.reactivated'));
    },
    onError: failed,
  });
  const switchPlan = useMutation({
    mutationFn: changePlan,
    onSuccess: async (next) => {
      await refresh();
      setFocusNext('switch');
      const yearly = next.planId === ANNUAL_PLAN_ID;
      // One message about the plan at a time: staying after all replaces the switch's.
      toast.success(
        next.label === 'trial'
          ? next.paymentMethod
            ? t(yearly ? 'billing.switchedTrialYear' : 'billing.switchedTrialMonth')
            : t(yearly ? 'billing.switchedTrialYearNoCard' : 'billing.switchedTrialMonthNoCard')
          : next.planId === next.periodPlanId
            ? t('billing.stayedOn')
            : t(yearly ? 'billing.switchedYear' : 'billing.switchedMonth', {
                date: date(next.subscription.currentPeriodEnd),
              }),
        { id: 'plan-switch' },
      );
    },
    onError: failed,
  });
  const portal = useMutation({
    mutationFn: () => paymentPortal(editionLocale),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: failed,
  });
  const cardButton = useRef<HTMLButtonElement>(null);
  const forgetCard = useMutation({
    mutationFn: removeCard,
    onSuccess: async () => {
      await refresh();
      // The button pressed is gone: the keyboard goes on at "Add a card", in its place.
      cardButton.current?.focus();
      toast.success(t('billing.cardRemoved'));
    },
    onError: failed,
  });

  const status: BillingStatus | undefined = billing.data;
  const sub = status?.subscription;
  const card = status?.paymentMethod;
  const planOf = (id: string | null | undefined): PlanId | null => (id && isPlanId(id) ? id : null);
  // The plan the next renewal charges, and the one the running period was paid as (none in a trial).
  const renewsAs = planOf(status?.planId);
  const paidAs = planOf(status?.periodPlanId);
  const shownPlan = status?.label === 'trial' ? renewsAs : (paidAs ?? renewsAs);
  const renewsYearly = renewsAs === ANNUAL_PLAN_ID;
  const switching = status?.label === 'active' && paidAs !== null && renewsAs !== null && paidAs !== renewsAs;
  const priceOf = (plan: PlanId) => formatMoney(PLAN_PRICES_CENTS[plan] / 100, status?.currency ?? 'USD', locale);

  return (
    <Dialog
      open
      // Opened by itself on the way back from the payment page, it gives the keyboard to the account menu.
      returnFocusTo={ACCOUNT_FOCUS_KEY}
      onOpenChange={(open) => !open && closeMembershipDialog()}
      title={t('billing.title')}
      footer={
        <div className="flex justify-end">
          <Button variant="secondary" onClick={closeMembershipDialog}>
            {t('common.close')}
          </Button>
        </div>
      }
    >
      {billing.isPending && <p aria-live="polite">{t('common.loading')}</p>}
      {billing.isError && (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p>{t('billing.errors.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void billing.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {status && sub && (
        <div className="flex flex-col gap-5">
          <section aria-labelledby="billing-plan">
            <h3
              id="billing-plan"
              className="mb-1 text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400"
            >
              {t('billing.currentPlan')}
            </h3>
            <p className="flex flex-wrap items-center gap-2 text-lg font-semibold">
              {shownPlan && status.premium
                ? t(shownPlan === ANNUAL_PLAN_ID ? 'billing.plans.annual' : 'billing.plans.monthly')
                : t('billing.plans.free')}
              <SpokenPause />
              <span
                className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm dark:bg-slate-800"
                data-testid="billing-label"
              >
                {t(LABEL_KEYS[status.label])}
              </span>
            </p>
            {status.label === 'trial' && (
              <p className="text-sm">
                {t('billing.trialEnds', { date: date(sub.trialEnd) })}{' '}
                {/* What the trial's end brings, honestly: a charge to the card on file, or the free plan. */}
                {renewsAs &&
                  (card
                    ? t(renewsYearly ? 'billing.trialThenYear' : 'billing.trialThenMonth', {
                        price: priceOf(renewsAs),
                        last4: card.last4,
                      })
                    : t(renewsYearly ? 'billing.trialNoCardYear' : 'billing.trialNoCardMonth', {
                        price: priceOf(renewsAs),
                      }))}
              </p>
            )}
            {status.label === 'active' && (
              <p className="text-sm">
                {switching && renewsAs
                  ? t(renewsYearly ? 'billing.switchesYear' : 'billing.switchesMonth', {
                      date: date(sub.currentPeriodEnd),
                      price: priceOf(renewsAs),
                    })
                  : t('billing.renews', { date: date(sub.currentPeriodEnd) })}
              </p>
            )}
            {status.label === 'canceled' && (
              <p className="text-sm">{t('billing.accessUntil', { date: date(sub.currentPeriodEnd) })}</p>
            )}
            <div className="mt-3 flex flex-wrap gap-2">
              {status.label === 'free' && (
                <Button ref={planAction} onClick={() => openPremiumDialog('default')}>
                  {t('premium.upgradeTitle')}
                </Button>
              )}
              {(status.label === 'active' || status.label === 'trial') && !confirmingCancel && renewsAs && (
                // Offers the other plan, or while a switch waits for the renewal, staying on the plan paid for.
                <Button
                  ref={switchButton}
                  variant="secondary"
                  onClick={() =>
                    !switchPlan.isPending &&
                    switchPlan.mutate(switching && paidAs ? paidAs : renewsYearly ? MONTHLY_PLAN_ID : ANNUAL_PLAN_ID)
                  }
                  // Not `disabled` while saving: that would drop the keyboard's focus to the page.
                  aria-disabled={switchPlan.isPending}
                >
                  {switchPlan.isPending
                    ? t('billing.working')
                    : switching
                      ? t(renewsYearly ? 'billing.stayOnMonth' : 'billing.stayOnYear')
                      : renewsYearly
                        ? t('billing.switchToMonth')
                        : t('billing.switchToYear', { amount: formatSaving(annualSaving(), status.currency, locale) })}
                </Button>
              )}
              {(status.label === 'active' || status.label === 'trial') && !confirmingCancel && (
                <Button
                  ref={planAction}
                  variant="secondary"
                  onClick={() => {
                    setConfirmingCancel(true);
                    setFocusNext('keep');
                  }}
                >
                  {t('billing.cancel')}
                </Button>
              )}
              {status.label === 'canceled' && (
                <Button ref={planAction} onClick={() => reactivate.mutate()} disabled={reactivate.isPending}>
                  {reactivate.isPending ? t('billing.working') : t('billing.reactivate')}
                </Button>
              )}
            </div>
            {confirmingCancel && (
              <fieldset className="mt-3 rounded-xl border border-amber-300 p-3">
                <legend className="px-1 text-sm font-semibold">{t('billing.cancelConfirmTitle')}</legend>
                <p className="mb-2 text-sm">{t('billing.cancelConfirm', { date: date(sub.currentPeriodEnd) })}</p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    ref={keepButton}
                    variant="secondary"
                    onClick={() => {
                      setConfirmingCancel(false);
                      setFocusNext('action');
                    }}
                  >
                    {t('billing.keepPlan')}
                  </Button>
                  <Button onClick={() => cancel.mutate()} disabled={cancel.isPending}>
                    {cancel.isPending ? t('billing.working') : t('billing.confirmCancel')}
                  </Button>
                </div>
              </fieldset>
            )}
          </section>

          <section aria-labelledby="billing-card">
            <h3
              id="billing-card"
              className="mb-1 text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400"
            >
              {t('billing.paymentMethod')}
            </h3>
            <p>
              {card
                ? t('billing.card', {
                    brand: card.brand.toUpperCase(),
                    last4: card.last4,
                    month: String(card.expiryMonth).padStart(2, '0'),
                    year: card.expiryYear,
                  })
                : t('billing.noCard')}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button ref={cardButton} variant="secondary" onClick={() => portal.mutate()} disabled={portal.isPending}>
                {card ? t('billing.updatePaymentMethod') : t('billing.addCard')}
              </Button>
              {/* Not while the card pays a paid plan's renewal: the server refuses that too. */}
              {card && status.label !== 'active' && (
                <Button
                  variant="ghost"
                  aria-disabled={forgetCard.isPending}
                  onClick={() => !forgetCard.isPending && forgetCard.mutate()}
                >
                  {forgetCard.isPending ? t('billing.working') : t('billing.removeCard')}
                </Button>
              )}
            </div>
          </section>

          <div>
            <h3
              id="billing-history"
              className="mb-1 text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400"
            >
              {t('billing.history')}
            </h3>
            {invoices.isPending && (
              <p className="text-sm" aria-live="polite">
                {t('common.loading')}
              </p>
            )}
            {invoices.isError && (
              <div role="alert" className="flex flex-col items-start gap-2 text-sm">
                <p>{t('billing.errors.invoicesFailed')}</p>
                <Button variant="secondary" onClick={() => void invoices.refetch()}>
                  {t('common.retry')}
                </Button>
              </div>
            )}
            {invoices.data?.length === 0 && <p className="text-sm">{t('billing.noInvoices')}</p>}
            {invoices.data && invoices.data.length > 0 && (
              // Its words wrap, an amount stays whole; where it still cannot fit (400 % zoom with wider
              // text spacing) it scrolls sideways, by keyboard too, rather than being cut off.
              <section
                aria-labelledby="billing-history"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable to scroll it.
                tabIndex={0}
                className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <table className="w-full text-left text-sm">
                  <thead>
                    <tr className="text-slate-600 dark:text-slate-400">
                      <th scope="col" className="py-1 pe-2 font-medium">
                        {t('billing.date')}
                      </th>
                      <th scope="col" className="py-1 pe-2 font-medium">
                        {t('billing.description')}
                      </th>
                      <th scope="col" className="py-1 ps-2 text-right font-medium">
                        {t('billing.amount')}
                      </th>
                      <th scope="col" className="py-1 ps-2 text-right font-medium">
                        {t('billing.status')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {invoices.data.map((invoice) => (
                      <tr key={invoice.id} className="border-t border-slate-200 dark:border-slate-700">
                        <td className="py-1.5 pe-2">{date(invoice.date)}</td>
                        <td className="py-1.5 pe-2">
                          {t(invoice.planId === 'premium-annual' ? 'billing.plans.annual' : 'billing.plans.monthly')}
                        </td>
                        <td className="py-1.5 ps-2 text-right">
                          {formatMoney(invoice.amount, invoice.currency, locale)}
                        </td>
                        <td className="py-1.5 ps-2 text-right">
                          {t(invoice.status === 'paid' ? 'billing.paid' : 'billing.failed')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
