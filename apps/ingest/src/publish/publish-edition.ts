/**
 * Publishing an edition atomically (issue 17). Each edition is written in full into its own new
 * folder `editions/<id>/` (news.json, translations/, media.json, status.json, images/ with the
 * placeholder and the cached images its stories show), then the `current` link is swapped to it
 * with one rename(2), which POSIX makes atomic: a reader or a server resolving `current/news.json`
 * sees the old edition or the new one, never half of one, and a crash at any point leaves the
 * previous edition in place. NEWS_EDITION=<out>/current/news.json.
 */
import { copyFile, link, mkdir, readdir, readFile, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Story, SupportedLocale, TranslationEntry } from '@tidings/core/schemas/edition';

/** The sample edition's neutral image (data/sample/images), the one every story without its own shows. */
const PLACEHOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../data/sample/images/placeholder.svg',
);

/** Editions kept besides the current one, so a server still reading an older one finds its files. */
export const EDITIONS_KEPT = 5;

/**
 * The locales of an edition, as the sample edition has them (reading-experience §4 Language):
 * English, the default, without a translation file, unless Dutch stories were translated into
 * English (then `translations/en-US.json`, see editionLocales).
 */
export const SUPPORTED_LOCALES: Record<string, SupportedLocale> = {
  'en-US': {
    name: 'en-US',
    display_name: 'English',
    countries: ['United States', 'United Kingdom', 'Canada', 'Australia', 'New Zealand'],
    translation_file: null,
  },
  'nl-NL': {
    name: 'nl-NL',
    display_name: 'Nederlands',
    countries: [
      'Netherlands',
      'Belgium',
      'Suriname',
      'Aruba',
      'Curaçao',
      'Sint Maarten',
      'Bonaire',
      'Sint Eustatius',
      'Saba',
    ],
    translation_file: 'translations/nl-NL.json',
  },
};

/**
 * The edition's locales: a locale names a translation file when it has one by default (nl-NL) or
 * when this edition has translations into it (en-US, for Dutch stories machine-translated).
 */
export function editionLocales(translations: EditionContent['translations']): Record<string, SupportedLocale> {
  return Object.fromEntries(
    Object.entries(SUPPORTED_LOCALES).map(([locale, info]) => [
      locale,
      info.translation_file || !translations[locale]?.length
        ? info
        : { ...info, translation_file: `translations/${locale}.json` },
    ]),
  );
}

export interface EditionContent {
  stories: Array<Story & { lang?: string }>;
  fetchDate: string;
  /**
   * locale -> translated texts (only stories whose every text the translator or their own reports
   * in that language gave, never into the story's own language): 'nl-NL' for English stories,
   * 'en-US' for Dutch ones.
   */
  translations: Record<string, TranslationEntry[]>;
  /** Old story ids that answer as another story now (merges). */
  aliases: Record<string, string>;
  /** What each feed did in the run that made this edition. */
  status: unknown;
  /**
   * The images the stories name as `/images/<name>`, and the file each is taken from (the image
   * cache): linked (or copied, across file systems) into the edition's images/ folder.
   */
  images?: ReadonlyArray<{ name: string; from: string }>;
}

export interface PublishedEdition {
  id: string;
  dir: string;
  newsFile: string;
}

export function currentNewsFile(outDir: string): string {
  return path.join(outDir, 'current', 'news.json');
}

/** When the current edition's run started (its status's `fetch_date`), if there is one. */
export async function currentFetchDate(outDir: string): Promise<string | undefined> {
  try {
    const status = JSON.parse(await readFile(path.join(outDir, 'current', 'status.json'), 'utf8')) as {
      fetch_date?: unknown;
    };
    return typeof status.fetch_date === 'string' ? status.fetch_date : undefined;
  } catch {
    return undefined;
  }
}

export async function publishEdition(outDir: string, content: EditionContent): Promise<PublishedEdition> {
  const id = `${content.fetchDate.replace(/[:.]/g, '-')}-${process.pid}`;
  const editionsDir = path.join(outDir, 'editions');
  const dir = path.join(editionsDir, id);
  await mkdir(path.join(dir, 'translations'), { recursive: true });
  await mkdir(path.join(dir, 'images'), { recursive: true });
  const locales = editionLocales(content.translations);
  const news = {
    fetch_date: content.fetchDate,
    supported_locales: locales,
    story_aliases: content.aliases,
    stories: content.stories,
  };
  for (const [locale, info] of Object.entries(locales)) {
    if (!info.translation_file) continue;
    const translations = content.translations[locale] ?? [];
    await writeFile(path.join(dir, info.translation_file), `${JSON.stringify({ translations }, null, 2)}\n`);
  }
  // No briefings are made by the pipeline: an empty catalogue (the player says none is available).
  await writeFile(
    path.join(dir, 'media.json'),
    `${JSON.stringify({ last_updated: content.fetchDate, regions: {} }, null, 2)}\n`,
  );
  await writeFile(path.join(dir, 'status.json'), `${JSON.stringify(content.status, null, 2)}\n`);
  await copyFile(PLACEHOLDER, path.join(dir, 'images', 'placeholder.svg'));
  for (const image of content.images ?? []) {
    if (image.name !== path.basename(image.name) || image.name.startsWith('.') || image.name === 'placeholder.svg') {
      throw new Error(`not an image file name: ${image.name}`);
    }
    await linkOrCopy(image.from, path.join(dir, 'images', image.name));
  }
  // news.json last: an edition folder without it was never finished and is never linked.
  await writeFile(path.join(dir, 'news.json'), `${JSON.stringify(news, null, 2)}\n`);

  const link = path.join(outDir, 'current');
  const temporary = path.join(outDir, `.current-${process.pid}-${Date.now()}`);
  await symlink(path.join('editions', id), temporary);
  await rename(temporary, link);
  await pruneEditions(editionsDir, id);
  return { id, dir, newsFile: currentNewsFile(outDir) };
}

/**
 * A hard link shares the cached file's bytes (an image is in every edition that shows it, at no
 * cost); a copy where links cannot be made (another file system). Cached files are never
 * rewritten in place (only replaced by rename), so a linked edition's image never changes.
 */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EMLINK') throw error;
    await copyFile(from, to);
  }
}

/** Removes the oldest editions beyond EDITIONS_KEPT, never the current one. */
async function pruneEditions(editionsDir: string, currentId: string): Promise<void> {
  const names = (await readdir(editionsDir)).sort();
  const old = names.filter((name) => name !== currentId).slice(0, Math.max(0, names.length - 1 - EDITIONS_KEPT));
  for (const name of old) await rm(path.join(editionsDir, name), { recursive: true, force: true });
}

/** The id of the edition `current` points at, if any. */
export async function currentEditionId(outDir: string): Promise<string | undefined> {
  try {
    return path.basename(await readlink(path.join(outDir, 'current')));
  } catch {
    return undefined;
  }
}
