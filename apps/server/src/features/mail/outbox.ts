/** The local outbox table: mail kept instead of sent when no SMTP server is configured. */
import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  createdAt: string;
}

/** The mailbox page shows the latest mail only; older mail stays in the table. */
export const MAILBOX_PAGE_SIZE = 50;

export async function saveToOutbox(
  db: Db,
  message: { to: string; subject: string; text: string; html: string; headers?: Record<string, string> },
  at: Date,
): Promise<void> {
  const { headers = {}, ...rest } = message;
  await db.insert(mailOutbox).values({ ...rest, headers, createdAt: at });
}

export async function outboxMailById(db: Db, id: number): Promise<OutboxMessage | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ? { ...row, id: String(row.id), createdAt: row.createdAt.toISOString() } : null;
}

export async function latestOutboxMail(db: Db, limit = MAILBOX_PAGE_SIZE): Promise<OutboxMessage[]> {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  return rows.map((row) => ({ ...row, id: String(row.id), createdAt: row.createdAt.toISOString() }));
}

/** Mail in the outbox holds sign-in codes in plain text; a day is long enough to read it. */
export const OUTBOX_KEEP_MS = 24 * 60 * 60 * 1000;

export async function pruneOutbox(db: Db, now: number): Promise<number> {
  const removed = await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.createdAt, new Date(now - OUTBOX_KEEP_MS)))
    .returning({ id: mailOutbox.id });
  return removed.length;
}
