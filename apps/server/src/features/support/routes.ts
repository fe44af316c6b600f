/**
 * Writing to support (accounts-and-membership §1, §6: "Priority support is a premium feature";
 * docs/decisions/0024-priority-support.md). A signed-in reader's message is stored first (the
 * desk's record: nothing is lost when mail fails), then mailed to the desk's inbox, marked
 * priority for a premium reader, and a copy goes to the reader with the reference and how soon
 * the desk answers: within one business day with Premium, three without.
 */
import {
  SUPPORT_MESSAGES_PER_DAY,
  SUPPORT_REPLY_DAYS,
  type SupportTopic,
  supportRequestSchema,
  supportResponseSchema,
} from '@tidings/core/schemas/support';
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportRequests } from '../../db/schema.ts';
import { ApiError, errorBodySchema } from '../../lib/errors.ts';
import { keepAnswersPrivate, signedInUser } from '../../lib/require-user.ts';
import { mailLanguageOf } from '../mail/templates/languages.ts';
import { type SupportMessage, supportCopyMail, supportDeskMail } from './support-mail.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The reference a reader quotes: the stored message's number. */
export const referenceOf = (id: number) => `TS-${String(id).padStart(5, '0')}`;

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  keepAnswersPrivate(app);
  const desk = app.config.contact.general;

  /**
   * Mails a stored message to the desk's inbox, and notes that it did. The desk answers by replying
   * to it: to the reader. False when the mail could not be handed over: the message stays stored,
   * and housekeeping tries again.
   */
  async function forward(
    sent: SupportMessage & { id: number; userId: string; email: string; language: string },
  ): Promise<boolean> {
    try {
      await app.mail.send({
        to: desk,
        replyTo: sent.email,
        ...supportDeskMail(sent, { email: sent.email, userId: sent.userId, language: sent.language }),
      });
    } catch {
      return false;
    }
    await db
      .update(supportRequests)
      .set({ forwardedAt: new Date(app.clock()) })
      .where(eq(supportRequests.id, sent.id));
    return true;
  }

  // Messages whose mail to the desk failed (its server down) go again, oldest first, every few minutes.
  app.housekeeping.add(
    'support messages not forwarded',
    async () => {
      const waiting = await db
        .select()
        .from(supportRequests)
        .where(
          and(
            isNull(supportRequests.forwardedAt),
            // Not one whose request is still forwarding it.
            lt(supportRequests.createdAt, new Date(app.clock() - 60_000)),
          ),
        )
        .orderBy(asc(supportRequests.id))
        .limit(20);
      let forwarded = 0;
      for (const row of waiting) {
        const priority = row.priority;
        const ok = await forward({
          ...row,
          reference: referenceOf(row.id),
          topic: row.topic as SupportTopic,
          replyWithinDays: priority ? SUPPORT_REPLY_DAYS.premium : SUPPORT_REPLY_DAYS.free,
        });
        if (!ok) break;
        forwarded += 1;
      }
      return forwarded;
    },
    5 * 60 * 1000,
  );

  app.post(
    '/api/support',
    {
      schema: {
        tags: ['support'],
        summary:
          'Send a message to support: stored, mailed to the desk (marked priority for a premium reader) and copied to the reader',
        body: supportRequestSchema,
        response: { 201: supportResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const limited = await app.rateLimiter.hit(`support:${user.id}`, SUPPORT_MESSAGES_PER_DAY, DAY_MS);
      if (!limited.allowed) {
        reply.header('retry-after', String(limited.retryAfterSeconds));
        throw new ApiError(
          429,
          'RATE_LIMITED',
          `You have sent ${SUPPORT_MESSAGES_PER_DAY} messages to support today. We will answer them; to write again, please try tomorrow.`,
        );
      }
      const { topic, message, lang } = request.body;
      const priority = await app.billing.isPremium(user.id);
      const replyWithinDays = priority ? SUPPORT_REPLY_DAYS.premium : SUPPORT_REPLY_DAYS.free;
      const language = mailLanguageOf(lang);
      const [row] = await db
        .insert(supportRequests)
        .values({
          userId: user.id,
          email: user.email,
          topic,
          message,
          priority,
          language,
          createdAt: new Date(app.clock()),
        })
        .returning({ id: supportRequests.id });
      const id = row?.id as number;
      const sent = { reference: referenceOf(id), topic, message, priority, replyWithinDays };

      if (!(await forward({ id, userId: user.id, email: user.email, language, ...sent }))) {
        request.log.error({ reference: sent.reference }, 'support message not forwarded to the desk yet');
      }
      // The reader's copy is answered to the desk, to add to the same conversation.
      let copySent = true;
      try {
        await app.mail.send({ to: user.email, replyTo: desk, ...supportCopyMail(sent, language) });
      } catch (error) {
        copySent = false;
        request.log.error({ err: error, reference: sent.reference }, 'copy of a support message not sent');
      }
      return reply.code(201).send({ reference: sent.reference, priority, replyWithinDays, copySent });
    },
  );
};
