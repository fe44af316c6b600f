/**
 * "Download my data": everything the server keeps of a reader, as one JSON file (GDPR articles 15
 * and 20). Read from every table that holds an account's rows (a test keeps it so: see
 * `NOT_EXPORTED`); what only proves a secret (token and code hashes, the provider's customer id) is
 * left out, as it says nothing about the reader. What they saved and read is told as stored: the
 * saved stories' headlines come from the saved-stories export, the insights from the events.
 */
import { asc, eq, getTableName } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  digestSends,
  feedTokens,
  invoices,
  readingEvents,
  readingHistorySettings,
  refreshTokens,
  savedStories,
  signInFailures,
  subscriptions,
  supportRequests,
  userPreferences,
  users,
  verificationCodes,
} from '../../db/schema.ts';
import { eventsOf, exportedEvent, isPaused } from '../insights/repo.ts';

/** The tables with an account's rows that the file is read from (below). */
export const EXPORTED_TABLES = [
  userPreferences,
  savedStories,
  readingEvents,
  readingHistorySettings,
  subscriptions,
  invoices,
  refreshTokens,
  feedTokens,
  digestSends,
  supportRequests,
  verificationCodes,
  signInFailures,
].map((table) => getTableName(table));

/**
 * The tables with an account's rows that the file leaves out, and why: what they hold proves a
 * secret or is the payment provider's own record, kept by the provider and not by Tidings. The tests
 * check that every table with an account's rows is either read below or named here.
 */
export const NOT_EXPORTED = {
  local_provider_cards: "the stand-in payment provider's own record of the card (the card shows under membership)",
  local_provider_charges: "the stand-in payment provider's own record of charges (the invoices show them)",
} as const;

const time = z.string();
const optionalTime = time.nullable();

