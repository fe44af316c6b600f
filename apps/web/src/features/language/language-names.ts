import type { AppLanguage } from '../../lib/i18n.ts';

/** Native names: a reader finds their language without reading the current one. */
export const NATIVE_NAMES: Record<AppLanguage, string> = { en: 'English', nl: 'Nederlands' };
