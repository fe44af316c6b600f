/**
 * Which theme the page shows (reading-experience §4 Theme). Mirrored in apps/web/public/theme-init.js,
 * which must run before the first paint and so cannot import this module.
 */
import { type AnyTheme, isPremiumTheme, type PremiumTheme } from '../account/options.ts';

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
export function resolveDark(saved: AnyTheme | undefined, osPrefersDark: boolean, hour: number): boolean {
  if (saved === 'dark') return true;
  // The premium colour themes (DECISIONS.md item 6) are light themes of their own.
  if (saved === 'light' || (saved && isPremiumTheme(saved))) return false;
  if (saved === 'system') return osPrefersDark;
  // 'auto' or nothing saved.
  return isAutoDarkHour(hour);
}

/** The premium colour theme a saved choice names, if any (shown as the page's data-theme). */
export function colourTheme(saved: AnyTheme | undefined): PremiumTheme | undefined {
  return saved && isPremiumTheme(saved) ? saved : undefined;
}
