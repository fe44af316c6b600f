import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EditionFolder, editionFolder, fixtureStory } from '../../test/editions.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';
import { bearer, post, signIn } from '../auth/sign-in-helpers.ts';

const SAVE_LIMIT = {
  code: 'SAVE_LIMIT_REACHED',
  message: 'Save limit reached. Upgrade to Premium for unlimited saves.',
};

describe.each(testDatabases)('saved stories on $name', (database) => {
  const now = { value: Date.parse('2026-11-20T07:00:00Z') };
  let folder: EditionFolder;
  let t: TestApp;
  let app: FastifyInstance;
  const ids = Array.from({ length: 14 }, (_, i) => `story-${i + 1}`);

  beforeAll(async () => {
    folder = await editionFolder();
    await folder.write({
      fetch_date: '2026-11-20T06:00:00Z',
      stories: ids.map((id, i) =>
        fixtureStory({
          id,
          headline: `Headline ${i + 1}`,
          categories: [i % 2 ? 'Science' : 'Politics'],
          published_at: `2026-11-20T0${i % 6}:00:00Z`,
        }),
      ),
      translations: [{ story_id: 'story-1', headline: 'Kop 1', sub_headline: 'Onderkop 1' }],
    });
    t = await startTestApp(database, { DEMO: 'true', NEWS_EDITION: folder.newsFile }, { clock: () => now.value });
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
    await folder.remove();
  });

  let readers = 0;
  const newReader = async () => (await signIn(app, `saver-${++readers}@example.com`)).AccessToken;
  const save = (token: string, storyId: string, story?: object) =>
    post(app, '/api/saved-stories', { storyId, ...(story ? { story } : {}) }, bearer(token));
  const list = async (token: string, lang = '') =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/saved-stories${lang ? `?lang=${lang}` : ''}`,
        headers: bearer(token),
      })
    ).json().stories;
  const remove = (token: string, url: string) => app.inject({ method: 'DELETE', url, headers: bearer(token) });

  it('saves a story, lists it with the story the server holds, says it is saved, and saving again is a success', async () => {
    const token = await newReader();
    const saved = await save(token, 'story-3');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ id: expect.any(String), savedAt: new Date(now.value).toISOString() });
    const again = await save(token, 'story-3');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(saved.json().id);

    const [entry, ...rest] = await list(token);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      id: saved.json().id,
      storyId: 'story-3',
      story: {
        headline: 'Headline 3',
        categories: ['Politics'],
        sources: [{ name: 'Harbour Gazette', word_count: 600 }],
      },
    });
    const one = await app.inject({ method: 'GET', url: '/api/saved-stories/story-3', headers: bearer(token) });
    expect(one.statusCode).toBe(200);
    const notSaved = await app.inject({ method: 'GET', url: '/api/saved-stories/story-4', headers: bearer(token) });
    expect(notSaved.statusCode).toBe(404);
    expect(notSaved.json().error.code).toBe('NOT_SAVED');
  });

  it('shows saved stories in the reader’s language where the edition has a translation', async () => {
    const token = await newReader();
    await save(token, 'story-1');
    expect((await list(token, 'nl-NL'))[0].story).toMatchObject({ headline: 'Kop 1', sub_headline: 'Onderkop 1' });
    expect((await list(token, 'en'))[0].story.headline).toBe('Headline 1');
  });

  it('takes the story from the archive, never from the body, and bounds the body', async () => {
    const token = await newReader();
    const forged = await save(token, 'story-2', { headline: 'Invented headline', categories: ['Fake'] });
    expect(forged.statusCode).toBe(200);
    expect((await list(token))[0].story).toMatchObject({ headline: 'Headline 2', categories: ['Science'] });

    const unknown = await save(token, 'no-such-story', { headline: 'Made up' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('STORY_NOT_FOUND');
    const huge = await save(token, 'story-5', { headline: 'x'.repeat(5000) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.message).toMatch(/story\.headline/);
    expect((await save(token, 'y'.repeat(300))).statusCode).toBe(400);
    expect((await post(app, '/api/saved-stories', { story: {} }, bearer(token))).statusCode).toBe(400);
  });

  it('refuses a free reader’s eleventh save with the spec message, and lets a premium reader go on', async () => {
    const token = await newReader();
    for (const id of ids.slice(0, 10)) expect((await save(token, id)).statusCode).toBe(200);
    const eleventh = await save(token, 'story-11');
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json()).toEqual({ error: SAVE_LIMIT });
    // Saving one already saved is still a success at the limit.
    expect((await save(token, 'story-1')).statusCode).toBe(200);
    expect(await list(token)).toHaveLength(10);

    expect((await post(app, '/api/billing/trial', {}, bearer(token))).statusCode).toBe(200);
    for (const id of ids.slice(10)) expect((await save(token, id)).statusCode).toBe(200);
    expect(await list(token)).toHaveLength(14);
  });

  it('gives one row for two saves of the same story at once, and no more than 10 for saves racing past the limit', async () => {
    const token = await newReader();
    const twins = await Promise.all([save(token, 'story-7'), save(token, 'story-7')]);
    expect(twins.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(twins[0]?.json().id).toBe(twins[1]?.json().id);
    expect(await list(token)).toHaveLength(1);

    const racing = await Promise.all(ids.map((id) => save(token, id)));
    expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(racing.filter((r) => r.statusCode === 400).every((r) => r.json().error.code === 'SAVE_LIMIT_REACHED')).toBe(
      true,
    );
    expect(await list(token)).toHaveLength(10);
  });

  it('removes one, clears all, and exports every saved story with its /article link', async () => {
    const token = await newReader();
    await save(token, 'story-1');
    now.value += 60_000;
    await save(token, 'story-2');
    now.value += 60_000;
    await save(token, 'story-3');
    expect((await list(token)).map((s: { storyId: string }) => s.storyId)).toEqual(['story-3', 'story-2', 'story-1']);

    const exported = await app.inject({ method: 'GET', url: '/api/saved-stories/export', headers: bearer(token) });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="tidings-saved-stories-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(exported.json()).toMatchObject({ count: 3 });
    expect(exported.json().stories[0]).toEqual({
      storyId: 'story-3',
      headline: 'Headline 3',
      savedAt: new Date(now.value).toISOString(),
      link: 'http://localhost:3000/article/story-3',
    });
    // A Dutch reader's export has the headlines they read.
    const dutch = await app.inject({
      method: 'GET',
      url: '/api/saved-stories/export?lang=nl-NL',
      headers: bearer(token),
    });
    expect(dutch.json().stories.map((s: { headline: string }) => s.headline)).toEqual([
      'Headline 3',
      'Headline 2',
      'Kop 1',
    ]);

    expect((await remove(token, '/api/saved-stories/story-2')).json()).toEqual({ removed: true });
    expect((await remove(token, '/api/saved-stories/story-2')).json()).toEqual({ removed: false });
    expect(await list(token)).toHaveLength(2);
    expect((await remove(token, '/api/saved-stories')).json()).toEqual({ removed: 2 });
    expect(await list(token)).toEqual([]);
  });

  it('keeps a saved story readable after its edition was replaced', async () => {
    const email = 'keeper@example.com';
    await save((await signIn(app, email)).AccessToken, 'story-9');
    await folder.write({
      fetch_date: '2026-11-21T06:00:00Z',
      stories: [fixtureStory({ id: 'fresh-story', published_at: '2026-11-21T05:00:00Z' })],
    });
    now.value += 4 * 60 * 60 * 1000;
    await app.editions.load();
    expect(app.editions.current.byId.has('story-9')).toBe(false);
    const token = (await signIn(app, email)).AccessToken;
    expect((await list(token))[0]).toMatchObject({ storyId: 'story-9', story: { headline: 'Headline 9' } });
    expect((await save(token, 'story-10')).statusCode).toBe(200);
  });

  it('answers 401 without a token and keeps readers apart', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/saved-stories' })).statusCode).toBe(401);
    expect((await post(app, '/api/saved-stories', { storyId: 'story-1' })).statusCode).toBe(401);
    const mine = await newReader();
    const theirs = await newReader();
    await save(mine, 'story-4');
    expect(await list(theirs)).toEqual([]);
    expect((await remove(theirs, '/api/saved-stories')).json()).toEqual({ removed: 0 });
    expect(await list(mine)).toHaveLength(1);
  });
});
