/**
 * Machine translation in a pipeline run (issue 17, "Languages"): with a LibreTranslate server
 * configured, a Dutch story gets an English entry in translations/en-US.json and an English story
 * a Dutch one in translations/nl-NL.json, never one in its own language; texts translated once are
 * not sent again; a translator that fails, hangs or answers a wrong count leaves those stories
 * without any entry (never half-translated) and the run completes and reports it; without
 * TRANSLATE_URL nothing is asked.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseNewsFile, parseTranslationFile, type TranslationEntry } from '@tidings/core/schemas/edition';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseIngestEnv, translatorFromEnv } from '../main.ts';
import { type PipelineOptions, runOnce } from '../pipeline.ts';
import { gazetteer } from '../place-names.ts';
import { type FeedServer, startFeedServer } from '../test/feed-server.ts';
import {
  englishAndDutchFeeds,
  type FixtureItem,
  openSmallPipeline,
  rssOf,
  type SmallPipeline,
  storyWithItem,
} from '../test/small-pipeline.ts';
import { fakeTranslation, startTranslateServer, type TranslateServer } from '../test/translate-server.ts';
import { LibreTranslator } from './libretranslate.ts';
import { TranslationCache } from './translation-cache.ts';

type Item = FixtureItem & { summary: string };

const english: Item[] = [
  {
    slug: 'cranes',
    title: 'Rotterdam harbour cranes halted by dockworkers strike over pay',
    summary: 'Container terminals stood still on Friday. Unions want a raise of six percent.',
    published: '2026-11-20T05:00:00Z',
  },
  {
    slug: 'orchestra',
    title: 'Vienna Philharmonic announces new chief conductor for next season',
    summary: 'The orchestra named its first chief conductor in decades. She starts in September.',
    published: '2026-11-20T04:00:00Z',
  },
];

const dutch: Item[] = [
  {
    slug: 'woningen',
    title: 'Kabinet presenteert plannen voor tienduizend nieuwe woningen in Utrecht',
    summary: 'De bouw begint volgend jaar. Gemeenten krijgen extra geld voor grond.',
    published: '2026-11-20T05:10:00Z',
  },
  {
    slug: 'storm',
    title: 'Zware storm veroorzaakt overlast in Friesland en Groningen',
    summary: 'Bomen waaiden om en treinen reden niet. Het KNMI gaf code oranje af.',
    published: '2026-11-20T04:10:00Z',
  },
];

const later: Item = {
  slug: 'comet',
  title: 'Astronomers spot bright comet visible from southern hemisphere',
  summary: 'The comet will be brightest next week. No telescope is needed.',
  published: '2026-11-20T06:30:00Z',
};

let feeds: FeedServer;
let translate: TranslateServer;

beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.setFeed('/en.xml', rssOf('harbour.example', english));
  feeds.setFeed('/nl.xml', rssOf('polder.example', dutch));
  translate = await startTranslateServer();
});

afterAll(async () => {
  await feeds.close();
  await translate.close();
});

const opened: SmallPipeline[] = [];

afterEach(() => {
  translate.behave(() => 'ok');
});

afterAll(async () => {
  for (const world of opened) await world.close();
});

/** A pipeline with its own database and edition folder; a translator when `translator` is given. */
async function pipeline(translator?: LibreTranslator) {
  const small = await openSmallPipeline(englishAndDutchFeeds(feeds.url), new Date('2026-11-20T07:00:00Z'), 'translate');
  opened.push(small);
  const { database, outDir, logged, setNow } = small;
  const options: PipelineOptions = {
    ...small.options,
    translation: translator ? { translator, cache: new TranslationCache(database.db) } : undefined,
  };
  const readEdition = async () => {
    const dir = path.join(outDir, 'current');
    const news = parseNewsFile(JSON.parse(await readFile(path.join(dir, 'news.json'), 'utf8')));
    const file = async (locale: string): Promise<TranslationEntry[] | undefined> => {
      const name = news.supported_locales[locale]?.translation_file;
      if (!name) return undefined;
      return parseTranslationFile(JSON.parse(await readFile(path.join(dir, name), 'utf8'))).translations;
    };
    const storyOf = (slug: string) => {
      return storyWithItem(news, slug);
    };
    return { news, en: await file('en-US'), nl: await file('nl-NL'), storyOf };
  };
  return {
    options,
    logged,
    readEdition,
    run: async () => runOnce(options, gazetteer()),
    setNow,
  };
}

const ids = (entries: TranslationEntry[] | undefined) => (entries ?? []).map((e) => e.story_id).sort();

