/**
 * Where the reader is, for ranking, the Local tab and the language (reading-experience §4
 * Location). A saved manual choice wins, then the location detected on an earlier visit (720
 * minutes), then browser geolocation, then IP lookup; otherwise Lisbon, or New York when detection
 * broke. The order and the rules are in core (geo/location-*); this module keeps the answer and
 * tells React and the window ('locationChanged') when it changes.
 */
import { FALLBACK_LOCATION } from '@tidings/core/geo/fallback-location';
import {
  type Detection,
  detectLocation,
  LOCATION_CHANGED_EVENT,
  type LocationChangedDetail,
  type LocationErrorCode,
  shouldCacheDetection,
} from '@tidings/core/geo/location-detection';
import { MANUAL_LOCATION_KEY, manualLocationFromCity } from '@tidings/core/geo/location-manual';
import { createRequestThrottle } from '@tidings/core/geo/location-throttle';
import { readerPlaceOf } from '@tidings/core/geo/place-cookie';
import type { City, Location, LocationSource } from '@tidings/core/schemas/geo';
import { useSyncExternalStore } from 'react';
import { readPreload, usePreloadedGuess, usePreloadedPlace } from '../../lib/preload.tsx';
import { browserLocation, ipLocation } from './browser-location.ts';
import {
  clearManualLocation,
  readCachedLocation,
  readManualLocation,
  rememberPlaceForPages,
  saveManualLocation,
  writeCachedLocation,
} from './location-storage.ts';

export { FALLBACK_LOCATION, MANUAL_LOCATION_KEY };

/**
 * city, country, latitude, longitude; `fallback` when this is Lisbon or New York rather than the
 * reader's own place, with `error` saying why (§8, shown as '{error} - using default location').
 * `city` is '' for a position with no known city within 100 km.
 */
export interface ReaderLocation extends LocationChangedDetail {
  state?: string | undefined;
  displayName?: string | undefined;
  /** How the place was found: chosen ('manual'), by the browser, or by IP; none for a fallback. */
  source?: LocationSource | undefined;
}

/** 'detecting' until the first detection (or a 'Use Current Location') has an answer. */
export type LocationStatus = 'detecting' | 'ready';

interface LocationState {
  location: ReaderLocation;
  status: LocationStatus;
}

/** The reader's own place with coarse coordinates (readerPlaceOf); a fallback city as it is, with why. */
function toReaderLocation(location: Location, fallback = false, error?: LocationErrorCode): ReaderLocation {
  if (!fallback) return { ...readerPlaceOf(location), fallback };
  return {
    city: location.city ?? '',
    country: location.country ?? '',
    latitude: location.latitude,
    longitude: location.longitude,
    fallback,
    ...(location.state ? { state: location.state } : {}),
    ...(location.displayName ? { displayName: location.displayName } : {}),
    ...(error ? { error } : {}),
  };
}

const FALLBACK_READER_LOCATION: ReaderLocation = { ...FALLBACK_LOCATION, fallback: true };

/** What storage knows at once: the manual choice or a fresh cached location. */
function storedLocation(): ReaderLocation | undefined {
  const known = readManualLocation() ?? readCachedLocation(Date.now());
  return known ? toReaderLocation(known) : undefined;
}

const listeners = new Set<() => void>();
let state: LocationState | undefined;

function currentState(): LocationState {
  if (!state) {
    const stored = storedLocation();
    // With nothing stored, the place the server guessed from the address (the chain's IP step) stands
    // while detection runs: the page it drew is kept, not swapped for the fallback city's.
    const guessed = readPreload();
    state = stored
      ? { location: stored, status: 'ready' }
      : {
          location: (guessed?.locating && guessed.place) || FALLBACK_READER_LOCATION,
          status: 'detecting',
        };
  }
  return state;
}

