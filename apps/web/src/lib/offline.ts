/**
 * Reading offline (issue #15): the service worker (public/sw.js) is registered once the app has
 * taken the page over; signing out asks it to forget the reader's kept answers.
 */
import { useSyncExternalStore } from 'react';
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.error('service worker', error));
}

export function forgetOfflineReader(): void {
  navigator.serviceWorker?.controller?.postMessage('forget-reader');
}

/** Whether the browser says it has no network. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function onConnectionChange(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it has no network, as it changes; online on the server. */
export const useOffline = (): boolean => useSyncExternalStore(onConnectionChange, isOffline, () => false);
