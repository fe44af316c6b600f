import { LOCATION_CACHE_KEY } from '@tidings/core/geo/location-cache';
import { parsePlaceCookie } from '@tidings/core/geo/place-cookie-parse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi, stubGeolocation } from './test-helpers.ts';
import {
  chooseCity,
  detectCurrentLocation,
  locationStatus,
  MANUAL_LOCATION_KEY,
  type ReaderLocation,
  readerLocation,
  resetReaderLocationForTests,
  startLocationDetection,
} from './use-reader-location.ts';

const HOUR = 3_600_000;
const lisbon = { city: 'Lisbon', country: 'Portugal', latitude: 38.7, longitude: -9.1, source: 'manual', timestamp: 1 };
const rotterdam = {
  name: 'Rotterdam',
  country: 'Netherlands',
  displayName: 'Rotterdam, Netherlands',
  latitude: 51.92,
  longitude: 4.48,
};

function announcements(): ReaderLocation[] {
  const seen: ReaderLocation[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<ReaderLocation>).detail);
  window.addEventListener('locationChanged', listener);
  return seen;
}

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

describe('the reader location', () => {
  beforeEach(() => {
    localStorage.clear();
    resetReaderLocationForTests();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    stubGeolocation(undefined);
  });

  it('takes the saved manual city at once, without asking the browser', async () => {
    localStorage.setItem(MANUAL_LOCATION_KEY, JSON.stringify(lisbon));
    const calls = stubApi();
    const asked = stubGeolocation({ latitude: 52.37, longitude: 4.89 });
    expect(readerLocation()).toMatchObject({ city: 'Lisbon', fallback: false, source: 'manual' });
    expect(locationStatus()).toBe('ready');
    await startLocationDetection();
    expect(asked).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('clears a manual location missing its country and detects instead', async () => {
    localStorage.setItem(MANUAL_LOCATION_KEY, JSON.stringify({ ...lisbon, country: undefined }));
    stubApi();
    stubGeolocation({ latitude: 52.37, longitude: 4.89 });
    expect(locationStatus()).toBe('detecting');
    expect(localStorage.getItem(MANUAL_LOCATION_KEY)).toBeNull();
    expect(await startLocationDetection()).toMatchObject({ city: 'Amsterdam', source: 'browser' });
  });

  it('finds the reader through the browser, announces it and caches it for the next visit', async () => {
    const seen = announcements();
    stubApi();
    stubGeolocation({ latitude: 52.37, longitude: 4.89 });
    const found = await startLocationDetection();
    expect(found).toMatchObject({ city: 'Amsterdam', country: 'Netherlands', latitude: 52.37, fallback: false });
    expect(locationStatus()).toBe('ready');
    expect(seen).toEqual([found]);
    expect(stored(LOCATION_CACHE_KEY)).toMatchObject({ city: 'Amsterdam', source: 'browser' });

    // Next page load, within 720 minutes: the cache answers, the browser is not asked.
    resetReaderLocationForTests();
    const asked = stubGeolocation({ latitude: 0, longitude: 0 });
    expect(readerLocation()).toMatchObject({ city: 'Amsterdam' });
    await startLocationDetection();
    expect(asked).toEqual([]);
  });

  it('asks the browser again once the cached location is older than 720 minutes', async () => {
    localStorage.setItem(
      LOCATION_CACHE_KEY,
      JSON.stringify({
        city: 'Old',
        country: 'X',
        latitude: 1,
        longitude: 1,
        source: 'browser',
        timestamp: Date.now() - 13 * HOUR,
      }),
    );
    stubApi();
    stubGeolocation({ latitude: 52.37, longitude: 4.89 });
    expect(await startLocationDetection()).toMatchObject({ city: 'Amsterdam' });
  });

  it('falls back to Lisbon with "Failed to get user location" when the reader refuses and no IP database exists', async () => {
    const calls = stubApi();
    stubGeolocation('denied');
    const found = await startLocationDetection();
    expect(found).toMatchObject({
      city: 'Lisbon',
      country: 'Portugal',
      fallback: true,
      error: 'FAILED_TO_GET_USER_LOCATION',
    });
    expect(calls).toEqual(['/api/geo/ip']);
    expect(localStorage.getItem(LOCATION_CACHE_KEY)).toBeNull();
  });

  it('falls back to New York with "Failed to detect location" when detection breaks', async () => {
    stubApi({ ip: () => json(500, {}) });
    stubGeolocation(undefined);
    expect(await startLocationDetection()).toMatchObject({
      city: 'New York',
      fallback: true,
      error: 'FAILED_TO_DETECT_LOCATION',
    });
  });

  it('saves a chosen city as a manual location and announces it', () => {
    const seen = announcements();
    chooseCity(rotterdam);
    expect(stored(MANUAL_LOCATION_KEY)).toEqual({
      city: 'Rotterdam',
      country: 'Netherlands',
      latitude: 51.92,
      longitude: 4.48,
      displayName: 'Rotterdam, Netherlands',
      source: 'manual',
      timestamp: expect.any(Number),
    });
    expect(readerLocation()).toMatchObject({ city: 'Rotterdam', source: 'manual', fallback: false });
    expect(seen.map((l) => l.city)).toEqual(['Rotterdam']);
  });

  it('keeps a city chosen while detection was still running', async () => {
    stubApi();
    stubGeolocation({ latitude: 52.37, longitude: 4.89 });
    const detecting = startLocationDetection();
    chooseCity(rotterdam);
    await detecting;
    expect(readerLocation().city).toBe('Rotterdam');
  });

  it("'Use Current Location' clears the manual city and asks the browser, past the cache", async () => {
    stubApi();
    stubGeolocation({ latitude: 52.37, longitude: 4.89 });
    chooseCity(rotterdam);
    const detecting = detectCurrentLocation();
    expect(localStorage.getItem(MANUAL_LOCATION_KEY)).toBeNull();
    expect(locationStatus()).toBe('detecting');
    expect(await detecting).toMatchObject({ city: 'Amsterdam', source: 'browser' });
    expect(locationStatus()).toBe('ready');
  });

  it('tells the server the place storage holds, as coarse as the feed is asked for, and forgets it with the place', async () => {
    const placeCookie = () => parsePlaceCookie(/(?:^|; )tidings_place=([^;]*)/.exec(document.cookie)?.[1]);
    stubApi();
    // A position to the metre: kept in storage, told to a kilometre.
    stubGeolocation({ latitude: 52.373141, longitude: 4.892246 });
    await startLocationDetection();
    expect(readerLocation()).toMatchObject({ latitude: 52.37, longitude: 4.89 });
    expect(stored(LOCATION_CACHE_KEY)).toMatchObject({ latitude: 52.373141 });
    expect(placeCookie()).toEqual({
      city: 'Amsterdam',
      country: 'Netherlands',
      latitude: 52.37,
      longitude: 4.89,
      displayName: 'Amsterdam, Netherlands',
      source: 'browser',
    });
    chooseCity(rotterdam);
    expect(placeCookie()).toMatchObject({ city: 'Rotterdam', latitude: 51.92, source: 'manual' });
    // 'Use Current Location', refused with no IP database: the fallback city, and no place told.
    stubGeolocation('denied');
    localStorage.removeItem(LOCATION_CACHE_KEY);
    await detectCurrentLocation();
    expect(readerLocation()).toMatchObject({ city: 'Lisbon', fallback: true });
    expect(placeCookie()).toBeUndefined();
  });

  it('keeps the place the server guessed from the address while it detects, rather than the fallback city', () => {
    const guess = { city: '', country: 'Netherlands', latitude: 52.37, longitude: 4.89, source: 'ip', fallback: false };
    const element = document.createElement('script');
    element.id = 'tidings-preload';
    element.type = 'application/json';
    element.textContent = JSON.stringify({ place: guess, locating: true });
    document.body.append(element);
    try {
      expect(readerLocation()).toEqual(guess);
      expect(locationStatus()).toBe('detecting');
      // A place storage holds wins over the guess.
      resetReaderLocationForTests();
      localStorage.setItem(MANUAL_LOCATION_KEY, JSON.stringify(lisbon));
      expect(readerLocation()).toMatchObject({ city: 'Lisbon', fallback: false, source: 'manual' });
    } finally {
      element.remove();
    }
  });

  it('sends at most one detection request per second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    stubApi();
    const asked = stubGeolocation({ latitude: 52.37, longitude: 4.89 });
    await detectCurrentLocation();
    expect(asked).toHaveLength(1);
    const again = detectCurrentLocation();
    await vi.advanceTimersByTimeAsync(999);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await again;
    expect(asked).toHaveLength(2);
  });

  it('shares one detection between callers asking at the same time', async () => {
    stubApi();
    const asked = stubGeolocation({ latitude: 52.37, longitude: 4.89 });
    const [a, b] = await Promise.all([detectCurrentLocation(), detectCurrentLocation()]);
    expect(a).toBe(b);
    expect(asked).toHaveLength(1);
  });
});
