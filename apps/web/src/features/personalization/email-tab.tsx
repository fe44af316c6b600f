/**
 * The Email tab (accounts-and-membership §3, §5): weekly digest, daily personalized digest,
 * breaking news and product updates, each saved as it is switched. The daily digest is premium:
 * it shows as on only for premium readers, and a free reader's switch opens the upgrade prompt.
 */
import { useMutation } from '@tanstack/react-query';
import { dailyDigestOn } from '@tidings/core/plans/entitlement';
import type { EmailSettings, Preferences } from '@tidings/core/schemas/account';
import { useId } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { openPremiumDialog } from '../../lib/membership-dialogs.ts';
import { toast } from '../../lib/toast.ts';
import { saveEmailSettings } from './preferences-calls.ts';
import { usePreferencesChanged } from './use-preferences.ts';

/** §3: the settings view's names for the stored e-mail settings. */
const SETTINGS = [
  { key: 'weeklyDigest', label: 'weeklyDigest' },
  { key: 'dailyDigest', label: 'dailyPersonalizedDigest' },
  { key: 'breakingNews', label: 'breakingNews' },
  { key: 'productUpdates', label: 'newsletterUpdates' },
] as const satisfies readonly { key: keyof EmailSettings; label: string }[];

export function EmailTab({ preferences, premium }: { preferences: Preferences; premium: boolean }) {
  const { t } = useLocale();
  const changed = usePreferencesChanged();
  const save = useMutation({
    mutationFn: (change: Partial<EmailSettings>) => saveEmailSettings(change),
    onSuccess: changed,
    onError: () => toast.error(t('personalization.errors.email')),
  });
  return (
    <ul className="space-y-4">
      {SETTINGS.map(({ key, label }) => {
        const locked = key === 'dailyDigest' && !premium;
        const stored =
          key === 'dailyDigest' ? dailyDigestOn(preferences.emailSettings, premium) : preferences.emailSettings[key];
        const on = locked ? false : save.isPending ? (save.variables?.[key] ?? stored) : stored;
        return (
          <SettingSwitch
            key={key}
            label={t(`personalization.email.${label}`)}
            hint={t(`personalization.email.${label}Hint`)}
            checked={on}
            badge={locked ? t('theme.premium') : undefined}
            onChange={(checked) => {
              if (locked) {
                openPremiumDialog('default', t('personalization.email.dailyPremium'));
                return;
              }
              save.mutate({ [key]: checked });
            }}
          />
        );
      })}
    </ul>
  );
}

/** One setting that is on or off, saved as it is switched, with its hint and, when locked, the Premium badge. */
export function SettingSwitch(props: {
  label: string;
  hint: string;
  checked: boolean;
  badge: string | undefined;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="font-medium">
          {props.label}
          {props.badge && (
            <Badge tone="premium" className="ml-2">
              {props.badge}
            </Badge>
          )}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {props.hint}
        </p>
      </div>
      <Switch id={id} checked={props.checked} onCheckedChange={props.onChange} aria-describedby={`${id}-hint`} />
    </li>
  );
}
