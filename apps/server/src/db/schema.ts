/** Drizzle schema: one table per concern. */
import type { Story } from '@tidings/core/schemas/edition';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The story archive (DECISIONS.md item 13): every story of every loaded edition is kept,
 * so a shared /story/{id} link answers after the story leaves the current edition.
 */
export const storyArchive = pgTable(
  'story_archive',
  {
    id: text('id').primaryKey(),
    story: jsonb('story').$type<Story>().notNull(),
    /** nl-NL and other translations of this story, keyed by locale. */
    translations: jsonb('translations')
      .$type<Record<string, { headline?: string; sub_headline?: string; description?: string }>>()
      .notNull()
      .default({}),
    editionId: text('edition_id').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('story_archive_published_at_idx').on(table.publishedAt)],
);

/**
 * Ids of stories merged into another, as the editions named them (news.json `story_aliases`, issue
 * 17): kept here as the archive keeps stories, so an old id keeps answering after the pipeline
 * stops listing it. One hop: `story_id` is the story the id answers as now (re-pointed when that
 * story is merged in turn).
 */
export const storyAliases = pgTable(
  'story_aliases',
  {
    alias: text('alias').primaryKey(),
    storyId: text('story_id').notNull(),
    editionId: text('edition_id').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('story_aliases_story_id_idx').on(table.storyId)],
);

/**
 * Accounts (accounts-and-membership §3, DECISIONS.md items 8 and 9). Every table that holds a
 * reader's data points at users with ON DELETE CASCADE, so deleting the user row deletes it all.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lowercased; the check keeps every writer honest. */
    email: text('email').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The first successful verification; null for an address that never finished sign-in. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /**
     * The interface language of the reader's latest sign-in ('en' or 'nl'): what mail that is not
     * an answer to a request (the digests) is written in. Null until a sign-in said it: English.
     */
    language: text('language', { enum: ['en', 'nl'] }),
  },
  (table) => [check('users_email_lowercase', sql`${table.email} = lower(${table.email})`)],
);

/**
 * The pending sign-in code of an address: one row per address, replaced by each new code, so
 * only the latest code can ever match (DECISIONS.md item 8).
 */
export const verificationCodes = pgTable('verification_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull().unique(),
  /** HMAC-SHA256 of the code under the server's code key; the code itself is never stored. */
  codeHash: text('code_hash').notNull(),
  /** Tries against this code, right or wrong. */
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Refresh tokens: opaque, stored as a SHA-256 hash, rotated on every use. All tokens that
 * descend from one sign-in share a family and its absolute expiry.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    familyStartedAt: timestamp('family_started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The User-Agent of the sign-in (cut to a few hundred characters), to name the device in the sessions list. */
    userAgent: text('user_agent'),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId), index('refresh_tokens_user_idx').on(table.userId)],
);

/**
 * Wrong sign-in codes per account, kept for a day: the lasting limit on guessing (no new codes
 * after too many failures in 24 hours) that outlives the per-code tries and the short windows.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_failures_user_time_idx').on(table.userId, table.failedAt)],
);

/** A reader's preferences (§3 Preferences); a missing row means the defaults. */
export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mail that was not sent over SMTP because none is configured; shown at /dev/mailbox in the demo. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    /** Insertion order: newest first stays exact when two mails share a millisecond. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers the mail carries (the digests' List-Unsubscribe), as SMTP would send them. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('mail_outbox_created_at_idx').on(table.createdAt), index('mail_outbox_to_idx').on(table.to)],
);

/**
 * A reader's membership (accounts-and-membership §3 Subscription, DECISIONS.md: subscriptions
 * live on the server). No row means free. The payment method is the provider's; this row keeps
 * the card's brand, last four digits and expiry to show them.
 */
export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tier: text('tier', { enum: ['free', 'premium'] })
    .notNull()
    .default('free'),
  status: text('status', { enum: ['none', 'trialing', 'active', 'cancelled'] })
    .notNull()
    .default('none'),
  /** The plan charged at the next renewal (during a trial: the plan the trial turns into). */
  planId: text('plan_id'),
  currency: text('currency', { enum: ['USD', 'EUR'] })
    .notNull()
    .default('USD'),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  trialUsed: boolean('trial_used').notNull().default(false),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  provider: text('provider'),
  customerId: text('customer_id'),
  paymentMethod: jsonb('payment_method').$type<{
    id: string;
    type: string;
    last4: string;
    brand: string;
    expiryMonth: number;
    expiryYear: number;
  }>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Charges, written by the server when a subscription is charged or renewed. One invoice per
 * account and period start: a renewal that runs twice (two instances, a restart) finds the
 * period's invoice and charges under its id, which the provider takes once.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    chargeId: text('charge_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('invoices_user_period_unique').on(table.userId, table.periodStart)],
);

