/**
 * One story across languages (issue 17, "Languages"): with a translator configured, a Dutch report
 * is clustered by its headline's English, so a Dutch and an English report of one event become one
 * story with both outlets as its sources; the story keeps each report in its own language, and its
 * id is its first report's own headline. Without a translator they stay two stories, as before; a
 * translator that fails leaves the run clustering the Dutch reports by their own words.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseNewsFile, parseTranslationFile } from '@tidings/core/schemas/edition';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SentenceEncoder, universalSentenceEncoder } from '../meaning/sentence-encoder.ts';
import { runOnce } from '../pipeline.ts';
import { gazetteer } from '../place-names.ts';
import { type FeedServer, startFeedServer } from '../test/feed-server.ts';
import {
  englishAndDutchFeeds,
  type FixtureItem,
  openSmallPipeline,
  rssOf,
  type SmallPipeline,
  storyWithItem,
  UNRELATED_ITEMS,
} from '../test/small-pipeline.ts';
import { startTranslateServer, type TranslateServer } from '../test/translate-server.ts';
import { LibreTranslator } from './libretranslate.ts';
import { TranslationCache } from './translation-cache.ts';

const LOCKDOWN_NL = 'Rutte kondigt gedeeltelijke lockdown aan, horeca om 20.00 uur dicht';
const LOCKDOWN_EN = 'Rutte announces partial lockdown, hospitality closed at 8 p.m.';
const STORM_NL = 'Zware storm veroorzaakt overlast in Friesland en Groningen';

const english: FixtureItem[] = [
  {
    slug: 'partial-lockdown',
    title: 'Netherlands: Rutte announces partial lockdown as Covid cases soar',
    published: '2021-11-12T20:30:00Z',
  },
  // The rest of an evening's news: a window of a real feed's size, in which two shared words are evidence.
  ...[
    ...UNRELATED_ITEMS,
    { slug: 'bridge', title: 'Historic bridge closes for repairs until spring', published: '2021-10-17T05:00:00Z' },
    {
      slug: 'orchestra',
      title: 'Philharmonic names its first female chief conductor',
      published: '2021-10-17T05:10:00Z',
    },
    { slug: 'wildfire', title: 'Firefighters contain wildfire near national park', published: '2021-10-17T05:20:00Z' },
    { slug: 'election', title: 'Mayor concedes defeat after recount', published: '2021-10-17T05:30:00Z' },
    {
      slug: 'telescope',
      title: 'Space telescope sends first images of distant galaxy',
      published: '2021-10-17T05:40:00Z',
    },
    { slug: 'strike', title: 'Rail workers vote to strike over pensions', published: '2021-10-17T05:50:00Z' },
    { slug: 'marathon', title: 'Kenyan runner breaks marathon course record', published: '2021-10-17T06:00:00Z' },
    { slug: 'bank', title: 'Central bank holds interest rates steady', published: '2021-10-17T06:10:00Z' },
    { slug: 'whale', title: 'Stranded whale refloated by volunteers', published: '2021-10-17T06:20:00Z' },
    { slug: 'novel', title: 'Debut novel wins literary prize', published: '2021-10-17T06:30:00Z' },
    { slug: 'recall', title: 'Carmaker recalls vehicles over faulty airbags', published: '2021-10-17T06:40:00Z' },
    { slug: 'vaccine', title: 'Booster shots offered to over-50s from Monday', published: '2021-10-17T06:50:00Z' },
  ].map((item) => ({ ...item, published: item.published.replace('2021-10-17', '2021-11-12') })),
];

const dutch: FixtureItem[] = [
  { slug: 'avondlockdown', title: LOCKDOWN_NL, published: '2021-11-12T19:30:00Z' },
  { slug: 'storm-noorden', title: STORM_NL, published: '2021-11-12T18:00:00Z' },
];

let feeds: FeedServer;
let translate: TranslateServer;
const opened: SmallPipeline[] = [];

beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.setFeed('/en.xml', rssOf('harbour.example', english));
  feeds.setFeed('/nl.xml', rssOf('polder.example', dutch));
  translate = await startTranslateServer();
  translate.learn({
    [LOCKDOWN_NL]: LOCKDOWN_EN,
    [STORM_NL]: 'Heavy storm causes nuisance in Friesland and Groningen',
  });
});

afterEach(() => translate.behave(() => 'ok'));

afterAll(async () => {
  for (const world of opened) await world.close();
  await feeds.close();
  await translate.close();
});

/**
 * A run over the two feeds, with a translator when `translator` is given and the encoder when
 * `encoder` is; `again` runs the same pipeline once more, half an hour later.
 */
async function runWith(translator?: LibreTranslator, encoder?: SentenceEncoder) {
  const small = await openSmallPipeline(englishAndDutchFeeds(feeds.url), new Date('2021-11-12T21:00:00Z'), 'across');
  opened.push(small);
  const options = {
    ...small.options,
    encoder,
    translation: translator ? { translator, cache: new TranslationCache(small.database.db) } : undefined,
  };
  const current = (file: string) => readFile(path.join(small.outDir, 'current', file), 'utf8');
  const run = async () => {
    const report = await runOnce(options, gazetteer());
    const news = parseNewsFile(JSON.parse(await current('news.json')));
    const enFile = news.supported_locales['en-US']?.translation_file;
    const en = enFile ? parseTranslationFile(JSON.parse(await current(enFile))).translations : [];
    return { report, news, en };
  };
  const first = await run();
  const again = async () => {
    small.setNow(new Date('2021-11-12T21:30:00Z'));
    return run();
  };
  return { ...first, small, again };
}

