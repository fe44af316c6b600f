/**
 * One run of the aggregation pipeline: fetch every feed (failures reported, never stopping the
 * others; a feed whose server asked for a long wait is left alone until it is over), store new
 * articles, fetch their images into the image cache (failures reported, the story then shows the
 * placeholder), forget old ones, have a configured translator give the Dutch headlines in English
 * (so Dutch and English reports of one event can be one story), read the new headlines with the
 * sentence encoder (stored, so each is read once), cluster the new articles into stories,
 * translate them into the other edition language when a translator is configured (failures
 * reported; a story then has no translation), publish an edition when something changed, and
 * write the run's status beside the editions every run (see publish/run-status.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { articleSection } from '@tidings/core/ingest/article-section';
import { type ClusterItem, clusterIncrementally, DEFAULT_CLUSTER_OPTIONS } from '@tidings/core/ingest/cluster';
import { withoutLabels } from '@tidings/core/ingest/headline-labels';
import type { Gazetteer } from '@tidings/core/ingest/places';
import { storyIdFor } from '@tidings/core/ingest/slug';
import { buildStory, columnLabels, type StoryArticle } from '@tidings/core/ingest/story-builder';
import type { ServerCategory } from '@tidings/core/news/categories';
import { isDutch } from '@tidings/core/plans/catalogue';
import type { FeedEntry, FeedList } from './feeds/feed-list.ts';
import { type FetchPolicy, fetchFeed, MAX_HONOURED_WAIT_MS } from './fetch/fetch-feed.ts';
import { HostLimiter } from './fetch/host-limiter.ts';
import { type ImageCache, isCachedImageName } from './images/image-cache.ts';
import { encoderReads, type SentenceEncoder } from './meaning/sentence-encoder.ts';
import { parseFeedBody } from './parse/parse-feed.ts';
import { headlinePlaces } from './place-names.ts';
import { currentEditionId, currentFetchDate, publishEdition } from './publish/publish-edition.ts';
import { writeRunStatus } from './publish/run-status.ts';
import type { ArticleStore, FeedState, StoredArticle } from './store/article-store.ts';
import { englishHeadlines, type HeadlineTranslationsReport, readInEnglish } from './translate/headline-translations.ts';
import {
  DEFAULT_TRANSLATE_BUDGET_MS,
  type TranslationSetup,
  type TranslationsReport,
  translateStories,
} from './translate/story-translations.ts';
import { isLanguage, OTHER_LANGUAGE } from './translate/translator.ts';

export interface PipelineOptions {
  feeds: FeedList;
  store: ArticleStore;
  outDir: string;
  policy: FetchPolicy;
  /** Articles first seen longer ago than this are deleted. */
  retentionHours: number;
  /** Articles published longer ago than this stay out of clustering and the edition (stale feed items). */
  windowHours: number;
  perHost: number;
  concurrency: number;
  now: () => Date;
  log: (message: string, details?: Record<string, unknown>) => void;
  /** Where articles' images are fetched to; without it every story shows the placeholder. */
  images?: ImageCache | undefined;
  /** The machine translator (TRANSLATE_URL) and its cache; without it no story is translated. */
  translation?: TranslationSetup | undefined;
  /** Reads what headlines mean for the clusterer (INGEST_MEANING); without it stories are clustered by words alone. */
  encoder?: SentenceEncoder | undefined;
}

export interface FeedReport {
  url: string;
  outlet: string;
  status: 'ok' | 'not-modified' | 'failed';
  error?: { code: string; message: string };
  /** A fault found in a feed whose items were read all the same (INVALID_XML), for its publisher to hear of. */
  warning?: { code: string; message: string };
  items?: number;
  newItems?: number;
  attempts: number;
  /** A failed feed's runs in a row that failed, this one included (the store's count). */
  consecutiveFailures?: number;
  /** When a failed feed last answered (ISO time), null if it never has. */
  lastOkAt?: string | null;
  /**
   * When its server asked for a longer wait than a run takes (Retry-After): the time (ISO) before
   * which the feed is not asked again. A run that leaves it alone reports it so too, with 0 attempts.
   */
  waitingUntil?: string;
}

export interface ImageFailure {
  /** The article whose image it was. */
  article: string;
  url: string;
  code: string;
  message: string;
}

