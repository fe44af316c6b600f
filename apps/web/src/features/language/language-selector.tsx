/**
 * The language selector (reading-experience §2 Selectors): the card variant for a settings panel,
 * three radio buttons (automatic, English, Nederlands); the compact variant is the header's LanguageSwitch.
 */
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { type AppLanguage, SUPPORTED_LANGUAGES, useLocale } from '../../lib/i18n.ts';
import { chooseLanguage, clearLanguageChoice, useAutomaticLanguage, useSavedLanguage } from './language.ts';
import { NATIVE_NAMES } from './language-names.ts';
import { LanguageSwitch } from './language-switch.tsx';

const AUTOMATIC = 'automatic';

export function LanguageSelectorCard({ className = '' }: { className?: string }) {
  const { t } = useLocale();
  const id = useId();
  const saved = useSavedLanguage();
  const automatic = useAutomaticLanguage();
  const value = saved ?? AUTOMATIC;
  const choose = (next: string) => {
    if (next === AUTOMATIC) clearLanguageChoice();
    else chooseLanguage(next as AppLanguage);
  };
  const options = [
    {
      value: AUTOMATIC,
      label: t('languageSelector.automatic'),
      hint: t('languageSelector.automaticHint', { language: NATIVE_NAMES[automatic] }),
    },
    ...SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: NATIVE_NAMES[code], lang: code })),
  ];
  return (
    <fieldset
      aria-describedby={`${id}-description`}
      className={`space-y-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900 ${className}`}
    >
      <legend className="float-left flex w-full items-center gap-2 text-lg font-semibold">
        <Languages aria-hidden="true" className="size-5" />
        {t('languageSelector.title')}
      </legend>
      <p id={`${id}-description`} className="clear-both text-sm text-slate-600 dark:text-slate-300">
        {t('languageSelector.description')}
      </p>
      <div className="space-y-1">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2 text-sm hover:bg-slate-100 has-checked:bg-cyan-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:hover:bg-slate-800 dark:has-checked:bg-slate-800"
          >
            <input
              type="radio"
              name={`${id}-language`}
              value={option.value}
              checked={value === option.value}
              onChange={() => choose(option.value)}
              className="mt-0.5 accent-brand-700"
            />
            <span {...('lang' in option ? { lang: option.lang } : {})}>
              <span className="font-medium">{option.label}</span>
              {'hint' in option && (
                <span className="block text-xs text-slate-500 dark:text-slate-400">{option.hint}</span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Either variant by name. */
export function LanguageSelector({ variant, className }: { variant: 'card' | 'compact'; className?: string }) {
  return variant === 'compact' ? <LanguageSwitch /> : <LanguageSelectorCard {...(className ? { className } : {})} />;
}
