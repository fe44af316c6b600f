import { Languages } from 'lucide-react';
import { PopoverMenu } from '../../components/ui/popover-menu.tsx';
import { SUPPORTED_LANGUAGES, useLocale } from '../../lib/i18n.ts';
import { chooseLanguage, clearLanguageChoice, useAutomaticLanguage, useSavedLanguage } from './language.ts';
import { NATIVE_NAMES } from './language-names.ts';

const OPTION_CLASS =
  'block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:font-semibold dark:hover:bg-slate-800';

/** The compact language selector of the header: automatic (from the reader's country), English or Dutch. */
export function LanguageSwitch() {
  const { t, language } = useLocale();
  const saved = useSavedLanguage();
  const automatic = useAutomaticLanguage();
  return (
    <PopoverMenu
      // The name says what the button shows ("EN"), so a voice command for the visible text finds it.
      ariaLabel={t('language.button', { code: language.toUpperCase() })}
      label={
        <>
          <Languages aria-hidden="true" className="size-5" />
          <span aria-hidden="true">{language}</span>
        </>
      }
      buttonClassName="inline-flex items-center gap-1 rounded-full p-2 text-sm font-medium text-slate-700 uppercase hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {(close) => (
        <fieldset>
          <legend className="sr-only">{t('language.label')}</legend>
          <button
            type="button"
            aria-pressed={saved === undefined}
            onClick={() => {
              clearLanguageChoice();
              close();
            }}
            className={OPTION_CLASS}
          >
            {t('languageSelector.automatic')}
            <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
              {t('languageSelector.automaticHint', { language: NATIVE_NAMES[automatic] })}
            </span>
          </button>
          {SUPPORTED_LANGUAGES.map((code) => (
            <button
              key={code}
              type="button"
              lang={code}
              aria-pressed={saved === code}
              onClick={() => {
                chooseLanguage(code);
                close();
              }}
              className={OPTION_CLASS}
            >
              {NATIVE_NAMES[code]}
            </button>
          ))}
        </fieldset>
      )}
    </PopoverMenu>
  );
}
