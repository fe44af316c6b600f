/**
 * The edition store (issue 4): the current edition in memory, read-only, swapped atomically
 * when a newer one is published. See features/news/CONTEXT.md for the words.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { type PreparedStory, prepareStories } from '@tidings/core/news/prepare';
import {
  parseNewsFile,
  parseTranslationFile,
  type Story,
  type StoryText,
  type SupportedLocale,
} from '@tidings/core/schemas/edition';
import { parseMediaCatalogue } from '@tidings/core/schemas/media';
import type { FastifyBaseLogger } from 'fastify';
import { type EditionSource, editionDirectory, readEditionFile, resolveBeside } from './edition-source.ts';
import { shiftMediaFile, shiftNewsFile } from './sample-shift.ts';

/** reading-experience §9: news is stale after 3 hours; the update check runs at most hourly. */
export const EDITION_STALE_AFTER_MS = 3 * 60 * 60 * 1000;
export const EDITION_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface Edition {
  id: string;
  fetchDate: string;
  fetchedAt: number;
  loadedAt: number;
  isSample: boolean;
  stories: readonly Story[];
  prepared: readonly PreparedStory[];
  byId: ReadonlyMap<string, PreparedStory>;
  /** locale -> story id -> translated text */
  translations: ReadonlyMap<string, ReadonlyMap<string, StoryText>>;
  supportedLocales: Readonly<Record<string, SupportedLocale>>;
  /** The files as served at /news.json, /translations/*, /media.json. */
  files: ReadonlyMap<string, Buffer>;
  /** Folder of audio/ and images/ for this edition, when it is on disk. */
  assetsDir: string | undefined;
  /** Stories of the file that did not match the Story shape. */
  rejected: readonly string[];
}

export async function loadEdition(source: EditionSource, now: number): Promise<Edition> {
  const bytes = await readEditionFile(source.location);
  let raw = JSON.parse(bytes.toString('utf8')) as unknown;
  if (source.isSample) raw = shiftNewsFile(raw, now);
  const news = parseNewsFile(raw);
  const files = new Map<string, Buffer>();
  files.set('news.json', source.isSample ? Buffer.from(JSON.stringify(raw)) : bytes);

  const translations = new Map<string, Map<string, StoryText>>();
  for (const [locale, info] of Object.entries(news.supported_locales)) {
    if (!info.translation_file) continue;
    const fileBytes = await readEditionFile(resolveBeside(source, info.translation_file));
    const file = parseTranslationFile(JSON.parse(fileBytes.toString('utf8')));
    translations.set(locale, new Map(file.translations.map(({ story_id, ...text }) => [story_id, text])));
    files.set(path.posix.normalize(info.translation_file), fileBytes);
  }

  const media = await readOptionalMedia(source, now);
  if (media) files.set('media.json', media);

  const fetchedAt = Date.parse(news.fetch_date ?? '') || now;
  // Muted words match what a reader reads: the translation files' texts too.
  const { stories } = news;
  const prepared = prepareStories(stories, (id) => [...translations.values()].flatMap((texts) => texts.get(id) ?? []));
  return {
    id: `${new Date(fetchedAt).toISOString()}~${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}`,
    fetchDate: new Date(fetchedAt).toISOString(),
    fetchedAt,
    loadedAt: now,
    isSample: source.isSample,
    stories,
    prepared,
    byId: new Map(prepared.map((p) => [p.story.id, p])),
    translations,
    supportedLocales: news.supported_locales,
    files,
    assetsDir: editionDirectory(source),
    rejected: news.rejected,
  };
}

async function readOptionalMedia(source: EditionSource, now: number): Promise<Buffer | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readEditionFile(resolveBeside(source, 'media.json'));
  } catch {
    return undefined;
  }
  let raw = JSON.parse(bytes.toString('utf8')) as unknown;
  parseMediaCatalogue(raw);
  if (!source.isSample) return bytes;
  raw = shiftMediaFile(raw, now);
  return Buffer.from(JSON.stringify(raw));
}

export interface EditionStoreOptions {
  source: EditionSource;
  log: FastifyBaseLogger;
  clock?: () => number;
  /** Called after each successful load, before the edition is swapped in (the story archive). */
  onLoad?: (edition: Edition) => Promise<void>;
}

export class EditionStore {
  #edition: Edition | undefined;
  #reloading: Promise<Edition> | undefined;
  #lastCheck = 0;
  #timer: NodeJS.Timeout | undefined;
  reloadFailures = 0;
  lastReloadError: string | undefined;
  readonly #options: EditionStoreOptions;
  readonly #clock: () => number;

  constructor(options: EditionStoreOptions) {
    this.#options = options;
    this.#clock = options.clock ?? Date.now;
  }

  get current(): Edition {
    if (!this.#edition) throw new Error('edition store used before its first load');
    return this.#edition;
  }

  /** Loads (or reloads) the edition; concurrent calls wait for the one under way. */
  load(): Promise<Edition> {
    this.#reloading ??= this.#loadOnce().finally(() => {
      this.#reloading = undefined;
    });
    return this.#reloading;
  }

  async #loadOnce(): Promise<Edition> {
    const next = await loadEdition(this.#options.source, this.#clock());
    this.#lastCheck = this.#clock();
    const previous = this.#edition;
    if (previous && !previous.isSample && next.fetchedAt <= previous.fetchedAt) return previous;
    await this.#options.onLoad?.(next);
    this.#edition = next;
    if (next.rejected.length > 0) {
      this.#options.log.warn(
        { rejected: next.rejected },
        'edition stories left out: they do not match the Story shape',
      );
    }
    this.#options.log.info({ edition: next.id, stories: next.stories.length }, 'edition loaded');
    return next;
  }

  /**
   * reading-experience §4 News loading: at most one check an hour, and a reload only when the
   * loaded edition is older than 3 hours. A failed reload keeps the old edition and is counted.
   */
  async refreshIfStale(): Promise<void> {
    const now = this.#clock();
    if (now - this.#lastCheck < EDITION_CHECK_INTERVAL_MS) return;
    this.#lastCheck = now;
    if (this.#edition && now - this.#edition.fetchedAt < EDITION_STALE_AFTER_MS) return;
    try {
      await this.load();
    } catch (error) {
      this.reloadFailures += 1;
      this.lastReloadError = error instanceof Error ? error.message : String(error);
      this.#options.log.error({ err: error }, 'edition reload failed; still serving the previous edition');
    }
  }

  /** Checks for a newer edition every so often until stop() (the timer never holds the process open). */
  startWatching(intervalMs = 5 * 60 * 1000): void {
    this.#timer = setInterval(() => void this.refreshIfStale(), intervalMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
  }
}
