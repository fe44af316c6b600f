import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PREFERENCES } from '@tidings/core/account/options';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST_DIR } from '../../config.ts';
import { type EditionFolder, editionFolder, fixtureStory } from '../../test/editions.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';
import { bearer, post, readerCookie, signIn } from '../auth/sign-in-helpers.ts';
import { storeEmailSettings } from '../digests/digest-test-helpers.ts';

const MUTED_WORDS = {
  code: 'MUTED_WORDS_LIMIT_REACHED',
  message: 'Muted words limit reached. Upgrade to Premium for unlimited muting.',
};
const MUTED_TOPICS = {
  code: 'MUTED_TOPICS_LIMIT_REACHED',
  message: 'Muted topics limit reached. Upgrade to Premium for unlimited muting.',
};

describe.each(testDatabases)('preferences and muting on $name', (database) => {
  const now = { value: Date.parse('2026-11-20T07:00:00Z') };
  let folder: EditionFolder;
  let t: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    folder = await editionFolder();
    const gazette = { name: 'Harbour Gazette', url: 'https://harbourgazette.example/a', word_count: 500 };
    const courier = { name: 'Valley Courier', url: 'https://valleycourier.example/a', word_count: 400 };
    await folder.write({
      fetch_date: '2026-11-20T06:00:00Z',
      stories: [
        fixtureStory({
          id: 'football-final',
          headline: 'Football final goes to extra time',
          categories: ['Sports'],
          sources: [gazette, courier],
        }),
        fixtureStory({
          id: 'comet-seen',
          headline: 'Comet seen over the harbour',
          categories: ['Science'],
          tags: ['space'],
          sources: [gazette],
        }),
        fixtureStory({
          id: 'budget-vote',
          headline: 'Council votes on the budget',
          categories: ['Politics'],
          sources: [courier],
        }),
        fixtureStory({
          id: 'probe-launch',
          headline: 'Probe launches to the outer planets',
          sub_headline: 'The Courier watched it climb from the valley.',
          categories: ['Science'],
          sources: [
            {
              ...courier,
              url: 'https://valleycourier.example/probe',
              original_headline: 'Probe launches to the outer planets',
            },
            { ...gazette, url: 'https://harbourgazette.example/probe', original_headline: 'Jupiter probe lifts off' },
          ],
          credits: {
            headline: 'https://valleycourier.example/probe',
            sub_headline: 'https://valleycourier.example/probe',
          },
        }),
      ],
      translations: [
        {
          story_id: 'probe-launch',
          headline: 'Sonde vertrekt naar de buitenste planeten',
          sub_headline: '',
          description: '',
        },
        {
          story_id: 'comet-seen',
          headline: 'Komeet gezien boven de haven',
          sub_headline: 'Sterrenkijkers zien hem met het blote oog',
          description: '',
        },
      ],
    });
    t = await startTestApp(database, { DEMO: 'true', NEWS_EDITION: folder.newsFile }, { clock: () => now.value });
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
    await folder.remove();
  });

  let readers = 0;
  const newReader = async () => (await signIn(app, `prefs-${++readers}@example.com`)).AccessToken;
  const send = (method: 'PUT' | 'PATCH' | 'DELETE' | 'POST', url: string, token: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const ids = async (url: string, token?: string) =>
    (await app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} }))
      .json()
      .data.map((a: { id: string }) => a.id);

  it('answers 404 until something is saved, then the preferences with their defaults', async () => {
    const token = await newReader();
    const none = await app.inject({ method: 'GET', url: '/api/preferences', headers: bearer(token) });
    expect(none.statusCode).toBe(404);
    const saved = await send('PATCH', '/api/preferences', token, { age: '25-34', gender: '' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      age: '25-34',
      gender: '',
      theme: 'auto',
      emailSettings: { weeklyDigest: true },
    });
    const read = await app.inject({ method: 'GET', url: '/api/preferences', headers: bearer(token) });
    expect(read.json().age).toBe('25-34');
    expect(
      (await send('PATCH', '/api/preferences', token, { onboarding_completed: true })).json().onboarding_completed,
    ).toBe(true);
  });

  it('refuses a PATCH that mixes kinds, a bad value, or too long a list, saying what was wrong', async () => {
    const token = await newReader();
    const mixed = await send('PATCH', '/api/preferences', token, { theme: 'dark', age: '18-24' });
    expect(mixed.statusCode).toBe(400);
    const age = await send('PATCH', '/api/preferences', token, { age: '17' });
    expect(age.statusCode).toBe(400);
    // The body may be one of several shapes: the message is about the one it has, the age.
    expect(age.json().error.message).toMatch(/^age: /);
    const huge = await send('PATCH', '/api/preferences/muted', token, { mutedWords: Array(201).fill('w') });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.message).toMatch(/mutedWords/);
    const long = await send('POST', '/api/preferences/muted/words', token, { word: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
  });

  it('changes only the e-mail settings named, keeping the others as stored', async () => {
    const token = await newReader();
    await send('PATCH', '/api/preferences/email', token, { emailSettings: { weeklyDigest: false } });
    const second = await send('PATCH', '/api/preferences/email', token, { emailSettings: { productUpdates: false } });
    expect(second.json().emailSettings).toEqual({
      weeklyDigest: false,
      // Off, as it shows to a free reader.
      dailyDigest: false,
      breakingNews: true,
      productUpdates: false,
    });
    const misspelt = await send('PATCH', '/api/preferences/email', token, { emailSettings: { weeklyDigst: true } });
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json().error.message).toMatch(/weeklyDigst/);
    const read = await app.inject({ method: 'GET', url: '/api/preferences', headers: bearer(token) });
    expect(read.json().emailSettings).toMatchObject({ weeklyDigest: false, productUpdates: false });
  });

  it("has the daily digest on by default exactly while premium, and keeps a reader's own choice", async () => {
    const daily = async (token: string) =>
      (await app.inject({ method: 'GET', url: '/api/preferences', headers: bearer(token) })).json().emailSettings
        .dailyDigest;
    const token = await newReader();
    // Onboarding sends every preference back as it was shown: the digest is still the plan's to decide.
    const onboarding = await app.inject({ method: 'GET', url: '/api/preferences', headers: bearer(token) });
    expect(onboarding.statusCode).toBe(404);
    const put = await send('PUT', '/api/preferences', token, {
      ...DEFAULT_PREFERENCES,
      emailSettings: { weeklyDigest: true, dailyDigest: false, breakingNews: true, productUpdates: true },
      categories: ['Science'],
    });
    expect(put.json().emailSettings.dailyDigest).toBe(false);
    expect(await daily(token)).toBe(false);
    expect((await post(app, '/api/billing/trial', {}, bearer(token))).statusCode).toBe(200);
    expect(await daily(token)).toBe(true);

    // Switched off while premium, it stays off: sent back whole, it is still the reader's choice.
    const chooser = await newReader();
    await post(app, '/api/billing/trial', {}, bearer(chooser));
    const muted = await send('POST', '/api/preferences/muted/words', chooser, { word: 'comet' });
    expect(muted.json().emailSettings.dailyDigest).toBe(true);
    expect(await daily(chooser)).toBe(true);
    const off = await send('PATCH', '/api/preferences/email', chooser, { emailSettings: { dailyDigest: false } });
    expect(off.json().emailSettings.dailyDigest).toBe(false);
    expect(await daily(chooser)).toBe(false);
    const sentBack = await send('PUT', '/api/preferences', chooser, off.json());
    expect(sentBack.json().emailSettings.dailyDigest).toBe(false);
    expect(await daily(chooser)).toBe(false);
  });

  it('answers the daily digest alike in the profile, and takes back whole preferences read before a plan ended', async () => {
    let token = await newReader();
    const email = `prefs-${readers}@example.com`;
    expect((await post(app, '/api/billing/trial', {}, bearer(token))).statusCode).toBe(200);
    const read = (await send('POST', '/api/preferences/muted/words', token, { word: 'comet' })).json();
    expect(read.emailSettings.dailyDigest).toBe(true);
    const profile = await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(profile.json().preferences.emailSettings.dailyDigest).toBe(true);
    // The trial ends without a card: free again, and the digest shows off everywhere.
    const started = now.value;
    now.value += 8 * 24 * 60 * 60 * 1000;
    try {
      await app.billing.runDue();
      token = (await signIn(app, email)).AccessToken;
      const free = await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
      expect(free.json().preferences.emailSettings.dailyDigest).toBe(false);
      // What was read while premium, sent back whole, is no free reader switching the digest on.
      const put = await send('PUT', '/api/preferences', token, { ...read, mutedWords: ['comet', 'budget'] });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({ mutedWords: ['comet', 'budget'], emailSettings: { dailyDigest: false } });
    } finally {
      now.value = started;
    }
  });

  it('leaves the daily digest to the plan for every reader the old default was stored for who was never premium', async () => {
    const daily = async (token: string) =>
      (await app.inject({ method: 'GET', url: '/api/preferences', headers: bearer(token) })).json().emailSettings
        .dailyDigest;
    const free = await newReader();
    await storeEmailSettings(app, `prefs-${readers}@example.com`, { dailyDigest: false });
    const wasPremium = await newReader();
    await post(app, '/api/billing/trial', {}, bearer(wasPremium));
    await storeEmailSettings(app, `prefs-${readers}@example.com`, { dailyDigest: false });
    // The migration, run again over rows as they were stored before it (drizzle runs it once, at start).
    const migration = readFileSync(
      fileURLToPath(new URL('../../db/migrations/0010_daily_digest_default.sql', import.meta.url)),
      'utf8',
    );
    await app.database.db.execute(sql.raw(migration));
    await post(app, '/api/billing/trial', {}, bearer(free));
    expect(await daily(free)).toBe(true);
    // A premium reader's "off" may have been their choice: it stays.
    expect(await daily(wasPremium)).toBe(false);
  });

  it('names the value that is wrong in a PATCH, not a key it knows', async () => {
    const token = await newReader();
    const theme = await send('PATCH', '/api/preferences', token, { theme: 'blue' });
    expect(theme.statusCode).toBe(400);
    expect(theme.json().error.message).toMatch(/^theme: /);
    const interests = await send('PATCH', '/api/preferences', token, { interests: 'World' });
    expect(interests.json().error.message).toMatch(/^interests: /);
    const none = await send('PATCH', '/api/preferences', token, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toContain('change exactly one of');
  });

  it('refuses a made-up topic with a 400 naming it, stores nothing, and keeps known ones in their own spelling', async () => {
    const token = await newReader();
    const tries: Array<['PATCH' | 'PUT', string, object, string]> = [
      ['PATCH', '/api/preferences/categories', { categories: ['Science', 'Gossip'] }, 'categories.1: "Gossip"'],
      ['PATCH', '/api/preferences', { interests: ['Knitting'] }, 'interests.0: "Knitting"'],
      ['PUT', '/api/preferences', { categories: ['World News'], interests: ['Space', 'Zorgblad'] }, 'interests.1: '],
    ];
    for (const [method, url, payload, field] of tries) {
      const refused = await send(method, url, token, payload);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error.message).toContain(field);
    }
    expect((await app.inject({ method: 'GET', url: '/api/preferences', headers: bearer(token) })).statusCode).toBe(404);
    // A topic in another case, or a server category (as older clients sent), is stored as the topic is named.
    const saved = await send('PATCH', '/api/preferences/categories', token, {
      categories: ['space', ' CRIME ', 'World'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().categories).toEqual(['Space', 'Crime', 'World']);
    const put = await send('PUT', '/api/preferences', token, { interests: ['art & culture'] });
    expect(put.json().interests).toEqual(['Art & Culture']);
  });

  it('refuses half a character (a lone surrogate) in any topic, word or source with a 400 naming it, and stores nothing', async () => {
    const token = await newReader();
    const half = '\uD800';
    const tries: Array<['PATCH' | 'POST', string, object, string]> = [
      ['PATCH', '/api/preferences/categories', { categories: ['space', half] }, 'categories.1: '],
      ['PATCH', '/api/preferences/muted', { mutedWords: [`rain${half}`] }, 'mutedWords.0: '],
      ['POST', '/api/preferences/muted/words', { word: half }, 'word: '],
      ['POST', '/api/preferences/muted/topics', { topic: half }, 'topic: '],
      ['POST', '/api/preferences/muted/sources', { source: `${half}Gazette` }, 'source: '],
      ['PATCH', '/api/preferences', { interests: [half] }, 'interests.0: '],
    ];
    for (const [method, url, payload, field] of tries) {
      const refused = await send(method, url, token, payload);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error.code).toBe('BAD_REQUEST');
      expect(refused.json().error.message).toContain(field);
    }
    expect((await app.inject({ method: 'GET', url: '/api/preferences', headers: bearer(token) })).statusCode).toBe(404);
    // A whole character beyond the first plane (a surrogate pair) is text like any other.
    const emoji = await send('POST', '/api/preferences/muted/words', token, { word: '🌧' });
    expect(emoji.statusCode).toBe(200);
    expect(emoji.json().mutedWords).toEqual(['🌧']);
  });

  it('mutes words trimmed and lowercased, treats empty and duplicates as success, and refuses a free reader’s fourth', async () => {
    const token = await newReader();
    const first = await send('POST', '/api/preferences/muted/words', token, { word: '  Football ' });
    expect(first.json().mutedWords).toEqual(['football']);
    expect((await send('POST', '/api/preferences/muted/words', token, { word: 'FOOTBALL' })).json().mutedWords).toEqual(
      ['football'],
    );
    expect((await send('POST', '/api/preferences/muted/words', token, { word: '   ' })).statusCode).toBe(200);
    await send('POST', '/api/preferences/muted/words', token, { word: 'budget' });
    await send('POST', '/api/preferences/muted/words', token, { word: 'comet' });
    const fourth = await send('POST', '/api/preferences/muted/words', token, { word: 'probe' });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json()).toEqual({ error: MUTED_WORDS });
    const removed = await send('DELETE', '/api/preferences/muted/words/Comet', token);
    expect(removed.json().mutedWords).toEqual(['football', 'budget']);

    await post(app, '/api/billing/trial', {}, bearer(token));
    expect(
      (await send('POST', '/api/preferences/muted/words', token, { word: 'probe' })).json().mutedWords,
    ).toHaveLength(3);
    expect(
      (await send('POST', '/api/preferences/muted/words', token, { word: 'launch' })).json().mutedWords,
    ).toHaveLength(4);
  });

  it('counts muted topics and sources against one free limit of 2', async () => {
    const token = await newReader();
    await send('POST', '/api/preferences/muted/topics', token, { topic: 'Sports' });
    await send('POST', '/api/preferences/muted/sources', token, { source: 'Valley Courier' });
    const third = await send('POST', '/api/preferences/muted/topics', token, { topic: 'Politics' });
    expect(third.json()).toEqual({ error: MUTED_TOPICS });
    const viaPatch = await send('PATCH', '/api/preferences/muted', token, {
      mutedSources: ['Valley Courier', 'Harbour Gazette'],
    });
    expect(viaPatch.json().error.code).toBe('MUTED_TOPICS_LIMIT_REACHED');
  });

  it('holds a free reader to every limit when all preferences are replaced at once, and stores nothing refused', async () => {
    const token = await newReader();
    const saved = await send('PATCH', '/api/preferences', token, { age: '25-34' });
    const all = saved.json();
    const tries: Array<[object, string]> = [
      [{ categories: ['World', 'Science', 'Space', 'Health', 'Sports', 'Food'] }, 'INTERESTS_LIMIT_REACHED'],
      [{ interests: ['Education', 'Travel', 'Food', 'Fashion', 'Opinion', 'Lifestyle'] }, 'INTERESTS_LIMIT_REACHED'],
      [{ mutedWords: ['football', 'budget', 'comet', 'probe'] }, MUTED_WORDS.code],
      [{ mutedTopics: ['Sports', 'Politics'], mutedSources: ['Valley Courier'] }, MUTED_TOPICS.code],
    ];
    for (const [lists, code] of tries) {
      const refused = await send('PUT', '/api/preferences', token, { ...all, ...lists });
      expect(refused.statusCode, code).toBe(400);
      expect(refused.json().error.code).toBe(code);
    }
    expect((await app.inject({ method: 'GET', url: '/api/preferences', headers: bearer(token) })).json()).toEqual(all);
    expect(await ids('/api/news?category=all', token)).toHaveLength(4);

    const within = await send('PUT', '/api/preferences', token, {
      ...all,
      mutedWords: ['football', 'budget', 'comet'],
      mutedTopics: ['Sports'],
      mutedSources: ['Valley Courier'],
    });
    expect(within.statusCode).toBe(200);
    expect(within.json()).toMatchObject({ mutedWords: ['football', 'budget', 'comet'], mutedTopics: ['Sports'] });
  });

  it('keeps a free reader to 5 interest topics and the daily digest and premium themes to premium', async () => {
    const token = await newReader();
    const six = ['World News', 'Science', 'Space', 'Health', 'Sports', 'Food'];
    const refused = await send('PATCH', '/api/preferences/categories', token, { categories: six });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('INTERESTS_LIMIT_REACHED');
    expect(
      (await send('PATCH', '/api/preferences/categories', token, { categories: six.slice(0, 5) })).json().categories,
    ).toHaveLength(5);
    expect((await send('PATCH', '/api/preferences', token, { interests: six })).statusCode).toBe(400);
    // The feed ranks by both lists together: five more in the other list would make ten.
    const more = await send('PATCH', '/api/preferences', token, { interests: ['Travel', 'Food', 'Fashion'] });
    expect(more.json().error.code).toBe('INTERESTS_LIMIT_REACHED');
    // Topics both lists name count once, and a list may be changed within the five.
    const same = await send('PATCH', '/api/preferences', token, { interests: ['World News', 'Science'] });
    expect(same.json()).toMatchObject({ interests: ['World News', 'Science'] });
    const all = same.json();
    const both = await send('PUT', '/api/preferences', token, {
      ...all,
      categories: ['Travel', 'Food', 'Fashion'],
      interests: ['Opinion', 'Lifestyle', 'Psychology'],
    });
    expect(both.json().error.code).toBe('INTERESTS_LIMIT_REACHED');
    const swapped = await send('PUT', '/api/preferences', token, {
      ...all,
      categories: ['Travel', 'Food', 'Fashion'],
      interests: ['Travel', 'Opinion'],
    });
    expect(swapped.json()).toMatchObject({
      categories: ['Travel', 'Food', 'Fashion'],
      interests: ['Travel', 'Opinion'],
    });

    const daily = await send('PATCH', '/api/preferences/email', token, { emailSettings: { dailyDigest: true } });
    expect(daily.statusCode).toBe(403);
    expect(daily.json().error.code).toBe('PREMIUM_REQUIRED');
    const weekly = await send('PATCH', '/api/preferences/email', token, { emailSettings: { weeklyDigest: false } });
    expect(weekly.json().emailSettings).toEqual({
      weeklyDigest: false,
      dailyDigest: false,
      breakingNews: true,
      productUpdates: true,
    });
    const full = await send('PUT', '/api/preferences', token, { ...weekly.json(), theme: 'sepia' });
    expect(full.statusCode).toBe(403);

    await post(app, '/api/billing/trial', {}, bearer(token));
    expect(
      (await send('PATCH', '/api/preferences/email', token, { emailSettings: { dailyDigest: true } })).json()
        .emailSettings.dailyDigest,
    ).toBe(true);
    expect(
      (await send('PATCH', '/api/preferences/categories', token, { categories: six })).json().categories,
    ).toHaveLength(6);
  });

  it('hides muted words and topics and removes muted sources in every list and in the story itself', async () => {
    const token = await newReader();
    await send('POST', '/api/preferences/muted/words', token, { word: 'football' });
    await send('POST', '/api/preferences/muted/sources', token, { source: 'Valley Courier' });

    expect(await ids('/api/news?category=all')).toContain('football-final');
    const feed = await ids('/api/news?category=all', token);
    expect(feed).not.toContain('football-final');
    // Budget vote had Valley Courier only: no source left, so it is hidden.
    expect(feed).not.toContain('budget-vote');
    expect(feed).toContain('probe-launch');
    expect(await ids('/api/news/search?q=football', token)).toEqual([]);
    expect(await ids('/api/news/search?q=football')).toEqual(['football-final']);
    expect(await ids('/api/news/trending', token)).not.toContain('football-final');

    const story = (
      await app.inject({ method: 'GET', url: '/api/stories/probe-launch', headers: bearer(token) })
    ).json();
    expect(story.sources.map((s: { name: string }) => s.name)).toEqual(['Harbour Gazette']);
    const visitor = (await app.inject({ method: 'GET', url: '/api/stories/probe-launch' })).json();
    expect(visitor.sources).toHaveLength(2);

    // The muted outlet's headline and sub-headline are gone too: the story is told in the words of the
    // outlet left, and named after it, in the feed and the story alike; a translation of the muted
    // headline goes with it (an English headline under a Dutch one would be half a translation).
    expect(story).toMatchObject({
      title: 'Jupiter probe lifts off',
      summary: '',
      credits: { headline: 'Harbour Gazette' },
    });
    expect(visitor).toMatchObject({
      title: 'Probe launches to the outer planets',
      summary: 'The Courier watched it climb from the valley.',
      credits: { headline: 'Valley Courier' },
    });
    const cards = async (url: string, token?: string) =>
      (await app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} })).json().data as Array<{
        id: string;
        title: string;
        excerpt: string;
        source: string;
        lang: string;
      }>;
    const probe = (list: Array<{ id: string }>) => list.find((card) => card.id === 'probe-launch');
    expect(probe(await cards('/api/news?category=all', token))).toMatchObject({
      title: 'Jupiter probe lifts off',
      excerpt: '',
      source: 'Harbour Gazette',
    });
    expect(probe(await cards('/api/news?category=all&lang=nl', token))).toMatchObject({
      title: 'Jupiter probe lifts off',
      lang: 'en',
    });
    expect(probe(await cards('/api/news?category=all&lang=nl'))).toMatchObject({
      title: 'Sonde vertrekt naar de buitenste planeten',
      source: 'Valley Courier',
    });
    // Saved, it is listed as the reader is shown it everywhere else.
    expect((await send('POST', '/api/saved-stories', token, { storyId: 'probe-launch' })).statusCode).toBe(200);
    const saved = (await app.inject({ method: 'GET', url: '/api/saved-stories', headers: bearer(token) })).json();
    expect(saved.stories[0].story).toMatchObject({ headline: 'Jupiter probe lifts off', sub_headline: '' });
    const feedAnswer = await app.inject({ method: 'GET', url: '/api/news?category=all', headers: bearer(token) });
    expect(feedAnswer.headers['cache-control']).toBe('private, no-store');
  });

  it('tells a story asked for by its id whose every source is muted in full, naming the muted outlets', async () => {
    const token = await newReader();
    await send('POST', '/api/preferences/muted/sources', token, { source: 'valley courier' });
    const story = (await app.inject({ method: 'GET', url: '/api/stories/budget-vote', headers: bearer(token) })).json();
    const visitor = (await app.inject({ method: 'GET', url: '/api/stories/budget-vote' })).json();
    // The reader asked for it (a shared link): the page says whose it is, and shows it on their word.
    expect(story).toEqual({ ...visitor, mutedSources: ['Valley Courier'] });
    expect(visitor.sources.map((s: { name: string }) => s.name)).toEqual(['Valley Courier']);
    expect(visitor.mutedSources).toBeUndefined();
    // A story another outlet still tells is retold, not flagged.
    const probe = (
      await app.inject({ method: 'GET', url: '/api/stories/probe-launch', headers: bearer(token) })
    ).json();
    expect(probe.mutedSources).toBeUndefined();
    const images = await app.inject({ method: 'GET', url: '/api/stories/budget-vote/images', headers: bearer(token) });
    expect(images.json()).toEqual((await app.inject({ method: 'GET', url: '/api/stories/budget-vote/images' })).json());
  });

  it('ranks a signed-in reader’s feed by stored interests, never the query string alone, and says why', async () => {
    const token = await newReader();
    await send('PATCH', '/api/preferences/categories', token, { categories: ['Space'] });
    const answer = await app.inject({
      method: 'GET',
      url: '/api/news/personalized?categories=politics&lat=52.37&lon=4.9',
      headers: bearer(token),
    });
    const data = answer.json().data as Array<{
      id: string;
      why: { interests: string[]; outlets: number; ageHours: number };
    }>;
    expect(
      data
        .slice(0, 2)
        .map((a) => a.id)
        .sort(),
    ).toEqual(['comet-seen', 'probe-launch']);
    expect(data.find((a) => a.id === 'comet-seen')?.why).toMatchObject({
      interests: ['Space'],
      outlets: 1,
      ageHours: 2,
    });
    expect(data.find((a) => a.id === 'budget-vote')?.why.interests).toEqual([]);

    const visitor = (await app.inject({ method: 'GET', url: '/api/news/personalized?categories=politics' })).json()
      .data;
    expect(visitor[0].id).toBe('budget-vote');
    expect(visitor[0].why).toBeUndefined();
  });

  it.skipIf(!existsSync(path.join(WEB_DIST_DIR, 'index.html')))(
    'draws a signed-in reader’s first page as their own: muted, and on Home led by their interests',
    async () => {
      const token = await newReader();
      await send('PATCH', '/api/preferences/categories', token, { categories: ['Space'] });
      await send('POST', '/api/preferences/muted/words', token, { word: 'football' });
      await send('POST', '/api/preferences/muted/sources', token, { source: 'Valley Courier' });
      const cookie = (await readerCookie(app, token)).tidings_reader;
      const preloadOf = async (url: string, cookies: Record<string, string> = {}) => {
        const page = await app.inject({ method: 'GET', url, cookies });
        return JSON.parse(
          /<script type="application\/json" id="tidings-preload">(.*?)<\/script>/s.exec(page.body)?.[1] ?? 'null',
        );
      };
      const mine = await preloadOf('/', { tidings_reader: cookie });
      const shown = mine.result.data.map((a: { id: string }) => a.id);
      expect(mine.personal).toBe(true);
      expect(shown).not.toContain('football-final');
      expect(shown).not.toContain('budget-vote');
      expect(shown.slice(0, 2).sort()).toEqual(['comet-seen', 'probe-launch']);
      expect(mine.result.data[0].why.interests).toEqual(['Space']);

      const visitor = await preloadOf('/');
      expect(visitor.personal).toBeUndefined();
      expect(visitor.result.data.map((a: { id: string }) => a.id)).toContain('football-final');
      // The visitor's page is not the reader's, even right after it was drawn.
      expect((await preloadOf('/sports')).result.data.map((a: { id: string }) => a.id)).toContain('football-final');
      expect((await preloadOf('/sports', { tidings_reader: cookie })).result.data).toEqual([]);
    },
  );

  it.skipIf(!existsSync(path.join(WEB_DIST_DIR, 'index.html')))(
    'names a shared story’s page as the reader is told it, and a story from muted outlets by the site alone',
    async () => {
      const token = await newReader();
      await send('POST', '/api/preferences/muted/sources', token, { source: 'Valley Courier' });
      const cookie = (await readerCookie(app, token)).tidings_reader;
      const page = async (url: string, cookies: Record<string, string> = {}) => {
        const body = (await app.inject({ method: 'GET', url, cookies })).body;
        return {
          title: /<title>(.*?)<\/title>/s.exec(body)?.[1],
          preload: JSON.parse(
            /<script type="application\/json" id="tidings-preload">(.*?)<\/script>/s.exec(body)?.[1] ?? 'null',
          ),
        };
      };
      expect((await page('/story/probe-launch', { tidings_reader: cookie })).title).toBe(
        'Jupiter probe lifts off · Tidings',
      );
      const muted = await page('/story/budget-vote', { tidings_reader: cookie });
      expect(muted.title).toBe('Tidings');
      expect(muted.preload.story.mutedSources).toEqual(['Valley Courier']);
      // A link preview is drawn for no one: the story as the edition tells it.
      const preview = await page('/story/probe-launch');
      expect(preview.title).toBe('Probe launches to the outer planets · Tidings');
      expect(preview.preload.story.mutedSources).toBeUndefined();
    },
  );

  it('sees a change on the next request, and keeps readers apart', async () => {
    const mine = await newReader();
    const theirs = await newReader();
    expect(await ids('/api/news?category=all', mine)).toContain('comet-seen');
    await send('POST', '/api/preferences/muted/topics', mine, { topic: 'space' });
    expect(await ids('/api/news?category=all', mine)).not.toContain('comet-seen');
    expect(await ids('/api/news?category=all', theirs)).toContain('comet-seen');
    await send('DELETE', '/api/preferences/muted/topics/space', mine);
    expect(await ids('/api/news?category=all', mine)).toContain('comet-seen');
  });

  it('tells browsers a visitor’s list may not be reused for a signed-in reader', async () => {
    const reader = await newReader();
    const visitor = await app.inject({ method: 'GET', url: '/api/news?category=all' });
    expect(visitor.headers['cache-control']).toBe('public, max-age=60');
    expect(String(visitor.headers.vary)).toMatch(/authorization/i);
    const signedIn = await app.inject({ method: 'GET', url: '/api/news?category=all', headers: bearer(reader) });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });

  it('hides a story by a muted word of the translation a Dutch reader reads', async () => {
    const reader = await newReader();
    expect(await ids('/api/news?category=all&lang=nl-NL', reader)).toContain('comet-seen');
    await send('POST', '/api/preferences/muted/words', reader, { word: 'Komeet' });
    expect(await ids('/api/news?category=all&lang=nl-NL', reader)).not.toContain('comet-seen');
    expect(await ids('/api/news/search?q=haven&lang=nl-NL', reader)).not.toContain('comet-seen');
    expect(await ids('/api/news?category=all&lang=nl-NL')).toContain('comet-seen');
  });
});
