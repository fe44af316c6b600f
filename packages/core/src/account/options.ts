/** accounts-and-membership §3 Options. Plain constants (no zod) so the web app can import them cheaply. */
export const AGE_RANGES = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export const GENDERS = ['male', 'female', 'non-binary'] as const;
/** DECISIONS.md item 6: light, dark and system (with dark from 17:00) are for everyone. */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
/** DECISIONS.md item 6: "themes" as a premium feature are extra colour themes, premium only. */
export const PREMIUM_THEMES = ['sepia', 'high-contrast'] as const;
export type PremiumTheme = (typeof PREMIUM_THEMES)[number];
export const ALL_THEMES = [...THEMES, ...PREMIUM_THEMES] as const;
export type AnyTheme = Theme | PremiumTheme;
export const isPremiumTheme = (theme: string): theme is PremiumTheme =>
  (PREMIUM_THEMES as readonly string[]).includes(theme);
