/**
 * The preferences calls (accounts-and-membership §5, §7, §8; DECISIONS.md items 2-6). The rules
 * are packages/core's (account/preference-edits.ts, plans/limits.ts); this file parses, asks
 * who is premium, stores, and answers.
 */
import { isPremiumTheme } from '@tidings/core/account/options';
import {
  addMuted,
  type EditResult,
  removeMuted,
  replaceMuted,
  replaceTopics,
} from '@tidings/core/account/preference-edits';
import { dailyDigestOn, withDailyDigestShown } from '@tidings/core/plans/entitlement';
import { LIMIT_CODES, LIMIT_MESSAGES } from '@tidings/core/plans/limits';
import { type Preferences, preferencesSchema } from '@tidings/core/schemas/account';
import {
  categoriesPatchSchema,
  emailSettingsPatchSchema,
  mutedPatchSchema,
  muteSourceSchema,
  muteTopicSchema,
  muteWordSchema,
  preferencesPatchSchema,
  preferencesPutSchema,
} from '@tidings/core/schemas/preferences';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, errorBodySchema, notFound, premiumRequired } from '../../lib/errors.ts';
import { keepAnswersPrivate, signedInUser } from '../../lib/require-user.ts';
import type { ReaderPreferences } from './reader-preferences.ts';
import { storedPreferences, updatePreferences } from './repo.ts';

/** A refused edit is the spec's limit answer: 400 with the code and message (DECISIONS.md). */
function applied(result: EditResult): Preferences | null {
  if (result.kind === 'refused') throw badRequest(LIMIT_MESSAGES[result.limit], LIMIT_CODES[result.limit]);
  return result.kind === 'changed' ? result.preferences : null;
}

const responses = {
  200: preferencesSchema,
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
};

