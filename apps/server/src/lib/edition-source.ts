/**
 * Reading an edition's files from a path or a URL. An edition is a news.json plus the files
 * it names (translation files) and the assets beside it (media.json, audio, images).
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

export interface EditionSource {
  /** Where news.json is: an absolute path or an http(s) URL. */
  location: string;
  /** True for the bundled sample, whose dates are shifted so the demo never looks stale. */
  isSample: boolean;
}

const isUrl = (location: string) => /^https?:\/\//i.test(location);

/** A configured edition on this machine's disk (not the bundled sample, not a URL): watched by stat. */
export function isLocalEdition(source: EditionSource): boolean {
  return !source.isSample && !isUrl(source.location);
}

/**
 * The source read through the folder its path resolves to now: an edition published as a new
 * folder behind a `current` link (apps/ingest) is then read whole from one folder, even when the
 * link is swapped while the files are being read.
 */
export async function pinnedSource(source: EditionSource): Promise<EditionSource> {
  if (isUrl(source.location)) return source;
  const folder = await realpath(path.dirname(source.location));
  return { ...source, location: path.join(folder, path.basename(source.location)) };
}

/**
 * What a local news.json looks like now, cheaply (two system calls, no read): the folder its path
 * resolves to, and the file's inode, size and modification time. Another value means another
 * edition may be there; an unreadable file gives a value naming the error.
 */
export async function fileSignature(location: string): Promise<string> {
  try {
    const folder = await realpath(path.dirname(location));
    const stats = await stat(location);
    return `${folder}|${stats.ino}|${stats.size}|${stats.mtimeMs}`;
  } catch (error) {
    return `unreadable|${(error as NodeJS.ErrnoException).code ?? String(error)}`;
  }
}

/** Resolves a file named by the edition (for example translations/nl-NL.json) next to news.json. */
export function resolveBeside(source: EditionSource, relative: string): string {
  if (isUrl(source.location)) return new URL(relative, source.location).toString();
  return path.resolve(path.dirname(source.location), relative);
}

/** The folder whose media.json, audio and images belong to this edition, when it is on disk. */
export function editionDirectory(source: EditionSource): string | undefined {
  return isUrl(source.location) ? undefined : path.dirname(source.location);
}

export async function readEditionFile(location: string): Promise<Buffer> {
  if (!isUrl(location)) return readFile(location);
  const response = await fetch(location, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`GET ${location} answered ${response.status} ${response.statusText}`);
  return Buffer.from(await response.arrayBuffer());
}

export async function readEditionJson(location: string): Promise<unknown> {
  return JSON.parse((await readEditionFile(location)).toString('utf8')) as unknown;
}
