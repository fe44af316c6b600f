import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_CHECK_INTERVAL_MS,
  catalogueRefreshDecision,
  EMPTY_TRACKER,
  parseTracker,
  shouldRefreshCatalogue,
  trackCheck,
  trackFailure,
  trackSuccess,
} from './catalogue-refresh.ts';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const MINUTE = 60_000;
const updatedAgo = (minutes: number) => new Date(NOW - minutes * MINUTE).toISOString();

describe('refreshing the briefing catalogue', () => {
  it('fetches again when the catalogue was updated more than 30 minutes ago', () => {
    expect(shouldRefreshCatalogue({ lastUpdated: updatedAgo(31), lastCheck: null, inFlight: false, now: NOW })).toBe(
      true,
    );
  });

  it('keeps a catalogue updated within 30 minutes', () => {
    expect(shouldRefreshCatalogue({ lastUpdated: updatedAgo(30), lastCheck: null, inFlight: false, now: NOW })).toBe(
      false,
    );
  });

  it('checks at most once every 30 minutes', () => {
    const state = { lastUpdated: updatedAgo(120), inFlight: false, now: NOW };
    expect(shouldRefreshCatalogue({ ...state, lastCheck: NOW - 29 * MINUTE })).toBe(false);
    expect(shouldRefreshCatalogue({ ...state, lastCheck: NOW - CATALOGUE_CHECK_INTERVAL_MS })).toBe(true);
  });

  it('never fetches while a fetch is under way', () => {
    expect(shouldRefreshCatalogue({ lastUpdated: updatedAgo(120), lastCheck: null, inFlight: true, now: NOW })).toBe(
      false,
    );
  });

  it('tells a check that keeps the catalogue from no check at all', () => {
    const fresh = { lastUpdated: updatedAgo(5), inFlight: false, now: NOW };
    expect(catalogueRefreshDecision({ ...fresh, lastCheck: null })).toBe('keep');
    expect(catalogueRefreshDecision({ ...fresh, lastCheck: NOW - MINUTE })).toBe('wait');
  });

  it('treats a missing or unreadable last_updated as old', () => {
    expect(shouldRefreshCatalogue({ lastUpdated: undefined, lastCheck: null, inFlight: false, now: NOW })).toBe(true);
    expect(shouldRefreshCatalogue({ lastUpdated: 'soon', lastCheck: null, inFlight: false, now: NOW })).toBe(true);
  });
});

describe('the update tracker', () => {
  it('records checks, successes and failures', () => {
    let tracker = trackCheck(EMPTY_TRACKER, 1);
    tracker = trackSuccess(tracker, 2);
    tracker = trackFailure(trackCheck(tracker, 3), 4);
    expect(tracker).toEqual({
      lastCheck: 3,
      lastSuccessfulUpdate: 2,
      lastFailedUpdate: 4,
      updateCount: 1,
      failureCount: 1,
    });
  });

  it('reads back what was stored and replaces anything else with an empty tracker', () => {
    const stored = { lastCheck: 5, lastSuccessfulUpdate: 5, lastFailedUpdate: null, updateCount: 2, failureCount: 0 };
    expect(parseTracker(stored)).toEqual(stored);
    expect(parseTracker('garbage')).toEqual(EMPTY_TRACKER);
    expect(parseTracker({ lastCheck: 'yesterday', updateCount: -1 })).toEqual(EMPTY_TRACKER);
  });
});
