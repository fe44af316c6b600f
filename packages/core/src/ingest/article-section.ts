/**
 * The section an outlet files an article under, as its link and its feed item say: a front page's
 * feed mixes every desk, yet most links name their desk ("dailymail.co.uk/sport/…",
 * "latimes.com/entertainment-arts/…", "nu.nl/economie/…", BBC's "news/science-environment-…"), and
 * some feeds tag each item with it ("fnc/politics", "Sport"). Where one does, it is the article's
 * section; else the feed's (the feed list's category). Only a folder that is a desk's name counts:
 * a word of an article's slug ("…/world-cup-draw-12756789", "…/fire-crews-tackle-…") or of a
 * keyword ("United States Politics and Government", "fox-news/us/crime") is no section.
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
    'wielrennen',
    'schaatsen',
    'sport-overig',
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
  crime: ['crime', 'courts-crime', 'misdaad', 'criminaliteit'],
};

const DESK_CATEGORY = new Map<string, ServerCategory>(
  Object.entries(DESKS).flatMap(([category, desks]) => desks.map((desk) => [desk, category as ServerCategory])),
);

/**
 * The host and path of an absolute link ("https://edition.cnn.com/2021/10/16/opinions/x" gives
 * "edition.cnn.com" and "/2021/10/16/opinions/x"); undefined for any other text. Core runs where no
 * URL class is typed (the browser's and Node's differ).
 */
export function linkParts(url: string): { host: string; path: string } | undefined {
  const parts = /^[a-z][a-z\d+.-]*:\/\/([^/?#]*)([^?#]*)/i.exec(url);
  return parts ? { host: parts[1] ?? '', path: parts[2] ?? '' } : undefined;
}

/**
 * A link's desk: the first folder of its path that names one ("/2021/10/16/politics/…",
 * "/national/health/…"); on the BBC, whose links end in a desk and the article's number, that last
 * part ("news/uk-politics-58932", "news/world-us-canada-58933": its first word names the desk when
 * the whole does not). Elsewhere such a last part is a slug ("sky.com/story/world-cup-draw-12756789").
 */
function linkDesk(url: string): ServerCategory | undefined {
  const parts = linkParts(url);
  if (!parts) return undefined;
  const host = parts.host.toLowerCase();
  const path = parts.path.toLowerCase().split('/').filter(Boolean);
  for (const folder of path.slice(0, -1)) {
    const desk = DESK_CATEGORY.get(folder);
    if (desk) return desk;
  }
  if (!/(^|\.)bbc\.(co\.uk|com)(:\d+)?$/.test(host)) return undefined;
  const last = /^([a-z]+(?:-[a-z]+){0,2})-\d+$/.exec(path.at(-1) ?? '')?.[1];
  if (!last) return undefined;
  return DESK_CATEGORY.get(last) ?? DESK_CATEGORY.get(last.split('-')[0] as string);
}

/**
 * A feed tag that is a desk's name, alone or after the outlet's own prefix ("Sport", "fnc/politics");
 * not a deeper topic path ("fox-news/us/crime" files a US story under a topic, not a desk).
 */
function tagDesk(tags: readonly string[]): ServerCategory | undefined {
  for (const tag of tags) {
    const parts = tag.trim().toLowerCase().split('/');
    if (parts.length > 2) continue;
    const desk = DESK_CATEGORY.get(parts.at(-1)?.replace(/\s+/g, '-') ?? '');
    if (desk) return desk;
  }
  return undefined;
}

/** The article's own section (its link's desk, else its feed's tag for it), or undefined where neither names one. */
export function articleSection(url: string, feedTags: readonly string[] = []): ServerCategory | undefined {
  return linkDesk(url) ?? tagDesk(feedTags);
}
