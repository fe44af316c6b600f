/**
 * The edition store (issue 4): the current edition in memory, read-only, swapped atomically
 * when a newer one is published. See features/news/CONTEXT.md for the words.
 *
 * How a newer edition is noticed (issue 17): a configured edition on this machine's disk is
 * looked at every EDITION_CHECK_SECONDS (30 s) with a stat of its news.json (and the folder a
 * `current` link resolves to), and read only when that changed; an edition at a URL, and the
 * bundled sample (re-shifted to now), keep the rule of reading-experience §9 (checked at most
 * hourly, reloaded once older than 3 hours). A new edition is read whole and checked before it is
 * swapped in; one that cannot be read or parsed is refused with a warning, and the previous one
 * stays served.
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
import {
  type EditionSource,
  editionDirectory,
  fileSignature,
  isLocalEdition,
  pinnedSource,
  readEditionFile,
  resolveBeside,
} from './edition-source.ts';
import { shiftMediaFile, shiftNewsFile } from './sample-shift.ts';

/** reading-experience §9: news is stale after 3 hours; the update check runs at most hourly. */
export const EDITION_STALE_AFTER_MS = 3 * 60 * 60 * 1000;
export const EDITION_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** How often the watcher looks for a new edition (EDITION_CHECK_SECONDS); a local file's look is a stat. */
export const DEFAULT_WATCH_INTERVAL_MS = 30 * 1000;
/**
 * The time stories are ranked at (their ages, the trending and freshness windows): now, but never
 * later than the moment the edition went stale. An edition the pipeline stopped renewing, or one
 * built from an old snapshot (the README's 2021 feeds), is ranked as it stood then, not as a heap
 * of stories all too old to tell apart and none of them trending.
 */
export function rankingTime(edition: Pick<Edition, 'fetchedAt'>, now: number): number {
  return Math.min(now, edition.fetchedAt + EDITION_STALE_AFTER_MS);
}

/** Alias hops followed at most when an edition's story_aliases chain (a -> b -> c). */
const MAX_ALIAS_HOPS = 8;

export interface Edition {
  id: string;
  fetchDate: string;
  fetchedAt: number;
  loadedAt: number;
  isSample: boolean;
  stories: readonly Story[];
  prepared: readonly PreparedStory[];
  byId: ReadonlyMap<string, PreparedStory>;
  /**
   * Merged-away story id -> the id it answers as now (news.json `story_aliases`, issue 17), chains
   * followed to their end; never an id that is a story of this edition itself.
   */
  aliases: ReadonlyMap<string, string>;
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

export async function loadEdition(configured: EditionSource, now: number): Promise<Edition> {
  const source = await pinnedSource(configured);
  const bytes = await readEditionFile(source.location);
  let raw = JSON.parse(bytes.toString('utf8')) as unknown;
  if (source.isSample) raw = shiftNewsFile(raw, now);
  const news = parseNewsFile(raw);
  if (news.stories.length === 0 && news.rejected.length > 0) {
    throw new Error(`no story of the edition matches the Story shape (${news.rejected.length} left out)`);
  }
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
    aliases: resolveAliases(news.story_aliases ?? {}, new Set(stories.map((story) => story.id))),
    translations,
    supportedLocales: news.supported_locales,
    files,
    assetsDir: editionDirectory(source),
    rejected: news.rejected,
  };
}

/**
 * The edition's aliases with chains followed (the pipeline writes one hop, but an older edition's
 * chain costs nothing to follow). A story of the edition answers as itself, never through an alias;
 * an alias that loops is left out.
 */
function resolveAliases(raw: Readonly<Record<string, string>>, storyIds: ReadonlySet<string>): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const [from, into] of Object.entries(raw)) {
    if (storyIds.has(from)) continue;
    let target = into;
    for (let hops = 0; !storyIds.has(target) && Object.hasOwn(raw, target) && hops < MAX_ALIAS_HOPS; hops += 1) {
      target = raw[target] as string;
    }
    // The end of the chain: a story of this edition, or one that left it (the archive answers it).
    const ends = storyIds.has(target) || !Object.hasOwn(raw, target);
    if (ends && target !== from) aliases.set(from, target);
  }
  return aliases;
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
  /** How often startWatching looks for a new edition (EDITION_CHECK_SECONDS). */
  checkIntervalMs?: number;
}

export class EditionStore {
  #edition: Edition | undefined;
  #reloading: Promise<Edition> | undefined;
  #lastCheck = 0;
  #timer: NodeJS.Timeout | undefined;
  #checking = false;
  /** A local edition's news.json as it was when last read with success (fileSignature). */
  #seen: string | undefined;
  /** The look of the file whose last read failed: the same failure again is not warned about twice. */
  #failedSignature: string | undefined;
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
    const { source } = this.#options;
    // Looked at before reading: a file changed during the read is then read again at the next check.
    const signature = isLocalEdition(source) ? await fileSignature(source.location) : undefined;
    const next = await loadEdition(source, this.#clock());
    this.#lastCheck = this.#clock();
    const previous = this.#edition;
    const settled = () => {
      this.#seen = signature;
      this.#failedSignature = undefined;
    };
    if (previous && !previous.isSample) {
      if (next.id === previous.id) {
        settled();
        return previous;
      }
      // Editions only move forward: an older one (a link pointed back, a URL's stale copy) is not served.
      if (next.fetchedAt < previous.fetchedAt) {
        settled();
        this.#options.log.warn(
          { edition: next.id, serving: previous.id },
          'edition older than the one served; still serving the newer one',
        );
        return previous;
      }
    }
    await this.#options.onLoad?.(next);
    this.#edition = next;
    settled();
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
   * One look for a new edition (the watcher's tick): a local edition is read again when its
   * news.json (or the folder it resolves to) changed; otherwise refreshIfStale's rule.
   * Never throws: a failed read keeps the previous edition, warned about and counted once per change.
   */
  async refresh(): Promise<void> {
    const { source } = this.#options;
    if (!isLocalEdition(source)) return this.refreshIfStale();
    const signature = await fileSignature(source.location);
    if (signature === this.#seen) return;
    // A file that failed to read is tried again at each look: a writer may still be adding the
    // translation files it names. The warning is given once per change of the file.
    await this.#tryLoad(signature);
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
    await this.#tryLoad(undefined);
  }

  async #tryLoad(signature: string | undefined): Promise<void> {
    try {
      await this.load();
    } catch (error) {
      if (signature !== undefined && signature === this.#failedSignature) return;
      this.#failedSignature = signature;
      this.reloadFailures += 1;
      this.lastReloadError = error instanceof Error ? error.message : String(error);
      this.#options.log.warn(
        { err: error, location: this.#options.source.location, serving: this.#edition?.id },
        'new edition refused (unreadable or invalid); still serving the previous edition',
      );
    }
  }

  /**
   * Looks for a new edition every `intervalMs` (EDITION_CHECK_SECONDS, 30 s) until stop(); a look
   * never overlaps the previous one, and the timer never holds the process open.
   */
  startWatching(intervalMs = this.#options.checkIntervalMs ?? DEFAULT_WATCH_INTERVAL_MS): void {
    this.stop();
    this.#timer = setInterval(() => void this.#tick(), intervalMs);
    this.#timer.unref();
  }

  async #tick(): Promise<void> {
    if (this.#checking) return;
    this.#checking = true;
    try {
      await this.refresh();
    } catch (error) {
      this.#options.log.warn({ err: error }, 'edition check failed');
    } finally {
      this.#checking = false;
    }
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
