/** The reader's profile and account deletion (accounts-and-membership §3, §7; DECISIONS.md item 9). */
import { deleteAccountResponseSchema, nameFromEmail, profileSchema } from '@tidings/core/schemas/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, errorBodySchema } from '../../lib/errors.ts';
import { accountWithPreferences, deleteAccount } from './repo.ts';

/** §5: every call but the sign-in steps needs a token, otherwise 'Not authenticated'. */
const NOT_AUTHENTICATED = () => new ApiError(401, 'NOT_AUTHENTICATED', 'Not authenticated');

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'The signed-in reader: username, e-mail, preferences and demographics',
        response: { 200: profileSchema, 401: errorBodySchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const userId = request.user?.id;
      const account = userId ? await accountWithPreferences(app.database.db, userId) : null;
      if (!account) throw NOT_AUTHENTICATED();
      reply.header('cache-control', 'private, no-store');
      const { email, preferences } = account;
      return {
        username: nameFromEmail(email),
        email,
        preferences,
        demographics: { ageRange: preferences.age, gender: preferences.gender },
      };
    },
  );

  app.post(
    '/api/profile/delete_account',
    {
      schema: {
        tags: ['profile'],
        summary: 'Delete the account and all its data at once',
        response: { 200: deleteAccountResponseSchema, 401: errorBodySchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const userId = request.user?.id;
      // The refresh tokens go with the account; a refresh with the old cookie then clears it.
      if (!userId || !(await deleteAccount(app.database.db, userId))) throw NOT_AUTHENTICATED();
      return { deleted: true as const };
    },
  );
};
