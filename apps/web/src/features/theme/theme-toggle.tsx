import type { Theme } from '@tidings/core/account/options';
import { Monitor, Moon, Sun } from 'lucide-react';
import { PopoverMenu } from '../../components/ui/popover-menu.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { useTheme } from './use-theme.ts';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;
const OPTIONS: readonly Theme[] = ['light', 'dark', 'system'];

/** Light, dark or system, as a small choice list under an icon button. */
export function ThemeToggle() {
  const { t } = useLocale();
  const { theme, saved, choose } = useTheme();
  const Icon = ICONS[theme];
  return (
    <PopoverMenu
      ariaLabel={t('theme.label')}
      label={<Icon aria-hidden="true" className="size-5" />}
      buttonClassName="rounded-full p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {(close) => (
        <fieldset>
          <legend className="sr-only">{t('theme.label')}</legend>
          {OPTIONS.map((option) => {
            const OptionIcon = ICONS[option];
            return (
              <button
                key={option}
                type="button"
                aria-pressed={saved === option}
                onClick={() => {
                  choose(option);
                  close();
                }}
                className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:font-semibold dark:hover:bg-slate-800"
              >
                <OptionIcon aria-hidden="true" className="size-4" />
                {t(`theme.${option}`)}
              </button>
            );
          })}
        </fieldset>
      )}
    </PopoverMenu>
  );
}
