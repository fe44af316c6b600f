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

/**
 * The categories' names as readers read them, in English and Dutch (the web app's locale files name
 * them alike): for mails drawn on the server, and for what readers type, where "Sport" or
 * "Wetenschap" means the category.
 */
export const CATEGORY_NAMES: Record<'en' | 'nl', Record<ServerCategory | 'general', string>> = {
  en: {
    general: 'General',
    world: 'World',
    politics: 'Politics',
    science: 'Science',
    business: 'Business',
    technology: 'Technology',
    environment: 'Environment',
    health: 'Health',
    entertainment: 'Entertainment',
    sports: 'Sports',
    crime: 'Crime',
  },
  nl: {
    general: 'Algemeen',
    world: 'Wereld',
    politics: 'Politiek',
    science: 'Wetenschap',
    business: 'Economie',
    technology: 'Technologie',
    environment: 'Milieu',
    health: 'Gezondheid',
    entertainment: 'Entertainment',
    sports: 'Sport',
    crime: 'Misdaad',
  },
};

export function isServerCategory(value: string): value is ServerCategory {
  return (SERVER_CATEGORIES as readonly string[]).includes(value);
}

/** reading-experience §9: page and feed size. */
export const PAGE_SIZE = 20;
