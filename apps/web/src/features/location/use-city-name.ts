/**
 * A city's name in the reader's language ("Londen" for a Dutch reader). The table of the cities
 * Dutch names otherwise (`@tidings/core/geo/city-names`, about 1 KB gzipped) loads when a Dutch
 * reader first needs it rather than with every first visit (docs/decisions/0003). The server has it
 * at hand (`provideCityNames`) and names the place it draws a page for, so the browser loads it
 * before it takes over a Dutch page drawn for a known town (`cityNamesLoaded`, main.tsx).
 */
import { useEffect, useState } from 'react';
import { useLocale } from '../../lib/i18n.ts';
import { countryName } from './country-name.ts';

type CityNames = typeof import('@tidings/core/geo/city-names');

let loaded: CityNames | undefined;
let loading: Promise<CityNames> | undefined;

function loadCityNames(): Promise<CityNames> {
  loading ??= import('@tidings/core/geo/city-names').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      // Another try when a component that needs it mounts, or the language changes; until then the
      // name as given.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Loads the table (once); resolves true when it is here, false when it could not come (names are then as given). */
export function cityNamesLoaded(): Promise<boolean> {
  return loadCityNames().then(
    () => true,
    () => false,
  );
}

/** The table, for the server's renderer (entry-server.tsx), which imports it with everything else. */
export function provideCityNames(module: CityNames): void {
  loaded = module;
}

/** `city` as the reader's language names it; as given until the table has loaded, or when it fails to. */
export function useCityName(city: string, country: string | undefined): string {
  const { language } = useLocale();
  const [names, setNames] = useState(loaded);
  useEffect(() => {
    if (language !== 'nl' || names) return;
    let live = true;
    loadCityNames().then(
      (module) => live && setNames(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [language, names]);
  return names && city ? names.cityDisplayName(city, country, language) : city;
}

/**
 * The reader's place as the header and the Local banner name it: its town in the reader's language,
 * else its country ("Nederland"), for a place known only by its country (an IP address's); '' for none.
 */
export function usePlaceName(place: { city: string; country: string }): string {
  const { language } = useLocale();
  const cityName = useCityName(place.city, place.country);
  return cityName || (place.country ? countryName(place.country, language) : '');
}
