/** accounts-and-membership §3 Options. Plain constants (no zod) so the web app can import them cheaply. */
import type { EmailSettings } from '../schemas/account.ts';

export const AGE_RANGES = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export const GENDERS = ['male', 'female', 'non-binary'] as const;
/**
 * DECISIONS.md item 6: light, dark and system are for everyone, and so is 'auto', the theme of a
 * reader who chose nothing (dark from 17:00, reading-experience §4), which a reader can choose
 * again to go back to it (docs/decisions/0010).
 */
export const THEMES = ['auto', 'light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
/** DECISIONS.md item 6: "themes" as a premium feature are extra colour themes, premium only. */
export const PREMIUM_THEMES = ['sepia', 'high-contrast'] as const;
export type PremiumTheme = (typeof PREMIUM_THEMES)[number];
export const ALL_THEMES = [...THEMES, ...PREMIUM_THEMES] as const;
export type AnyTheme = Theme | PremiumTheme;
export const isPremiumTheme = (theme: string): theme is PremiumTheme =>
  (PREMIUM_THEMES as readonly string[]).includes(theme);

/**
 * accounts-and-membership §3: a reader's preferences before they save any (GET /preferences
 * answers 404). The same values as the schema's defaults (a test holds them equal), without zod,
 * so the web app can fill them in cheaply.
 */
export const DEFAULT_PREFERENCES = {
  categories: [] as string[],
  interests: [] as string[],
  mutedTopics: [] as string[],
  mutedSources: [] as string[],
  mutedWords: [] as string[],
  // No daily digest: its default is the reader's plan (`dailyDigestOn`).
  emailSettings: { weeklyDigest: true, breakingNews: true, productUpdates: true } as EmailSettings,
  theme: 'auto' as AnyTheme,
  age: '' as '' | (typeof AGE_RANGES)[number],
  gender: '' as '' | (typeof GENDERS)[number],
  onboarding_completed: false,
  contentFilter: false,
};
