/** The preferences row of an account (accounts-and-membership §3 Preferences); none means the defaults. */
import { type Preferences, preferencesSchema } from '@tidings/core/schemas/account';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userPreferences, users } from '../../db/schema.ts';

const DEFAULTS = preferencesSchema.parse({});

/** The stored preferences read through the schema (missing fields take their defaults); null when none were saved. */
export async function storedPreferences(db: Db, userId: string): Promise<Preferences | null> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  if (!row) return null;
  const parsed = preferencesSchema.safeParse(row.preferences);
  return parsed.success ? parsed.data : DEFAULTS;
}

/**
 * Reads, changes and writes a reader's preferences as one step: the account row is locked, so
 * two changes at once (two tabs muting two words) both land instead of one overwriting the other.
 * `change` answers the new preferences, or null to write nothing.
 */
export async function updatePreferences(
  db: Db,
  userId: string,
  now: Date,
  change: (current: Preferences) => Promise<Preferences | null> | Preferences | null,
): Promise<Preferences> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [row] = await tx.select().from(userPreferences).where(eq(userPreferences.userId, userId));
    const parsed = row ? preferencesSchema.safeParse(row.preferences) : undefined;
    const current = parsed?.success ? parsed.data : DEFAULTS;
    const next = await change(current);
    if (next === null) return current;
    await tx
      .insert(userPreferences)
      .values({ userId, preferences: next, updatedAt: now })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { preferences: next, updatedAt: now } });
    return next;
  });
}
