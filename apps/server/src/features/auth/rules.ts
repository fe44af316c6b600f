/**
 * The sign-in rules of DECISIONS.md item 8, named once. The numbers the decision leaves open
 * (token lifetimes, rate-limit sizes) are ours; each says why.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/** accounts-and-membership §9: verification code length 6. */
export const CODE_LENGTH = 6;
/** Item 8: valid 10 minutes. */
export const CODE_LIFETIME_MS = 10 * MINUTE;
/** Item 8: at most 5 wrong tries per code; a 6th try is refused even when right. */
export const CODE_MAX_TRIES = 5;
/** Item 8: resend at most once a minute (start obeys it too, so it cannot be used to get around it). */
export const CODE_RESEND_INTERVAL_MS = MINUTE;

/** Short enough that a stolen access token soon stops working; refresh renews it silently. */
export const ACCESS_TOKEN_LIFETIME_MS = 15 * MINUTE;
/** Item 8: an absolute expiry; counted from the sign-in that started the family, never slid. */
export const REFRESH_FAMILY_LIFETIME_MS = 30 * DAY;
/** Refresh tokens are 32 random bytes: guessing one is out of reach, so a plain hash suffices. */
export const REFRESH_TOKEN_BYTES = 32;

export interface Limit {
  limit: number;
  windowMs: number;
}

/**
 * Item 8: per-address and per-IP limits. An address gets few mails (no mail bombing of a
 * stranger); an IP somewhat more, since a household or office shares one.
 */
export const SIGN_IN_LIMITS = {
  startPerAddress: { limit: 5, windowMs: 15 * MINUTE },
  startPerIp: { limit: 20, windowMs: 15 * MINUTE },
  resendPerAddress: { limit: 5, windowMs: 15 * MINUTE },
  resendPerIp: { limit: 20, windowMs: 15 * MINUTE },
  /** Two codes' worth of tries: a slip, a new code, and a few more tries. */
  verifyPerAddress: { limit: 10, windowMs: 15 * MINUTE },
  verifyPerIp: { limit: 50, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;
