/**
 * Which briefing region a reader hears first (reading-experience §4, Region selection from user
 * location). Pure: the catalogue, the reader's place and the clock in, a region id out.
 */
import { sameCountry } from '../geo/countries.ts';
import { normalizeSearchText } from '../news/text.ts';
import type { MediaCatalogue } from '../schemas/media.ts';
import { CALIFORNIA_PLACES } from './california-places.ts';
import { DEFAULT_REGION, editionsOf } from './editions.ts';
import { isRecentUpload } from './episode-list.ts';
import { latestPodcast } from './episodes.ts';

export interface BriefingLocation {
  city?: string | undefined;
  country?: string | undefined;
  state?: string | undefined;
  displayName?: string | undefined;
}

/** §4: the region for a Californian, and the one used when the catalogue has none. */
export const CALIFORNIA_REGION = 'california';
export const USA_REGION = 'usa';
/** §4: "If the state is California (or CA, Calif)". */
export const CALIFORNIA_STATE_NAMES: readonly string[] = ['california', 'ca', 'calif'];
/** §4: a display name gives the state from its second-to-last part when it has 3 or more parts. */
export const DISPLAY_NAME_MIN_PARTS = 3;

const CALIFORNIA_PLACE_KEYS: ReadonlySet<string> = new Set(CALIFORNIA_PLACES.map((place) => placeKey(place)));

function placeKey(text: string): string {
  return normalizeSearchText(text).replace(/\.$/u, '').replace(/\s+/gu, ' ');
}

/**
 * §4: "United States (country usa, united states, us, united states of America)". Those names and
 * every other spelling of the one alias table (U.S.A., America) count.
 */
export function isUnitedStates(country: string | undefined): boolean {
  return sameCountry(country, 'United States');
}

/** The reader's state: the state field, or for the United States the second-to-last part of a display name of 3 or more parts. */
export function readerState(location: BriefingLocation): string | undefined {
  const state = location.state?.trim();
  if (state) return state;
  if (!isUnitedStates(location.country) || !location.displayName) return undefined;
  const parts = location.displayName.split(',').map((part) => part.trim());
  if (parts.length < DISPLAY_NAME_MIN_PARTS) return undefined;
  return parts[parts.length - 2] || undefined;
}

/**
 * §4: a US reader is Californian when the state is California (CA, Calif); when the state is not
 * known, when the city is a California place or the display name mentions California. A known
 * state decides alone, so Glendale, Arizona is not sent to California.
 */
export function isCalifornian(location: BriefingLocation): boolean {
  if (!isUnitedStates(location.country)) return false;
  const state = readerState(location);
  if (state) return CALIFORNIA_STATE_NAMES.includes(placeKey(state));
  const city = location.city ? placeKey(location.city) : '';
  if (city !== '' && CALIFORNIA_PLACE_KEYS.has(city)) return true;
  return /\bcalifornia\b/u.test(normalizeSearchText(location.displayName ?? ''));
}

/** The region the reader's place points to, before checking that it has a recent briefing. */
export function regionForLocation(catalogue: MediaCatalogue, location: BriefingLocation): string {
  const regions = Object.keys(catalogue.regions);
  if (isCalifornian(location)) return regions.includes(CALIFORNIA_REGION) ? CALIFORNIA_REGION : USA_REGION;

  const state = readerState(location);
  if (state) {
    const key = placeKey(state);
    const byState = regions.find((region) =>
      latestPodcast(catalogue, region)?.podcast_states.some((listed) => placeKey(listed) === key),
    );
    if (byState) return byState;
  }
  const byCountry = regions.find((region) =>
    latestPodcast(catalogue, region)?.podcast_countries.some((listed) => sameCountry(listed, location.country)),
  );
  return byCountry ?? DEFAULT_REGION;
}

/**
 * §4: "The chosen region is used only if it is an available edition and has a podcast from today
 * or yesterday; otherwise global." Today and yesterday are the reader's calendar days.
 */
export function selectRegion(
  catalogue: MediaCatalogue,
  location: BriefingLocation | undefined,
  now: number,
  offsetMinutes = 0,
): string {
  if (!location) return DEFAULT_REGION;
  const region = regionForLocation(catalogue, location);
  if (region === DEFAULT_REGION) return DEFAULT_REGION;
  const available = editionsOf(catalogue).some((edition) => edition.id === region);
  const podcasts = Object.values(catalogue.regions[region]?.podcasts ?? {});
  const recent = podcasts.some((podcast) => isRecentUpload(podcast.upload_date, now, offsetMinutes));
  return available && recent ? region : DEFAULT_REGION;
}
