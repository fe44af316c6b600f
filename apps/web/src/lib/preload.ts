/**
 * The first page of the feed that the server embedded in the HTML (the spec's "preloaded
 * result"): shown at once while the feed for the reader's place and language loads.
 */
import type { ArticlePage } from '@tidings/core/schemas/article';

interface Preload {
  editionId: string;
  query: { category: string; page: number; lang: string };
  result: ArticlePage;
}

let preload: Preload | undefined;

export function readPreload(): void {
  const element = document.getElementById('tidings-preload');
  if (!element?.textContent) return;
  try {
    preload = JSON.parse(element.textContent) as Preload;
  } catch {
    preload = undefined;
  }
}

/** The embedded page when it answers this category (in any language: better than an empty screen). */
export function preloadedPage(category: string): ArticlePage | undefined {
  return preload?.query.category === category ? preload.result : undefined;
}
