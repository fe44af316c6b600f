/**
 * The code a signed-in reader needs offline: the account menu's entries (Saved Stories, the settings,
 * Premium), the saved list and the story dialog. They load on demand, so the service worker kept them
 * only if the reader had opened each since the site last changed: offline, the menu lacked its
 * entries (no settings to reach), or a saved story did not open. Once a reader is signed in and the
 * service worker serves the page, they are fetched ahead, in idle time, and kept (public/sw.js keeps
 * every /assets/ file it serves).
 */
import { loadStoryDialog } from '../story/load-story-dialog.ts';

let kept = false;

const PARTS = [
  () => import('./saved-menu-entry.tsx'),
  () => import('./saved-dialog.tsx'),
  () => import('./bookmark-button.tsx'),
  () => import('../personalization/settings-menu-entry.tsx'),
  () => import('../premium/premium-menu-entry.tsx'),
  loadStoryDialog,
];

export function keepOfflineReadingCode(): void {
  const worker = navigator.serviceWorker;
  if (kept || !worker) return;
  kept = true;
  const load = () => {
    for (const part of PARTS) {
      // Not there now (offline, a deploy under way): the next page's try.
      part().catch(() => {
        kept = false;
      });
    }
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 10_000 });
    else setTimeout(load, 2_000);
  };
  // Fetched before the service worker serves the page, they would not be kept.
  if (worker.controller) whenIdle();
  else worker.addEventListener('controllerchange', whenIdle, { once: true });
}
