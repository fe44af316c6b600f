import { existsSync } from 'node:fs';
import path from 'node:path';
import { PAGE_LANGUAGE_COOKIE } from '@tidings/core/geo/language-detection';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST_DIR } from '../../config.ts';
import { type EditionFolder, editionFolder, fixtureStory } from '../../test/editions.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';

const NOW = Date.parse('2026-11-20T06:00:00Z');
const amsterdam = { city: 'Amsterdam', country: 'Netherlands', coordinates: { latitude: 52.37, longitude: 4.9 } };
const lisbon = { city: 'Lisbon', country: 'Portugal', coordinates: { latitude: 38.72, longitude: -9.14 } };

/** 25 sports stories (two pages), a few others, and the edge cases the feed filters act on. */
function stories() {
  const sports = Array.from({ length: 25 }, (_, i) =>
    fixtureStory({
      id: `sports-${String(i).padStart(2, '0')}`,
      categories: ['Sports'],
      published_at: new Date(NOW - (i + 1) * 3_600_000).toISOString(),
      location: lisbon,
    }),
  );
  return [
    ...sports,
    fixtureStory({
      id: 'canal-bridge-reopens',
      headline: 'Canal bridge reopens in Amsterdam',
      categories: ['Politics'],
      tags: ['bridges'],
      location: amsterdam,
      analytics: {
        global_relevance: 2,
        local_relevance: 9,
        cleanliness: 8,
        political_neutrality: 8,
        popularity_score: 6,
      },
      primary_image_url: '/images/politics-1.svg',
      sources: [
        {
          name: 'Canal Street Weekly',
          url: 'https://lowlands.example/a',
          publishedAt: '2026-11-20T05:00:00Z',
          word_count: 800,
        },
        {
          // A real wire service, known as major by its URL's host (packages/core/src/news/sources-major-outlets.ts).
          name: 'Associated Press',
          url: 'https://apnews.com/article/canal-bridge-reopens',
          publishedAt: '2026-11-20T04:00:00Z',
          word_count: 400,
        },
      ],
    }),
    fixtureStory({ id: 'sao-paulo-metro', headline: 'São Paulo opens a metro line', categories: ['Business'] }),
    fixtureStory({ id: 'fallback-placeholder', categories: ['Business'] }),
    fixtureStory({ id: 'feed-error-story', sub_headline: 'Feed error: content unavailable', categories: ['Business'] }),
    fixtureStory({ id: 'undated-story', published_at: 'not-a-date', categories: ['Business'] }),
    fixtureStory({ id: 'animated-story', primary_image_url: '/images/animated-banner.gif', categories: ['Business'] }),
    // An image address no URL parser takes: the story's page still renders.
    fixtureStory({ id: 'odd-image', primary_image_url: 'http://[harbour/photo.png', categories: ['Business'] }),
    fixtureStory({
      id: 'harbour-photo',
      primary_image_url: '/images/0f1e2d3c4b5a69788796a5b4c3d2e1f0.jpg',
      categories: ['Business'],
    }),
  ];
}

