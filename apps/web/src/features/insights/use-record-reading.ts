/**
 * Records what a signed-in reader opens (issue #18): a story's time in view is counted while the
 * tab is visible and sent when the story closes; a briefing's listening time when it stops.
 * Visitors are never recorded. A failed record is logged and forgotten: reading never waits on it.
 */
import { READ_MS_MAX } from '@tidings/core/insights/events';
import { useEffect } from 'react';
import { recordBriefingListened, recordStoryRead } from './insights-calls.ts';

/** Opens shorter than this are a click through, not reading. */
const MIN_READ_MS = 1000;

const failed = (error: unknown) => console.error('Failed to record reading', error);

export function useRecordReading(storyId: string | undefined, signedIn: boolean): void {
  useEffect(() => {
    if (!storyId || !signedIn) return;
    let inView = 0;
    let since = document.visibilityState === 'visible' ? Date.now() : undefined;
    const onVisibility = () => {
      if (document.visibilityState === 'visible') since ??= Date.now();
      else if (since !== undefined) {
        inView += Date.now() - since;
        since = undefined;
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      const readMs = inView + (since === undefined ? 0 : Date.now() - since);
      if (readMs >= MIN_READ_MS) void recordStoryRead(storyId, Math.round(Math.min(readMs, READ_MS_MAX))).catch(failed);
    };
  }, [storyId, signedIn]);
}

/** Called by the briefing player with what was listened to, for a signed-in reader only. */
export function briefingListened(episode: string, ms: number): void {
  if (ms >= MIN_READ_MS) void recordBriefingListened(episode, Math.round(Math.min(ms, READ_MS_MAX))).catch(failed);
}
