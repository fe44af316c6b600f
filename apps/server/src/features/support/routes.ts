/**
 * Writing to support (accounts-and-membership §1, §6: "Priority support is a premium feature";
 * docs/decisions/0024-priority-support.md). A signed-in reader's message is stored first (the
 * desk's record: nothing is lost when mail fails), then mailed to the desk's inbox, marked
 * priority for a premium reader, and a copy goes to the reader with the reference and how soon
 * the desk answers: within one business day with Premium, three without.
 */
import { SUPPORT_MESSAGES_PER_DAY, SUPPORT_REPLY_DAYS, type SupportTopic } from '@tidings/core/account/support';
import { supportRequestSchema, supportResponseSchema } from '@tidings/core/schemas/support';
import { and, asc, eq, gte, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportRequests } from '../../db/schema.ts';
import { ApiError, errorBodySchema } from '../../lib/errors.ts';
import { keepAnswersPrivate, signedInUser } from '../../lib/require-user.ts';
import { mailLanguageOf } from '../mail/templates/languages.ts';
import { supportCopyMail, supportDeskMail, supportErasureMail } from './support-mail.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long one process may take to mail a message before another may try (a hung mail server). */
const CLAIM_MS = 5 * 60 * 1000;
/** How long a request waits for its mails before answering; they go on in the background. */
const ANSWER_WITHIN_MS = 3000;
/** Mails not handed over are tried again every few minutes, for a week. */
const RETRY_EVERY_MS = 5 * 60 * 1000;
const RETRY_FOR_MS = 7 * DAY_MS;

/** The reference a reader quotes: the stored message's number. */
const referenceOf = (id: number) => `TS-${String(id).padStart(5, '0')}`;

