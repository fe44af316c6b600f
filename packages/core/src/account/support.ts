/**
 * Writing to support (accounts-and-membership §1, §6: priority support is a premium feature;
 * docs/decisions/0024-priority-support.md): the topics, the message's length, how soon support
 * answers and how often a reader may write. Without zod, so the web app reads them for nothing.
 */

export const SUPPORT_TOPICS = ['account', 'billing', 'reading', 'problem', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** Long enough to say what is wrong; short enough for one mail. */
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 4000;

/** Business days within which support answers: priority support for premium readers. */
export const SUPPORT_REPLY_DAYS = { premium: 1, free: 3 } as const;

/** Messages a reader may send in 24 hours: enough for any problem, too few to flood the desk. */
export const SUPPORT_MESSAGES_PER_DAY = 5;
