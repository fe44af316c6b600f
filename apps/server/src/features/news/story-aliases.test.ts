/**
 * Old story ids keep answering after merges (issue 17): an id in the edition's story_aliases
 * answers as the story it was merged into, in every call that looks a story up by id.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST_DIR } from '../../config.ts';
import { type EditionFolder, editionFolder, fixtureStory } from '../../test/editions.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';
import { bearer, post, signIn } from '../auth/sign-in-helpers.ts';

describe.each(testDatabases)('merged story ids on $name', (database) => {
  let folder: EditionFolder;
  let t: TestApp;
  let app: FastifyInstance;
  let savedBy: string;
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    folder = await editionFolder();
    // The first edition: two stories that turn out to be one, each archived under its own id.
    await folder.write({
      fetch_date: '2026-11-20T06:00:00Z',
      stories: [
        fixtureStory({ id: 'harbour-strike', headline: 'Harbour workers strike', tags: ['harbour'] }),
        fixtureStory({ id: 'dock-walkout', headline: 'Dock workers walk out', tags: ['harbour'] }),
        fixtureStory({ id: 'cranes-idle', headline: 'Cranes stand idle', tags: ['harbour'] }),
        fixtureStory({ id: 'ferry-delays', headline: 'Ferries delayed', tags: ['harbour'] }),
      ],
    });
    const now = Date.parse('2026-11-20T06:30:00Z');
    t = await startTestApp(database, { DEMO: 'true', NEWS_EDITION: folder.newsFile }, { clock: () => now });
    app = t.app;
    // A reader saves the story under the id it has before the merge.
    savedBy = (await signIn(app, 'merged-saver@example.com')).AccessToken;
    expect((await post(app, '/api/saved-stories', { storyId: 'dock-walkout' }, bearer(savedBy))).statusCode).toBe(200);

    // The next edition merged them; an older alias (cranes-idle -> dock-walkout) now chains on.
    await folder.write({
      fetch_date: '2026-11-20T06:20:00Z',
      story_aliases: { 'dock-walkout': 'harbour-strike', 'cranes-idle': 'dock-walkout' },
      stories: [
        fixtureStory({
          id: 'harbour-strike',
          headline: 'Harbour workers strike, docks stand still',
          tags: ['harbour'],
          sources: [
            { name: 'Harbour Gazette', url: 'https://harbourgazette.example/strike' },
            { name: 'Quay Courier', url: 'https://quaycourier.example/walkout' },
          ],
        }),
        fixtureStory({ id: 'ferry-delays', headline: 'Ferries delayed', tags: ['harbour'] }),
      ],
      translations: [{ story_id: 'harbour-strike', headline: 'Havenstaking legt dokken stil' }],
    });
    await app.editions.refresh();
    expect((await get('/api/health')).json().edition.fetchDate).toBe('2026-11-20T06:20:00.000Z');
  });
  afterAll(async () => {
    await t.close();
    await folder.remove();
  });

  it('answers an old id with the story it was merged into: the same JSON as the new id', async () => {
    const merged = await get('/api/stories/harbour-strike');
    const old = await get('/api/stories/dock-walkout');
    expect(old.statusCode).toBe(200);
    expect(old.json()).toEqual(merged.json());
    expect(old.json().id).toBe('harbour-strike');
    expect(old.json().title).toBe('Harbour workers strike, docks stand still');
    expect(old.json().sources).toHaveLength(2);
    // Not the archive's copy of the story the id named before the merge.
    expect(old.json().title).not.toBe('Dock workers walk out');
    // In the reader's language too.
    expect((await get('/api/stories/dock-walkout?lang=nl-NL')).json().title).toBe('Havenstaking legt dokken stil');
  });

  it('follows a chain of aliases, and answers the other calls by id through the alias', async () => {
    expect((await get('/api/stories/cranes-idle')).json().id).toBe('harbour-strike');
    const articles = await get('/api/stories/dock-walkout/articles');
    expect(articles.json().data[0].id).toBe('harbour-strike');
    expect((await get('/api/stories/dock-walkout/images')).statusCode).toBe(200);
    const related = await get('/api/stories/dock-walkout/related');
    expect(related.json()).toEqual((await get('/api/stories/harbour-strike/related')).json());
    expect(related.json().data.map((a: { id: string }) => a.id)).not.toContain('harbour-strike');
    // An id that never was a story still is not found.
    expect((await get('/api/stories/never-published')).statusCode).toBe(404);
  });

  it('shares an old id as a link to the story it is now', async () => {
    const shared = await post(app, '/api/share/story', { id: 'dock-walkout' });
    expect(shared.statusCode).toBe(200);
    expect(shared.json().shareUrl).toBe(`${t.config.publicUrl}/story/harbour-strike`);
  });

  it('lists a story saved under its old id as the merged story', async () => {
    const list = (await get('/api/saved-stories', bearer(savedBy))).json().stories;
    expect(list).toHaveLength(1);
    expect(list[0].story.headline).toBe('Harbour workers strike, docks stand still');
    // Under the id the story has now, which is the id the reader's story page asks about.
    expect(list[0].storyId).toBe('harbour-strike');
    expect((await get('/api/saved-stories/harbour-strike', bearer(savedBy))).statusCode).toBe(200);
    expect((await get('/api/saved-stories/dock-walkout', bearer(savedBy))).statusCode).toBe(200);
  });

  it('never saves or counts a merged story twice, and removes it by either id', async () => {
    const reader = (await signIn(app, 'merged-twice@example.com')).AccessToken;
    // Saved under an old id of a chain: kept under the id the story has now.
    expect((await post(app, '/api/saved-stories', { storyId: 'cranes-idle' }, bearer(reader))).statusCode).toBe(200);
    const again = await post(app, '/api/saved-stories', { storyId: 'harbour-strike' }, bearer(reader));
    expect(again.statusCode).toBe(200);
    const list = (await get('/api/saved-stories', bearer(reader))).json().stories;
    expect(list.map((s: { storyId: string }) => s.storyId)).toEqual(['harbour-strike']);
    expect(again.json().id).toBe(list[0].id);

    // The reader who saved before the merge saves the merged story again: still one.
    expect((await post(app, '/api/saved-stories', { storyId: 'harbour-strike' }, bearer(savedBy))).statusCode).toBe(
      200,
    );
    expect((await get('/api/saved-stories', bearer(savedBy))).json().stories).toHaveLength(1);
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/saved-stories/harbour-strike',
      headers: bearer(savedBy),
    });
    expect(removed.json()).toEqual({ removed: true });
    expect((await get('/api/saved-stories', bearer(savedBy))).json().stories).toEqual([]);
    expect((await get('/api/saved-stories/dock-walkout', bearer(savedBy))).statusCode).toBe(404);
  });

  it.skipIf(!existsSync(path.join(WEB_DIST_DIR, 'index.html')))(
    "answers a shared link's page /story/:oldId with the merged story, its canonical link the new id",
    async () => {
      const page = await get('/story/dock-walkout');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Harbour workers strike, docks stand still · Tidings</title>');
      expect(page.body).toContain(`<link rel="canonical" href="${t.config.publicUrl}/story/harbour-strike">`);
      // The story is drawn in the page too, asked by the old id it answers.
      expect(page.body).toMatch(/<h2 id="drawn-story-title"[^>]*>Harbour workers strike, docks stand still<\/h2>/);
      // An id no edition or archive ever held: the app's page (it shows "Story not found"), as a 404.
      const missing = await get('/story/never-a-story');
      expect([missing.statusCode, missing.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
      expect(missing.body).toContain('<div id="root"');
      expect(missing.body).not.toContain('rel="canonical"');
    },
  );

  it('keeps answering old ids once the editions no longer list them, through a later merge too', async () => {
    // The pipeline lists an alias only for a while: this edition names the latest merge alone.
    await folder.write({
      fetch_date: '2026-11-20T06:40:00Z',
      story_aliases: { 'harbour-strike': 'port-shutdown' },
      stories: [
        fixtureStory({ id: 'port-shutdown', headline: 'Port shut down as the strike spreads', tags: ['harbour'] }),
        fixtureStory({ id: 'ferry-delays', headline: 'Ferries delayed', tags: ['harbour'] }),
      ],
    });
    await app.editions.refresh();
    expect((await get('/api/health')).json().edition.fetchDate).toBe('2026-11-20T06:40:00.000Z');

    for (const old of ['dock-walkout', 'cranes-idle', 'harbour-strike']) {
      const answer = await get(`/api/stories/${old}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().id).toBe('port-shutdown');
      expect(answer.json().title).toBe('Port shut down as the strike spreads');
    }
    const shared = await post(app, '/api/share/story', { id: 'dock-walkout' });
    expect(shared.json().shareUrl).toBe(`${t.config.publicUrl}/story/port-shutdown`);

    // The reader who saved it under cranes-idle finds it under the id it has now, once.
    const reader = (await signIn(app, 'merged-twice@example.com')).AccessToken;
    const list = (await get('/api/saved-stories', bearer(reader))).json().stories;
    expect(list.map((s: { storyId: string }) => s.storyId)).toEqual(['port-shutdown']);
    const again = await post(app, '/api/saved-stories', { storyId: 'port-shutdown' }, bearer(reader));
    expect(again.json().id).toBe(list[0].id);
    expect((await get('/api/saved-stories/dock-walkout', bearer(reader))).statusCode).toBe(200);

    // Reading it by an old id counts the story it is now.
    const read = await post(
      app,
      '/api/events/read',
      { kind: 'story', storyId: 'dock-walkout', readMs: 30_000 },
      bearer(reader),
    );
    expect(read.statusCode).toBe(201);
    const history = (await get('/api/events/export', bearer(reader))).json().events;
    expect(history.map((e: { storyId: string }) => e.storyId)).toEqual(['port-shutdown']);

    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/saved-stories/dock-walkout',
      headers: bearer(reader),
    });
    expect(removed.json()).toEqual({ removed: true });
    expect((await get('/api/saved-stories', bearer(reader))).json().stories).toEqual([]);
    // An id that never was a story still is not found.
    expect((await get('/api/stories/never-published')).statusCode).toBe(404);
  });

  it('answers an id that is a story again as that story, in its edition and after it leaves', async () => {
    // A pipeline whose database was started afresh may give an old id to a new story.
    await folder.write({
      fetch_date: '2026-11-20T07:00:00Z',
      stories: [
        fixtureStory({ id: 'cranes-idle', headline: 'Cranes return to work', tags: ['harbour'] }),
        fixtureStory({ id: 'port-shutdown', headline: 'Port shut down as the strike spreads', tags: ['harbour'] }),
      ],
    });
    await app.editions.refresh();
    expect((await get('/api/stories/cranes-idle')).json().title).toBe('Cranes return to work');

    await folder.write({
      fetch_date: '2026-11-20T07:20:00Z',
      stories: [
        fixtureStory({ id: 'port-shutdown', headline: 'Port shut down as the strike spreads', tags: ['harbour'] }),
      ],
    });
    await app.editions.refresh();
    expect((await get('/api/health')).json().edition.fetchDate).toBe('2026-11-20T07:20:00.000Z');
    const archived = await get('/api/stories/cranes-idle');
    expect(archived.json().id).toBe('cranes-idle');
    expect(archived.json().title).toBe('Cranes return to work');
    // The ids merged before still answer as the story they were merged into, with no alias listed.
    expect((await get('/api/stories/dock-walkout')).json().id).toBe('port-shutdown');
  });
});