export const accountExportSchema = z.object({
  exportedAt: time,
  account: z.object({ email: z.string(), createdAt: time, verifiedAt: optionalTime, language: z.string().nullable() }),
  preferences: z.record(z.string(), z.unknown()),
  savedStories: z.array(z.object({ storyId: z.string(), savedAt: time, link: z.string() })),
  readingHistory: z.object({
    paused: z.boolean(),
    events: z.array(
      z.object({
        kind: z.string(),
        storyId: z.string().nullable(),
        episode: z.string().nullable(),
        categories: z.array(z.string()),
        sources: z.array(z.string()),
        readMs: z.number(),
        openedAt: time,
      }),
    ),
  }),
  membership: z
    .object({
      tier: z.string(),
      status: z.string(),
      provider: z.string().nullable(),
      planId: z.string().nullable(),
      currency: z.string(),
      trialUsed: z.boolean(),
      trialEnd: optionalTime,
      currentPeriodStart: optionalTime,
      currentPeriodEnd: optionalTime,
      cancelAtPeriodEnd: z.boolean(),
      card: z
        .object({ brand: z.string(), last4: z.string(), expiryMonth: z.number(), expiryYear: z.number() })
        .nullable(),
    })
    .nullable(),
  invoices: z.array(
    z.object({
      planId: z.string(),
      amount: z.number(),
      currency: z.string(),
      status: z.string(),
      periodStart: time,
      periodEnd: time,
      createdAt: time,
    }),
  ),
  signIns: z.array(z.object({ signedInAt: time, device: z.string().nullable(), endedAt: optionalTime })),
  /** A sign-in code waiting (never the code): when it was sent and tried. */
  pendingCode: z.object({ sentAt: time, expiresAt: time, tries: z.number(), usedAt: optionalTime }).nullable(),
  wrongCodes: z.array(z.object({ at: time })),
  privateFeed: z.object({ createdAt: time }).nullable(),
  mailSent: z.array(z.object({ kind: z.string(), period: z.string(), about: z.string().nullable(), sentAt: time })),
  supportMessages: z.array(
    z.object({
      topic: z.string(),
      message: z.string(),
      priority: z.boolean(),
      language: z.string(),
      sentAt: time,
      reachedDeskAt: optionalTime,
      copiedToYouAt: optionalTime,
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The reader's data, or null when the account is gone. */
export async function exportAccount(
  db: Db,
  userId: string,
  now: Date,
  publicUrl: string,
): Promise<AccountExport | null> {
  const mine = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, userId);
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  if (!account) return null;
  const [prefs, saved, events, paused, membership, bills, tokens, feed, mail, support, code, wrong] = await Promise.all(
    [
      db.select().from(userPreferences).where(mine(userPreferences)),
      db.select().from(savedStories).where(mine(savedStories)).orderBy(asc(savedStories.savedAt)),
      eventsOf(db, userId),
      isPaused(db, userId),
      db.select().from(subscriptions).where(mine(subscriptions)),
      db.select().from(invoices).where(mine(invoices)).orderBy(asc(invoices.createdAt)),
      db.select().from(refreshTokens).where(mine(refreshTokens)).orderBy(asc(refreshTokens.familyStartedAt)),
      db.select().from(feedTokens).where(mine(feedTokens)),
      db.select().from(digestSends).where(mine(digestSends)).orderBy(asc(digestSends.sentAt)),
      db.select().from(supportRequests).where(mine(supportRequests)).orderBy(asc(supportRequests.createdAt)),
      db.select().from(verificationCodes).where(mine(verificationCodes)),
      db.select().from(signInFailures).where(mine(signInFailures)).orderBy(asc(signInFailures.failedAt)),
    ],
  );
  // A sign-in is a family of rotated refresh tokens: once each, ended when its last token was revoked.
  const signIns = new Map<string, AccountExport['signIns'][number]>();
  for (const token of tokens) {
    signIns.set(token.familyId, {
      signedInAt: token.familyStartedAt.toISOString(),
      device: token.userAgent,
      endedAt: token.revokedAt ? token.revokedAt.toISOString() : (signIns.get(token.familyId)?.endedAt ?? null),
    });
  }
  const plan = membership[0];
  const card = plan?.paymentMethod;
  return {
    exportedAt: now.toISOString(),
    account: {
      email: account.email,
      createdAt: account.createdAt.toISOString(),
      verifiedAt: iso(account.verifiedAt),
      language: account.language,
    },
    // As stored: what the reader chose, not what the current schema makes of it.
    preferences: prefs[0]?.preferences ?? {},
    savedStories: saved.map((row) => ({
      storyId: row.storyId,
      savedAt: row.savedAt.toISOString(),
      link: `${publicUrl}/article/${encodeURIComponent(row.storyId)}`,
    })),
    readingHistory: { paused, events: events.map(exportedEvent) },
    membership: plan
      ? {
          tier: plan.tier,
          status: plan.status,
          provider: plan.provider,
          planId: plan.planId,
          currency: plan.currency,
          trialUsed: plan.trialUsed,
          trialEnd: iso(plan.trialEnd),
          currentPeriodStart: iso(plan.currentPeriodStart),
          currentPeriodEnd: iso(plan.currentPeriodEnd),
          cancelAtPeriodEnd: plan.cancelAtPeriodEnd,
          card: card
            ? { brand: card.brand, last4: card.last4, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear }
            : null,
        }
      : null,
    invoices: bills.map((row) => ({
      planId: row.planId,
      amount: row.amountCents / 100,
      currency: row.currency,
      status: row.status,
      periodStart: row.periodStart.toISOString(),
      periodEnd: row.periodEnd.toISOString(),
      createdAt: row.createdAt.toISOString(),
    })),
    signIns: [...signIns.values()],
    pendingCode: code[0]
      ? {
          sentAt: code[0].createdAt.toISOString(),
          expiresAt: code[0].expiresAt.toISOString(),
          tries: code[0].attempts,
          usedAt: iso(code[0].usedAt),
        }
      : null,
    wrongCodes: wrong.map((row) => ({ at: row.failedAt.toISOString() })),
    privateFeed: feed[0] ? { createdAt: feed[0].createdAt.toISOString() } : null,
    mailSent: mail.map((row) => ({
      kind: row.kind,
      period: row.period,
      about: row.item,
      sentAt: row.sentAt.toISOString(),
    })),
    supportMessages: support.map((row) => ({
      topic: row.topic,
      message: row.message,
      priority: row.priority,
      language: row.language,
      sentAt: row.createdAt.toISOString(),
      reachedDeskAt: iso(row.forwardedAt),
      copiedToYouAt: iso(row.copiedAt),
    })),
  };
}
