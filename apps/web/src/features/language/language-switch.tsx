import { Languages } from 'lucide-react';
import { PopoverMenu } from '../../components/ui/popover-menu.tsx';
import { type AppLanguage, SUPPORTED_LANGUAGES, useLocale } from '../../lib/i18n.ts';
import { chooseLanguage } from './language.ts';

/** Native names: a reader finds their language without reading the current one. */
const NATIVE_NAMES: Record<AppLanguage, string> = { en: 'English', nl: 'Nederlands' };

export function LanguageSwitch() {
  const { t, language } = useLocale();
  return (
    <PopoverMenu
      ariaLabel={t('language.label')}
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
          {SUPPORTED_LANGUAGES.map((code) => (
            <button
              key={code}
              type="button"
              lang={code}
              aria-pressed={language === code}
              onClick={() => {
                chooseLanguage(code);
                close();
              }}
              className="block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:font-semibold dark:hover:bg-slate-800"
            >
              {NATIVE_NAMES[code]}
            </button>
          ))}
        </fieldset>
      )}
    </PopoverMenu>
  );
}
