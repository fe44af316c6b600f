import type { AnyTheme } from '@tidings/core/account/options';
import { Coffee, Contrast, Monitor, Moon, Sun, SunMoon } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { PopoverMenu } from '../../components/ui/popover-menu.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { useTheme } from './use-theme.ts';

const ICONS = {
  auto: SunMoon,
  light: Sun,
  dark: Moon,
  system: Monitor,
  sepia: Coffee,
  'high-contrast': Contrast,
} as const;
/** 'auto' first: it is what a reader who never chose sees, and the way back to it (docs/decisions/0010). */
const OPTIONS: readonly AnyTheme[] = ['auto', 'light', 'dark', 'system'];
/** DECISIONS.md item 6: extra colour themes, premium only. */
const PREMIUM_OPTIONS: readonly AnyTheme[] = ['sepia', 'high-contrast'];

export interface ThemeToggleProps {
  /** Whether the reader may use the premium colour themes (the server's word, not ours). */
  premium?: boolean;
  /** Told of every choice (the app saves it to a signed-in reader's preferences). */
  onChosen?(theme: AnyTheme): void;
  /** A free reader chose a premium theme: the app offers Premium. Without it (no Premium to offer here), premium themes are not listed to a free reader. */
  onPremiumWanted?(): void;
}

/** Automatic, light, dark or system for everyone, and sepia or high contrast for premium readers. */
export function ThemeToggle({ premium = false, onChosen, onPremiumWanted }: ThemeToggleProps) {
  const { t } = useLocale();
  const { theme, choose } = useTheme();
  const Icon = ICONS[theme];
  return (
    <PopoverMenu
      // The theme on now is said with the button, as the language's is ("Theme: Dark").
      ariaLabel={t('theme.button', { theme: t(`theme.${theme}`) })}
      label={<Icon aria-hidden="true" className="size-5" />}
      buttonClassName="rounded-full p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {(close) => (
        <fieldset>
          <legend className="sr-only">{t('theme.label')}</legend>
          {[...OPTIONS, ...(premium || onPremiumWanted ? PREMIUM_OPTIONS : [])].map((option) => {
            const OptionIcon = ICONS[option];
            const locked = PREMIUM_OPTIONS.includes(option) && !premium;
            return (
              <button
                key={option}
                type="button"
                aria-pressed={theme === option}
                onClick={() => {
                  close();
                  if (locked) {
                    onPremiumWanted?.();
                    return;
                  }
                  choose(option);
                  onChosen?.(option);
                }}
                className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:font-semibold dark:hover:bg-slate-800"
              >
                <OptionIcon aria-hidden="true" className="size-4 shrink-0" />
                {t(`theme.${option}`)}
                {locked && (
                  <Badge tone="premium" className="ml-auto">
                    {t('theme.premium')}
                  </Badge>
                )}
              </button>
            );
          })}
        </fieldset>
      )}
    </PopoverMenu>
  );
}
