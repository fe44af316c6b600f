/** Account entities that cross the API: accounts-and-membership §3. */
import { z } from 'zod';

import { AGE_RANGES, GENDERS, THEMES } from '../account/options.ts';

/** §3 Options: "prefer-not-to-say" is stored as empty. */
export const ageRangeSchema = z.union([z.enum(AGE_RANGES), z.literal('')]);
export const genderSchema = z.union([z.enum(GENDERS), z.literal('')]);
export const themeSchema = z.enum(THEMES);

export const emailSchema = z.email().max(254);

export const emailStartRequestSchema = z.object({
  email: emailSchema,
  /** The reader's interface language ('en', 'nl', 'nl-NL', ...): the code e-mail is written in it. */
  lang: z.string().max(35).optional(),
});
/** Resend takes what start takes. */
export const emailResendRequestSchema = emailStartRequestSchema;
export const emailVerifyRequestSchema = z.object({
  email: emailSchema,
  code: z.string().regex(/^\d{6}$/, 'code must be 6 digits'),
});
export const emailStartResponseSchema = z.object({ requiresVerification: z.literal(true) });

/** §3 Auth tokens, named as the spec names them. */
export const authTokensSchema = z.object({
  AccessToken: z.string(),
  RefreshToken: z.string(),
  IdToken: z.string(),
});
export type AuthTokens = z.infer<typeof authTokensSchema>;

export const refreshRequestSchema = z.object({
  refresh_token: z.string().optional(),
  id_token: z.string().optional(),
});
export const refreshResponseSchema = authTokensSchema.pick({ AccessToken: true, IdToken: true }).extend({
  RefreshToken: z.string().optional(),
});

export const logoutResponseSchema = z.object({ loggedOut: z.literal(true) });

/** accounts-and-membership §7: sign in with a provider ('apple' or 'google'). */
export const providerSignInRequestSchema = z.object({ provider: z.string().max(40) });

export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) });

/** §3 Preferences, with their defaults. */
export const emailSettingsSchema = z.object({
  weeklyDigest: z.boolean().default(true),
  dailyDigest: z.boolean().default(false),
  breakingNews: z.boolean().default(true),
  productUpdates: z.boolean().default(true),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

export const preferencesSchema = z.object({
  categories: z.array(z.string()).default([]),
  interests: z.array(z.string()).default([]),
  mutedTopics: z.array(z.string()).default([]),
  mutedSources: z.array(z.string()).default([]),
  mutedWords: z.array(z.string()).default([]),
  emailSettings: emailSettingsSchema.default(emailSettingsSchema.parse({})),
  theme: themeSchema.default('system'),
  age: ageRangeSchema.default(''),
  gender: genderSchema.default(''),
  onboarding_completed: z.boolean().default(false),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const demographicsSchema = z.object({ ageRange: ageRangeSchema, gender: genderSchema });

/** §3 User session: the name defaults to the part of the e-mail before the @ sign, otherwise 'User'. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local.length > 0 ? local : 'User';
}

/** §3 Profile from the server. */
export const profileSchema = z.object({
  username: z.string(),
  email: z.string(),
  preferences: preferencesSchema,
  demographics: demographicsSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/** §3 Subscription. */
export const subscriptionSchema = z.object({
  tier: z.enum(['free', 'premium']),
  status: z.enum(['none', 'trialing', 'active', 'cancelled']),
  trialEnd: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  priceId: z.string().nullable(),
  customerId: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  currency: z.string(),
  interval: z.enum(['month', 'year']),
  trialDays: z.number().int(),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

export const paymentMethodSchema = z.object({
  id: z.string(),
  type: z.string(),
  last4: z.string().length(4),
  brand: z.string(),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  date: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  description: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** §3 Saved story record from the server. */
export const savedStorySchema = z.object({
  id: z.string(),
  storyId: z.string(),
  story: z.object({
    headline: z.string(),
    sub_headline: z.string().optional(),
    description: z.string().optional(),
    categories: z.array(z.string()).default([]),
    sources: z
      .array(
        z.object({
          name: z.string(),
          original_headline: z.string().optional(),
          word_count: z.number().optional(),
          media: z
            .array(
              z.object({
                type: z.string(),
                url: z.string(),
                alt: z.string().optional(),
                is_primary: z.boolean().optional(),
              }),
            )
            .optional(),
        }),
      )
      .default([]),
    published_at: z.string().optional(),
    tags: z.array(z.string()).default([]),
  }),
  savedAt: z.string(),
});
export type SavedStory = z.infer<typeof savedStorySchema>;
