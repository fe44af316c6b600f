/**
 * Writing to support (accounts-and-membership §1, §6: priority support is a premium feature;
 * docs/decisions/0024-priority-support.md). A signed-in reader sends a topic and a message; a
 * premium reader's message is marked priority and answered sooner.
 */
import { z } from 'zod';

export const SUPPORT_TOPICS = ['account', 'billing', 'reading', 'problem', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** Long enough to say what is wrong; short enough for one mail. */
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 4000;

/** Business days within which support answers: priority support for premium readers. */
export const SUPPORT_REPLY_DAYS = { premium: 1, free: 3 } as const;

/** Messages a reader may send in a day: enough for any problem, too few to flood the desk. */
export const SUPPORT_MESSAGES_PER_DAY = 5;

/** Half of a character: a UTF-16 surrogate without its pair. */
const LONE_SURROGATE = /\p{Surrogate}/u;

export const supportRequestSchema = z
  .object({
    topic: z.enum(SUPPORT_TOPICS),
    message: z
      .string()
      .trim()
      .min(SUPPORT_MESSAGE_MIN, `must be at least ${SUPPORT_MESSAGE_MIN} characters`)
      .max(SUPPORT_MESSAGE_MAX, `must be at most ${SUPPORT_MESSAGE_MAX} characters`)
      .refine((value) => !LONE_SURROGATE.test(value), 'must be text, and this holds half of a character'),
    /** The interface language, for the copy mailed to the reader. */
    lang: z.string().max(35).optional(),
  })
  .strict();
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const supportResponseSchema = z.object({
  /** The reference the reader quotes. */
  reference: z.string(),
  priority: z.boolean(),
  replyWithinDays: z.number().int(),
});
export type SupportResponse = z.infer<typeof supportResponseSchema>;
