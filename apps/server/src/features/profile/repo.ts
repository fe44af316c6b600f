/** The account's own rows, read for the profile and deleted with the account. */
import { type Preferences, preferencesSchema } from '@tidings/core/schemas/account';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox, userPreferences, users } from '../../db/schema.ts';

export interface AccountWithPreferences {
  email: string;
  preferences: Preferences;
}

/** Null when the account no longer exists (an access token outlives a deleted account briefly). */
export async function accountWithPreferences(db: Db, userId: string): Promise<AccountWithPreferences | null> {
  const [row] = await db
    .select({ email: users.email, stored: userPreferences.preferences })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  // Stored preferences are read through the schema: missing fields take their §3 defaults.
  const parsed = preferencesSchema.safeParse(row.stored ?? {});
  return { email: row.email, preferences: parsed.success ? parsed.data : preferencesSchema.parse({}) };
}

/**
 * DECISIONS.md item 9: the account's data goes at once, in one transaction. Every table of an
 * account's rows references users ON DELETE CASCADE; mail kept for or from the address (the local
 * outbox) is not keyed by account and is deleted by address.
 */
export async function deleteAccount(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(users).where(eq(users.id, userId)).returning({ email: users.email });
    if (!deleted) return false;
    // Mail to the reader, and mail from them: the support desk's copy of a message answers to them.
    await tx
      .delete(mailOutbox)
      .where(or(eq(mailOutbox.to, deleted.email), sql`${mailOutbox.headers}->>'Reply-To' = ${deleted.email}`));
    return true;
  });
}
