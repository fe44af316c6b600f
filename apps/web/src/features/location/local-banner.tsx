/**
 * reading-experience §2: on the Local tab, 'Showing local stories from' the city the stories come
 * from, with its country (the country alone, for a place known only by its country), or 'your
 * location' while there is none. A fallback city (Lisbon) is named too: those are its stories, and
 * the header names it as well. A position with no country at all (a ship at sea) has no local news:
 * the banner says so and points to the city selector (issue 16 item 2).
 */
import { countryCodeOf } from '@tidings/core/geo/country-names';
import { useLocale } from '../../lib/i18n.ts';
import { countryName } from './country-name.ts';
import { usePlaceName } from './use-city-name.ts';
import { useLocationStatus, useReaderLocation } from './use-reader-location.ts';

const BANNER = 'rounded-xl bg-cyan-50 px-4 py-3 text-sm text-cyan-900 dark:bg-cyan-950/50 dark:text-cyan-100';

/** Where the place's name goes in its phrase: the phrase is split there, so the name alone is emphasised. */
const NAME = '\u2063';

export function LocalBanner() {
  const { t, language } = useLocale();
  const place = useReaderLocation();
  const placeName = usePlaceName(place);
  const status = useLocationStatus();
  if (status === 'ready' && !place.fallback && !place.country) {
    return (
      <p role="status" className={BANNER}>
        {t('location.noPlaceHere')}
      </p>
    );
  }
  if (status !== 'ready' || !placeName) {
    return (
      <p className={BANNER}>
        {t('feed.localBanner')} <strong>{t('feed.yourLocation')}</strong>
      </p>
    );
  }
  // A country takes its article in a sentence where its language gives it one ("the United States",
  // "het Verenigd Koninkrijk"; "Nederland" none), outside the name's emphasis.
  const code = place.city ? undefined : countryCodeOf(place.country);
  const phrase = code ? t(`location.countryInSentence.${code}`, { name: NAME, defaultValue: NAME }) : NAME;
  const [before = '', after = ''] = phrase.split(NAME);
  // A town is named with its country: a reader who chose Manchester in the United States, one line
  // below the one in England, sees which (not a city-state, which is its country: Singapore).
  const country = place.city && place.country ? countryName(place.country, language) : '';
  const ofCountry = country && country !== placeName ? `, ${country}` : null;
  return (
    <p className={BANNER}>
      {t('feed.localBanner')}{' '}
      {/* A country's Dutch name (and so whether Intl gives it a code) comes from the platform's Intl
          data, which Node and a browser may spell apart. */}
      <span suppressHydrationWarning>
        {before || null}
        <strong suppressHydrationWarning>{placeName}</strong>
        {ofCountry}
        {after || null}
      </span>
    </p>
  );
}
