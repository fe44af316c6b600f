/** accounts-and-membership §3 Options. Plain constants (no zod) so the web app can import them cheaply. */
export const AGE_RANGES = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export const GENDERS = ['male', 'female', 'non-binary'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
