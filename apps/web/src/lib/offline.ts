/**
 * Reading offline (issue #15): the service worker (public/sw.js) is registered once the app has
 * taken the page over; signing out asks it to forget the reader's kept answers.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.error('service worker', error));
}

export function forgetOfflineReader(): void {
  navigator.serviceWorker?.controller?.postMessage('forget-reader');
}

/** Whether the browser says it has no network. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