const outlets = (story: { sources: Array<{ name: string }> }) => story.sources.map((s) => s.name).sort();

describe('a Dutch and an English report of one event', () => {
  it('are one story with both outlets when a translator gives the Dutch headline in English', async () => {
    const { report, news, en } = await runWith(new LibreTranslator({ url: translate.url, timeoutMs: 2_000 }));
    expect(report.headlineTranslations).toEqual({ wanted: 2, translated: 2, fresh: 2 });
    const lockdown = storyWithItem(news, 'avondlockdown');
    expect(storyWithItem(news, 'partial-lockdown').id).toBe(lockdown.id);
    expect(outlets(lockdown)).toEqual(['Harbour', 'Polder']);
    // Each report keeps its own headline and language; the story's id is the first report's own words.
    expect(lockdown.sources.map((s) => s.original_headline).sort()).toEqual([english[0]?.title, LOCKDOWN_NL].sort());
    expect(lockdown.id).toMatch(/^rutte-kondigt-gedeeltelijke-lockdown/);
    // The storm is a Dutch story of its own, in Dutch, and nothing else joined anything.
    const storm = storyWithItem(news, 'storm-noorden');
    expect([storm.lang, storm.headline, storm.sources.length]).toEqual(['nl', STORM_NL, 1]);
    expect(news.stories).toHaveLength(english.length + dutch.length - 1);
    // In English the story speaks in its English report's words, not the translator's; the storm,
    // told in Dutch alone, in the translator's.
    expect(lockdown.lang).toBe('nl');
    expect(en.find((entry) => entry.story_id === lockdown.id)?.headline).toBe(english[0]?.title);
    expect(en.find((entry) => entry.story_id === storm.id)?.headline).toBe(
      'Heavy storm causes nuisance in Friesland and Groningen',
    );
    expect(report.translations).toMatchObject({ fromReports: 1, failed: 0 });
  });

  it('stay two stories without a translator', async () => {
    const { report, news } = await runWith();
    expect(report.headlineTranslations).toEqual({ wanted: 2, translated: 0, fresh: 0 });
    expect(storyWithItem(news, 'partial-lockdown').id).not.toBe(storyWithItem(news, 'avondlockdown').id);
    expect(news.stories).toHaveLength(english.length + dutch.length);
  });

  it('stay two stories, and the run publishes, when the translator fails', async () => {
    translate.behave(() => 'error');
    const { report, news, small } = await runWith(new LibreTranslator({ url: translate.url, timeoutMs: 2_000 }));
    expect(report.headlineTranslations).toMatchObject({
      wanted: 2,
      translated: 0,
      error: expect.stringMatching(/^HTTP_STATUS/),
    });
    expect(report.edition).not.toBeNull();
    expect(storyWithItem(news, 'partial-lockdown').id).not.toBe(storyWithItem(news, 'avondlockdown').id);
    expect(small.logged.some((l) => l.message === 'headline translation failed')).toBe(true);
  });

  it('are one story when only another headline fails to translate; the failed one waits for the next run', async () => {
    translate.behave((body) => (body.q.includes(STORM_NL) ? 'error' : 'ok'));
    const { report, news } = await runWith(new LibreTranslator({ url: translate.url, maxTexts: 1, timeoutMs: 2_000 }));
    expect(report.headlineTranslations).toMatchObject({
      wanted: 2,
      translated: 1,
      error: expect.stringMatching(/^HTTP_STATUS/),
    });
    expect(outlets(storyWithItem(news, 'avondlockdown'))).toEqual(['Harbour', 'Polder']);
  });

  it('publishes again when the translator is back, though no feed changed: the Dutch stories get their English', async () => {
    translate.behave((body) => (body.source === 'nl' ? 'error' : 'ok'));
    const world = await runWith(new LibreTranslator({ url: translate.url, timeoutMs: 2_000 }));
    expect(world.en).toEqual([]);
    translate.behave(() => 'ok');
    const next = await world.again();
    expect(next.report.newArticles).toBe(0);
    expect(next.report.headlineTranslations).toMatchObject({ translated: 2, fresh: 2 });
    expect(next.report.edition).not.toBeNull();
    const storm = storyWithItem(next.news, 'storm-noorden');
    expect(next.en.find((entry) => entry.story_id === storm.id)?.headline).toBe(
      'Heavy storm causes nuisance in Friesland and Groningen',
    );
  });

  it('has the sentence encoder read the Dutch headline in English, once', async () => {
    const real = universalSentenceEncoder();
    const read: string[] = [];
    const encoder: SentenceEncoder = {
      encode: async (texts) => {
        read.push(...texts);
        return real.encode(texts);
      },
    };
    const { news } = await runWith(new LibreTranslator({ url: translate.url, timeoutMs: 2_000 }), encoder);
    expect(read.filter((text) => text === LOCKDOWN_EN)).toHaveLength(1);
    expect(read).not.toContain(LOCKDOWN_NL);
    expect(outlets(storyWithItem(news, 'avondlockdown'))).toEqual(['Harbour', 'Polder']);
  });
});