/** What the image cache did for this run's new articles, and for older ones whose image is tried again. */
export interface ImagesReport {
  /** Articles with an image URL asked for: the new ones, and those whose image failed for a reason that may pass. */
  wanted: number;
  /** Images fetched and stored in this run. */
  fetched: number;
  /** Images that were in the cache already (not fetched again). */
  cached: number;
  failed: number;
  failures: ImageFailure[];
  /** Cached files removed because no stored article names them any more. */
  pruned: number;
}

export interface RunReport {
  startedAt: string;
  feeds: FeedReport[];
  images: ImagesReport;
  translations: TranslationsReport;
  /** Dutch headlines the clusterer read in English (a translator configured), and why not the rest. */
  headlineTranslations: HeadlineTranslationsReport;
  /** Headlines the sentence encoder read this run, and its error if it failed (the run then clusters without them). */
  meanings: { read: number; error?: string };
  newArticles: number;
  purged: number;
  stories: number;
  merges: Array<{ from: string; into: string }>;
  edition: string | null;
}

async function fetchOne(feed: FeedEntry, options: PipelineOptions): Promise<FeedReport> {
  const { store, policy } = options;
  const state = await store.feedState(feed.url);
  const waiting = waitingFeed(feed, state, options.now());
  if (waiting) return waiting;
  const outcome = await fetchFeed(feed.url, { etag: state?.etag, lastModified: state?.lastModified }, policy);
  const now = options.now();
  if (outcome.kind === 'failed') {
    // Asked for a longer wait than a run takes: later runs leave the feed alone until it is over.
    const asked = outcome.retryAfterMs;
    const wait =
      asked === undefined
        ? undefined
        : {
            until: new Date(now.getTime() + Math.min(asked, MAX_HONOURED_WAIT_MS)),
            capped: asked > MAX_HONOURED_WAIT_MS,
          };
    const error = { code: outcome.code, message: outcome.message };
    return failedFeed(feed, state, now, store, error, outcome.attempts, wait);
  }
  if (outcome.kind === 'not-modified') {
    await store.recordFeedSuccess(feed, now, undefined, 'not-modified');
    return { url: feed.url, outlet: feed.outlet, status: 'not-modified', attempts: outcome.attempts };
  }
  try {
    const parsed = parseFeedBody(outcome.body);
    // A publisher's name or section after each headline ("... - BBC News", an aggregator's feed)
    // is no part of it: readers would see it, and the clusterer would tie the feed's items by it.
    const titles = withoutLabels(
      parsed.items.map((item) => item.title),
      [feed.outlet],
      [parsed.title],
    );
    // An item published before the retention window would be purged at the next run and, the feed
    // still carrying it, come back as new: a story of its own again, under a new id.
    const retained = now.getTime() - options.retentionHours * 3_600_000;
    const items = parsed.items
      .map((item, i) => ({ ...item, title: titles[i] ?? item.title }))
      .filter((item) => !item.publishedAt || Date.parse(item.publishedAt) >= retained);
    const added = await store.addArticles(feed, items, now);
    await store.recordFeedSuccess(feed, now, { etag: outcome.etag, lastModified: outcome.lastModified }, 'ok');
    return {
      url: feed.url,
      outlet: feed.outlet,
      status: 'ok',
      items: parsed.items.length,
      newItems: added.length,
      attempts: outcome.attempts,
      ...(parsed.malformed ? { warning: { code: 'INVALID_XML', message: parsed.malformed } } : {}),
    };
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'INVALID_FEED';
    return failedFeed(feed, state, now, store, { code, message: (error as Error).message }, outcome.attempts);
  }
}

/**
 * Stores a feed's failure and reports it with how long the feed has been failing: the count the
 * store has just raised (its row as read before the fetch, plus this run) and its last success;
 * and, when its server asked for a long wait, the time before which it is not asked again.
 */
async function failedFeed(
  feed: FeedEntry,
  state: FeedState | undefined,
  now: Date,
  store: ArticleStore,
  error: { code: string; message: string },
  attempts: number,
  wait?: { until: Date; capped: boolean },
): Promise<FeedReport> {
  await store.recordFeedFailure(feed, now, `${error.code}: ${error.message}`, wait?.until ?? null);
  const waitingUntil = wait?.until.toISOString();
  return {
    url: feed.url,
    outlet: feed.outlet,
    status: 'failed',
    error: wait
      ? { ...error, message: `${error.message}; waiting until ${waitingUntil}${wait.capped ? ' (a day at most)' : ''}` }
      : error,
    attempts,
    consecutiveFailures: (state?.consecutiveFailures ?? 0) + 1,
    lastOkAt: state?.lastOkAt?.toISOString() ?? null,
    ...(waitingUntil ? { waitingUntil } : {}),
  };
}