type Row = typeof supportRequests.$inferSelect;

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  keepAnswersPrivate(app);
  const desk = app.config.contact.general;
  const at = (ms = 0) => new Date(app.clock() + ms);
  /** A message with a mail still to hand over, that no process is mailing now. */
  const waitingAndFree = () =>
    and(
      or(isNull(supportRequests.forwardedAt), isNull(supportRequests.copiedAt)),
      or(isNull(supportRequests.claimedUntil), lt(supportRequests.claimedUntil, at())),
    );

  /**
   * Mails a stored message: to the desk's inbox (the desk answers by replying: to the reader), and
   * the copy to the reader (a reply goes to the desk). Each mail is noted as handed over, so each
   * goes once; the row is claimed first, so two processes (a request and housekeeping, or two
   * instances) never mail it both. A mail that fails is left for housekeeping's next round.
   * Answers which mails are handed over now; null when another process has the message.
   */
  async function deliver(id: number): Promise<{ forwarded: boolean; copied: boolean } | null> {
    const [row] = await db
      .update(supportRequests)
      .set({ claimedUntil: at(CLAIM_MS) })
      .where(and(eq(supportRequests.id, id), waitingAndFree()))
      .returning();
    if (!row) return null;
    const handedOver = { forwarded: row.forwardedAt !== null, copied: row.copiedAt !== null };
    const sent = {
      reference: referenceOf(row.id),
      topic: row.topic as SupportTopic,
      message: row.message,
      priority: row.priority,
      replyWithinDays: row.priority ? SUPPORT_REPLY_DAYS.premium : SUPPORT_REPLY_DAYS.free,
    };
    try {
      if (!row.forwardedAt) {
        await app.mail.send({
          to: desk,
          replyTo: row.email,
          ...supportDeskMail(sent, { email: row.email, userId: row.userId, language: row.language }),
        });
        await db.update(supportRequests).set({ forwardedAt: at() }).where(eq(supportRequests.id, id));
        handedOver.forwarded = true;
      }
      if (!row.copiedAt) {
        await app.mail.send({ to: row.email, replyTo: desk, ...supportCopyMail(sent, mailLanguageOf(row.language)) });
        await db.update(supportRequests).set({ copiedAt: at() }).where(eq(supportRequests.id, id));
        handedOver.copied = true;
      }
    } catch (error) {
      app.log.error({ err: error, reference: sent.reference }, 'support mail not sent; housekeeping tries again');
    } finally {
      await db.update(supportRequests).set({ claimedUntil: null }).where(eq(supportRequests.id, id));
    }
    return handedOver;
  }

  // Mails not handed over (the mail server down, the process gone) go again, oldest first.
  app.housekeeping.add(
    'support mails not sent',
    async () => {
      const waiting = await db
        .select({ id: supportRequests.id })
        .from(supportRequests)
        .where(
          and(
            waitingAndFree(),
            gte(supportRequests.createdAt, at(-RETRY_FOR_MS)),
            // Not one a request is still mailing.
            lt(supportRequests.createdAt, at(-60_000)),
          ),
        )
        .orderBy(asc(supportRequests.id))
        .limit(20);
      let sent = 0;
      for (const { id } of waiting) {
        const handedOver = await deliver(id);
        if (!handedOver) continue;
        if (handedOver.forwarded && handedOver.copied) sent += 1;
        else if (!handedOver.forwarded) break; // the desk's server still refuses: wait for the next round
      }
      return sent;
    },
    RETRY_EVERY_MS,
  );

  /**
   * Deleting an account deletes its messages here and the outbox's copies of them (profile repo);
   * mail that left for the desk's inbox over SMTP is out of our reach, so the desk is told which
   * messages to delete, as the privacy policy promises. A notice that cannot be sent does not stop
   * the deletion: the references are logged for whoever runs the desk.
   */
  app.beforeAccountDeletion(async (userId) => {
    if (!app.config.smtpUrl) return;
    // Read before the rows go with the account: those mailed to the desk, and any being mailed now.
    const mailed = await db
      .select({ id: supportRequests.id, sentAt: supportRequests.createdAt })
      .from(supportRequests)
      .where(
        and(
          eq(supportRequests.userId, userId),
          or(isNotNull(supportRequests.forwardedAt), isNotNull(supportRequests.claimedUntil)),
        ),
      )
      .orderBy(asc(supportRequests.id));
    if (mailed.length === 0) return;
    const messages = mailed.map((row) => ({ reference: referenceOf(row.id), sentAt: row.sentAt }));
    // Told once the account is gone (a deletion that fails tells the desk nothing).
    return async () => {
      try {
        await app.mail.send({ to: desk, ...supportErasureMail(messages, at()) });
      } catch (error) {
        app.log.error(
          { err: error, references: messages.map((message) => message.reference) },
          'the desk was not told to delete a deleted account’s support messages: delete them by hand',
        );
      }
    };
  });

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
        const hours = Math.max(1, Math.ceil(limited.retryAfterSeconds / 3600));
        reply.header('retry-after', String(limited.retryAfterSeconds));
        throw new ApiError(
          429,
          'RATE_LIMITED',
          `You have sent ${SUPPORT_MESSAGES_PER_DAY} messages to support in the last day. We will answer them; you can write again in about ${hours} hour${hours === 1 ? '' : 's'}.`,
        );
      }
      const { topic, message, lang } = request.body;
      const priority = await app.billing.isPremium(user.id);
      const [row] = await db
        .insert(supportRequests)
        .values({
          userId: user.id,
          email: user.email,
          topic,
          message,
          priority,
          language: mailLanguageOf(lang),
          createdAt: at(),
        })
        .returning({ id: supportRequests.id });
      const id = (row as Pick<Row, 'id'>).id;
      // Stored: the message is the desk's now. The mails usually go within the wait; a slow mail
      // server does not keep the reader waiting (or sending again), they go on behind the answer.
      const delivered = deliver(id).catch((error: unknown) =>
        request.log.error(
          { err: error, reference: referenceOf(id) },
          'support mail not sent; housekeeping tries again',
        ),
      );
      await Promise.race([delivered, new Promise((resolve) => setTimeout(resolve, ANSWER_WITHIN_MS).unref())]);
      return reply.code(201).send({
        reference: referenceOf(id),
        priority,
        replyWithinDays: priority ? SUPPORT_REPLY_DAYS.premium : SUPPORT_REPLY_DAYS.free,
      });
    },
  );
};