describe('translating stories with a LibreTranslate server', () => {
  let world: Awaited<ReturnType<typeof pipeline>>;

  it('gives a Dutch story an English entry and an English story a Dutch one, never one in its own language', async () => {
    world = await pipeline(new LibreTranslator({ url: translate.url, apiKey: 'k3y', timeoutMs: 2_000 }));
    const before = translate.bodies.length;
    const report = await world.run();
    expect(report.edition).not.toBeNull();
    expect(report.translations).toMatchObject({
      configured: true,
      wanted: 4,
      translated: 4,
      failed: 0,
      // The Dutch stories' headlines: translated once, for the clusterer, before the stories were built.
      cachedTexts: 2,
    });
    expect(report.headlineTranslations).toEqual({ wanted: 2, translated: 2, fresh: 2 });
    const { news, en, nl, storyOf } = await world.readEdition();
    expect(news.rejected).toEqual([]);
    expect(news.supported_locales['en-US']?.translation_file).toBe('translations/en-US.json');
    expect(news.supported_locales['nl-NL']?.translation_file).toBe('translations/nl-NL.json');

    const storm = storyOf('storm');
    const cranes = storyOf('cranes');
    // The story itself stays in its own language.
    expect(storm.lang).toBe('nl');
    expect(storm.headline).toBe(dutch[1]?.title);
    expect(cranes.lang).toBe('en');
    expect(ids(en)).toEqual([storyOf('storm').id, storyOf('woningen').id].sort());
    expect(ids(nl)).toEqual([storyOf('cranes').id, storyOf('orchestra').id].sort());
    expect(en?.find((e) => e.story_id === storm.id)).toEqual({
      story_id: storm.id,
      headline: fakeTranslation(storm.headline, 'en'),
      sub_headline: fakeTranslation(storm.sub_headline ?? '', 'en'),
      description: fakeTranslation(storm.description ?? '', 'en'),
    });
    expect(nl?.find((e) => e.story_id === cranes.id)?.headline).toBe(fakeTranslation(cranes.headline, 'nl'));

    // The batch form of LibreTranslate's API, with the key.
    const bodies = translate.bodies.slice(before);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      expect(Array.isArray(body.q)).toBe(true);
      expect(body.format).toBe('text');
      expect(body.api_key).toBe('k3y');
      expect(['nl>en', 'en>nl']).toContain(`${body.source}>${body.target}`);
    }
    const status = JSON.parse(await readFile(path.join(world.options.outDir, 'current', 'status.json'), 'utf8'));
    expect(status.translations).toMatchObject({ translated: 4, failed: 0 });
  });

  it('does not ask the translator again for texts it translated before', async () => {
    const asked = (from: number) => translate.bodies.slice(from).flatMap((b) => b.q);
    feeds.setFeed('/en.xml', rssOf('harbour.example', [later, ...english]));
    world.setNow(new Date('2026-11-20T07:30:00Z'));
    const before = translate.bodies.length;
    const second = await world.run();
    expect(second.edition).not.toBeNull();
    expect(second.translations).toMatchObject({ wanted: 5, translated: 5, failed: 0 });
    const { en, nl, storyOf } = await world.readEdition();
    const comet = storyOf('comet');
    // Only the new story's texts were sent.
    expect(asked(before).sort()).toEqual([comet.headline, comet.sub_headline, comet.description].sort());
    expect(ids(nl)).toContain(comet.id);
    expect(ids(en)).toHaveLength(2);

    // Nothing new at all: nothing asked, nothing published.
    world.setNow(new Date('2026-11-20T08:00:00Z'));
    const beforeThird = translate.bodies.length;
    const third = await world.run();
    expect(translate.bodies.length).toBe(beforeThird);
    expect(third.edition).toBeNull();
    expect(third.translations).toMatchObject({ translated: 5, freshTexts: 0, calls: 0 });
    feeds.setFeed('/en.xml', rssOf('harbour.example', english));
  });
});

