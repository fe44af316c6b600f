/**
 * The first page of the feed that the server embedded in the HTML (the spec's "preloaded
 * result"): shown at once while the feed for the reader's place and language loads. The server
 * renders with the same data, so the browser's first render matches the HTML it hydrates.
 */
import type { RankedAt } from '@tidings/core/geo/ranked-at';
import type { AppConfig } from '@tidings/core/schemas/api';
import type { ArticlePage, StoryDetail } from '@tidings/core/schemas/article';
import type { ReaderPlace } from '@tidings/core/schemas/geo';
import { createContext, type ReactNode, useContext } from 'react';

/** The reader's own place a page was drawn for, as the browser shows it (never a fallback city). */
export type DrawnPlace = ReaderPlace & { fallback: false };

export interface Preload {
  editionId?: string;
  config?: AppConfig;
  /** The first page of the feed, where the page shows one (not on Local, which the browser fills). */
  query?: { category: string; page: number; lang: string } & Partial<RankedAt>;
  result?: ArticlePage;
  /**
   * The reader's place the page was drawn for: the one the browser named (PLACE_COOKIE), or with
   * `locating`, where the reader's address is, the browser still to find them. None for the fallback city.
   */
  place?: DrawnPlace;
  locating?: true;
  /**
   * A shared link's story (/story/{storyAsked}), as the API answers it in `storyLang`: drawn with the
   * page. Its own id may be another (a merged story answers an old id by its new one).
   */
  story?: StoryDetail;
  storyLang?: string;
  storyAsked?: string;
}

const PreloadContext = createContext<Preload | undefined>(undefined);

export function PreloadProvider({ value, children }: { value: Preload | undefined; children: ReactNode }) {
  return <PreloadContext.Provider value={value}>{children}</PreloadContext.Provider>;
}

export interface PreloadedPage {
  page: ArticlePage;
  /** True when it answers exactly this query (same language and place), not just the category. */
  exact: boolean;
}

/** The embedded page when it answers this category. */
export function usePreloadedPage(category: string, lang: string, at: RankedAt): PreloadedPage | undefined {
  const preload = useContext(PreloadContext);
  const query = preload?.query;
  if (!preload?.result || query?.category !== category) return undefined;
  const exact =
    query.lang === lang &&
    query.lat === at.lat &&
    query.lon === at.lon &&
    query.scope === at.scope &&
    query.country === at.country;
  return { page: preload.result, exact };
}

/** The story the server drew a shared link's page with, when it was asked as `id` and in `lang` (the API's language). */
export function usePreloadedStory(id: string | undefined, lang: string): StoryDetail | undefined {
  const preload = useContext(PreloadContext);
  return id !== undefined && preload?.storyAsked === id && preload.storyLang === lang ? preload.story : undefined;
}

/** The reader's place the server drew the page for, if it knew one (the same object on every call). */
export function usePreloadedPlace(): DrawnPlace | undefined {
  return useContext(PreloadContext)?.place;
}

/** Whether that place is only the server's guess from the reader's address, the browser still locating them. */
export function usePreloadedGuess(): boolean {
  return useContext(PreloadContext)?.locating === true;
}

/** The server's configuration as embedded in the page, if it was. */
export function usePreloadedConfig(): AppConfig | undefined {
  return useContext(PreloadContext)?.config;
}

let read: { text: string; preload: Preload | undefined } | undefined;

/**
 * Reads the page the server embedded in #tidings-preload, if any: parsed once, and the same objects
 * for every reader of it (the place the page was drawn for is the place the reader's location starts
 * from, and React compares the two by identity when it takes the page over).
 */
export function readPreload(): Preload | undefined {
  const text = document.getElementById('tidings-preload')?.textContent;
  if (!text) return undefined;
  if (read?.text !== text) {
    let preload: Preload | undefined;
    try {
      preload = JSON.parse(text) as Preload;
    } catch {
      preload = undefined;
    }
    read = { text, preload };
  }
  return read.preload;
}
