/**
 * The preferences calls (accounts-and-membership §7; ARCHITECTURE.md "Accounts"). So far the
 * theme: light, dark and system for everyone, the extra colour themes for premium readers only
 * (DECISIONS.md item 6), refused to free readers by the server.
 */
import { isPremiumTheme } from '@tidings/core/account/options';
import { preferencesSchema, themeSchema } from '@tidings/core/schemas/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, errorBodySchema, notFound } from '../../lib/errors.ts';
import { signedInUser } from '../../lib/require-user.ts';
import { savePreferences, storedPreferences } from './repo.ts';

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: "The reader's preferences; 404 when none were saved (the client then uses the defaults)",
        response: { 200: preferencesSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const stored = await storedPreferences(app.database.db, signedInUser(request).id);
      if (!stored) throw notFound('No preferences saved yet', 'PREFERENCES_NOT_FOUND');
      reply.header('cache-control', 'private, no-store');
      return stored;
    },
  );

  app.patch(
    '/api/preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Change the theme (sepia and high contrast need premium)',
        body: z.object({ theme: themeSchema }),
        response: { 200: preferencesSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const user = signedInUser(request);
      const { theme } = request.body;
      if (isPremiumTheme(theme) && !(await app.billing.isPremium(user.id))) {
        throw new ApiError(403, 'PREMIUM_REQUIRED', 'This theme comes with Tidings Premium.');
      }
      const current = (await storedPreferences(app.database.db, user.id)) ?? preferencesSchema.parse({});
      const next = { ...current, theme };
      await savePreferences(app.database.db, user.id, next, new Date(app.clock()));
      return next;
    },
  );
};
