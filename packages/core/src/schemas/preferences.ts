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

const list = z.array(z.string().max(PREFERENCE_ITEM_MAX_LENGTH)).max(PREFERENCE_LIST_MAX_ITEMS);

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

const one = z.string().max(PREFERENCE_ITEM_MAX_LENGTH);
export const muteWordSchema = z.strictObject({ word: one });
export const muteTopicSchema = z.strictObject({ topic: one });
export const muteSourceSchema = z.strictObject({ source: one });
