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
