/**
 * Issue 17, "Languages": an edition from the pipeline names an English translation file
 * (translations/en-US.json) when Dutch stories were machine-translated. An English reader gets
 * the English text of a Dutch story, marked English; without a translation, or for a reader who
 * asks for none, the story is in Dutch and marked Dutch; an English story is never "translated".
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureStory } from '../../test/editions.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';

describe.each(testDatabases.slice(0, 1))('a Dutch story with an English translation', (database) => {
  let dir: string;
  let t: TestApp;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tidings-edition-en-'));
    await mkdir(path.join(dir, 'translations'));
    const locale = (name: string, display_name: string) => ({
      name,
      display_name,
      countries: [],
      translation_file: `translations/${name}.json`,
    });
    const stories = [
      {
        ...fixtureStory({
          id: 'storm-friesland',
          headline: 'Zware storm in Friesland',
          sub_headline: 'Treinen rijden niet',
        }),
        lang: 'nl',
      },
      { ...fixtureStory({ id: 'woningen-utrecht', headline: 'Nieuwe woningen in Utrecht' }), lang: 'nl' },
      { ...fixtureStory({ id: 'harbour-strike', headline: 'Harbour workers strike' }), lang: 'en' },
    ];
    await writeFile(
      path.join(dir, 'news.json'),
      JSON.stringify({
        fetch_date: '2026-11-20T06:00:00Z',
        supported_locales: { 'en-US': locale('en-US', 'English'), 'nl-NL': locale('nl-NL', 'Nederlands') },
        stories,
      }),
    );
    await writeFile(
      path.join(dir, 'translations/en-US.json'),
      JSON.stringify({
        translations: [
          { story_id: 'storm-friesland', headline: 'Heavy storm in Friesland', sub_headline: 'Trains are not running' },
        ],
      }),
    );
    await writeFile(
      path.join(dir, 'translations/nl-NL.json'),
      JSON.stringify({ translations: [{ story_id: 'harbour-strike', headline: 'Havenarbeiders staken' }] }),
    );
    t = await startTestApp(database, { NEWS_EDITION: path.join(dir, 'news.json') });
  });

  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const articles = async (lang?: string) => {
    const response = await t.app.inject(`/api/news${lang ? `?lang=${lang}` : ''}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as Array<{ id: string; title: string; excerpt: string; lang: string }>;
    return new Map(data.map((a) => [a.id, a]));
  };

  it('gives an English reader the English translation, marked English', async () => {
    for (const lang of ['en-US', 'en']) {
      const shown = await articles(lang);
      expect(shown.get('storm-friesland')).toMatchObject({
        title: 'Heavy storm in Friesland',
        excerpt: 'Trains are not running',
        lang: 'en',
      });
      // No translation: shown in its own language, marked Dutch.
      expect(shown.get('woningen-utrecht')).toMatchObject({ title: 'Nieuwe woningen in Utrecht', lang: 'nl' });
      expect(shown.get('harbour-strike')).toMatchObject({ title: 'Harbour workers strike', lang: 'en' });
    }
    const story = await t.app.inject('/api/stories/storm-friesland/articles?lang=en-US');
    expect(story.json().data[0]).toMatchObject({ title: 'Heavy storm in Friesland', lang: 'en' });
    // The story dialog says so too: translated it is English, untranslated it is Dutch.
    const detail = async (id: string) => (await t.app.inject(`/api/stories/${id}?lang=en-US`)).json();
    // Its publishers' headlines stay Dutch, translated or not (`sourceLang`).
    expect(await detail('storm-friesland')).toMatchObject({
      title: 'Heavy storm in Friesland',
      lang: 'en',
      sourceLang: 'nl',
    });
    expect(await detail('woningen-utrecht')).toMatchObject({
      title: 'Nieuwe woningen in Utrecht',
      lang: 'nl',
      sourceLang: 'nl',
    });
    expect(await detail('harbour-strike')).toMatchObject({ lang: 'en', sourceLang: 'en' });
  });

  it('gives a Dutch reader the Dutch original and the Dutch translation of the English story', async () => {
    const shown = await articles('nl-NL');
    expect(shown.get('storm-friesland')).toMatchObject({ title: 'Zware storm in Friesland', lang: 'nl' });
    expect(shown.get('harbour-strike')).toMatchObject({ title: 'Havenarbeiders staken', lang: 'nl' });
  });

  it('shows each story in its own language to a reader who names none', async () => {
    const shown = await articles();
    expect(shown.get('storm-friesland')).toMatchObject({ title: 'Zware storm in Friesland', lang: 'nl' });
    expect(shown.get('harbour-strike')).toMatchObject({ title: 'Harbour workers strike', lang: 'en' });
  });
});
