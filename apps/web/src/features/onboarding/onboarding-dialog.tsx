/**
 * Onboarding (accounts-and-membership §2, §4): step 0 the interest topics, step 1 age range and
 * gender, with a progress bar. 'Get Started' shows 'Saving...' while the choices are saved in one
 * write, then a free reader is offered the welcome trial. Skip and the close button finish
 * onboarding without saving any choice.
 */

import { useMutation } from '@tanstack/react-query';
import { AGE_RANGES, GENDERS } from '@tidings/core/account/options';
import { limitFor } from '@tidings/core/plans/limits';
import type { Preferences } from '@tidings/core/schemas/account';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { openPremiumDialog } from '../../lib/membership-dialogs.ts';
import { toast } from '../../lib/toast.ts';
import { ACCOUNT_FOCUS_KEY } from '../auth/session.ts';
import { completeOnboarding, getPreferences, replacePreferences } from '../personalization/preferences-calls.ts';
import { TopicPicker } from '../personalization/topic-picker.tsx';
import { offerUpgradeOnLimit, usePreferencesChanged } from '../personalization/use-preferences.ts';

const STEPS = 2;

export default function OnboardingDialog({ premium, onDone }: { premium: boolean; onDone(): void }) {
  const { t } = useLocale();
  const changed = usePreferencesChanged();
  const [step, setStep] = useState(0);
  const [topics, setTopics] = useState<string[]>([]);
  const [age, setAge] = useState<Preferences['age']>('');
  const [gender, setGender] = useState<Preferences['gender']>('');
  const ageId = useId();
  const genderId = useId();
  const interestsId = useId();
  // A new step takes the keyboard to its heading: the button pressed became another ("Next" is
  // "Get Started"), and Enter again would finish before the reader met the step.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeading.current?.focus();
  }, [step]);

  const finish = useMutation({
    mutationFn: async () =>
      replacePreferences({
        ...(await getPreferences()),
        categories: topics,
        age,
        gender,
        onboarding_completed: true,
      }),
    onSuccess: (preferences) => {
      changed(preferences);
      onDone();
      // §4: completing onboarding offers a free reader the welcome trial.
      if (!premium) openPremiumDialog('welcome');
    },
    onError: (error) => {
      if (!offerUpgradeOnLimit(error, t('personalization.interestsLimit'))) toast.error(t('onboarding.saveFailed'));
    },
  });

  /** Skip and close: onboarding is over, nothing chosen is kept. */
  const skip = () => {
    onDone();
    void completeOnboarding()
      .then(changed)
      .catch((error: unknown) => console.error('Failed to complete onboarding', error));
  };

  const progress = Math.round(((step + 1) / STEPS) * 100);
  return (
    <Dialog
      open
      returnFocusTo={ACCOUNT_FOCUS_KEY}
      onOpenChange={(open) => !open && !finish.isPending && skip()}
      size="lg"
      title={t('onboarding.title')}
      description={t(step === 0 ? 'onboarding.interestsText' : 'onboarding.aboutYouText')}
      showDescription
      footer={
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="ghost" onClick={skip} disabled={finish.isPending}>
            {t('onboarding.skip')}
          </Button>
          <div className="flex gap-2">
            {step === 1 && (
              <Button variant="secondary" onClick={() => setStep(0)} disabled={finish.isPending}>
                {t('onboarding.back')}
              </Button>
            )}
            {step === 0 ? (
              <Button onClick={() => setStep(1)}>{t('onboarding.next')}</Button>
            ) : (
              <Button onClick={() => finish.mutate()} disabled={finish.isPending}>
                {finish.isPending ? t('onboarding.saving') : t('onboarding.getStarted')}
              </Button>
            )}
          </div>
        </div>
      }
    >
      <div
        role="progressbar"
        aria-label={t('onboarding.progress', { step: step + 1, total: STEPS })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="mb-4 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full bg-brand-700 transition-all" style={{ width: `${progress}%` }} />
      </div>
      {step === 0 ? (
        <section aria-labelledby={interestsId}>
          <h3 id={interestsId} ref={stepHeading} tabIndex={-1} className="mb-2 font-semibold outline-none">
            {t('onboarding.interestsTitle')}
          </h3>
          <TopicPicker
            selected={topics}
            onChange={setTopics}
            limit={limitFor('interests', premium)}
            onLimit={() => openPremiumDialog('default', t('personalization.interestsLimit'))}
          />
        </section>
      ) : (
        <section className="space-y-4">
          <h3 ref={stepHeading} tabIndex={-1} className="font-semibold outline-none">
            {t('onboarding.aboutYouTitle')}
          </h3>
          <div className="flex flex-col gap-1">
            <label htmlFor={ageId} className="text-sm font-medium">
              {t('onboarding.ageRange')}
            </label>
            <select
              id={ageId}
              value={age}
              onChange={(event) => setAge(event.target.value as Preferences['age'])}
              className="rounded-lg border border-slate-500 bg-white px-3 py-2 dark:border-slate-500 dark:bg-slate-900"
            >
              <option value="">{t('onboarding.preferNotToSay')}</option>
              {AGE_RANGES.map((range) => (
                <option key={range} value={range}>
                  {range}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={genderId} className="text-sm font-medium">
              {t('onboarding.gender')}
            </label>
            <select
              id={genderId}
              value={gender}
              onChange={(event) => setGender(event.target.value as Preferences['gender'])}
              className="rounded-lg border border-slate-500 bg-white px-3 py-2 dark:border-slate-500 dark:bg-slate-900"
            >
              <option value="">{t('onboarding.preferNotToSay')}</option>
              {GENDERS.map((value) => (
                <option key={value} value={value}>
                  {t(`auth.genders.${value}`)}
                </option>
              ))}
            </select>
          </div>
        </section>
      )}
    </Dialog>
  );
}
