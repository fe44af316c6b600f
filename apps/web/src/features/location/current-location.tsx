import { useLocale } from '../../lib/i18n.ts';
import { countryName } from './country-name.ts';
import { useCityName } from './use-city-name.ts';
import { useLocationStatus, useReaderLocation } from './use-reader-location.ts';

/**
 * 'Current location: Amsterdam, Netherlands (detected by your browser)', or that detection is running;
 * for a Dutch reader 'Huidige locatie: Lissabon, Portugal', the names as the city picker gives them.
 */
export function CurrentLocation() {
  const { t, language } = useLocale();
  const place = useReaderLocation();
  const status = useLocationStatus();
  const cityName = useCityName(place.city, place.country);
  if (status === 'detecting') {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {t('location.detecting')}
      </p>
    );
  }
  const country = place.country && countryName(place.country, language);
  const name = cityName
    ? [cityName, country].filter(Boolean).join(', ')
    : (place.displayName ?? (country || t('feed.yourLocation')));
  const source = place.fallback ? 'fallback' : (place.source ?? 'browser');
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      {t('location.current', { place: name })}{' '}
      <span className="text-slate-500 dark:text-slate-400">({t(`location.source.${source}`)})</span>
    </p>
  );
}
