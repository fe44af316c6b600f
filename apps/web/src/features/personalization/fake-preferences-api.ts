/**
 * A fake of the preferences, profile and billing calls for component tests: it keeps one reader's
 * preferences and refuses what the server refuses on the free plan (DECISIONS.md limits).
 */
import { withDailyDigestShown } from '@tidings/core/plans/entitlement';
import { LIMIT_CODES, LIMIT_MESSAGES, limitFor } from '@tidings/core/plans/limits';
import { type Preferences, preferencesSchema } from '@tidings/core/schemas/account';
import type { Insights } from '@tidings/core/schemas/insights';
import { vi } from 'vitest';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** `hold`: writes wait for it, so a test can see what shows while a save is under way. */
export function fakePreferencesApi({
  premium = false,
  stored = {} as Partial<Preferences>,
  hold = Promise.resolve(),
  insights = undefined as Insights | undefined,
} = {}) {
  let paused = false;
  const calls: Call[] = [];
  let preferences: Preferences = preferencesSchema.parse(stored);
  const refuse = (thing: 'mutedWords' | 'mutedTopicsAndSources') =>
    json(400, { error: { code: LIMIT_CODES[thing], message: LIMIT_MESSAGES[thing] } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      // Answered as the server answers them: the daily digest as the reader's plan shows it.
      const shown = withDailyDigestShown(preferences, premium);
      if (url === '/api/profile')
        return json(200, { username: 'reader', email: 'reader@example.com', preferences: shown });
      if (url === '/api/billing/subscription') return json(200, { premium, tier: premium ? 'premium' : 'free' });
      if (url === '/api/preferences' && method === 'GET') return json(200, shown);
      if (url.startsWith('/api/insights')) {
        if (!premium) return json(403, { error: { code: 'PREMIUM_REQUIRED', message: 'premium' } });
        return insights ? json(200, { ...insights, paused }) : json(500, { error: { code: 'X', message: 'x' } });
      }
      if (url === '/api/events/recording') {
        if (method === 'PUT') paused = body.paused;
        return json(200, { paused });
      }
      await hold;
      if (url === '/api/preferences' && method === 'PUT') preferences = preferencesSchema.parse(body);
      else if (url === '/api/preferences' && method === 'PATCH') preferences = { ...preferences, ...body };
      else if (url === '/api/preferences/categories') preferences = { ...preferences, categories: body.categories };
      else if (url === '/api/preferences/email')
        preferences = { ...preferences, emailSettings: { ...preferences.emailSettings, ...body.emailSettings } };
      else if (url.startsWith('/api/preferences/muted/')) {
        const [kind, value] = url.slice('/api/preferences/muted/'.length).split('/');
        const list = ({ words: 'mutedWords', topics: 'mutedTopics', sources: 'mutedSources' } as const)[
          kind as 'words' | 'topics' | 'sources'
        ];
        if (method === 'DELETE') {
          const gone = decodeURIComponent(value ?? '');
          preferences = { ...preferences, [list]: preferences[list].filter((item) => item !== gone) };
        } else {
          const item = String(Object.values(body)[0]).trim();
          const word = list === 'mutedWords';
          const count = word
            ? preferences.mutedWords.length
            : preferences.mutedTopics.length + preferences.mutedSources.length;
          const thing = word ? 'mutedWords' : 'mutedTopicsAndSources';
          if (count >= limitFor(thing, premium)) return refuse(thing);
          preferences = { ...preferences, [list]: [...preferences[list], word ? item.toLowerCase() : item] };
        }
      } else return json(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
      return json(200, withDailyDigestShown(preferences, premium));
    }),
  );
  return { calls, current: () => preferences };
}