/**
 * A feed whose server asked to be left alone past `now` (its row's not-before) is not asked in this
 * run. It is reported as still failing, with the code of the failure that asked for the wait and
 * until when it waits; its runs in a row are not counted up, as nothing was asked to fail.
 */
function waitingFeed(feed: FeedEntry, state: FeedState | undefined, now: Date): FeedReport | undefined {
  if (!state?.notBefore || state.notBefore.getTime() <= now.getTime()) return undefined;
  // Never longer than a day from now, whatever the row says (a clock set back, a run with --now ahead).
  if (state.notBefore.getTime() - now.getTime() > MAX_HONOURED_WAIT_MS) return undefined;
  const waitingUntil = state.notBefore.toISOString();
  // The stored error is "CODE: message" (see failedFeed).
  const last = /^([^:\s]+): ([\s\S]*)$/.exec(state.lastError ?? '');
  const reason = last?.[2] ?? state.lastError ?? 'its server asked for a wait';
  return {
    url: feed.url,
    outlet: feed.outlet,
    status: 'failed',
    error: {
      code: last?.[1] ?? 'HTTP_STATUS',
      message: `waiting until ${waitingUntil}, not asked in this run (last answer: ${reason})`,
    },
    attempts: 0,
    consecutiveFailures: state.consecutiveFailures,
    lastOkAt: state.lastOkAt?.toISOString() ?? null,
    waitingUntil,
  };
}

/** Fetches every feed, at most `perHost` at a time per host and `concurrency` in all. */
export async function fetchAll(options: PipelineOptions): Promise<FeedReport[]> {
  const limiter = new HostLimiter(options.perHost, options.concurrency);
  return Promise.all(
    options.feeds.feeds.map((feed) => limiter.run(hostOf(feed.url), () => fetchAndReport(feed, options))),
  );
}

/** Fetches one feed and stores its new articles; every failure, the store's too, is a report that never throws. */
export async function fetchAndReport(feed: FeedEntry, options: PipelineOptions): Promise<FeedReport> {
  try {
    const report = await fetchOne(feed, options);
    if (report.status === 'failed') {
      options.log(report.attempts === 0 && report.waitingUntil ? 'feed waiting' : 'feed failed', { ...report });
    } else if (report.warning) options.log('feed read despite a fault', { ...report });
    return report;
  } catch (error) {
    // A store error for one feed is reported like a fetch error; the others go on.
    const message = (error as Error).message;
    options.log('feed failed', { url: feed.url, message });
    return { url: feed.url, outlet: feed.outlet, status: 'failed', error: { code: 'INTERNAL', message }, attempts: 0 };
  }
}

export function hostOf(url: string): string {
  try {
    return new URL(url).host || 'local';
  } catch {
    return 'invalid';
  }
}

/**
 * The article as the clusterer reads it; its stored meaning only while the encoder is on
 * (INGEST_MEANING). A Dutch report whose headline the translator gave in `english` is read as that
 * English headline (`readInEnglish`).
 */
function toClusterItem(article: StoredArticle, withMeaning: boolean, english?: string): ClusterItem {
  const home = article.country ? [article.country] : [];
  // A meaning is of the English it was read from: a Dutch report read by its own words has none
  // (the translator since unset, or its headline not translated in this run).
  const readInEnglishNow = english !== undefined || !isDutch(article.language);
  const item: ClusterItem = {
    id: article.url,
    title: article.title,
    summary: article.summary,
    outlet: article.outlet,
    language: article.language,
    // An undated item is placed in time by when it was first seen (the feed gave nothing better).
    publishedMs: (article.publishedAt ?? article.firstSeenAt).getTime(),
    meaning: withMeaning && readInEnglishNow ? (article.titleMeaning ?? undefined) : undefined,
  };
  return english === undefined
    ? { ...item, ...headlinePlaces(article.title, home, article.language) }
    : readInEnglish(item, english, home);
}

/** Headlines read and stored at a time: what was read is kept if a later part fails. */
const READ_CHUNK = 256;

/**
 * Has the encoder read the headlines of the articles that have no meaning stored yet (see
 * `encoderReads`), a part at a time, storing each part and putting it on the articles. A failing
 * encoder is reported and the run goes on: the articles it did not read are clustered by their
 * words, and read next run.
 */
