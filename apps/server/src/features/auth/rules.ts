/**
 * The sign-in rules of DECISIONS.md item 8, named once. The numbers the decision leaves open
 * (token lifetimes, rate-limit sizes) are ours; each says why.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

export { CODE_LENGTH, CODE_LIFETIME_MS, CODE_MAX_TRIES } from '@tidings/core/account/codes';
/**
 * Item 8: resend at most once a minute. Start obeys it too, so it cannot be used to get around
 * it; only a code that was redeemed (a sign-in that worked) may be replaced sooner.
 */
export const CODE_RESEND_INTERVAL_MS = MINUTE;

/** Short enough that a stolen access token soon stops working; refresh renews it silently. */
export const ACCESS_TOKEN_LIFETIME_MS = 15 * MINUTE;
/** Item 8: an absolute expiry; counted from the sign-in that started the family, never slid. */
export const REFRESH_FAMILY_LIFETIME_MS = 30 * DAY;
/**
 * ASVS 7.3.1: a session unused this long ends, even inside its 30 days. Two weeks lets a reader
 * who comes back weekly stay signed in; a device left behind signs itself out.
 */
export const SESSION_IDLE_TIMEOUT_MS = 14 * DAY;
/**
 * ASVS 7.4.1: an access token stops working with its session. Whether a session still lives is
 * cached this long per instance (revocations on the same instance take effect at once), so
 * the check costs no database round trip per request; on other instances it takes at most this.
 */
export const SESSION_CHECK_CACHE_MS = 10 * SECOND;
/** Refresh tokens are 32 random bytes: guessing one is out of reach, so a plain hash suffices. */
export const REFRESH_TOKEN_BYTES = 32;

/**
 * The lasting limit on guessing codes: after this many wrong codes for one address within the
 * window, no new code is sent and none is accepted until the oldest of them leaves the window.
 * With 5 tries per code and a code a minute at most, 20 wrong codes a day is a fourth of what a
 * clumsy reader could ever need and puts a 6-digit code out of reach (20 in 10^6 a day).
 */
export const FAILED_CODES_LIMIT = { limit: 20, windowMs: DAY };

/** An address that never redeemed a code is forgotten after a week (its codes are long dead). */
export const UNVERIFIED_ACCOUNT_KEEP_MS = 7 * DAY;

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
  /** Per address, wrong codes are counted in the database instead (FAILED_CODES_LIMIT). */
  verifyPerIp: { limit: 50, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;
