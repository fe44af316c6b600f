/** reading-experience §9: at most one location request per second. */
export const LOCATION_REQUEST_INTERVAL_MS = 1000;

/**
 * How long a request wanted at `now` must wait so that it starts at least `intervalMs` after the
 * previous one started (0 when there was none, or it is long enough ago).
 */
export function throttleDelay(
  previousStart: number | undefined,
  now: number,
  intervalMs = LOCATION_REQUEST_INTERVAL_MS,
): number {
  if (previousStart === undefined) return 0;
  return Math.max(0, previousStart + intervalMs - now);
}

export interface RequestThrottle {
  /** Books the next start for a request wanted at `now`; returns how many ms to wait before starting it. */
  reserve(now: number): number;
}

/**
 * Spaces requests at least `intervalMs` apart. A request is delayed, never dropped: a reader who
 * presses 'Use Current Location' twice gets the second answer a second later, not a stale one.
 */
export function createRequestThrottle(intervalMs = LOCATION_REQUEST_INTERVAL_MS): RequestThrottle {
  let previousStart: number | undefined;
  return {
    reserve(now) {
      const wait = throttleDelay(previousStart, now, intervalMs);
      previousStart = now + wait;
      return wait;
    },
  };
}