async function readHeadlines(
  encoder: SentenceEncoder | undefined,
  articles: StoredArticle[],
  englishOf: (article: StoredArticle) => string | undefined,
  store: ArticleStore,
  log: PipelineOptions['log'],
): Promise<RunReport['meanings']> {
  let read = 0;
  if (!encoder) return { read };
  // A Dutch headline is read in the English the translator gave it (the encoder reads English only).
  const text = (a: StoredArticle) => englishOf(a) ?? a.title;
  const unread = articles.filter((a) => !a.titleMeaning && encoderReads(englishOf(a) ? 'en' : a.language, text(a)));
  for (let start = 0; start < unread.length; start += READ_CHUNK) {
    const part = unread.slice(start, start + READ_CHUNK);
    let meanings: Array<Float32Array | null>;
    try {
      meanings = await encoder.encode(part.map(text));
    } catch (error) {
      const message = (error as Error).message;
      log('sentence encoder failed', { message });
      return { read, error: message };
    }
    const stored = new Map<string, Float32Array>();
    part.forEach((article, i) => {
      const meaning = meanings[i];
      if (!meaning) return;
      article.titleMeaning = meaning;
      stored.set(article.url, meaning);
    });
    await store.saveTitleMeanings(stored);
    read += stored.size;
  }
  return { read };
}

/** Fetches the images of the articles given into the cache; every failure is reported, none throws. */
async function cacheImages(
  images: ImageCache | undefined,
  articles: readonly StoredArticle[],
  log: PipelineOptions['log'],
): Promise<ImagesReport> {
  const report: ImagesReport = { wanted: 0, fetched: 0, cached: 0, failed: 0, failures: [], pruned: 0 };
  if (!images) return report;
  const wanted = articles.filter((a) => a.imageUrl);
  report.wanted = wanted.length;
  await Promise.all(
    wanted.map(async (article) => {
      const url = article.imageUrl as string;
      const outcome = await images.get(url);
      if (outcome.kind === 'stored') {
        if (outcome.fetched) report.fetched += 1;
        else report.cached += 1;
        return;
      }
      report.failed += 1;
      const failure = { article: article.url, url, code: outcome.code, message: outcome.message };
      report.failures.push(failure);
      log('image failed', { ...failure });
    }),
  );
  return report;
}

/** The edition URL of an article's cached image, when the cache holds it (served at /images/ beside news.json). */
function localImageOf(
  article: StoredArticle,
  images: ImageCache | undefined,
  stored: ReadonlySet<string>,
): string | null {
  if (!images || !article.imageUrl) return null;
  const name = images.nameFor(article.imageUrl);
  return stored.has(name) ? `${IMAGES_PREFIX}${name}` : null;
}

const IMAGES_PREFIX = '/images/';

/** The cached image files the stories name (primary image and the sources' media). */
function imagesUsed(stories: ReadonlyArray<ReturnType<typeof buildStory>['story']>): Set<string> {
  const names = new Set<string>();
  const add = (url: string | undefined) => {
    if (url?.startsWith(IMAGES_PREFIX)) {
      const name = url.slice(IMAGES_PREFIX.length);
      if (isCachedImageName(name)) names.add(name);
    }
  };
  for (const story of stories) {
    add(story.primary_image_url);
    for (const source of story.sources) for (const media of source.media ?? []) add(media.url);
  }
  return names;
}

function toStoryArticle(article: StoredArticle, localImageUrl: string | null): StoryArticle {
  return {
    url: article.url,
    outlet: article.outlet,
    major: article.major,
    language: article.language,
    country: article.country,
    // The desk the outlet files it under, where its link or feed tags name one; else the feed's section.
    category: articleSection(article.url, article.feedCategories) ?? (article.category as ServerCategory),
    title: article.title,
    summary: article.summary,
    publishedAt: article.publishedAt ? article.publishedAt.toISOString() : null,
    firstSeenAt: article.firstSeenAt.toISOString(),
    wordCount: article.wordCount,
    // Publisher images are never linked (readers' browsers fetch nothing from publishers): only a
    // copy in the image cache, published with the edition; without one the story shows the placeholder.
    localImageUrl,
    imageAlt: localImageUrl ? article.imageAlt : null,
  };
}

/** One run; publishes when there is something new (or no edition yet), and writes its status either way. */
export async function runOnce(options: PipelineOptions, gazetteer: Gazetteer): Promise<RunReport> {
  const started = options.now();
  const runId = await options.store.startRun(started);
  const feeds = await fetchAll(options);
  return clusterAndPublish(options, gazetteer, { runId, started, feeds });
}

