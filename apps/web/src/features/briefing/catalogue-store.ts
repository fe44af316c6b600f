/**
 * The briefing catalogue in the browser: fetched once, then checked again at most every 30
 * minutes and fetched again only when its last_updated is older than 30 minutes, never two
 * fetches at once (reading-experience §4 Catalogue refresh). A failed background update keeps
 * the catalogue, is logged and is counted in the tracker.
 */
import {
  catalogueRefreshDecision,
  trackCheck,
  trackFailure,
  trackSuccess,
  type UpdateTracker,
} from '@tidings/core/briefing/catalogue-refresh';
import type { MediaCatalogue } from '@tidings/core/schemas/media';
import { startTransition, useEffect, useState } from 'react';
import { getMedia } from './get-media.ts';
import { readTracker, writeTracker } from './update-tracker.ts';

export type CatalogueState =
  | { status: 'loading' }
  | { status: 'loaded'; catalogue: MediaCatalogue }
  | { status: 'error'; error: Error };

export interface CatalogueStoreOptions {
  fetchCatalogue(): Promise<MediaCatalogue>;
  clock?: () => number;
  readTracker(): UpdateTracker;
  writeTracker(tracker: UpdateTracker): void;
  log?: (message: string, error: unknown) => void;
}

export interface CatalogueStore {
  getSnapshot(): CatalogueState;
  subscribe(listener: () => void): () => void;
  /** The first fetch; later calls wait for it or return at once. */
  load(): Promise<void>;
  /** A background check by the refresh rule; loads instead when nothing has loaded yet. */
  refreshIfStale(): Promise<void>;
  /** Forgets the catalogue (tests). */
  reset(): void;
}

const LOADING: CatalogueState = { status: 'loading' };

export function createCatalogueStore(options: CatalogueStoreOptions): CatalogueStore {
  const clock = options.clock ?? Date.now;
  const log = options.log ?? ((message, error) => console.error(message, error));
  const listeners = new Set<() => void>();
  let state: CatalogueState = LOADING;
  let inFlight: Promise<void> | undefined;

  const set = (next: CatalogueState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const track = (update: (tracker: UpdateTracker, now: number) => UpdateTracker) =>
    options.writeTracker(update(options.readTracker(), clock()));

  function fetchNow(background: boolean): Promise<void> {
    track(trackCheck);
    inFlight = options
      .fetchCatalogue()
      .then((catalogue) => {
        track(trackSuccess);
        set({ status: 'loaded', catalogue });
      })
      .catch((error: unknown) => {
        track(trackFailure);
        log(background ? 'Briefing catalogue update failed' : 'Briefing catalogue failed to load', error);
        if (state.status !== 'loaded')
          set({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      if (inFlight) return inFlight;
      if (state.status === 'loaded') return Promise.resolve();
      return fetchNow(false);
    },
    refreshIfStale() {
      if (state.status !== 'loaded') return this.load();
      const decision = catalogueRefreshDecision({
        lastUpdated: state.catalogue.last_updated,
        lastCheck: options.readTracker().lastCheck,
        inFlight: inFlight !== undefined,
        now: clock(),
      });
      if (decision === 'refresh') return fetchNow(true);
      if (decision === 'keep') track(trackCheck);
      return Promise.resolve();
    },
    reset() {
      inFlight = undefined;
      set(LOADING);
    },
  };
}

export const catalogueStore = createCatalogueStore({ fetchCatalogue: () => getMedia(), readTracker, writeTracker });

/** reading-experience §9: the check interval is 30 minutes; checking more often is harmless, the rule decides. */
const CHECK_EVERY_MS = 5 * 60 * 1000;

/** The catalogue for a component: loads it, and checks it again while the page is open or comes back to view. */
export function useMediaCatalogue(store: CatalogueStore = catalogueStore): CatalogueState {
  // Not useSyncExternalStore: its updates always render at once, and the catalogue's arrival
  // renders the whole player. As a transition React renders it in slices between other work.
  const [state, setState] = useState(store.getSnapshot);
  useEffect(() => {
    const update = () => startTransition(() => setState(store.getSnapshot()));
    update();
    const unsubscribe = store.subscribe(update);
    void store.load();
    const check = () => {
      if (document.visibilityState === 'visible') void store.refreshIfStale();
    };
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      unsubscribe();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [store]);
  return state;
}
