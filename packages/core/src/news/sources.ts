/** Order of a story's sources: reading-experience §5 ("major outlets first, then newest first"). */
import type { Source } from '../schemas/edition.ts';
import { parseDateMs } from './dates.ts';
import { MAJOR_OUTLETS } from './sources-major-outlets.ts';

/** Every domain of the table of real major outlets (sources-major-outlets.ts). */
const MAJOR_DOMAINS: ReadonlySet<string> = new Set(MAJOR_OUTLETS.flatMap((outlet) => outlet.domains));

/** scheme://[userinfo@]host: core runs without the URL class of the DOM or Node typings. */
const URL_HOST = /^[a-z][a-z\d+.-]*:\/\/(?:[^@/?#]*@)?([^/?#:]+)/i;

/** The host of a URL, lowercased and without a trailing dot; '' when it is no absolute URL. */
function hostOf(url: string): string {
  return URL_HOST.exec(url.trim())?.[1]?.toLowerCase().replace(/\.$/, '') ?? '';
}

/** True when the URL's host is a major outlet's domain or a subdomain of one ("edition.cnn.com"; not "notcnn.com"). */
export function isMajorOutletUrl(url: string): boolean {
  const labels = hostOf(url).split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    if (MAJOR_DOMAINS.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}

/** A major outlet: marked so by the edition (`major: true`), or published on a domain of the table. */
export function isMajorSource(source: Pick<Source, 'url' | 'major'>): boolean {
  return source.major === true || isMajorOutletUrl(source.url);
}

/** Major outlets first, then newest publishedAt first, sources without a usable date last; otherwise the given order. */
export function sortSources<T extends Pick<Source, 'url' | 'major' | 'publishedAt'>>(sources: readonly T[]): T[] {
  return sources
    .map((source, index) => ({
      source,
      index,
      major: isMajorSource(source),
      ms: parseDateMs(source.publishedAt),
    }))
    .sort((a, b) => {
      if (a.major !== b.major) return a.major ? -1 : 1;
      if (a.ms !== b.ms) {
        if (a.ms === null) return 1;
        if (b.ms === null) return -1;
        return b.ms - a.ms;
      }
      return a.index - b.index;
    })
    .map((entry) => entry.source);
}
