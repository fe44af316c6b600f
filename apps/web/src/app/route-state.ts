/**
 * What a path shows (reading-experience §2): the feed of a category, and the dialog open over it.
 * Every path renders the feed page; this decides which feed and which dialog.
 */
import { FEED_CATEGORIES, type FeedCategory } from '@tidings/core/news/categories';

export type StaticPage = 'about' | 'privacy' | 'terms';
export type RouteDialog =
  | { kind: 'none' }
  | { kind: 'static'; page: StaticPage }
  | { kind: 'story'; id: string }
  | { kind: 'briefing'; id: string };

export interface RouteState {
  category: FeedCategory;
  dialog: RouteDialog;
}

const STATIC_PAGES: readonly string[] = ['about', 'privacy', 'terms'];

/** What a path shows; a query or fragment after it (a shared link's tracking, say) changes nothing. */
export function routeState(path: string): RouteState {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const [first = '', second] = pathname.split('/').filter(Boolean).map(safeDecode);
  const home = { category: 'all' as const, dialog: { kind: 'none' as const } };
  if (first === '') return home;
  if ((first === 'story' || first === 'article') && second)
    return { category: 'all', dialog: { kind: 'story', id: second } };
  if (first === 'daily_overviews' && second) return { category: 'all', dialog: { kind: 'briefing', id: second } };
  if (STATIC_PAGES.includes(first) && !second)
    return { category: 'all', dialog: { kind: 'static', page: first as StaticPage } };
  if ((FEED_CATEGORIES as readonly string[]).includes(first) && first !== 'all' && !second) {
    return { category: first as FeedCategory, dialog: { kind: 'none' } };
  }
  return home;
}

/** The path of a category's feed: all is the home page. */
export function categoryPath(category: FeedCategory): string {
  return category === 'all' ? '/' : `/${category}`;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The tab's title for what a path shows, as the server writes it in the page and the browser keeps
 * it: the site's name on Home, "Technologie · Tidings" on a category, "Privacy Policy · Tidings"
 * over Home. A story's dialog names the tab by its headline (story-dialog.tsx).
 */
export function pageTitle(state: RouteState, t: (key: string) => string): string {
  const site = t('app.name');
  const named =
    state.dialog.kind === 'static'
      ? t(`footer.${state.dialog.page}`)
      : state.category === 'all'
        ? undefined
        : t(`categories.${state.category}`);
  return named ? `${named} · ${site}` : site;
}
