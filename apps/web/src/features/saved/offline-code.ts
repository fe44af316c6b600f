/**
 * The code a reader needs to read saved stories offline: the account menu's Saved Stories entry, the
 * list and the story dialog. They load on demand, so the service worker kept them only if the reader
 * had opened each since the site last changed: offline, the menu showed no Saved Stories, or a story
 * did not open. Once a reader has saved stories, they are fetched ahead, in idle time, so the service
 * worker keeps them (public/sw.js keeps every /assets/ file it serves).
 */
import { loadStoryDialog } from '../story/load-story-dialog.ts';

let kept = false;

export function keepOfflineReadingCode(): void {
  if (kept) return;
  kept = true;
  const load = () => {
    for (const part of [
      () => import('./saved-menu-entry.tsx'),
      () => import('./saved-dialog.tsx'),
      () => import('./bookmark-button.tsx'),
      loadStoryDialog,
    ]) {
      // Not there now (offline, a deploy under way): the next page's try.
      part().catch(() => {
        kept = false;
      });
    }
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 10_000 });
  else setTimeout(load, 2_000);
}