/**
 * The built-in `local` payment provider's own records (it stands in for Stripe and the like):
 * its customers' cards and the charges it made, one per idempotency key.
 */
export const localProviderCards = pgTable('local_provider_cards', {
  customerId: text('customer_id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const localProviderCharges = pgTable('local_provider_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  customerId: text('customer_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  outcome: text('outcome', { enum: ['succeeded', 'declined'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Stories a reader saved (accounts-and-membership §3 saved story record; DECISIONS.md items 10
 * and 13): the story's id only; the story itself comes from the edition or the story archive,
 * so a saved story keeps working after it leaves the current edition. Once per reader and story.
 */
export const savedStories = pgTable(
  'saved_stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyId: text('story_id').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('saved_stories_user_story_unique').on(table.userId, table.storyId),
    index('saved_stories_user_saved_at_idx').on(table.userId, table.savedAt),
  ],
);

/**
 * A reader's private feed address (issue #19): a random token, kept as a SHA-256 hash like refresh
 * tokens. One per reader; a new one replaces the old, which then stops working.
 */
export const feedTokens = pgTable('feed_tokens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * What a signed-in reader opened (issue #18; DECISIONS.md "AI insights"): a story (its
 * categories and outlets as the edition had them) or a briefing episode, with its time in view.
 * Insights are computed from these rows only; they go with the account and are kept 90 days.
 */
export const readingEvents = pgTable(
  'reading_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['story', 'briefing'] }).notNull(),
    /** The story opened; null for a briefing. */
    storyId: text('story_id'),
    /** The briefing episode played (region-dateKey); null for a story. */
    episode: text('episode'),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    sources: jsonb('sources').$type<string[]>().notNull().default([]),
    readMs: integer('read_ms').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('reading_events_user_opened_at_idx').on(table.userId, table.openedAt),
    index('reading_events_opened_at_idx').on(table.openedAt),
    check(
      'reading_events_story_or_briefing',
      sql`(${table.kind} = 'story' and ${table.storyId} is not null) or (${table.kind} = 'briefing' and ${table.episode} is not null)`,
    ),
  ],
);

/** A reader's choice to pause recording (issue #18: paused in the AI tab). No row: recording. */
export const readingHistorySettings = pgTable('reading_history_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  paused: boolean('paused').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Digest mail sent (issue #18; docs/decisions/0018-email-digests.md): one row per reader, kind and
 * period, written in the same transaction as the outbox mail (or before the SMTP hand-over), so
 * the unique keys, not a timer, make a digest go out at most once per period across restarts and
 * instances. `kind` is the e-mail setting that asked for it; `period` is the ISO week of a weekly
 * digest, the day of a daily one, a day's slot of a breaking-news alert (day#1..3: the daily cap),
 * or the id of a product update; `item` the story or update a mail was about, once per reader.
 */
export const digestSends = pgTable(
  'digest_sends',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Digests, and the mails of a paid plan (billing-notices.ts): each once per reader and period.
    kind: text('kind', {
      enum: [
        'weeklyDigest',
        'dailyDigest',
        'breakingNews',
        'productUpdates',
        'trialEnding',
        'receipt',
        'paymentFailed',
      ],
    }).notNull(),
    period: text('period').notNull(),
    item: text('item'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('digest_sends_once_per_period').on(table.userId, table.kind, table.period),
    unique('digest_sends_once_per_item').on(table.userId, table.kind, table.item),
  ],
);

/**
 * Messages readers sent to support (docs/decisions/0024-priority-support.md): kept as the desk's
 * record of what was asked, whether it was a premium reader's (priority), and whether the message
 * reached the desk's inbox and the copy the reader. An account's messages go with it.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    priority: boolean('priority').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the message reached the desk's inbox (or the outbox); null while it has not. */
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    /** When the reader's copy was handed over; null while it has not. */
    copiedAt: timestamp('copied_at', { withTimezone: true }),
    /** Until when one process is mailing it (so no other mails it too); null when none is. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (table) => [index('support_requests_user_created_idx').on(table.userId, table.createdAt)],
);
