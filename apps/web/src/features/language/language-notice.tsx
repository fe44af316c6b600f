/** §8: 'Failed to detect language', dismissable. */
import { Notice } from '../../components/ui/notice.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { useLanguageDetectionError } from './language.ts';

export function LanguageNotice({ className = '' }: { className?: string }) {
  const { t } = useLocale();
  const { failed, dismiss } = useLanguageDetectionError();
  if (!failed) return null;
  return (
    <Notice dismissLabel={t('languageSelector.dismiss')} onDismiss={dismiss} className={className}>
      {t('languageSelector.detectFailed')}
    </Notice>
  );
}
