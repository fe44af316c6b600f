import { WifiOff } from 'lucide-react';
import { useLocale } from '../lib/i18n.ts';
import { useOffline } from '../lib/offline.ts';
import { Notice } from './ui/notice.tsx';

/**
 * Said while the browser has no network: what the reader asks for now waits for the connection
 * (the queries pause, and load by themselves when it returns), where a skeleton or a Load more
 * that did nothing had told them nothing.
 */
export function OfflineNotice({ className = '', live = true }: { className?: string; live?: boolean }) {
  const { t } = useLocale();
  if (!useOffline()) return null;
  return (
    <Notice icon={<WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />} className={className} live={live}>
      {t('common.offline')}
    </Notice>
  );
}