function setState(next: LocationState, announce: boolean): void {
  state = next;
  rememberPlaceForPages(Date.now());
  for (const listener of listeners) listener();
  if (announce) {
    window.dispatchEvent(new CustomEvent<LocationChangedDetail>(LOCATION_CHANGED_EVENT, { detail: next.location }));
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The reader's location now: the manual or cached one at once, a fallback until detection answers. */
export function readerLocation(): ReaderLocation {
  return currentState().location;
}

export function locationStatus(): LocationStatus {
  return currentState().status;
}

/**
 * Re-reads the manual choice from storage and announces the location ('locationChanged' on the
 * window, and every hook). Called after a city is chosen; callable after storage changed elsewhere.
 */
export function locationChanged(): void {
  const { location, status } = currentState();
  const manual = readManualLocation();
  if (manual) setState({ location: toReaderLocation(manual), status: 'ready' }, true);
  else if (location.source === 'manual') {
    setState({ location: storedLocation() ?? FALLBACK_READER_LOCATION, status }, true);
  } else setState({ location, status }, true);
}

/** §9: at most one detection per second; a detection asked for sooner waits its turn. */
let throttle = createRequestThrottle();
/** Bumped by a manual choice, so a detection already under way does not overwrite it. */
let generation = 0;
let running: { fresh: boolean; answer: Promise<ReaderLocation> } | undefined;
let started = false;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function runDetection(fresh: boolean): Promise<ReaderLocation> {
  const mine = ++generation;
  // At start-up a stored location answers at once: the reader sees no 'detecting' flicker.
  if (fresh) setState({ ...currentState(), status: 'detecting' }, false);
  const delay = throttle.reserve(Date.now());
  if (delay > 0) await wait(delay);
  let detection: Detection;
  try {
    detection = await detectLocation(
      {
        manual: readManualLocation,
        cached: () => readCachedLocation(Date.now()),
        browser: () => browserLocation(),
        ip: () => ipLocation(),
      },
      { fresh },
    );
  } finally {
    running = undefined;
  }
  if (detection.error) console.warn('Location detection fell back to a default city', detection.error);
  if (shouldCacheDetection(detection)) writeCachedLocation(detection.location, Date.now());
  // A city chosen while we were detecting wins over what we found.
  if (mine !== generation) return readerLocation();
  const location = toReaderLocation(detection.location, detection.origin === 'fallback', detection.error);
  setState({ location, status: 'ready' }, true);
  return location;
}

function detect(fresh: boolean): Promise<ReaderLocation> {
  if (running && running.fresh === fresh) return running.answer;
  const answer = runDetection(fresh);
  running = { fresh, answer };
  return answer;
}

/**
 * Runs the detection chain once per page load (later calls return the same answer) and announces
 * the result. Call it at start-up in the browser; never on the server.
 */
export function startLocationDetection(): Promise<ReaderLocation> {
  if (started && running) return running.answer;
  if (started) return Promise.resolve(readerLocation());
  started = true;
  // The server is told what storage holds now (a place kept from before this was written, or none).
  rememberPlaceForPages(Date.now());
  return detect(false);
}

/** 'Use Current Location' (§4): clears the manual choice and asks the browser, then the IP lookup, again. */
export function detectCurrentLocation(): Promise<ReaderLocation> {
  started = true;
  clearManualLocation();
  return detect(true);
}

/** Choosing a city (§4): saved as the manual location, with 'manual' as source and the time of choice. */
export function chooseCity(city: City): void {
  generation++;
  saveManualLocation(manualLocationFromCity(city, Date.now()));
  locationChanged();
}

/** What the server drew a page for when it knew no place of the reader's: the fallback place. */
const SERVER_LOCATION: ReaderLocation = FALLBACK_READER_LOCATION;

/**
 * The reader's place. Hydration starts from the place the server drew the page for: the one it was
 * told (PLACE_COOKIE), or the one it guessed from the address, else the fallback place; then it
 * updates to what storage knows.
 */
export function useReaderLocation(): ReaderLocation {
  const drawnFor = usePreloadedPlace();
  return useSyncExternalStore(subscribe, readerLocation, () => drawnFor ?? SERVER_LOCATION);
}

/**
 * Whether the reader's place is still being detected; the Local tab waits for 'ready' (§5). On the
 * server's page, 'ready' only for a place it was told: a guessed or a fallback place is still detecting.
 */
export function useLocationStatus(): LocationStatus {
  const drawnFor = usePreloadedPlace();
  const guessed = usePreloadedGuess();
  return useSyncExternalStore(subscribe, locationStatus, () => (drawnFor && !guessed ? 'ready' : 'detecting'));
}

/** For tests: forget everything this module holds, as on a fresh page load. */
export function resetReaderLocationForTests(): void {
  state = undefined;
  running = undefined;
  started = false;
  generation = 0;
  throttle = createRequestThrottle();
}