describe('a translator that fails', () => {
  it.each([
    ['answers 500', 'error', 'HTTP_STATUS'],
    ['answers a wrong count', 'miscount', 'BAD_ANSWER'],
  ] as const)('%s: no story is translated, the run completes and reports it', async (_, behaviour, code) => {
    translate.behave(() => behaviour);
    const world = await pipeline(new LibreTranslator({ url: translate.url, timeoutMs: 2_000 }));
    const report = await world.run();
    expect(report.edition).not.toBeNull();
    expect(report.stories).toBe(4);
    expect(report.translations).toMatchObject({ configured: true, wanted: 4, translated: 0, failed: 4 });
    expect(new Set(report.translations.failures.map((f) => f.code))).toEqual(new Set([code]));
    const { news, en, nl } = await world.readEdition();
    expect(news.supported_locales['en-US']?.translation_file ?? null).toBeNull();
    expect(en).toBeUndefined();
    expect(nl).toEqual([]);
    expect(world.logged.some((l) => l.message === 'translation failed')).toBe(true);
  });

  it('does not answer in time: the run stops asking, completes, and reports every story', async () => {
    translate.behave(() => 'hang');
    const world = await pipeline(new LibreTranslator({ url: translate.url, timeoutMs: 300 }));
    const before = translate.bodies.length;
    const report = await world.run();
    expect(report.edition).not.toBeNull();
    // The first call (the Dutch headlines, for the clusterer) timed out: nothing more was asked.
    expect(report.headlineTranslations).toMatchObject({ wanted: 2, translated: 0, unreachable: 'TIMEOUT' });
    expect(report.translations).toMatchObject({ translated: 0, failed: 4, calls: 0 });
    expect(report.translations.failures.map((f) => f.code)).toEqual(['SKIPPED', 'SKIPPED', 'SKIPPED', 'SKIPPED']);
    expect(translate.bodies.length - before).toBe(1);
    const { en, nl } = await world.readEdition();
    expect(en).toBeUndefined();
    expect(nl).toEqual([]);

    // When the translator is back, the next run translates them and publishes, though no feed changed.
    translate.behave(() => 'ok');
    world.setNow(new Date('2026-11-20T07:30:00Z'));
    const next = await world.run();
    expect(next.newArticles).toBe(0);
    expect(next.edition).not.toBeNull();
    expect(next.translations).toMatchObject({ translated: 4, failed: 0 });
    expect(ids((await world.readEdition()).en)).toHaveLength(2);
  });

  it("does not answer the stories' own call in time: asks nothing more and reports the stories not reached", async () => {
    // The Dutch headlines (for the clusterer) and the Dutch stories are translated; the English
    // stories' first call hangs, and the second is not sent.
    translate.behave((body) => (body.source === 'en' ? 'hang' : 'ok'));
    const world = await pipeline(new LibreTranslator({ url: translate.url, maxTexts: 2, timeoutMs: 300 }));
    const before = translate.bodies.length;
    const report = await world.run();
    expect(report.edition).not.toBeNull();
    expect(report.headlineTranslations).toMatchObject({ wanted: 2, translated: 2 });
    expect(report.translations).toMatchObject({ translated: 2, failed: 2 });
    expect(report.translations.failures.map((f) => f.code).sort()).toEqual(['SKIPPED', 'TIMEOUT']);
    expect(translate.bodies.slice(before).filter((body) => body.source === 'en')).toHaveLength(1);
  });

  it('fails on one text of a story: that story has no entry at all, the others are translated', async () => {
    // Two texts per request: the storm story's headline and sub-headline go first and are translated;
    // its description (the only text naming the KNMI) fails, and the story must not show a
    // translated headline over a Dutch description.
    translate.behave((body) => (body.q.some((t) => t.includes('KNMI')) ? 'error' : 'ok'));
    const world = await pipeline(new LibreTranslator({ url: translate.url, maxTexts: 2, timeoutMs: 2_000 }));
    const report = await world.run();
    const { en, nl, storyOf } = await world.readEdition();
    const storm = storyOf('storm');
    expect(storm.headline).not.toContain('KNMI');
    expect(storm.description).toContain('KNMI');
    expect(report.translations.failures).toEqual([expect.objectContaining({ story: storm.id, code: 'HTTP_STATUS' })]);
    expect(ids(en)).toEqual([storyOf('woningen').id]);
    expect(ids(nl)).toHaveLength(2);

    // Even with its headline and sub-headline translated in the cache, a story whose description
    // cannot be translated gets no entry. (Its headline is there already: the clusterer's.)
    const cache = world.options.translation?.cache as TranslationCache;
    expect((await cache.lookup([storm.headline], 'nl', 'en')).size).toBe(1);
    await cache.save(
      [
        { text: storm.headline, translated: 'Heavy storm causes trouble in Friesland and Groningen' },
        { text: storm.sub_headline ?? '', translated: 'Trees fell and trains did not run.' },
      ],
      'nl',
      'en',
      new Date('2026-11-20T07:00:00Z'),
    );
    feeds.setFeed('/en.xml', rssOf('harbour.example', [later, ...english]));
    world.setNow(new Date('2026-11-20T07:30:00Z'));
    const second = await world.run();
    feeds.setFeed('/en.xml', rssOf('harbour.example', english));
    expect(second.edition).not.toBeNull();
    expect(second.translations.cachedTexts).toBeGreaterThanOrEqual(2);
    expect(second.translations.failures).toEqual([expect.objectContaining({ story: storm.id, code: 'HTTP_STATUS' })]);
    const after = await world.readEdition();
    expect(ids(after.en)).toEqual([storyOf('woningen').id]);
    expect(ids(after.nl)).toHaveLength(3);
  });
});

describe('without TRANSLATE_URL', () => {
  it('configures no translator, asks nothing, and publishes English without a translation file', async () => {
    expect(translatorFromEnv(parseIngestEnv({}))).toBeUndefined();
    expect(translatorFromEnv(parseIngestEnv({ TRANSLATE_URL: '' }))).toBeUndefined();
    expect(translatorFromEnv(parseIngestEnv({ TRANSLATE_URL: translate.url }))).toBeInstanceOf(LibreTranslator);
    expect(() => parseIngestEnv({ TRANSLATE_URL: 'file:///etc/passwd' })).toThrow();
    const before = translate.bodies.length;
    const world = await pipeline(translatorFromEnv(parseIngestEnv({})));
    const report = await world.run();
    expect(translate.bodies.length).toBe(before);
    expect(report.translations).toMatchObject({ configured: false, wanted: 0, translated: 0, failed: 0 });
    const { news, en, nl, storyOf } = await world.readEdition();
    expect(news.supported_locales['en-US']?.translation_file ?? null).toBeNull();
    expect(en).toBeUndefined();
    expect(nl).toEqual([]);
    expect(storyOf('storm').lang).toBe('nl');
  });
});
