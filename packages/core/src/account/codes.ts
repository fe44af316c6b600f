/**
 * The e-mail sign-in code's rules (accounts-and-membership §9, DECISIONS.md item 8), for the server
 * that enforces them and the dialog that tells the reader when a code can no longer work.
 */

/** §9: verification code length 6. */
export const CODE_LENGTH = 6;
/** Item 8: valid 10 minutes. */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
/** Item 8: at most 5 wrong tries per code; a 6th try is refused even when right. */
export const CODE_MAX_TRIES = 5;
