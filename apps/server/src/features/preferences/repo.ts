/** The preferences row of an account (accounts-and-membership §3 Preferences); none means the defaults. */
import { type Preferences, preferencesSchema } from '@tidings/core/schemas/account';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userPreferences } from '../../db/schema.ts';

/** The stored preferences read through the schema (missing fields take their defaults); null when none were saved. */
export async function storedPreferences(db: Db, userId: string): Promise<Preferences | null> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  if (!row) return null;
  const parsed = preferencesSchema.safeParse(row.preferences);
  return parsed.success ? parsed.data : preferencesSchema.parse({});
}

/** Writes the whole preferences object at once (a row per account). */
export async function savePreferences(db: Db, userId: string, preferences: Preferences, now: Date): Promise<void> {
  await db
    .insert(userPreferences)
    .values({ userId, preferences, updatedAt: now })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { preferences, updatedAt: now } });
}
