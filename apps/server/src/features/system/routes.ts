/** Health and public configuration: GET /api/health, GET /api/config. */
import { type AppConfig, appConfigSchema } from '@tidings/core/schemas/api';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasBriefings } from '../media/catalogue.ts';

/** What the web app is told of the server's configuration: GET /api/config, and embedded in pages. */
export function clientConfig(app: FastifyInstance): AppConfig {
  const { config } = app;
  return {
    flags: config.flags,
    demo: config.demo,
    ipLookup: config.ipDatabase !== undefined,
    briefings: hasBriefings(app),
    contact: config.contact,
  };
}

const healthSchema = z.object({
  status: z.literal('ok'),
  edition: z.object({
    id: z.string(),
    fetchDate: z.string(),
    ageMinutes: z.number(),
    stories: z.number(),
    sample: z.boolean(),
    reloadFailures: z.number(),
  }),
  database: z.enum(['pglite', 'postgres']),
});

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness, the loaded edition and the database kind',
        response: { 200: healthSchema },
      },
    },
    async () => {
      const edition = app.editions.current;
      return {
        status: 'ok' as const,
        edition: {
          id: edition.id,
          fetchDate: edition.fetchDate,
          ageMinutes: Math.max(0, Math.round((app.clock() - edition.fetchedAt) / 60_000)),
          stories: edition.stories.length,
          sample: edition.isSample,
          reloadFailures: app.editions.reloadFailures,
        },
        database: app.database.kind,
      };
    },
  );

  app.get(
    '/api/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Feature flags the web app reads at start',
        response: { 200: appConfigSchema },
      },
    },
    async () => clientConfig(app),
  );
};
