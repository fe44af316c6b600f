/**
 * A city's name in the reader's language ("Londen" for a Dutch reader). The table of the cities
 * Dutch names otherwise (`@tidings/core/geo/city-names`, about 1 KB gzipped) loads when a Dutch
 * reader first needs it rather than with every first visit (docs/decisions/0003): the city is
 * known only once the location is, after the first paint.
 */
import { useEffect, useState } from 'react';
import { useLocale } from '../../lib/i18n.ts';

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
