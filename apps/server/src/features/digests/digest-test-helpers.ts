/** Test helpers for the digests: readers signed in through HTTP, and the outbox read from the table. */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { mailOutbox, userPreferences, users } from '../../db/schema.ts';
import { bearer, freshIp, post } from '../auth/sign-in-helpers.ts';

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Every mail in the outbox, oldest first (the mailbox page shows the newest 50 only). */
export async function outbox(app: FastifyInstance): Promise<Mail[]> {
  return app.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
}

/** The outbox's mail to `to` whose subject matches, oldest first. */
export async function mailsTo(app: FastifyInstance, to: string, subject?: RegExp): Promise<Mail[]> {
  const all = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.id));
  return subject ? all.filter((mail) => subject.test(mail.subject)) : all;
}

/** Signs a reader in as the web app does, in its interface language; answers the access token. */
export async function signInReader(app: FastifyInstance, email: string, lang = 'en'): Promise<string> {
  const ip = freshIp();
  expect((await post(app, '/api/auth/email/start', { email, lang }, {}, ip)).statusCode).toBe(200);
  const [codeMail] = (await mailsTo(app, email)).reverse();
  const code = /\b(\d{6})\b/.exec(codeMail?.subject ?? '')?.[1];
  const verified = await post(app, '/api/auth/email/verify', { email, code, lang }, {}, ip);
  expect(verified.statusCode).toBe(200);
  return verified.json().AccessToken;
}

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  token: string,
  payload?: object,
) {
  return app.inject({ method, url, payload, headers: bearer(token), remoteAddress: freshIp() });
}

/** Stores e-mail settings as the database holds them, past the API's premium check (a plan that ended, an old row). */
export async function storeEmailSettings(app: FastifyInstance, email: string, settings: Record<string, boolean>) {
  const preferences = {
    emailSettings: { weeklyDigest: true, dailyDigest: false, breakingNews: true, productUpdates: true, ...settings },
  };
  await app.database.db
    .insert(userPreferences)
    .values({ userId: await userId(app, email), preferences, updatedAt: new Date() })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { preferences } });
}

export async function userId(app: FastifyInstance, email: string): Promise<string> {
  const [user] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account for ${email}`);
  return user.id;
}

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** The token of a mail's List-Unsubscribe link. */
export function unsubscribeToken(mail: Mail): string {
  const link = /^<(.+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
  return new URL(link).searchParams.get('token') ?? '';
}