describe.each(testDatabases)('news calls on $name', (database) => {
  let t: TestApp;
  let folder: EditionFolder;
  beforeAll(async () => {
    folder = await editionFolder();
    await folder.write({
      fetch_date: '2026-11-20T06:00:00Z',
      stories: stories(),
      translations: [{ story_id: 'canal-bridge-reopens', headline: 'Grachtbrug in Amsterdam weer open' }],
    });
    t = await startTestApp(
      database,
      { NEWS_EDITION: folder.newsFile, PUBLIC_URL: 'https://tidings.example' },
      { clock: () => NOW },
    );
  });
  afterAll(async () => {
    await t.close();
    await folder.remove();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('pages a category by 20 and says whether more follow', async () => {
    const first = (await get('/api/news?category=sports')).json();
    expect(first.data).toHaveLength(20);
    expect(first.page).toBe(1);
    expect(first.hasMore).toBe(true);
    const second = (await get('/api/news?category=sports&page=2')).json();
    expect(second.data).toHaveLength(5);
    expect(second.hasMore).toBe(false);
    const ids = new Set([...first.data, ...second.data].map((a: { id: string }) => a.id));
    expect(ids.size).toBe(25);
  });

  it('leaves out fallback stories, error sub-headlines and unparsable dates', async () => {
    const all = (await get('/api/news?category=business&limit=50')).json().data.map((a: { id: string }) => a.id);
    expect(all).toContain('sao-paulo-metro');
    expect(all).not.toContain('fallback-placeholder');
    expect(all).not.toContain('feed-error-story');
    expect(all).not.toContain('undated-story');
  });

  it('never shows a GIF as a story image: the placeholder takes its place', async () => {
    const all = (await get('/api/news?category=business&limit=50')).json().data;
    const animated = all.find((a: { id: string }) => a.id === 'animated-story');
    expect(animated.imageUrl).toBe('/images/placeholder.svg');
    expect(animated.hasImage).toBe(false);
  });

  it('answers in Dutch where the edition has a translation, English otherwise', async () => {
    const nl = (await get('/api/news?category=politics&lang=nl-NL')).json().data[0];
    expect(nl.title).toBe('Grachtbrug in Amsterdam weer open');
    const en = (await get('/api/news?category=politics')).json().data[0];
    expect(en.title).toBe('Canal bridge reopens in Amsterdam');
  });

  it.each([
    ['/api/news?page=0', /page/],
    ['/api/news?page=two', /page/],
    ['/api/news?lat=91&lon=4', /lat/],
    ['/api/news?lat=52', /lat and lon/],
    ['/api/news?category=weather', /category/],
    ['/api/news?lat=52&lon=4&scope=town', /scope: must be 'country' or left out/],
    ['/api/news/search?q=', /q/],
  ])('refuses %s with 400 naming the parameter', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
    expect(response.json().error.message).toMatch(message);
  });

  it('finds stories by text, ignoring case and accents', async () => {
    const found = (await get('/api/news/search?q=SAO%20paulo')).json().data;
    expect(found[0].id).toBe('sao-paulo-metro');
  });

  it('offers a spelling that finds stories when a search with a typo finds none, and only then', async () => {
    const typo = (await get('/api/news/search?q=Paolo')).json();
    expect(typo).toEqual({ data: [], suggestion: 'Paulo' });
    expect((await get(`/api/news/search?q=${encodeURIComponent(typo.suggestion)}`)).json().data[0].id).toBe(
      'sao-paulo-metro',
    );
    expect((await get('/api/news/search?q=zzqxv')).json()).toEqual({ data: [] });
    expect((await get('/api/news/search?q=paulo')).json().suggestion).toBeUndefined();
  });

  it('finds what a Dutch reader reads: categories and places by their Dutch names', async () => {
    const ids = (found: { data: Array<{ id: string }> }) => found.data.map((article) => article.id);
    expect(ids((await get('/api/news/search?q=politiek&lang=nl-NL')).json())).toEqual(['canal-bridge-reopens']);
    const lisbon = ids((await get('/api/news/search?q=lissabon&lang=nl-NL')).json());
    expect(lisbon.length).toBeGreaterThan(0);
    expect(lisbon.every((id: string) => id.startsWith('sports-'))).toBe(true);
    // A typo is offered the Dutch name the reader reads, and an English reader's words are English.
    expect((await get('/api/news/search?q=lisabon&lang=nl-NL')).json().suggestion).toBe('Lissabon');
    expect((await get('/api/news/search?q=lissabon')).json().data).toEqual([]);
    expect((await get('/api/news/search?q=politiek')).json().data).toEqual([]);
  });

  it('serves the local tab for a position, nearest stories first', async () => {
    const local = (await get('/api/news/local?lat=52.37&lon=4.89')).json().data;
    expect(local[0].id).toBe('canal-bridge-reopens');
  });

  it('serves the local tab for a city of the bundled list', async () => {
    const local = (await get('/api/news/local?city=Amsterdam&country=Netherlands')).json().data;
    expect(local[0].id).toBe('canal-bridge-reopens');
  });

  it('gives a story by id with its sources, major outlets first', async () => {
    const response = await get('/api/stories/canal-bridge-reopens');
    expect(response.statusCode).toBe(200);
    const story = response.json();
    expect(story.title).toBe('Canal bridge reopens in Amsterdam');
    expect(story.location).toBe('Amsterdam, Netherlands');
    expect(story.sources.map((s: { name: string }) => s.name)).toEqual(['Associated Press', 'Canal Street Weekly']);
    expect(story.sources[1].readTime).toBe(4);
    // A Dutch reader reads the country in Dutch, in the story and in the lists.
    expect((await get('/api/stories/canal-bridge-reopens?lang=nl-NL')).json().location).toBe('Amsterdam, Nederland');
    const local = (await get('/api/news/local?city=Amsterdam&country=Netherlands&lang=nl-NL')).json().data;
    expect(local[0].location).toBe('Amsterdam, Nederland');
  });

  it('answers an unknown story with STORY_NOT_FOUND', async () => {
    const response = await get('/api/stories/no-such-story');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'STORY_NOT_FOUND', message: 'Story not found' } });
  });

  it('lists related stories without the story itself', async () => {
    const related = (await get('/api/stories/sports-00/related')).json().data.map((a: { id: string }) => a.id);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(6);
    expect(related).not.toContain('sports-00');
  });

  it.skipIf(!existsSync(path.join(WEB_DIST_DIR, 'index.html')))(
    "gives a story page's link preview its picture where a preview can draw it, and no broken one where not",
    async () => {
      const tags = (body: string) => body.slice(0, body.indexOf('</head>'));
      const photo = tags((await get('/story/harbour-photo')).body);
      expect(photo).toContain(
        '<meta property="og:image" content="https://tidings.example/images/0f1e2d3c4b5a69788796a5b4c3d2e1f0.jpg">',
      );
      expect(photo).toContain('<meta name="twitter:card" content="summary_large_image">');
      const odd = await get('/story/odd-image');
      expect(odd.statusCode).toBe(200);
      expect(tags(odd.body)).toContain('<meta property="og:title" content="Headline of odd-image">');
      // An SVG picture (the sample's), and the placeholder of a story without one: no image.
      for (const id of ['canal-bridge-reopens', 'animated-story']) {
        const page = tags((await get(`/story/${id}`)).body);
        expect(page).toContain('<meta property="og:title"');
        expect(page).not.toContain('og:image');
        expect(page).toContain('<meta name="twitter:card" content="summary">');
      }
    },
  );

  it.skipIf(!existsSync(path.join(WEB_DIST_DIR, 'index.html')))(
    "draws a shared link's story in the page itself, over the feed: readable, and its sources followable, before any script",
    async () => {
      const page = await get('/story/canal-bridge-reopens');
      expect(page.statusCode).toBe(200);
      const root = page.body.slice(page.body.indexOf('<div id="root">'));
      expect(root).toMatch(/<h2 id="drawn-story-title" lang="en"[^>]*>Canal bridge reopens in Amsterdam<\/h2>/);
      expect(root).toContain('Amsterdam, Netherlands');
      // Each source a link to its article, as the dialog lists them.
      const api = (await get('/api/stories/canal-bridge-reopens?lang=en-US')).json();
      for (const source of api.sources as Array<{ url: string; name: string }>) {
        expect(root).toContain(`href="${source.url}"`);
        expect(root).toContain(source.name);
      }
      // The dialog opens with the very story the API answers, without asking first.
      const embedded = /<script type="application\/json" id="tidings-preload">(.*?)<\/script>/.exec(page.body)?.[1];
      const preload = JSON.parse(embedded ?? '{}');
      expect(preload.story).toEqual(api);
      expect(preload.storyLang).toBe('en-US');
      expect(preload.result.data.length).toBeGreaterThan(0);
      // A Dutch browser's page has it in Dutch, as the Dutch reader's API answers it.
      const dutch = await t.app.inject({
        method: 'GET',
        url: '/story/canal-bridge-reopens',
        cookies: { [PAGE_LANGUAGE_COOKIE]: 'nl' },
      });
      expect(dutch.body).toContain('Amsterdam, Nederland');
      // A story no edition holds draws nothing of its own: the app says it is not found.
      expect((await get('/story/no-such-story')).body).not.toContain('drawn-story-title');
    },
  );

  it('creates a share link on the public URL', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/share/story',
      payload: { id: 'canal-bridge-reopens' },
    });
    expect(response.json()).toEqual({ shareUrl: 'https://tidings.example/story/canal-bridge-reopens' });
    const missing = await t.app.inject({ method: 'POST', url: '/api/share/story', payload: {} });
    expect(missing.statusCode).toBe(400);
  });
});
