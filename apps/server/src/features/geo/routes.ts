/**
 * Offline geography (DECISIONS.md: no call leaves our server; issue 16 item 2): the bundled city
 * list, what is at a position (country from the world's borders, nearest place from the gazetteer),
 * the city selector's search over the gazetteer, and the IP step from a bundled IP database.
 */
import {
  CITY_SEARCH_EXTENDED_LIMIT,
  CITY_SEARCH_LIMIT,
  citiesByDutchName,
  searchCities,
} from '@tidings/core/geo/city-search';
import { sameCountry } from '@tidings/core/geo/countries';
import { haversineKm } from '@tidings/core/geo/distance';
import { REVERSE_GEOCODE_RADIUS_KM } from '@tidings/core/geo/nearest-city';
import { normalizeSearchText } from '@tidings/core/news/text';
import { type City, citySchema } from '@tidings/core/schemas/geo';
import { latitudeSchema, longitudeSchema } from '@tidings/core/schemas/news-query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, notFound } from '../../lib/errors.ts';
import { gazetteer } from './gazetteer.ts';
import { placeAt } from './places.ts';

export const NO_PLACE_HERE = 'No town or country at this position';

const ipLocationSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  country: z.string(),
  city: z.string().optional(),
  region: z.string().optional(),
});

/** Two places this close are one, spelt two ways ("Antwerp" in the bundled list, "Antwerpen" in the gazetteer). */
const SAME_PLACE_KM = 10;

/** The gazetteer's place of each name Dutch gives otherwise, looked up once (a lookup scans the gazetteer). */
const dutchNamedPlaces = new Map<string, City | null>();

function dutchNamedPlace(name: string, country: string): City | undefined {
  const key = `${name}|${country}`;
  if (!dutchNamedPlaces.has(key)) dutchNamedPlaces.set(key, gazetteer().find(name, country) ?? null);
  return dutchNamedPlaces.get(key) ?? undefined;
}

/**
 * reading-experience §5 city search: the bundled list's matches first (at most 30, as the spec's
 * list), then the gazetteer's, the extended list, up to 50 in all; a place is listed once, whether
 * the two lists spell it alike or not (within SAME_PLACE_KM: both would read "Antwerpen" in Dutch).
 */
export function searchAllCities(bundled: readonly City[], query: string, limit: number): City[] {
  const found = searchCities(bundled, query, Math.min(limit, CITY_SEARCH_LIMIT));
  const seen = new Set(found.map((city) => `${normalizeSearchText(city.name)}|${city.country}`));
  // Places Dutch names otherwise ("Keulen" is Köln), before the places whose own name matches.
  const dutchNamed = citiesByDutchName(query).flatMap(({ name, country }) => dutchNamedPlace(name, country) ?? []);
  // Twice the places wanted: some are the bundled ones again.
  for (const city of [...dutchNamed, ...gazetteer().search(query, limit * 2)]) {
    if (found.length >= limit) break;
    const key = `${normalizeSearchText(city.name)}|${city.country}`;
    if (seen.has(key) || found.some((other) => haversineKm(other, city) < SAME_PLACE_KM)) continue;
    seen.add(key);
    found.push(city);
  }
  return found;
}

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  // The gazetteer takes about a second to read; a serving instance reads it once it listens, so the
  // first reader's position is named within the browser's 3 s reverse-geocoding timeout (§9).
  // Tests read it only when one asks for a place.
  if (app.config.env !== 'test') {
    app.addHook('onListen', async () => {
      setTimeout(() => gazetteer(), 0).unref();
    });
  }

  app.get('/cities.json', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(app.cities.bytes),
  );

  app.get(
    '/api/geo/reverse',
    {
      schema: {
        tags: ['geo'],
        summary: `The nearest named place within ${REVERSE_GEOCODE_RADIUS_KM} km and the country of a position; the name is empty where no place is that near`,
        querystring: z.object({ lat: latitudeSchema, lon: longitudeSchema }),
        response: { 200: citySchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { lat, lon } = request.query;
      const { city, country } = placeAt(app.cities.cities, lat, lon);
      if (!country) throw notFound(NO_PLACE_HERE, 'CITY_NOT_FOUND');
      reply.header('cache-control', 'public, max-age=86400');
      if (city && sameCountry(city.country, country)) return city;
      // In the desert or far from any town: the country alone, which language and Local need.
      return { name: '', country, displayName: country, latitude: lat, longitude: lon };
    },
  );

  app.get(
    '/api/geo/cities',
    {
      schema: {
        tags: ['geo'],
        summary: `The city selector's search: the bundled cities, then every place of the gazetteer, at most ${CITY_SEARCH_EXTENDED_LIMIT}`,
        querystring: z.object({
          q: z.string().trim().min(2, 'must be at least 2 characters').max(100, 'must be at most 100 characters'),
          limit: z.coerce
            .number({ error: 'must be a number' })
            .int('must be a whole number')
            .min(1, 'must be at least 1')
            .max(CITY_SEARCH_EXTENDED_LIMIT, `must be at most ${CITY_SEARCH_EXTENDED_LIMIT}`)
            .default(CITY_SEARCH_EXTENDED_LIMIT),
        }),
        response: { 200: z.object({ data: z.array(citySchema) }), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { data: searchAllCities(app.cities.cities, request.query.q, request.query.limit) };
    },
  );

  app.get(
    '/api/geo/ip',
    {
      schema: {
        tags: ['geo'],
        summary: 'Approximate location of the caller’s IP address from the configured IP database',
        response: { 200: ipLocationSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!app.config.ipDatabase) throw notFound('IP lookup is not configured on this server', 'IP_LOOKUP_UNAVAILABLE');
      const found = await app.ipLocation(request.ip);
      // Private, loopback and unlisted addresses: nothing to say, and the chain moves on (§4).
      if (!found) throw notFound('No location is known for this address', 'IP_LOCATION_UNKNOWN');
      reply.header('cache-control', 'private, no-store');
      return found;
    },
  );
};
