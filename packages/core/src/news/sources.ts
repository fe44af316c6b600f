/** Order of a story's sources: reading-experience §5 ("major outlets first, then newest first"). */
import type { Source } from '../schemas/edition.ts';
import { parseDateMs } from './dates.ts';

/**
 * reading-experience §5: the major outlets (wire agencies, broadcasters, major papers) of the sample edition,
 * listed first among a story's sources; the shared-story dialog's "list of 12 major outlets". The one table in
 * the product. Names as the sample edition writes them (data/sample/stories-src/publishers.mjs, which also
 * writes major-outlets.json); keep the two in step.
 */
export const MAJOR_OUTLETS: readonly string[] = [
  'Meridian Wire',
  'Continental Press Agency',
  'Compass News Agency',
  'Pacific Rim Wire',
  'Northsea Broadcasting',
  'Atlas Public Broadcasting',
  'Harbour Gazette',
  'Lowlands Courant',
  'Bay Area Ledger',
  'Ganges Herald',
  'Tagus Daily',
  'Maple Post',
];

const MAJOR_OUTLET_KEYS: ReadonlySet<string> = new Set(MAJOR_OUTLETS.map(outletKey));

function outletKey(name: string): string {
  return name.trim().toLowerCase();
}

/** True when the whole name is a major outlet, ignoring case ("meridian wire" yes, "Meridian Wire Sports" no). */
export function isMajorOutlet(name: string): boolean {
  return MAJOR_OUTLET_KEYS.has(outletKey(name));
}

/** Major outlets first, then newest publishedAt first, sources without a usable date last; otherwise the given order. */
export function sortSources<T extends Pick<Source, 'name' | 'publishedAt'>>(sources: readonly T[]): T[] {
  return sources
    .map((source, index) => ({
      source,
      index,
      major: isMajorOutlet(source.name),
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
