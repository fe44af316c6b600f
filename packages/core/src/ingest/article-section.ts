/**
 * The section an outlet files an article under, as its link and its feed item say: a front page's
 * feed mixes every desk, yet each link names its desk ("dailymail.co.uk/sport/…",
 * "latimes.com/entertainment-arts/…", "nu.nl/economie/…", BBC's "news/science-environment-…"), and
 * some feeds tag each item ("fnc/politics", "Sport"). Where one does, it is the article's section;
 * else the feed's (the feed list's category). Only a desk named as such counts: a word of an
 * article's slug ("…/fire-crews-tackle-…") or of a keyword ("United States Politics and Government")
 * is no section.
 */
import type { ServerCategory } from '../news/categories.ts';

/** Desk names in links and feed tags, English and Dutch, by the category they are. */
const DESKS: Record<ServerCategory, readonly string[]> = {
  politics: ['politics', 'political', 'uk-politics', 'us-politics', 'elections', 'election', 'politiek'],
  sports: [
    'sport',
    'sports',
    'football',
    'soccer',
    'cricket',
    'rugby',
    'racing',
    'tennis',
    'golf',
    'formula1',
    'motorsport',
    'afl',
    'nrl',
    'nfl',
    'nba',
    'mlb',
    'nhl',
    'voetbal',
    'formule-1',
  ],
  health: ['health', 'wellness', 'gezondheid'],
  technology: ['technology', 'tech', 'sciencetech', 'technologie'],
  business: ['business', 'money', 'economy', 'markets', 'finance', 'economie'],
  entertainment: [
    'entertainment',
    'entertainment-arts',
    'tvshowbiz',
    'showbiz',
    'celebrity',
    'culture',
    'arts',
    'music',
    'movies',
    'film',
    'tv',
    'tv-and-radio',
    'books',
    'stage',
    'theater',
    'artanddesign',
    'muziek',
    'cultuur',
    'cultuur-media',
    'achterklap',
  ],
  world: ['world', 'world-nation', 'international', 'buitenland'],
  // BBC's "Science & Environment" desk is science first, as the feed list files its feed; the text
  // adds Environment where a story is about it (`chooseCategories`).
  science: ['science', 'science-environment', 'wetenschap'],
  environment: ['environment', 'climate', 'klimaat'],
  crime: ['crime', 'misdaad', 'criminaliteit'],
};

const DESK_CATEGORY = new Map<string, ServerCategory>(
  Object.entries(DESKS).flatMap(([category, desks]) => desks.map((desk) => [desk, category as ServerCategory])),
);

/**
 * A link's desk: the first folder of its path that names one ("/2021/10/16/politics/…",
 * "/national/health/…"), or a last part that is a desk and an article number ("news/uk-politics-58932",
 * "news/world-us-canada-58933"; its first word names the desk when the whole does not). Never an
 * article's slug: a last part with words and no number, or more than three words.
 */
function linkDesk(url: string): ServerCategory | undefined {
  // The path of an absolute link (core runs where no URL class is typed: the browser's and Node's differ).
  const pathname = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*([^?#]*)/i.exec(url)?.[1];
  if (pathname === undefined) return undefined;
  const path = pathname.toLowerCase().split('/').filter(Boolean);
  const folders = path.slice(0, -1);
  for (const folder of folders) {
    const desk = DESK_CATEGORY.get(folder);
    if (desk) return desk;
  }
  const last = /^([a-z]+(?:-[a-z]+){0,2})-\d+$/.exec(path.at(-1) ?? '')?.[1];
  if (!last) return undefined;
  return DESK_CATEGORY.get(last) ?? DESK_CATEGORY.get(last.split('-')[0] as string);
}

/** A feed tag that is a desk's name, alone or as the last part of a path ("Sport", "fnc/politics"). */
function tagDesk(tags: readonly string[]): ServerCategory | undefined {
  for (const tag of tags) {
    const desk = DESK_CATEGORY.get(tag.trim().toLowerCase().split('/').at(-1)?.replace(/\s+/g, '-') ?? '');
    if (desk) return desk;
  }
  return undefined;
}

/** The article's own section (its link's desk, else its feed's tag for it), or undefined where neither names one. */
export function articleSection(url: string, feedTags: readonly string[] = []): ServerCategory | undefined {
  return linkDesk(url) ?? tagDesk(feedTags);
}
