import { useLocale } from '../../lib/i18n.ts';
import { useLocationStatus, useReaderLocation } from './use-reader-location.ts';

/** 'Current location: Amsterdam, Netherlands (detected by your browser)', or that detection is running. */
export function CurrentLocation() {
  const { t } = useLocale();
  const place = useReaderLocation();
  const status = useLocationStatus();
  if (status === 'detecting') {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {t('location.detecting')}
      </p>
    );
  }
  const name = place.city ? `${place.city}, ${place.country}` : (place.displayName ?? t('feed.yourLocation'));
  const source = place.fallback ? 'fallback' : (place.source ?? 'browser');
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      {t('location.current', { place: name })}{' '}
      <span className="text-slate-500 dark:text-slate-400">({t(`location.source.${source}`)})</span>
    </p>
  );
}
