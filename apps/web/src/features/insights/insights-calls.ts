/** Reading events and insights (issue #18; DECISIONS.md "AI insights"), as the signed-in reader. */
import type { Insights } from '@tidings/core/schemas/insights';
import { authedRequest } from '../../lib/session-token.ts';

export const INSIGHTS_KEY = ['insights'] as const;
export const RECORDING_KEY = ['reading-recording'] as const;

const send = <T>(path: string, method: string, body?: unknown) =>
  authedRequest<T>(path, {
    method,
    // A story closed as the tab goes away is still counted.
    keepalive: true,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

export const recordStoryRead = (storyId: string, readMs: number) =>
  send<{ recorded: boolean }>('/api/events/read', 'POST', { storyId, readMs });
export const recordBriefingListened = (episode: string, readMs: number) =>
  send<{ recorded: boolean }>('/api/events/read', 'POST', { kind: 'briefing', episode, readMs });

/** The reader's own time zone: times of day and days are theirs. */
export const getInsights = () =>
  authedRequest<Insights>(`/api/insights?tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`);
export const getRecording = () => authedRequest<{ paused: boolean }>('/api/events/recording');
export const setRecording = (paused: boolean) => send<{ paused: boolean }>('/api/events/recording', 'PUT', { paused });
export const clearEvents = () => send<{ removed: number }>('/api/events', 'DELETE');
