import { BRIEFING_TRACKER_KEY, EMPTY_TRACKER, type UpdateTracker } from '@tidings/core/briefing/catalogue-refresh';
import type { MediaCatalogue } from '@tidings/core/schemas/media';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCatalogueStore } from './catalogue-store.ts';
import { getMedia } from './get-media.ts';
import { readTracker, writeTracker } from './update-tracker.ts';

const MINUTE = 60_000;
const START = Date.parse('2026-11-20T12:00:00Z');
const catalogue = (lastUpdatedMinutesAgo: number, now: number): MediaCatalogue => ({
  last_updated: new Date(now - lastUpdatedMinutesAgo * MINUTE).toISOString(),
  regions: {},
});

function setup(fetchCatalogue: () => Promise<MediaCatalogue>) {
  let now = START;
  let tracker: UpdateTracker = EMPTY_TRACKER;
  const log = vi.fn();
  const store = createCatalogueStore({
    fetchCatalogue,
    clock: () => now,
    readTracker: () => tracker,
    writeTracker: (next) => {
      tracker = next;
    },
    log,
  });
  return {
    store,
    log,
    tracker: () => tracker,
    advance: (minutes: number) => {
      now += minutes * MINUTE;
    },
  };
}

describe('the briefing catalogue store', () => {
  it('fetches once however many players ask at the same time', async () => {
    const fetchCatalogue = vi.fn(async () => catalogue(0, START));
    const { store, tracker } = setup(fetchCatalogue);
    await Promise.all([store.load(), store.load(), store.refreshIfStale()]);
    await store.load();
    expect(fetchCatalogue).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().status).toBe('loaded');
    expect(tracker()).toMatchObject({ lastCheck: START, lastSuccessfulUpdate: START, updateCount: 1 });
  });

  it('checks again after 30 minutes and fetches only a catalogue updated more than 30 minutes ago', async () => {
    const fetchCatalogue = vi.fn(async () => catalogue(10, START));
    const { store, advance } = setup(fetchCatalogue);
    await store.load();
    advance(29);
    await store.refreshIfStale();
    expect(fetchCatalogue).toHaveBeenCalledTimes(1);
    advance(1);
    // Now last_updated is 40 minutes old and the last check 30 minutes ago.
    await store.refreshIfStale();
    expect(fetchCatalogue).toHaveBeenCalledTimes(2);
  });

  it('keeps a catalogue updated within 30 minutes, and counts that as a check', async () => {
    // The edition was published 10 minutes after the page first fetched it.
    const fetchCatalogue = vi.fn(async () => catalogue(-10, START));
    const { store, advance, tracker } = setup(fetchCatalogue);
    await store.load();
    advance(30);
    await store.refreshIfStale();
    expect(fetchCatalogue).toHaveBeenCalledTimes(1);
    expect(tracker().lastCheck).toBe(START + 30 * MINUTE);
    // 20 minutes on, the catalogue is 40 minutes old, but the last check was 20 minutes ago.
    advance(20);
    await store.refreshIfStale();
    expect(fetchCatalogue).toHaveBeenCalledTimes(1);
    advance(10);
    await store.refreshIfStale();
    expect(fetchCatalogue).toHaveBeenCalledTimes(2);
  });

  it('keeps the catalogue when a background update fails, and logs and counts the failure', async () => {
    const first = catalogue(60, START);
    const fetchCatalogue = vi.fn(async () => first);
    const { store, advance, log, tracker } = setup(fetchCatalogue);
    await store.load();
    fetchCatalogue.mockRejectedValue(new Error('Failed to fetch media data: 502'));
    advance(30);
    await store.refreshIfStale();
    expect(store.getSnapshot()).toEqual({ status: 'loaded', catalogue: first });
    expect(log).toHaveBeenCalledWith('Briefing catalogue update failed', new Error('Failed to fetch media data: 502'));
    expect(tracker()).toMatchObject({ failureCount: 1, updateCount: 1, lastFailedUpdate: START + 30 * MINUTE });
  });

  it('reports a first load that fails', async () => {
    const { store } = setup(() => Promise.reject(new Error('Failed to fetch media data: 500')));
    await store.load();
    expect(store.getSnapshot()).toEqual({ status: 'error', error: new Error('Failed to fetch media data: 500') });
  });
});

describe('the update tracker in local storage', () => {
  beforeEach(() => localStorage.clear());

  it('is kept under podcastService_updateTracker', () => {
    writeTracker({ ...EMPTY_TRACKER, lastCheck: 7, updateCount: 1 });
    expect(JSON.parse(localStorage.getItem(BRIEFING_TRACKER_KEY) ?? '')).toMatchObject({
      lastCheck: 7,
      updateCount: 1,
    });
    expect(readTracker()).toEqual({ ...EMPTY_TRACKER, lastCheck: 7, updateCount: 1 });
  });

  it('starts empty when nothing or garbage is stored', () => {
    expect(readTracker()).toEqual(EMPTY_TRACKER);
    localStorage.setItem(BRIEFING_TRACKER_KEY, '{not json');
    expect(readTracker()).toEqual(EMPTY_TRACKER);
  });
});

describe('fetching /media.json', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fails with the spec’s message and the status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    await expect(getMedia()).rejects.toThrow('Failed to fetch media data: 404');
  });

  it('refuses a catalogue without regions', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ podcasts: [] })),
    );
    await expect(getMedia()).rejects.toThrow('Invalid media data received from server');
  });

  it('reads a catalogue from our own origin', async () => {
    const fetch = vi.fn(async () => Response.json({ last_updated: 'x', regions: {} }));
    vi.stubGlobal('fetch', fetch);
    expect(await getMedia()).toEqual({ last_updated: 'x', regions: {} });
    expect(fetch).toHaveBeenCalledWith('/media.json', expect.anything());
  });
});
