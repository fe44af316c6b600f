/**
 * Who a digest may go to, and turning a digest off. Readers are verified accounts, with their
 * e-mail settings (the defaults when none were saved), plan and language, read in batches. Who is
 * premium is packages/core's `hasPremium`, the one rule every part of the product asks; the
 * preferences are read through their shared schema.
 */
import { dailyDigestOn, hasPremium } from '@tidings/core/plans/entitlement';
import { type EmailSettings, preferencesSchema } from '@tidings/core/schemas/account';
import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { digestSends, subscriptions, userPreferences, users } from '../../db/schema.ts';
import type { MailLanguage } from '../mail/templates/languages.ts';
import { updatePreferences } from '../preferences/repo.ts';
import type { DigestKind } from './kinds.ts';

export interface Recipient {
  userId: string;
  email: string;
  language: MailLanguage;
  settings: EmailSettings;
  premium: boolean;
}

const BATCH = 200;
const DEFAULT_SETTINGS = preferencesSchema.parse({}).emailSettings;

/**
 * Whether a reader's settings and plan let `kind` reach them. The daily digest is premium only
 * (accounts-and-membership §5): a free reader never gets it, even with the setting stored on, and
 * a premium reader who never switched it gets it.
 */
export function wants(recipient: Recipient, kind: DigestKind): boolean {
  if (kind === 'dailyDigest') return dailyDigestOn(recipient.settings, recipient.premium);
  return recipient.settings[kind];
}

function settingsOf(stored: Record<string, unknown> | null): EmailSettings {
  if (!stored) return DEFAULT_SETTINGS;
  const parsed = preferencesSchema.safeParse(stored);
  return parsed.success ? parsed.data.emailSettings : DEFAULT_SETTINGS;
}

/** Every verified reader `kind` may reach, in batches, leaving out those already sent `period`. */
export async function* recipientsOf(
  db: Db,
  kind: DigestKind,
  period: string | null,
  now: number,
): AsyncGenerator<Recipient[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .select({
        userId: users.id,
        email: users.email,
        language: users.language,
        preferences: userPreferences.preferences,
        tier: subscriptions.tier,
        status: subscriptions.status,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
      })
      .from(users)
      .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .where(after === null ? isNotNull(users.verifiedAt) : and(isNotNull(users.verifiedAt), gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    after = rows[rows.length - 1]?.userId ?? null;
    const sent =
      period === null
        ? new Set<string>()
        : await alreadySent(
            db,
            kind,
            period,
            rows.map((r) => r.userId),
          );
    const batch = rows
      .filter((row) => !sent.has(row.userId))
      .map(
        (row): Recipient => ({
          userId: row.userId,
          email: row.email,
          language: row.language === 'nl' ? 'nl' : 'en',
          settings: settingsOf(row.preferences),
          premium: hasPremium(
            row.tier && row.status
              ? { tier: row.tier, status: row.status, currentPeriodEnd: row.currentPeriodEnd }
              : null,
            now,
          ),
        }),
      )
      .filter((recipient) => wants(recipient, kind));
    if (batch.length > 0) yield batch;
    if (rows.length < BATCH) return;
  }
}

/** Readers of `userIds` that were sent `kind` for `period` already (a cheap look before the real claim). */
async function alreadySent(db: Db, kind: DigestKind, period: string, userIds: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ userId: digestSends.userId })
    .from(digestSends)
    .where(and(eq(digestSends.kind, kind), eq(digestSends.period, period), inArray(digestSends.userId, userIds)));
  return new Set(rows.map((row) => row.userId));
}

/** Whether the account a link was signed for still exists (a deleted one gets no mail at all). */
export async function accountExists(db: Db, userId: string): Promise<boolean> {
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return account !== undefined;
}

/**
 * Turns one e-mail setting off for a reader (their unsubscribe link), through the preferences' own
 * locked read-change-write; answers false when the account no longer exists (nothing to turn off).
 */
export async function turnOff(db: Db, userId: string, kind: DigestKind, now: number): Promise<boolean> {
  if (!(await accountExists(db, userId))) return false;
  await updatePreferences(db, userId, new Date(now), (current) =>
    // A daily digest never switched is on by the plan: unsubscribing switches it off for good.
    current.emailSettings[kind] !== false
      ? { ...current, emailSettings: { ...current.emailSettings, [kind]: false } }
      : null,
  );
  return true;
}
