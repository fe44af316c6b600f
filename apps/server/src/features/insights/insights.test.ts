import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readingEvents, readingHistorySettings, users } from '../../db/schema.ts';
import { type EditionFolder, editionFolder, fixtureStory } from '../../test/editions.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';
import { bearer, post, signIn } from '../auth/sign-in-helpers.ts';
import { EVENTS_PER_MINUTE } from './routes.ts';

const SECOND = 1000;

/** The stories of the hand-computed history in packages/core/src/insights/insights.test.ts. */
const STORIES = [
  { id: 's1', categories: ['Politics'], outlets: ['A', 'B'] },
  { id: 's2', categories: ['Politics'], outlets: ['A', 'C'] },
  { id: 's3', categories: ['Sports'], outlets: ['A'] },
  { id: 's4', categories: ['Science'], outlets: ['D', 'E'] },
  { id: 's5', categories: ['Science', 'Health'], outlets: ['D'] },
  { id: 's6', categories: ['Science'], outlets: ['F'] },
  { id: 's7', categories: ['Politics'], outlets: ['A'] },
];

/** [opened at, story id or briefing, seconds in view] */
const HISTORY: Array<[string, string, number]> = [
  ['2026-11-10T07:00:00Z', 's1', 45],
  ['2026-11-10T07:10:00Z', 's2', 120],
  ['2026-11-12T08:00:00Z', 's3', 20],
  ['2026-11-12T12:30:00Z', 'briefing', 300],
  ['2026-11-20T07:30:00Z', 's4', 240],
  ['2026-11-20T07:40:00Z', 's5', 90],
  ['2026-11-22T18:00:00Z', 's6', 10],
  ['2026-11-22T18:05:00Z', 's6', 50],
  ['2026-11-24T07:00:00Z', 's7', 200],
];
const NOW = Date.parse('2026-11-24T20:00:00Z');
const EPISODE = 'global-2026-11-12';

const MEDIA = {
  regions: {
    global: {
      podcasts: {
        '2026-11-12': {
          title: 'Global Edition',
          file: 'global.mp3',
          file_path: 'audio/global.mp3',
          podcast_date: '2026-11-12',
          upload_date: '2026-11-12T05:00:00Z',
          audio_duration_seconds: 300,
        },
      },
    },
  },
};

