/**
 * Offline geography (DECISIONS.md: no call leaves our server): the bundled city list, the
 * nearest known city of a position, and IP lookup when an IP database is configured.
 */
import { nearestCity, REVERSE_GEOCODE_RADIUS_KM } from '@tidings/core/geo/nearest-city';
import { citySchema } from '@tidings/core/schemas/geo';
import { latitudeSchema, longitudeSchema } from '@tidings/core/schemas/news-query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, notFound } from '../../lib/errors.ts';

/**
 * No IP database ships with Tidings: the maintained packages that bundle one weigh tens of
 * megabytes. Readers are located by browser geolocation or by choosing a city.
 */
export const IP_LOOKUP_AVAILABLE = false;

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
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
        summary: `The nearest city of the bundled list within ${REVERSE_GEOCODE_RADIUS_KM} km`,
        querystring: z.object({ lat: latitudeSchema, lon: longitudeSchema }),
        response: { 200: citySchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const city = nearestCity(
        app.cities.cities,
        { latitude: request.query.lat, longitude: request.query.lon },
        REVERSE_GEOCODE_RADIUS_KM,
      );
      if (!city) throw notFound(`No known city within ${REVERSE_GEOCODE_RADIUS_KM} km`, 'CITY_NOT_FOUND');
      return city;
    },
  );

  app.get(
    '/api/geo/ip',
    {
      schema: {
        tags: ['geo'],
        summary: 'Approximate location of the caller’s IP address, when an IP database is configured',
        response: { 404: errorBodySchema },
      },
    },
    async () => {
      throw notFound('IP lookup is not configured on this server', 'IP_LOOKUP_UNAVAILABLE');
    },
  );
};
