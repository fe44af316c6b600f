/**
 * Reading an edition's files from a path or a URL. An edition is a news.json plus the files
 * it names (translation files) and the assets beside it (media.json, audio, images).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface EditionSource {
  /** Where news.json is: an absolute path or an http(s) URL. */
  location: string;
  /** True for the bundled sample, whose dates are shifted so the demo never looks stale. */
  isSample: boolean;
}

const isUrl = (location: string) => /^https?:\/\//i.test(location);

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