describe.each(testDatabases)('reading events and insights on $name', (database) => {
  const now = { value: NOW };
  let folder: EditionFolder;
  let t: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    folder = await editionFolder();
    await folder.write({
      fetch_date: '2026-11-20T06:00:00Z',
      stories: STORIES.map(({ id, categories, outlets }) =>
        fixtureStory({
          id,
          categories,
          sources: outlets.map((name) => ({ name, url: `https://${name.toLowerCase()}.example/${id}` })),
        }),
      ),
    });
    await writeFile(path.join(folder.dir, 'media.json'), JSON.stringify(MEDIA));
    t = await startTestApp(database, { DEMO: 'true', NEWS_EDITION: folder.newsFile }, { clock: () => now.value });
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
    await folder.remove();
  });

  let readers = 0;
  const newReader = async () => {
    const email = `insights-${++readers}@example.com`;
    return { email, token: (await signIn(app, email)).AccessToken };
  };
  const read = (token: string | null, payload: object) =>
    post(app, '/api/events/read', payload, token ? bearer(token) : {});
  const get = (url: string, token: string | null) =>
    app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const idOf = async (email: string) => {
    const [user] = await app.database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no account for ${email}`);
    return user.id;
  };
  const eventsOf = (userId: string) =>
    app.database.db.select().from(readingEvents).where(eq(readingEvents.userId, userId));
  const exported = async (token: string) => (await get('/api/events/export', token)).json();
  const becomePremium = async (token: string) =>
    expect((await post(app, '/api/billing/trial', undefined, bearer(token))).statusCode).toBe(200);
  /** Opens and closes as the web app would: the event arrives when the story is closed. */
  const readAt = async (token: string, openedAt: string, item: string, seconds: number) => {
    now.value = Date.parse(openedAt) + seconds * SECOND;
    const body = item === 'briefing' ? { kind: 'briefing', episode: EPISODE } : { storyId: item };
    const answer = await read(token, { ...body, readMs: seconds * SECOND });
    expect(answer.statusCode).toBe(201);
  };

  it('never records a visitor, and shows a visitor nothing', async () => {
    now.value = NOW;
    const refused = await read(null, { storyId: 's1', readMs: 1000 });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('NOT_AUTHENTICATED');
    for (const url of ['/api/insights', '/api/events/export', '/api/events/recording'])
      expect((await get(url, null)).statusCode).toBe(401);
    const rows = await app.database.db.select().from(readingEvents);
    expect(rows).toEqual([]);
  });

  it('refuses a story the edition does not have (404) and a malformed event (400)', async () => {
    now.value = NOW;
    const { token } = await newReader();
    const unknown = await read(token, { storyId: 'no-such-story', readMs: 1000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('STORY_NOT_FOUND');
    const unknownEpisode = await read(token, { kind: 'briefing', episode: 'global-2026-01-01', readMs: 1000 });
    expect(unknownEpisode.statusCode).toBe(404);
    expect(unknownEpisode.json().error.code).toBe('EPISODE_NOT_FOUND');
    for (const bad of [
      { storyId: '', readMs: 1000 },
      { storyId: 's1', readMs: -1 },
      { storyId: 's1', readMs: 2.5 },
      { storyId: 's1', readMs: 3 * 60 * 60 * SECOND },
      { storyId: 's1' },
      { kind: 'video', storyId: 's1', readMs: 1000 },
    ]) {
      const answer = await read(token, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json().error.code).toBe('BAD_REQUEST');
    }
    expect((await exported(token)).count).toBe(0);
  });

  it('records an opened story with the edition’s categories and outlets, and a played briefing', async () => {
    now.value = NOW;
    const { token } = await newReader();
    const recorded = await read(token, { storyId: 's5', readMs: 90 * SECOND, categories: ['Made up'] });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json()).toEqual({ recorded: true });
    expect(recorded.headers['cache-control']).toBe('private, no-store');
    const played = await read(token, { kind: 'briefing', episode: EPISODE, readMs: 60 * SECOND });
    expect(played.statusCode).toBe(201);

    const file = await get('/api/events/export', token);
    expect(file.headers['content-disposition']).toBe('attachment; filename="tidings-reading-history-2026-11-24.json"');
    expect(file.json()).toEqual({
      exportedAt: new Date(NOW).toISOString(),
      paused: false,
      count: 2,
      events: [
        {
          kind: 'story',
          storyId: 's5',
          episode: null,
          categories: ['Science', 'Health'],
          sources: ['D'],
          readMs: 90_000,
          openedAt: new Date(NOW - 90 * SECOND).toISOString(),
        },
        {
          kind: 'briefing',
          storyId: null,
          episode: EPISODE,
          categories: [],
          sources: [],
          readMs: 60_000,
          openedAt: new Date(NOW - 60 * SECOND).toISOString(),
        },
      ],
    });
  });

  it('stores nothing while the reader has paused recording, and records again once resumed', async () => {
    now.value = NOW;
    const { token } = await newReader();
    expect((await get('/api/events/recording', token)).json()).toEqual({ paused: false });
    const pause = await app.inject({
      method: 'PUT',
      url: '/api/events/recording',
      payload: { paused: true },
      headers: bearer(token),
    });
    expect(pause.json()).toEqual({ paused: true });
    expect((await get('/api/events/recording', token)).json()).toEqual({ paused: true });

    const ignored = await read(token, { storyId: 's1', readMs: 5000 });
    expect(ignored.statusCode).toBe(202);
    expect(ignored.json()).toEqual({ recorded: false });
    expect(await exported(token)).toMatchObject({ paused: true, count: 0 });
    await becomePremium(token);
    expect((await get('/api/insights', token)).json()).toMatchObject({ enough: false, paused: true });

    await app.inject({
      method: 'PUT',
      url: '/api/events/recording',
      payload: { paused: false },
      headers: bearer(token),
    });
    expect((await read(token, { storyId: 's1', readMs: 5000 })).statusCode).toBe(201);
    expect(await exported(token)).toMatchObject({ paused: false, count: 1 });
  });

  it('lets the reader clear what was recorded', async () => {
    now.value = NOW;
    const { token } = await newReader();
    await read(token, { storyId: 's1', readMs: 5000 });
    const cleared = await app.inject({ method: 'DELETE', url: '/api/events', headers: bearer(token) });
    expect(cleared.json()).toEqual({ removed: 1 });
    expect((await exported(token)).count).toBe(0);
  });

  it('keeps insights for premium readers: a free reader is refused with PREMIUM_REQUIRED', async () => {
    now.value = NOW;
    const { token } = await newReader();
    await read(token, { storyId: 's1', readMs: 5000 });
    const refused = await get('/api/insights', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'PREMIUM_REQUIRED',
      message: 'Reading insights come with Tidings Premium.',
    });
  });

  it('tells a premium reader how much reading is still needed, then answers the hand-computed insights', async () => {
    const { token } = await newReader();
    now.value = Date.parse('2026-11-09T12:00:00Z');
    await becomePremium(token);
    // Older than the 28-day window by the time the insights are asked for: never counted.
    await readAt(token, '2026-10-01T07:00:00Z', 's1', 600);

    for (const [at, item, seconds] of HISTORY.slice(0, 5)) await readAt(token, at, item, seconds);
    now.value = Date.parse('2026-11-20T12:00:00Z');
    const early = await get('/api/insights', token);
    expect(early.statusCode).toBe(200);
    expect(early.json()).toEqual({
      enough: false,
      paused: false,
      basedOn: { windowDays: 28, stories: 4, briefings: 1, days: 3, since: '2026-11-10T07:00:00.000Z' },
      minimum: { stories: 5, days: 2 },
      needed: { stories: 1, days: 0 },
    });

    for (const [at, item, seconds] of HISTORY.slice(5)) await readAt(token, at, item, seconds);
    now.value = NOW;
    const insights = await get('/api/insights?tz=UTC', token);
    expect(insights.statusCode).toBe(200);
    expect(insights.headers['cache-control']).toBe('private, no-store');
    expect(insights.json()).toEqual({
      enough: true,
      paused: false,
      basedOn: { windowDays: 28, stories: 8, briefings: 1, days: 5, since: '2026-11-10T07:00:00.000Z' },
      readingPatterns: {
        mostActiveTime: 'morning',
        averageArticlesPerDay: 0.5,
        preferredLength: 'medium',
        engagementScore: 75,
      },
      contentPreferences: {
        analysisDepth: 'moderate',
        sourceVariety: { level: 'wide', outlets: 6 },
        updateFrequency: 'a-few-times-a-week',
        topicEvolution: { trend: 'shifting', rising: ['Science'], fading: ['Politics', 'Sports'] },
      },
    });
    // Without tz the reader's days are UTC's; an unknown zone is refused.
    expect((await get('/api/insights', token)).json()).toEqual(insights.json());
    const badZone = await get('/api/insights?tz=Mars%2FOlympus', token);
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().error.message).toMatch(/^tz:/);
  });

  it(`refuses more than ${EVENTS_PER_MINUTE} events a minute from one reader`, async () => {
    now.value = NOW;
    const { token } = await newReader();
    for (let i = 0; i < EVENTS_PER_MINUTE; i++)
      expect((await read(token, { storyId: 's2', readMs: 1000 })).statusCode).toBe(201);
    const limited = await read(token, { storyId: 's2', readMs: 1000 });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await newReader();
    expect((await read(other.token, { storyId: 's2', readMs: 1000 })).statusCode).toBe(201);
  });

  it('deletes the reader’s events with the account', async () => {
    now.value = NOW;
    const { email, token } = await newReader();
    await read(token, { storyId: 's3', readMs: 1000 });
    await app.inject({
      method: 'PUT',
      url: '/api/events/recording',
      payload: { paused: false },
      headers: bearer(token),
    });
    const userId = await idOf(email);
    const { db } = app.database;
    expect(await eventsOf(userId)).toHaveLength(1);
    expect(
      await db.select().from(readingHistorySettings).where(eq(readingHistorySettings.userId, userId)),
    ).toHaveLength(1);

    const deleted = await post(app, '/api/profile/delete_account', undefined, bearer(token));
    expect(deleted.statusCode).toBe(200);
    expect(await eventsOf(userId)).toEqual([]);
    expect(await db.select().from(readingHistorySettings).where(eq(readingHistorySettings.userId, userId))).toEqual([]);
  });

  it('forgets events after 90 days', async () => {
    now.value = NOW;
    const { email, token } = await newReader();
    await read(token, { storyId: 's4', readMs: 1000 });
    const userId = await idOf(email);
    now.value = NOW + 89 * 24 * 60 * 60 * SECOND;
    await app.housekeeping.runOnce();
    expect(await eventsOf(userId)).toHaveLength(1);
    now.value = NOW + 91 * 24 * 60 * 60 * SECOND;
    await app.housekeeping.runOnce();
    expect(await eventsOf(userId)).toEqual([]);
  });
});
