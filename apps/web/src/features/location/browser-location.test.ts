import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.ts';
import { browserLocation, ipLocation, reverseGeocode, setIpLookupAvailable } from './browser-location.ts';
import { AMSTERDAM, json, stubApi, stubGeolocation } from './test-helpers.ts';

describe('the browser side of location detection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    stubGeolocation(undefined);
    setIpLookupAvailable(true);
  });

  it('names a position after the nearest city the API gives', async () => {
    const calls = stubApi();
    expect(await reverseGeocode(52.37, 4.89)).toEqual(AMSTERDAM);
    expect(calls).toEqual(['/api/geo/reverse?lat=52.37&lon=4.89']);
  });

  it('has no city for a position with none within 100 km (404), and reports other failures', async () => {
    stubApi({ reverse: () => json(404, { error: { code: 'CITY_NOT_FOUND', message: 'No known city' } }) });
    expect(await reverseGeocode(0, -30)).toBeNull();
    stubApi({ reverse: () => json(500, { error: { code: 'INTERNAL', message: 'Broken' } }) });
    await expect(reverseGeocode(0, -30)).rejects.toBeInstanceOf(ApiRequestError);
  });

  it('asks the browser with high accuracy, 10 s and 5 minutes, and names the position', async () => {
    stubApi();
    const asked = stubGeolocation({ latitude: 52.37, longitude: 4.89 });
    const location = await browserLocation(() => 42);
    expect(asked).toEqual([{ enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 }]);
    expect(location).toEqual({
      latitude: 52.37,
      longitude: 4.89,
      accuracy: 20,
      city: 'Amsterdam',
      country: 'Netherlands',
      displayName: 'Amsterdam, Netherlands',
      source: 'browser',
      timestamp: 42,
    });
  });

  it('keeps the position unnamed when reverse geocoding fails', async () => {
    stubApi({ reverse: () => json(503, {}) });
    stubGeolocation({ latitude: 52.37, longitude: 4.89 });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await browserLocation(() => 1)).toEqual({
      latitude: 52.37,
      longitude: 4.89,
      accuracy: 20,
      source: 'browser',
      timestamp: 1,
    });
  });

  it('has no browser location when the reader refuses or the browser cannot tell', async () => {
    stubApi();
    stubGeolocation('denied');
    expect(await browserLocation()).toBeNull();
    stubGeolocation(undefined);
    expect(await browserLocation()).toBeNull();
  });

  it('treats the IP lookup 404 as no IP location, and reads an answer when one comes', async () => {
    stubApi();
    expect(await ipLocation()).toBeNull();
    stubApi({ ip: () => json(200, { latitude: 38.7, longitude: -9.1, city: 'Lisbon', country: 'Portugal' }) });
    expect(await ipLocation(() => 5)).toMatchObject({ city: 'Lisbon', source: 'ip', accuracy: 50_000, timestamp: 5 });
    stubApi({ ip: () => json(500, {}) });
    await expect(ipLocation()).rejects.toBeInstanceOf(ApiRequestError);
  });

  it('does not ask for an IP location when the server said it has no IP lookup', async () => {
    const calls = stubApi({
      ip: () => json(200, { latitude: 38.7, longitude: -9.1, city: 'Lisbon', country: 'Portugal' }),
    });
    setIpLookupAvailable(false);
    expect(await ipLocation()).toBeNull();
    // A page without the word asks the server's configuration first.
    setIpLookupAvailable(async () => false);
    expect(await ipLocation()).toBeNull();
    expect(calls).toEqual([]);
    setIpLookupAvailable(async () => true);
    expect(await ipLocation()).toMatchObject({ city: 'Lisbon', source: 'ip' });
    expect(calls).toEqual(['/api/geo/ip']);
  });
});
