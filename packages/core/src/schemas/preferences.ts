/** The preferences calls (accounts-and-membership §5, §7; DECISIONS.md items 2-4). */
import { z } from 'zod';
import {
  ageRangeSchema,
  emailSettingsSchema,
  genderSchema,
  PREFERENCE_ITEM_MAX_LENGTH,
  PREFERENCE_LIST_MAX_ITEMS,
  themeSchema,
} from './account.ts';

/** Half of a character: a UTF-16 surrogate without its pair ("\ud800" in JSON). */
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * A word, topic or source as a reader types it. A lone surrogate is no character anyone types and
 * the database stores no text holding one: it is bad input (400), not a failed store (500).
 */
const item = z
  .string()
  .max(PREFERENCE_ITEM_MAX_LENGTH)
  .refine((value) => !LONE_SURROGATE.test(value), 'must be text, and this holds half of a character');

const list = z.array(item).max(PREFERENCE_LIST_MAX_ITEMS);

/** §7 PATCH /preferences: exactly one of {theme}, {interests}, demographics, {onboarding_completed: true}. */
export const preferencesPatchSchema = z.union([
  z.strictObject({ theme: themeSchema }),
  z.strictObject({ interests: list }),
  z.strictObject({ age: ageRangeSchema.optional(), gender: genderSchema.optional() }),
  z.strictObject({ onboarding_completed: z.literal(true) }),
  z.strictObject({ contentFilter: z.boolean() }),
]);

export const categoriesPatchSchema = z.strictObject({ categories: list });
export const emailSettingsPatchSchema = z.strictObject({ emailSettings: emailSettingsSchema.partial() });
export const mutedPatchSchema = z.strictObject({
  mutedTopics: list.optional(),
  mutedSources: list.optional(),
  mutedWords: list.optional(),
});

export const muteWordSchema = z.strictObject({ word: item });
export const muteTopicSchema = z.strictObject({ topic: item });
export const muteSourceSchema = z.strictObject({ source: item });
