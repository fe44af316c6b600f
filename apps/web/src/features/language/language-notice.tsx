/** §8: 'Failed to detect language', dismissable; or, for a language the reader chose, that it could not be loaded. */
import { Notice } from '../../components/ui/notice.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { useLanguageDetectionError } from './language.ts';

export function LanguageNotice({ className = '' }: { className?: string }) {
  const { t } = useLocale();
  const { failed, dismiss } = useLanguageDetectionError();
  if (!failed) return null;
  return (
    <Notice dismissLabel={t('languageSelector.dismiss')} onDismiss={dismiss} className={className}>
      {t(failed === 'load' ? 'languageSelector.loadFailed' : 'languageSelector.detectFailed')}
    </Notice>
  );
}
