/** The briefing update tracker in local storage, key podcastService_updateTracker (reading-experience §3). */
import { BRIEFING_TRACKER_KEY, parseTracker, type UpdateTracker } from '@tidings/core/briefing/catalogue-refresh';
import { readStored, writeStored } from '../../lib/storage.ts';

export function readTracker(): UpdateTracker {
  return readStored(BRIEFING_TRACKER_KEY, parseTracker) ?? parseTracker(undefined);
}

export function writeTracker(tracker: UpdateTracker): void {
  writeStored(BRIEFING_TRACKER_KEY, tracker);
}
