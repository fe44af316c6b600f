/** Account entities that cross the API: accounts-and-membership §3. */
import { z } from 'zod';

import { AGE_RANGES, ALL_THEMES, GENDERS } from '../account/options.ts';

/** §3 Options: "prefer-not-to-say" is stored as empty. */
export const ageRangeSchema = z.union([z.enum(AGE_RANGES), z.literal('')]);
export const genderSchema = z.union([z.enum(GENDERS), z.literal('')]);
/** Any theme a reader may store; the premium ones are refused to free readers by the server. */
export const themeSchema = z.enum(ALL_THEMES);

export const emailSchema = z.email().max(254);

export const emailStartRequestSchema = z.object({
  email: emailSchema,
  /** The reader's interface language ('en', 'nl', 'nl-NL', ...): the code e-mail is written in it. */
  lang: z.string().max(35).optional(),
});
/** Resend takes what start takes. */
export const emailResendRequestSchema = emailStartRequestSchema;
/**
 * Where the refresh token goes (DECISIONS.md item 8). The web app takes the default, an
 * HttpOnly cookie its scripts cannot read; a native client that keeps its own secrets asks
 * for 'body' and then sends the token back in the body of the refresh call. Browsers are
 * refused the body form, so an injected script cannot ask for it either.
 */
export const tokenDeliverySchema = z.enum(['cookie', 'body']);
export type TokenDelivery = z.infer<typeof tokenDeliverySchema>;

export const emailVerifyRequestSchema = z.object({
  email: emailSchema,
  code: z.string().regex(/^\d{6}$/, 'code must be 6 digits'),
  /** The interface language, for the notice mailed when an address sees too many wrong codes. */
  lang: z.string().max(35).optional(),
  token_delivery: tokenDeliverySchema.default('cookie'),
});
export const emailStartResponseSchema = z.object({
  requiresVerification: z.literal(true),
  /** No new code was mailed: one went to the address less than a minute ago and still works. */
  codeAlreadySent: z.literal(true).optional(),
});
export type EmailStartResponse = z.infer<typeof emailStartResponseSchema>;

/**
 * §3 Auth tokens, named as the spec names them. RefreshToken is in the body only for clients
 * that asked for the body form; the web app gets it as a cookie only (DECISIONS.md item 8).
 */
export const authTokensSchema = z.object({
  AccessToken: z.string(),
  RefreshToken: z.string().optional(),
  IdToken: z.string(),
});
export type AuthTokens = z.infer<typeof authTokensSchema>;

/** A refresh token is 32 bytes in base64url (43 characters); an id token is a short JWT. */
export const REFRESH_TOKEN_MAX_LENGTH = 128;
export const ID_TOKEN_MAX_LENGTH = 4096;

export const refreshRequestSchema = z.object({
  refresh_token: z.string().max(REFRESH_TOKEN_MAX_LENGTH).optional(),
  id_token: z.string().max(ID_TOKEN_MAX_LENGTH).optional(),
});
export const refreshResponseSchema = authTokensSchema;

export const logoutResponseSchema = z.object({ loggedOut: z.literal(true) });

/** accounts-and-membership §7: sign in with a provider ('apple' or 'google'). */
export const providerSignInRequestSchema = z.object({ provider: z.string().max(40) });

export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) });

/**
 * A signed-in device (ASVS 7.5.2): one sign-in and the refresh tokens descended from it.
 * `browser` and `os` are read from the User-Agent at sign-in; null when it says nothing known.
 */
export const signedInSessionSchema = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  /** The session the request was made with. */
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;
export const signedInSessionsSchema = z.object({ sessions: z.array(signedInSessionSchema) });
/** DELETE /api/auth/sessions (sign out everywhere) and DELETE /api/auth/sessions/{id}. */
export const endedSessionsSchema = z.object({ ended: z.number().int() });

/**
 * §3 Preferences, with their defaults. The daily personalized digest's default "equals premium
 * status" (§5): a reader who never switched it is stored without it, and has it exactly while
 * premium (plans/entitlement.ts `dailyDigestOn`); the API answers it as it shows.
 */
export const emailSettingsSchema = z.object({
  weeklyDigest: z.boolean().default(true),
  dailyDigest: z.boolean().optional(),
  breakingNews: z.boolean().default(true),
  productUpdates: z.boolean().default(true),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

/**
 * Size caps on what a reader may store: far above any real use (24 interest topics, premium
 * muting is "unlimited" in the sense of a person typing), low enough that no request can make
 * a row or a feed filter large.
 */
export const PREFERENCE_LIST_MAX_ITEMS = 200;
export const PREFERENCE_ITEM_MAX_LENGTH = 100;
const preferenceList = z.array(z.string().max(PREFERENCE_ITEM_MAX_LENGTH)).max(PREFERENCE_LIST_MAX_ITEMS).default([]);

export const preferencesSchema = z.object({
  categories: preferenceList,
  interests: preferenceList,
  mutedTopics: preferenceList,
  mutedSources: preferenceList,
  mutedWords: preferenceList,
  emailSettings: emailSettingsSchema.default(emailSettingsSchema.parse({})),
  /** docs/decisions/0010: 'auto' (nothing chosen), not the spec's 'system', so a new device keeps its evening dark. */
  theme: themeSchema.default('auto'),
  age: ageRangeSchema.default(''),
  gender: genderSchema.default(''),
  onboarding_completed: z.boolean().default(false),
  /** AI content filtering (issue #18, news/content-filter.ts): premium only, refused to free readers by the server. */
  contentFilter: z.boolean().default(false),
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
    /** The language of the text as shown ("en", "nl"): the story's own, or the reader's where translated. */
    lang: z.string().optional(),
  }),
  savedAt: z.string(),
});
export type SavedStory = z.infer<typeof savedStorySchema>;
