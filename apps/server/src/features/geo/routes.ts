/** The bundled world city list (reading-experience §7: GET /cities.json). */
import type { FastifyPluginAsync } from 'fastify';

export const geoRoutes: FastifyPluginAsync = async (app) => {
  app.get('/cities.json', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(app.cities.bytes),
  );
};
