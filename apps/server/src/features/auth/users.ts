/** The accounts table as sign-in needs it. */
import { isDutch } from '@tidings/core/plans/catalogue';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export interface Account {
  id: string;
  email: string;
}

/** One account per address: addresses are compared trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The account of an address, created when the address is new (a race creates it once). */
export async function accountForEmail(db: Db, email: string, now: Date): Promise<Account> {
  const [created] = await db
    .insert(users)
    .values({ email, createdAt: now })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  if (created) return created;
  const [existing] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, email));
  if (!existing) throw new Error('account vanished while signing in');
  return existing;
}

export async function accountById(db: Db, id: string): Promise<Account | null> {
  const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function markVerified(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ verifiedAt: now })
    .where(and(eq(users.id, id), isNull(users.verifiedAt)));
}

/** The interface language a sign-in was made in: mail the reader did not ask for (digests) is written in it. */
export async function rememberLanguage(db: Db, id: string, lang: string): Promise<void> {
  await db
    .update(users)
    .set({ language: isDutch(lang) ? 'nl' : 'en' })
    .where(eq(users.id, id));
}

/** The account of an address, without creating one. */
export async function existingAccount(db: Db, email: string): Promise<Account | null> {
  const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, email));
  return row ?? null;
}
