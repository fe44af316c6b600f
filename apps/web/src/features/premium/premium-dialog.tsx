import { formatMoney, formatSaving } from '@tidings/core/plans/catalogue';
/**
 * The premium dialog (accounts-and-membership §2, §4): 'Upgrade to Premium' with the monthly or
 * annual plan (annual preselected), the welcome variant with the 7-day trial, the trial dialog,
 * and 'Already Premium' for a premium reader. Prices and the trial come from the server.
 */

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Plan } from '@tidings/core/schemas/account';
import { Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/i18n.ts';
import { askToSignIn, closeMembershipDialog, type PremiumVariant } from '../../lib/membership-dialogs.ts';
import { toast } from '../../lib/toast.ts';
import { ACCOUNT_FOCUS_KEY, useSession } from '../auth/session.ts';
import { BILLING_KEY, getPlans, plansKey, startTrial, subscribe } from './billing-calls.ts';
import { useBilling } from './use-premium.ts';

const planErrorKeys: Record<string, string> = {
  PLAN_NOT_FOUND: 'premium.errors.planNotFound',
  PAYMENT_FAILED: 'premium.errors.paymentFailed',
  TRIAL_ALREADY_USED: 'premium.errors.trialUsed',
  ALREADY_PREMIUM: 'premium.errors.alreadyPremium',
};

export default function PremiumDialog({ variant: asked, reason }: { variant: PremiumVariant; reason?: string }) {
  // A reader who has not tried Premium yet may switch from upgrading to the free trial.
  const [variant, setVariant] = useState<PremiumVariant>(asked);
  const { t, locale, editionLocale } = useLocale();
  const client = useQueryClient();
  const billing = useBilling();
  const plans = useQuery({ queryKey: plansKey(editionLocale), queryFn: () => getPlans(editionLocale) });
  const [interval, setInterval] = useState<'year' | 'month'>('year');
  const [retryingPlans, setRetryingPlans] = useState(false);
  const periods = useRef<HTMLFieldSetElement>(null);
  const retryPlans = () => {
    if (retryingPlans) return;
    setRetryingPlans(true);
    void plans.refetch().then((answer) => {
      setRetryingPlans(false);
      // The plans came: the keyboard goes on to choosing one, not to a button that is gone.
      if (answer.isSuccess) periods.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    });
  };
  const close = () => closeMembershipDialog();
  const trialVariant = variant !== 'default';
  // Premium belongs to an account: a visitor (from the house ad or a premium theme) signs in first.
  const signedIn = useSession().status === 'signedIn';
  const startButton = useRef<HTMLButtonElement>(null);
  // Switching to the trial replaces the button that was pressed: the keyboard goes on to its start.
  useEffect(() => {
    if (variant !== asked) startButton.current?.focus();
  }, [variant, asked]);

  const start = useMutation({
    mutationFn: async () => {
      const plan = plans.data?.find((p) => p.interval === interval);
      if (trialVariant) return { billing: await startTrial(plan?.id ?? 'premium-annual', editionLocale) };
      return subscribe(plan?.id ?? '', editionLocale);
    },
    onSuccess: (answer) => {
      if (answer.redirectUrl) {
        window.location.assign(answer.redirectUrl);
        return;
      }
      void client.invalidateQueries({ queryKey: BILLING_KEY });
      toast.success(t(trialVariant ? 'premium.trialStarted' : 'premium.subscribed'));
      close();
    },
  });

  const monthly = plans.data?.find((p) => p.interval === 'month');
  const annual = plans.data?.find((p) => p.interval === 'year');
  const chosen = interval === 'year' ? annual : monthly;
  const price = (plan: Plan | undefined) => (plan ? formatMoney(plan.price, plan.currency, locale) : '…');
  const saving = monthly && annual ? formatSaving(monthly.price * 12 - annual.price, annual.currency, locale) : '';
  const failure =
    start.error instanceof ApiRequestError
      ? t(planErrorKeys[start.error.code] ?? 'premium.errors.generic')
      : start.error
        ? t(trialVariant ? 'premium.errors.trialFailed' : 'premium.errors.generic')
        : undefined;

  if (billing.data?.premium) {
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && close()}
        size="sm"
        title={t('premium.alreadyTitle')}
        footer={
          <div className="flex justify-end">
            <Button onClick={close}>{t('premium.continueReading')}</Button>
          </div>
        }
      >
        <p>{t('premium.alreadyText')}</p>
      </Dialog>
    );
  }

  const title =
    variant === 'welcome'
      ? t('premium.welcomeTitle')
      : variant === 'trial'
        ? t('premium.trialTitle')
        : t('premium.upgradeTitle');
  const startLabel = start.isPending
    ? t(trialVariant ? 'premium.startingTrial' : 'premium.upgrading')
    : t(trialVariant ? 'premium.startTrial' : 'premium.upgrade', { price: price(chosen) });
  const dismiss =
    variant === 'welcome'
      ? t('premium.continueFree')
      : variant === 'trial'
        ? t('premium.continueFreePlan')
        : t('premium.maybeLater');

  const description = trialVariant
    ? t('premium.trialText', { days: annual?.trialDays ?? 7 })
    : t('premium.upgradeText');

  return (
    <Dialog
      open
      returnFocusTo={ACCOUNT_FOCUS_KEY}
      onOpenChange={(open) => !open && close()}
      title={title}
      description={description}
      showDescription
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          {/* Beside the buttons, where the reader is: below the plans, on a phone's screen the failure
            was out of sight, and the page looked as if nothing had happened. */}
          {(plans.isError || retryingPlans) && (
            <p role="alert" className="flex w-full flex-wrap items-center gap-2 text-sm text-red-700 dark:text-red-400">
              {t('premium.errors.plansFailed')}
              {/* Stays while it asks again (the query is pending then, not failed): the keyboard is on it. */}
              <Button variant="ghost" onClick={retryPlans} aria-disabled={retryingPlans}>
                {t('common.retry')}
              </Button>
            </p>
          )}
          {failure && (
            <p role="alert" className="w-full text-sm text-red-700 dark:text-red-400">
              {failure}
            </p>
          )}
          {!trialVariant && billing.data && !billing.data.trialUsed && (
            <Button variant="ghost" onClick={() => setVariant('trial')}>
              {t('premium.tryFree')}
            </Button>
          )}
          <Button variant="secondary" onClick={close}>
            {dismiss}
          </Button>
          {signedIn ? (
            <Button ref={startButton} onClick={() => start.mutate()} disabled={start.isPending || !plans.data}>
              {startLabel}
            </Button>
          ) : (
            <Button onClick={askToSignIn}>{t('auth.signIn')}</Button>
          )}
        </div>
      }
    >
      {/* Switched to the trial, the dialog's title and terms change under the keyboard, which goes
        on to the trial's start: a screen reader is told what they now say. */}
      <p role="status" className="sr-only">
        {variant !== asked ? `${title}. ${description}` : ''}
      </p>
      {!signedIn && <p className="mb-3 text-sm font-medium">{t('premium.signInFirst')}</p>}
      {reason && (
        <p role="alert" className="mb-3 rounded-lg bg-amber-100 p-3 text-sm text-amber-950">
          {reason}
        </p>
      )}
      <fieldset ref={periods} className="mb-4">
        <legend className="mb-2 text-sm font-semibold">{t('premium.billingPeriod')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(['year', 'month'] as const).map((option) => {
            const plan = option === 'year' ? annual : monthly;
            return (
              <label
                key={option}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 p-3 has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-700 dark:border-slate-500 dark:has-checked:border-cyan-400 dark:has-checked:ring-cyan-400"
              >
                <input
                  type="radio"
                  name="premium-interval"
                  value={option}
                  checked={interval === option}
                  onChange={() => setInterval(option)}
                  className="size-4 accent-brand-700 dark:accent-cyan-400"
                />
                <span>
                  <span className="block font-semibold">
                    {t(option === 'year' ? 'premium.annual' : 'premium.monthly')}
                  </span>
                  <span className="block text-sm text-slate-600 dark:text-slate-300">
                    {t(option === 'year' ? 'premium.perYear' : 'premium.perMonth', { price: price(plan) })}
                    {option === 'year' && saving ? ` · ${t('premium.saves', { amount: saving })}` : ''}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <ul className="flex flex-col gap-1.5 text-sm" aria-label={t('premium.featuresLabel')}>
        {(annual?.features ?? []).map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-cyan-300" />
            {t(`premium.features.${feature}`)}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
