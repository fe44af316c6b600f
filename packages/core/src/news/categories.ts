/** reading-experience §9: the server's categories, and §2: the routes the reader browses. */
export const SERVER_CATEGORIES = [
  'politics',
  'sports',
  'health',
  'technology',
  'business',
  'entertainment',
  'world',
  'science',
  'environment',
  'crime',
] as const;
export type ServerCategory = (typeof SERVER_CATEGORIES)[number];

/** §2: all (Home), local, then the server categories in the order of the navigation. */
export const FEED_CATEGORIES = [
  'all',
  'local',
  'world',
  'politics',
  'science',
  'business',
  'technology',
  'environment',
  'health',
  'entertainment',
  'sports',
  'crime',
] as const;
export type FeedCategory = (typeof FEED_CATEGORIES)[number];

export function isServerCategory(value: string): value is ServerCategory {
  return (SERVER_CATEGORIES as readonly string[]).includes(value);
}

/** reading-experience §9: page and feed size. */
export const PAGE_SIZE = 20;
