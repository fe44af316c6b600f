/**
 * When the briefing catalogue is fetched again (reading-experience §4 Catalogue refresh, §9), and
 * the update tracker kept under podcastService_updateTracker (§3 Browser storage).
 */

/** reading-experience §9: "Briefing catalogue refresh and check interval 30 minutes". */
export const CATALOGUE_STALE_AFTER_MS = 30 * 60 * 1000;
export const CATALOGUE_CHECK_INTERVAL_MS = 30 * 60 * 1000;

/** §3 Browser storage: the briefing update tracker's key and fields (the news tracker's shape). */
export const BRIEFING_TRACKER_KEY = 'podcastService_updateTracker';

export interface UpdateTracker {
  lastCheck: number | null;
  lastSuccessfulUpdate: number | null;
  lastFailedUpdate: number | null;
  updateCount: number;
  failureCount: number;
}

export const EMPTY_TRACKER: UpdateTracker = {
  lastCheck: null,
  lastSuccessfulUpdate: null,
  lastFailedUpdate: null,
  updateCount: 0,
  failureCount: 0,
};

export interface RefreshState {
  /** The cached catalogue's last_updated; undefined when there is none or it has none. */
  lastUpdated: string | undefined;
  /** When the last check ran (ms), null if never. */
  lastCheck: number | null;
  /** A fetch is under way. */
  inFlight: boolean;
  now: number;
}

/** What a check does: nothing yet (too soon, or a fetch is under way), keep the catalogue, or fetch it again. */
export type RefreshDecision = 'wait' | 'keep' | 'refresh';

/**
 * §4: "cached catalogue re-fetched only if last_updated is older than 30 minutes; check at most once
 * per 30 minutes and never concurrently". A last_updated that cannot be read counts as old.
 */
export function catalogueRefreshDecision({ lastUpdated, lastCheck, inFlight, now }: RefreshState): RefreshDecision {
  if (inFlight) return 'wait';
  if (lastCheck !== null && now - lastCheck < CATALOGUE_CHECK_INTERVAL_MS) return 'wait';
  const updated = Date.parse(lastUpdated ?? '');
  if (Number.isNaN(updated)) return 'refresh';
  return now - updated > CATALOGUE_STALE_AFTER_MS ? 'refresh' : 'keep';
}

export const shouldRefreshCatalogue = (state: RefreshState): boolean => catalogueRefreshDecision(state) === 'refresh';

export const trackCheck = (tracker: UpdateTracker, now: number): UpdateTracker => ({ ...tracker, lastCheck: now });

export const trackSuccess = (tracker: UpdateTracker, now: number): UpdateTracker => ({
  ...tracker,
  lastSuccessfulUpdate: now,
  updateCount: tracker.updateCount + 1,
});

/** §4: "A failed background update is logged and counted as a failure." */
export const trackFailure = (tracker: UpdateTracker, now: number): UpdateTracker => ({
  ...tracker,
  lastFailedUpdate: now,
  failureCount: tracker.failureCount + 1,
});

/** A tracker read from storage, or the empty one when the stored value is not a tracker. */
export function parseTracker(value: unknown): UpdateTracker {
  const v = value as Partial<Record<keyof UpdateTracker, unknown>> | null;
  if (typeof v !== 'object' || v === null) return EMPTY_TRACKER;
  const time = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);
  const count = (x: unknown) => (typeof x === 'number' && Number.isInteger(x) && x >= 0 ? x : 0);
  return {
    lastCheck: time(v.lastCheck),
    lastSuccessfulUpdate: time(v.lastSuccessfulUpdate),
    lastFailedUpdate: time(v.lastFailedUpdate),
    updateCount: count(v.updateCount),
    failureCount: count(v.failureCount),
  };
}
