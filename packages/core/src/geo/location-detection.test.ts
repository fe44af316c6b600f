import { describe, expect, it, vi } from 'vitest';
import type { Location } from '../schemas/geo.ts';
import { ERROR_FALLBACK_LOCATION, FALLBACK_LOCATION } from './fallback-location.ts';
import {
  detectLocation,
  GEOLOCATION_OPTIONS,
  IP_LOCATION_ACCURACY_M,
  type LocationSteps,
  locationFromIpAnswer,
  locationFromPosition,
  shouldCacheDetection,
} from './location-detection.ts';

const at = (city: string, source: Location['source']): Location => ({
  city,
  country: 'Testland',
  latitude: 1,
  longitude: 2,
  source,
});
const manual = at('Chosen', 'manual');
const cached = at('Cached', 'browser');
const browser = at('Browser', 'browser');
const ip = at('Ip', 'ip');

function steps(found: Partial<Record<keyof LocationSteps, Location | Error>>) {
  const calls: string[] = [];
  const step = (name: keyof LocationSteps) => () => {
    calls.push(name);
    const value = found[name];
    if (value instanceof Error) throw value;
    return value ?? null;
  };
  const asyncStep = (name: keyof LocationSteps) => async () => step(name)();
  const s: LocationSteps = {
    manual: step('manual'),
    cached: step('cached'),
    browser: asyncStep('browser'),
    ip: asyncStep('ip'),
  };
  return { steps: s, calls };
}

describe('detectLocation', () => {
  it('asks the browser with high accuracy, a 10 s timeout and positions up to 5 minutes old', () => {
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 });
  });

  it('takes the manual choice first, without asking anything else', async () => {
    const { steps: s, calls } = steps({ manual, cached, browser, ip });
    expect(await detectLocation(s)).toEqual({ location: manual, origin: 'manual' });
    expect(calls).toEqual(['manual']);
  });

  it('then the cached location, then the browser, then the IP lookup', async () => {
    expect((await detectLocation(steps({ cached, browser, ip }).steps)).origin).toBe('cache');
    expect((await detectLocation(steps({ browser, ip }).steps)).origin).toBe('browser');
    const last = steps({ ip });
    expect(await detectLocation(last.steps)).toEqual({ location: ip, origin: 'ip' });
    expect(last.calls).toEqual(['manual', 'cached', 'browser', 'ip']);
  });

  it('falls back to Lisbon with "Failed to get user location" when nothing comes back', async () => {
    const result = await detectLocation(steps({}).steps);
    expect(result).toEqual({
      location: { ...FALLBACK_LOCATION },
      origin: 'fallback',
      error: 'FAILED_TO_GET_USER_LOCATION',
    });
  });

  it('falls back to New York with "Failed to detect location" when a step throws', async () => {
    const result = await detectLocation(steps({ ip: new Error('network down') }).steps);
    expect(result.location).toMatchObject({ city: ERROR_FALLBACK_LOCATION.city, country: 'United States' });
    expect(result.error).toBe('FAILED_TO_DETECT_LOCATION');
  });

  it('for "Use Current Location" skips the manual choice and asks the browser before the cache', async () => {
    const fresh = steps({ manual, cached, browser });
    expect((await detectLocation(fresh.steps, { fresh: true })).origin).toBe('browser');
    expect(fresh.calls).toEqual(['browser']);
    const denied = steps({ manual, cached });
    expect(await detectLocation(denied.steps, { fresh: true })).toEqual({ location: cached, origin: 'cache' });
    expect(denied.calls).toEqual(['browser', 'ip', 'cached']);
  });

  it('caches only what the browser or the IP lookup found', async () => {
    const run = (found: Parameters<typeof steps>[0]) => detectLocation(steps(found).steps);
    expect(shouldCacheDetection(await run({ browser }))).toBe(true);
    expect(shouldCacheDetection(await run({ ip }))).toBe(true);
    expect(shouldCacheDetection(await run({ manual }))).toBe(false);
    expect(shouldCacheDetection(await run({ cached }))).toBe(false);
    expect(shouldCacheDetection(await run({}))).toBe(false);
  });

  it('does not run later steps while an earlier one is pending', async () => {
    const ipStep = vi.fn(async () => ip);
    let release: ((value: Location | null) => void) | undefined;
    const pending = detectLocation({
      manual: () => null,
      cached: () => null,
      browser: () => new Promise((resolve) => (release = resolve)),
      ip: ipStep,
    });
    await vi.waitFor(() => expect(release).toBeDefined());
    expect(ipStep).not.toHaveBeenCalled();
    release?.(browser);
    expect((await pending).origin).toBe('browser');
    expect(ipStep).not.toHaveBeenCalled();
  });
});

describe('locations from the browser and the IP lookup', () => {
  it('names a browser position after the nearest city', () => {
    const place = { name: 'Amsterdam', country: 'Netherlands', displayName: 'Amsterdam, Netherlands' };
    expect(locationFromPosition({ latitude: 52.37, longitude: 4.89, accuracy: 20 }, place, 7)).toEqual({
      latitude: 52.37,
      longitude: 4.89,
      accuracy: 20,
      city: 'Amsterdam',
      country: 'Netherlands',
      displayName: 'Amsterdam, Netherlands',
      source: 'browser',
      timestamp: 7,
    });
  });

  it('keeps a browser position with no city within reach, unnamed', () => {
    const location = locationFromPosition({ latitude: 0, longitude: -30 }, null, 7);
    expect(location).toEqual({ latitude: 0, longitude: -30, source: 'browser', timestamp: 7 });
  });

  it('reads an IP answer in our shape or as "lat,lon", 50 km accurate', () => {
    expect(locationFromIpAnswer({ latitude: 38.7, longitude: -9.1, city: 'Lisbon', country: 'Portugal' }, 3)).toEqual({
      latitude: 38.7,
      longitude: -9.1,
      accuracy: IP_LOCATION_ACCURACY_M,
      city: 'Lisbon',
      country: 'Portugal',
      displayName: 'Lisbon, Portugal',
      source: 'ip',
      timestamp: 3,
    });
    expect(locationFromIpAnswer({ loc: '52.37, 4.89', country: 'NL' }, 3)).toMatchObject({
      latitude: 52.37,
      longitude: 4.89,
      country: 'NL',
    });
  });

  it('gives nothing for an IP answer without a usable position', () => {
    expect(locationFromIpAnswer({ loc: 'nowhere' }, 3)).toBeNull();
    expect(locationFromIpAnswer({ latitude: 100, longitude: 0 }, 3)).toBeNull();
    expect(locationFromIpAnswer(null, 3)).toBeNull();
  });
});
