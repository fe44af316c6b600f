/** Times of the briefing player (reading-experience §2: elapsed and total time as m:ss, duration in whole minutes). */

/** 65 → '1:05'; negative or unknown times read 0:00. Minutes are not wrapped into hours. */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The duration in whole minutes, rounded, at least 1 for any audio that has a length. */
export function wholeMinutes(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.max(1, Math.round(seconds / 60));
}