export const preferencesRoutes: FastifyPluginAsyncZod<{ readers: ReaderPreferences }> = async (app, { readers }) => {
  const { db } = app.database;
  const signedIn = { preHandler: app.requireUser };
  keepAnswersPrivate(app);

  /** One change, in one transaction, with the reader's plan at hand. */
  async function edit(request: FastifyRequest, change: (current: Preferences, premium: boolean) => Preferences | null) {
    const user = signedInUser(request);
    const premium = await app.billing.isPremium(user.id);
    const next = await updatePreferences(db, user.id, new Date(app.clock()), (current) => change(current, premium));
    readers.forget(user.id);
    return withDailyDigestShown(next, premium);
  }

  /** DECISIONS.md item 6 and §5: premium themes and the daily digest are refused to free readers. */
  function checkPremiumOnly(next: Preferences, before: Preferences, premium: boolean) {
    if (premium) return;
    if (isPremiumTheme(next.theme) && next.theme !== before.theme) throw premiumRequired('This theme');
    if (next.emailSettings.dailyDigest && !before.emailSettings.dailyDigest) {
      throw premiumRequired('The daily personalized digest');
    }
    if (next.contentFilter && !before.contentFilter) throw premiumRequired('AI content filtering');
  }

  app.get(
    '/api/preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: "The reader's preferences; 404 when none were saved (the client then uses the defaults)",
        response: { 200: preferencesSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
      ...signedIn,
    },
    async (request) => {
      const user = signedInUser(request);
      const stored = await storedPreferences(db, user.id);
      if (!stored) throw notFound('No preferences saved yet', 'PREFERENCES_NOT_FOUND');
      return withDailyDigestShown(stored, await app.billing.isPremium(user.id));
    },
  );

  app.put(
    '/api/preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Replace every preference at once (the free limits apply)',
        body: preferencesPutSchema,
        response: responses,
      },
      ...signedIn,
    },
    async (request) =>
      edit(request, (current, premium) => {
        const body = request.body;
        // Each limited list is judged against what is stored, so a list may grow only within the
        // reader's limit (a reader who kept more from a premium time may still shorten it).
        let next: Preferences = { ...current, ...body };
        // The daily digest sent back as it was shown is no choice: it stays as it was (the plan's
        // default for a reader who never switched it), as onboarding sends every preference back;
        // so is a free reader's "on" where nothing was chosen (shown on while a plan that has since
        // ended was running), which would otherwise refuse the whole write.
        const sent = body.emailSettings.dailyDigest;
        const unchosen = current.emailSettings.dailyDigest === undefined && sent === true && !premium;
        if (sent === dailyDigestOn(current.emailSettings, premium) || unchosen) {
          next = { ...next, emailSettings: { ...next.emailSettings, dailyDigest: current.emailSettings.dailyDigest } };
        }
        const topics = applied(
          replaceTopics(current, { categories: body.categories, interests: body.interests }, premium),
        );
        if (topics) next = { ...next, categories: topics.categories, interests: topics.interests };
        const muted = applied(replaceMuted(current, body, premium));
        if (muted) {
          const { mutedWords, mutedTopics, mutedSources } = muted;
          next = { ...next, mutedWords, mutedTopics, mutedSources };
        }
        checkPremiumOnly(next, current, premium);
        return next;
      }),
  );

  app.patch(
    '/api/preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Change one of: {theme}, {interests}, demographics {age, gender}, {onboarding_completed: true}',
        body: preferencesPatchSchema,
        response: responses,
      },
      ...signedIn,
    },
    async (request) =>
      edit(request, (current, premium) => {
        const body = request.body;
        let next: Preferences = current;
        if (body.interests) next = applied(replaceTopics(current, { interests: body.interests }, premium)) ?? current;
        else next = { ...current, ...body };
        checkPremiumOnly(next, current, premium);
        return next;
      }),
  );

  app.patch(
    '/api/preferences/categories',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Set the interest topics (free readers: at most 5)',
        body: categoriesPatchSchema,
        response: responses,
      },
      ...signedIn,
    },
    async (request) =>
      edit(request, (current, premium) =>
        applied(replaceTopics(current, { categories: request.body.categories }, premium)),
      ),
  );

  app.patch(
    '/api/preferences/email',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Change the e-mail settings (the daily personalized digest needs premium)',
        body: emailSettingsPatchSchema,
        response: responses,
      },
      ...signedIn,
    },
    async (request) =>
      edit(request, (current, premium) => {
        const next = { ...current, emailSettings: { ...current.emailSettings, ...request.body.emailSettings } };
        checkPremiumOnly(next, current, premium);
        return next;
      }),
  );

  app.patch(
    '/api/preferences/muted',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Replace muted words, topics or sources (the free limits apply to growing lists)',
        body: mutedPatchSchema,
        response: responses,
      },
      ...signedIn,
    },
    async (request) => edit(request, (current, premium) => applied(replaceMuted(current, request.body, premium))),
  );

  const lists = [
    { path: 'words', list: 'mutedWords', field: 'word', schema: muteWordSchema },
    { path: 'topics', list: 'mutedTopics', field: 'topic', schema: muteTopicSchema },
    { path: 'sources', list: 'mutedSources', field: 'source', schema: muteSourceSchema },
  ] as const;
  for (const { path, list, field, schema } of lists) {
    app.post(
      `/api/preferences/muted/${path}`,
      {
        schema: {
          tags: ['preferences'],
          summary: `Mute one ${field} (empty or already muted is a success without change)`,
          body: schema,
          response: responses,
        },
        ...signedIn,
      },
      async (request) =>
        edit(request, (current, premium) =>
          applied(addMuted(current, list, (request.body as Record<string, string>)[field] ?? '', premium)),
        ),
    );
    app.delete(
      `/api/preferences/muted/${path}/:value`,
      {
        schema: {
          tags: ['preferences'],
          summary: `Unmute one ${field}`,
          params: z.object({ value: z.string().min(1).max(100) }),
          response: responses,
        },
        ...signedIn,
      },
      async (request) => edit(request, (current) => applied(removeMuted(current, list, request.params.value))),
    );
  }
};
