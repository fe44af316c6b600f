/**
 * Which theme the page shows (reading-experience §4 Theme). Mirrored in apps/web/public/theme-init.js,
 * which must run before the first paint and so cannot import this module.
 */
import type { Theme } from '../account/options.ts';

/** reading-experience §4: with no saved choice the page is dark from 17:00 local time. */
export const AUTO_DARK_FROM_HOUR = 17;
/** The spec names no end; we return to light at 06:00, when the morning news starts. */
export const AUTO_LIGHT_FROM_HOUR = 6;
/** reading-experience §4: the automatic theme is re-evaluated every 60 seconds. */
export const AUTO_THEME_CHECK_MS = 60_000;

export function isAutoDarkHour(hour: number): boolean {
  return hour >= AUTO_DARK_FROM_HOUR || hour < AUTO_LIGHT_FROM_HOUR;
}

/** Whether the page is dark, for a saved choice (or none), the OS preference and the local hour. */
export function resolveDark(saved: Theme | undefined, osPrefersDark: boolean, hour: number): boolean {
  if (saved === 'dark') return true;
  if (saved === 'light') return false;
  if (saved === 'system') return osPrefersDark;
  return isAutoDarkHour(hour);
}
