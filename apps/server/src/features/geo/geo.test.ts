import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST_DIR } from '../../config.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';

describe.each(testDatabases.slice(0, 1))('geography calls', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it('finds the nearest city of the bundled list', async () => {
    // A point in the south-east of Amsterdam, about 4 km from its centre.
    const response = await t.app.inject('/api/geo/reverse?lat=52.34&lon=4.93');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Amsterdam', country: 'Netherlands' });
  });

  it('names the nearest town of the full gazetteer in rural Kansas, with its state', async () => {
    const response = await t.app.inject('/api/geo/reverse?lat=38.5&lon=-98');
    expect(response.statusCode).toBe(200);
    const place = response.json();
    expect(place).toMatchObject({ country: 'United States', region: 'Kansas' });
    expect(place.name).not.toBe('');
    expect(place.displayName).toBe(`${place.name}, United States`);
  });

  it('gives the country alone in the Sahara, where no town lies within 100 km', async () => {
    const response = await t.app.inject('/api/geo/reverse?lat=21&lon=12');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: '', country: 'Niger', displayName: 'Niger', latitude: 21, longitude: 12 });
  });

  it('names a Caribbean island of the kingdom as its own country, so Dutch follows', async () => {
    const response = await t.app.inject('/api/geo/reverse?lat=12.12&lon=-68.93');
    expect(response.json()).toMatchObject({ country: 'Curaçao' });
  });

  it('answers 404 "no town or country" in the middle of the ocean', async () => {
    const response = await t.app.inject('/api/geo/reverse?lat=-40&lon=-120');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'CITY_NOT_FOUND', message: 'No town or country at this position' });
  });

  it('refuses a latitude out of range', async () => {
    const response = await t.app.inject('/api/geo/reverse?lat=123&lon=4');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/lat/);
  });

  it('searches every place of the gazetteer for the city selector, bundled cities first', async () => {
    const hutchinson = (await t.app.inject('/api/geo/cities?q=hutchinson')).json().data;
    expect(hutchinson[0]).toMatchObject({ name: 'Hutchinson', country: 'United States', region: 'Kansas' });
    const ams = (await t.app.inject('/api/geo/cities?q=ams')).json().data;
    expect(ams[0]).toMatchObject({ name: 'Amsterdam', country: 'Netherlands' });
    expect(ams.length).toBeLessThanOrEqual(50);
    const san = (await t.app.inject('/api/geo/cities?q=san')).json().data;
    expect(san).toHaveLength(50);
    expect(new Set(san.map((c: { displayName: string }) => c.displayName)).size).toBe(50);
  });

  it('finds a city by the name a Dutch reader types', async () => {
    const search = async (query: string) =>
      (await t.app.inject(`/api/geo/cities?q=${encodeURIComponent(query)}`)).json().data;
    // The bundled list's The Hague, and the gazetteer's Köln, which the bundled list lacks.
    expect((await search('Den Haag'))[0]).toMatchObject({ name: 'The Hague', country: 'Netherlands' });
    expect((await search('Keulen'))[0]).toMatchObject({ name: 'Köln', country: 'Germany' });
    expect((await search('lissab'))[0]).toMatchObject({ name: 'Lisbon', country: 'Portugal' });
    expect((await search('Den Bosch'))[0]).toMatchObject({ name: "'s-Hertogenbosch", country: 'Netherlands' });
    // Ghent first, and no Buenos Aires for "Gent" by "Argentina".
    const ghent = (await search('Gent')).map((city: { name: string }) => city.name);
    expect(ghent[0]).toMatch(/^(Gent|Ghent)$/);
    expect(ghent).not.toContain('Buenos Aires');
    // One place spelt two ways in the two lists is listed once (both would read "Antwerpen" in Dutch).
    const antwerp = await search('antwerp');
    expect(antwerp.filter((city: { country: string }) => city.country === 'Belgium')).toEqual([
      expect.objectContaining({ name: 'Antwerp' }),
    ]);
    expect(await search('hongkong')).toHaveLength(1);
  });

  it('asks for 2 characters before it searches', async () => {
    const response = await t.app.inject('/api/geo/cities?q=a');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/at least 2 characters/);
  });

  it('locates an IP address from the bundled database: its country, at its largest place', async () => {
    const response = await t.app.inject({ url: '/api/geo/ip', remoteAddress: '8.8.8.8' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ country: 'United States' });
    expect(response.json().latitude).toBeCloseTo(40.71, 1);
    expect(response.json().longitude).toBeCloseTo(-74.01, 1);
    const dutch = await t.app.inject({ url: '/api/geo/ip', remoteAddress: '2001:610:508:108::1' });
    expect(dutch.json()).toMatchObject({ country: 'Netherlands' });
  });

  it('says when an address has no known place (this machine, a private network)', async () => {
    const response = await t.app.inject({ url: '/api/geo/ip', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('IP_LOCATION_UNKNOWN');
  });

  it('serves the city list', async () => {
    const response = await t.app.inject('/cities.json');
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().length).toBeGreaterThanOrEqual(160);
  });
});

describe.each(testDatabases.slice(0, 1))('geography with IP_DATABASE=off', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database, { IP_DATABASE: 'off' });
  });
  afterAll(() => t.close());

  it('says plainly that IP lookup is not configured, and tells the web app not to ask', async () => {
    const response = await t.app.inject({ url: '/api/geo/ip', remoteAddress: '8.8.8.8' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('IP_LOOKUP_UNAVAILABLE');
    expect((await t.app.inject('/api/config')).json().ipLookup).toBe(false);
  });
});

describe.each(testDatabases.slice(0, 1))('geography with an IP database that cannot be read', (database) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tidings-ip-'));
    const file = path.join(dir, 'truncated.mmdb');
    await writeFile(file, 'not a MaxMind database at all');
    t = await startTestApp(database, { IP_DATABASE: file });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('places no address', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({ url: '/api/geo/ip', remoteAddress: '8.8.8.8' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('IP_LOCATION_UNKNOWN');
    }
  });

  it.skipIf(!existsSync(path.join(WEB_DIST_DIR, 'index.html')))(
    'still serves every page: the fallback city’s for a first visit',
    async () => {
      const page = await t.app.inject({ url: '/', remoteAddress: '8.8.8.8' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('"lat":38.7223');
    },
  );
});

describe('how far apart a country’s people live (the span a reader known only by country is read at)', () => {
  it('is a small country’s hour’s drive and a large one’s continent, and nothing for no country', async () => {
    const { gazetteer } = await import('./gazetteer.ts');
    const span = (country: string) => gazetteer().spanKm(country) ?? Number.NaN;
    expect(span('Netherlands')).toBeGreaterThan(50);
    expect(span('Netherlands')).toBeLessThan(150);
    expect(span('Singapore')).toBeLessThan(20);
    expect(span('United Kingdom')).toBeGreaterThan(span('Netherlands'));
    expect(span('United States')).toBeGreaterThan(1000);
    // By any of its names, and the same on a second asking.
    expect(gazetteer().spanKm('NL')).toBe(span('Netherlands'));
    expect(gazetteer().spanKm('Atlantis')).toBeUndefined();
  });
});
