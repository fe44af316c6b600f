/** The reader's profile and account deletion (accounts-and-membership §3, §7; DECISIONS.md item 9). */
import { withDailyDigestShown } from '@tidings/core/plans/entitlement';
import { deleteAccountResponseSchema, nameFromEmail, profileSchema } from '@tidings/core/schemas/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AfterDeletion } from '../../lib/account-deletion.ts';
import { ApiError, errorBodySchema } from '../../lib/errors.ts';
import { clearReaderCookie } from '../../lib/reader-cookie.ts';
import { clearRefreshCookie } from '../../lib/refresh-cookie.ts';
import { rememberLanguage } from '../auth/users.ts';
import { accountExportSchema, exportAccount } from './export.ts';
import { accountWithPreferences, deleteAccount } from './repo.ts';

/** PUT /api/profile/language: one of the interface languages. */
const languageSchema = z.strictObject({ language: z.enum(['en', 'nl']) });

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
      if (!account || !userId) throw NOT_AUTHENTICATED();
      reply.header('cache-control', 'private, no-store');
      const { email } = account;
      // As GET /api/preferences answers them: the daily digest as the reader's plan shows it.
      const preferences = withDailyDigestShown(account.preferences, await app.billing.isPremium(userId));
      return {
        username: nameFromEmail(email),
        email,
        preferences,
        demographics: { ageRange: preferences.age, gender: preferences.gender },
      };
    },
  );

  app.put(
    '/api/profile/language',
    {
      schema: {
        tags: ['profile'],
        summary: 'The interface language the reader chose: the mail they did not ask for (digests) is written in it',
        body: languageSchema,
        response: { 200: languageSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const userId = request.user?.id;
      if (!userId) throw NOT_AUTHENTICATED();
      await rememberLanguage(app.database.db, userId, request.body.language);
      return request.body;
    },
  );

  app.get(
    '/api/profile/export',
    {
      schema: {
        tags: ['profile'],
        summary: 'Everything the server keeps of the reader, as a JSON file ("Download my data")',
        response: { 200: accountExportSchema, 401: errorBodySchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const userId = request.user?.id;
      const now = new Date(app.clock());
      const data = userId ? await exportAccount(app.database.db, userId, now, app.config.publicUrl) : null;
      if (!data) throw NOT_AUTHENTICATED();
      reply.header('cache-control', 'private, no-store');
      reply.header(
        'content-disposition',
        `attachment; filename="tidings-my-data-${now.toISOString().slice(0, 10)}.json"`,
      );
      return data;
    },
  );

  app.post(
    '/api/profile/delete_account',
    {
      schema: {
        tags: ['profile'],
        summary: 'Delete the account and all its data at once',
        response: { 200: deleteAccountResponseSchema, 401: errorBodySchema, 502: errorBodySchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const userId = request.user?.id;
      if (!userId) throw NOT_AUTHENTICATED();
      let afterDeletion: AfterDeletion[];
      try {
        // Other features first (billing ends the subscription with the provider): if one fails, nothing is deleted.
        afterDeletion = await app.runBeforeAccountDeletion(userId);
      } catch (error) {
        request.log.error({ err: error }, 'account deletion stopped before deleting anything');
        throw new ApiError(502, 'ACCOUNT_DELETION_FAILED', 'Account deletion failed');
      }
      if (!(await deleteAccount(app.database.db, userId))) throw NOT_AUTHENTICATED();
      // Gone: what other features do now (a notice to the support desk) does not hold the answer up.
      for (const then of afterDeletion) {
        then().catch((error: unknown) => request.log.error({ err: error }, 'a step after account deletion failed'));
      }
      // The sessions went with the account: its access tokens stop working now, and the
      // browser's refresh cookie is cleared (it is scoped to /api/auth; a cookie's path is free to set).
      app.sessionCheck.forget(userId);
      clearRefreshCookie(request, reply);
      clearReaderCookie(request, reply);
      return { deleted: true as const };
    },
  );
};