/** A run whose feeds have been fetched (here, or by the queue's fetch jobs). */
export interface FetchedRun {
  runId: number;
  started: Date;
  feeds: FeedReport[];
}

/**
 * The second half of a run: forgets old articles, fetches the images of articles no story holds
 * yet (the new ones), clusters, translates, publishes when something changed and writes the run's
 * status. Runs one at a time (the queue's publish jobs are a singleton), so story ids stay stable.
 */
export async function clusterAndPublish(
  options: PipelineOptions,
  gazetteer: Gazetteer,
  run: FetchedRun,
): Promise<RunReport> {
  const { runId, started, feeds } = run;
  const cache = options.images;
  const newArticles = feeds.reduce((n, f) => n + (f.newItems ?? 0), 0);
  const retentionStart = new Date(started.getTime() - options.retentionHours * 3_600_000);
  const purged = await options.store.purgeBefore(retentionStart);
  // A translation is never older than the article its text came from: past the retention, none is.
  await options.translation?.cache.purgeBefore(retentionStart);

  const windowStart = started.getTime() - options.windowHours * 3_600_000;
  const stored = await options.store.articlesSince(new Date(0));
  const articles = stored.filter((a) => !a.publishedAt || a.publishedAt.getTime() >= windowStart);
  // Articles no story holds yet are this run's new ones (or a crashed run's, whose images are due
  // too); a story's image that failed for a reason that may pass is tried again, a few runs at most.
  // An image that failed before, for good or with a wait not over, is not asked for, whichever
  // article names it (a new one may link an image another article's fetch found missing).
  const retried = new Set<StoredArticle>();
  const notNow = new Set<StoredArticle>();
  if (cache) {
    const { stored: cachedBefore, failed } = await cache.contents();
    for (const article of articles) {
      const url = article.imageUrl;
      if (!url || cachedBefore.has(cache.nameFor(url))) continue;
      // Never tried (images were off, or a new article), or failed: then only if the record says it may pass.
      if (failed.has(cache.nameFor(url)) && !(await cache.worthTrying(url))) notNow.add(article);
      else if (article.storyId) retried.add(article);
    }
  }
  const images = await cacheImages(
    cache,
    articles.filter((a) => (!a.storyId || retried.has(a)) && !notNow.has(a)),
    options.log,
  );
  const cachedImages = (await cache?.storedNames()) ?? new Set<string>();
  // With a translator, Dutch reports are clustered (and read by the encoder) by their headlines' English.
  // The headlines and the stories share the run's translation time.
  const translationStarted = Date.now();
  const dutchHeadlines = await englishHeadlines(
    articles.filter((a) => isDutch(a.language)).map((a) => a.title),
    options.translation,
    options.now,
    options.log,
  );
  const englishOf = (article: StoredArticle) =>
    isDutch(article.language) ? dutchHeadlines.english.get(article.title) : undefined;
  const meanings = await readHeadlines(options.encoder, articles, englishOf, options.store, options.log);
  // Every stored article's story, the window's older ones' too: they count for their story, which
  // keeps its id when its earlier articles have left the window (see `clusterIncrementally`).
  const existing = new Map(stored.filter((a) => a.storyId).map((a) => [a.url, a.storyId as string]));
  const taken = await options.store.takenStoryIds();
  const aliases = new Map((await options.store.aliases()).map(({ alias, storyId }) => [alias, storyId]));
  // A story's id is its first report's own headline, in its own language, whatever the clusterer read.
  const ownTitle = new Map(articles.map((a) => [a.url, a.title]));
  const clustered = clusterIncrementally(
    articles.map((article) => toClusterItem(article, options.encoder !== undefined, englishOf(article))),
    existing,
    (first) => storyIdFor(ownTitle.get(first.id) ?? first.title, existing.get(first.id), taken, aliases),
    DEFAULT_CLUSTER_OPTIONS,
  );
  const changed = new Map([...clustered.assignments].filter(([url, id]) => existing.get(url) !== id));
  await options.store.saveAssignments(changed, clustered.merges, started);

  const byStory = new Map<string, StoredArticle[]>();
  for (const article of articles) {
    const id = clustered.assignments.get(article.url);
    if (id) byStory.set(id, [...(byStory.get(id) ?? []), article]);
  }
  // The outlets' columns, told by the whole window: "Morning Briefing:" opening a headline daily.
  const columns = columnLabels(articles);
  const stories = [...byStory]
    .map(
      ([id, members]) =>
        buildStory(
          id,
          members.map((a) => toStoryArticle(a, localImageOf(a, cache, cachedImages))),
          gazetteer,
          columns,
        ).story,
    )
    .sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? ''));
  // A story of both languages speaks its other language in its own reports' words, chosen as its
  // own are (the headline from a major outlet, the description that tells it): no machine's.
  const own = new Map<string, { headline: string; sub_headline: string; description: string }>();
  for (const story of stories) {
    if (!isLanguage(story.lang)) continue;
    const other = OTHER_LANGUAGE[story.lang];
    const members = (byStory.get(story.id) ?? []).filter((a) => a.language === other);
    if (members.length === 0) continue;
    const built = buildStory(
      story.id,
      members.map((a) => toStoryArticle(a, null)),
      gazetteer,
    ).story;
    own.set(story.id, { headline: built.headline, sub_headline: built.sub_headline, description: built.description });
  }

  // A translator that did not answer the headlines' call is not waited for again in this run.
  const down = dutchHeadlines.report.unreachable
    ? `the translator did not answer (${dutchHeadlines.report.unreachable}); not asked again in this run`
    : undefined;
  const budgetMs = options.translation?.budgetMs ?? DEFAULT_TRANSLATE_BUDGET_MS;
  const translated = await translateStories(
    stories,
    options.translation && {
      ...options.translation,
      budgetMs: Math.max(0, budgetMs - (Date.now() - translationStarted)),
    },
    options.now,
    options.log,
    down,
    own,
  );

  const status = {
    fetch_date: started.toISOString(),
    feeds,
    images,
    translations: translated.report,
    headline_translations: dutchHeadlines.report,
  };
  let edition: string | null = null;
  // Texts translated for the first time are new too: a translator that was down catches up.
  // An image had at last for an older story is new too: its placeholder gives way. So is an article
  // read again that the window now puts in another story (see `clusterIncrementally`).
  const somethingNew =
    newArticles > 0 ||
    changed.size > 0 ||
    clustered.merges.length > 0 ||
    purged > 0 ||
    translated.report.freshTexts > 0 ||
    dutchHeadlines.report.fresh > 0 ||
    images.fetched > 0;
  // A run's publish retried after a later run's was published (its worker died on the queue) would
  // put an older edition back: its stories are stored, and the next run publishes them.
  const newer = await currentFetchDate(options.outDir);
  const superseded = newer !== undefined && newer > started.toISOString();
  if (superseded) options.log('a newer edition is current: this run publishes none', { newer });
  if (!superseded && (somethingNew || !(await hasEdition(options.outDir)))) {
    // Ids merged away within the retention: a server keeps every alias an edition named in its story
    // archive, so older ones need not ride along in every edition for ever.
    const aliases = Object.fromEntries((await options.store.aliases(retentionStart)).map((a) => [a.alias, a.storyId]));
    const published = await publishEdition(options.outDir, {
      stories,
      fetchDate: started.toISOString(),
      translations: translated.translations,
      aliases,
      status,
      images: cache ? [...imagesUsed(stories)].map((name) => ({ name, from: cache.pathOf(name) })) : [],
    });
    edition = published.id;
  }
  if (cache) {
    // The published editions hold their own links to their images: the cache keeps only the
    // images of articles still stored, so it does not grow without end.
    const keep = new Set(stored.flatMap((a) => (a.imageUrl ? [cache.nameFor(a.imageUrl)] : [])));
    images.pruned = await cache.prune(keep);
  }
  // Every run's, not only a publishing run's: a feed that starts failing when nothing is new
  // shows there, beside the edition readers are served (which names it).
  try {
    await writeRunStatus(options.outDir, { ...status, edition: (await currentEditionId(options.outDir)) ?? null });
  } catch (error) {
    // The edition is published and the run stored below: a status file that cannot be written (a
    // full disk) is reported, and the next run writes it again.
    options.log('run status not written', { message: (error as Error).message });
  }
  const report: RunReport = {
    startedAt: started.toISOString(),
    feeds,
    images,
    translations: translated.report,
    headlineTranslations: dutchHeadlines.report,
    meanings,
    newArticles,
    purged,
    stories: stories.length,
    merges: clustered.merges,
    edition,
  };
  await options.store.finishRun(runId, options.now(), report, edition);
  return report;
}

async function hasEdition(outDir: string): Promise<boolean> {
  try {
    await readFile(path.join(outDir, 'current', 'news.json'));
    return true;
  } catch {
    return false;
  }
}
