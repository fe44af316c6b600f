/** §8: 'Failed to detect language', dismissable. */
import { X } from 'lucide-react';
import { useLocale } from '../../lib/i18n.ts';
import { useLanguageDetectionError } from './language.ts';

export function LanguageNotice({ className = '' }: { className?: string }) {
  const { t } = useLocale();
  const { failed, dismiss } = useLanguageDetectionError();
  if (!failed) return null;
  return (
    <div
      role="status"
      className={`flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100 ${className}`}
    >
      <p className="flex-1">{t('languageSelector.detectFailed')}</p>
      <button
        type="button"
        aria-label={t('languageSelector.dismiss')}
        onClick={dismiss}
        className="-m-1 rounded-full p-1 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-amber-900/60"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
