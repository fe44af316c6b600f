/**
 * POST /api/support (docs/decisions/0024-priority-support.md): a signed-in reader sends a topic and
 * a message; a premium reader's message is marked priority and answered sooner. The rules are in
 * account/support.ts.
 */
import { z } from 'zod';
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN, SUPPORT_TOPICS } from '../account/support.ts';

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
