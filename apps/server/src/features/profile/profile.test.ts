import { preferencesSchema } from '@tidings/core/schemas/account';
import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import { mailOutbox, refreshTokens, userPreferences, users, verificationCodes } from '../../db/schema.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';
import { bearer, post, refreshCookieHeader, signIn } from '../auth/sign-in-helpers.ts';
import { EXPORTED_TABLES, NOT_EXPORTED } from './export.ts';

describe.each(testDatabases)('the profile and account deletion on $name', (database) => {
  const now = { value: Date.parse('2026-11-20T06:00:00Z') };
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await startTestApp(database, { DEMO: 'true' }, { clock: () => now.value });
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
  });

  const profile = (accessToken: string) =>
    app.inject({ method: 'GET', url: '/api/profile', headers: bearer(accessToken) });
  const deleteAccount = (accessToken: string) =>
    post(app, '/api/profile/delete_account', undefined, bearer(accessToken));

  it('shows a new reader the default preferences and empty demographics', async () => {
    const tokens = await signIn(app, 'new.reader@example.com');
    const response = await profile(tokens.AccessToken);
    const defaults = preferencesSchema.parse({});
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      username: 'new.reader',
      email: 'new.reader@example.com',
      // The defaults, the daily digest as a free reader's plan shows it (off).
      preferences: { ...defaults, emailSettings: { ...defaults.emailSettings, dailyDigest: false } },
      demographics: { ageRange: '', gender: '' },
    });
  });

  it('keeps the language a reader chooses for the mail they did not ask for, and refuses one we do not write', async () => {
    const tokens = await signIn(app, 'taalkeuze@example.com');
    const language = async () =>
      (
        await app.database.db
          .select({ language: users.language })
          .from(users)
          .where(eq(users.email, 'taalkeuze@example.com'))
      )[0]?.language;
    const put = (payload: object, headers: Record<string, string> = bearer(tokens.AccessToken)) =>
      app.inject({ method: 'PUT', url: '/api/profile/language', headers, payload });
    expect(await language()).not.toBe('nl');
    const chosen = await put({ language: 'nl' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ language: 'nl' });
    expect(await language()).toBe('nl');
    const refused = await put({ language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/language/);
    expect(await language()).toBe('nl');
    expect((await put({ language: 'en' }, {})).statusCode).toBe(401);
  });

  it('shows stored preferences, with defaults for what was never set', async () => {
    const tokens = await signIn(app, 'settled@example.com');
    const [user] = await app.database.db.select().from(users).where(eq(users.email, 'settled@example.com'));
    await app.database.db
      .insert(userPreferences)
      .values({ userId: user?.id ?? '', preferences: { categories: ['Science'], age: '25-34', gender: 'female' } });
    const body = (await profile(tokens.AccessToken)).json();
    expect(body.preferences.categories).toEqual(['Science']);
    expect(body.preferences.theme).toBe('auto');
    expect(body.demographics).toEqual({ ageRange: '25-34', gender: 'female' });
  });

  it('refuses the profile and deletion without a token', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/profile' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ error: { code: 'NOT_AUTHENTICATED', message: 'Not authenticated' } });
    expect((await post(app, '/api/profile/delete_account')).statusCode).toBe(401);
  });

  it('deletes the account and every row of it at once, and nothing of anyone else', async () => {
    const email = 'leaving@example.com';
    const phone = await signIn(app, email);
    now.value += 61_000;
    const laptop = await signIn(app, email);
    await signIn(app, 'staying@example.com');
    const { db } = app.database;
    const [leaving] = await db.select().from(users).where(eq(users.email, email));
    const userId = leaving?.id ?? '';
    await db.insert(userPreferences).values({ userId, preferences: { mutedWords: ['football'] } });
    // A message to support: the desk's mail answers to the reader's address.
    const asked = await post(
      app,
      '/api/support',
      { topic: 'account', message: 'Please tell me what you keep about me.' },
      bearer(phone.AccessToken),
    );
    expect(asked.statusCode).toBe(201);

    const rowsOf = async () => ({
      users: await count(users, eq(users.id, userId)),
      refreshTokens: await count(refreshTokens, eq(refreshTokens.userId, userId)),
      verificationCodes: await count(verificationCodes, eq(verificationCodes.email, email)),
      userPreferences: await count(userPreferences, eq(userPreferences.userId, userId)),
      mailOutbox: await count(mailOutbox, eq(mailOutbox.to, email)),
      deskMail: await count(mailOutbox, sql`${mailOutbox.headers}->>'Reply-To' = ${email}`),
    });
    expect(Object.values(await rowsOf()).every((n) => n > 0)).toBe(true);
    const othersBefore = await count(users);

    const deleted = await deleteAccount(laptop.AccessToken);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });

    expect(await rowsOf()).toEqual({
      users: 0,
      refreshTokens: 0,
      verificationCodes: 0,
      userPreferences: 0,
      mailOutbox: 0,
      deskMail: 0,
    });
    expect(await count(users)).toBe(othersBefore - 1);
    expect(await count(users, eq(users.email, 'staying@example.com'))).toBe(1);

    // Every session of the account is over: no refresh, and the still-unexpired access token finds no account.
    const refreshed = await post(app, '/api/auth/refresh_token', undefined, refreshCookieHeader(phone.RefreshToken));
    expect(refreshed.statusCode).toBe(401);
    expect((await profile(phone.AccessToken)).statusCode).toBe(401);
    expect((await deleteAccount(phone.AccessToken)).statusCode).toBe(401);
  });

  it('gives a reader everything kept of them as one file, nothing of anyone else, and no secret', async () => {
    const email = 'my-data@example.com';
    const tokens = await signIn(app, email);
    const other = await signIn(app, 'someone-else@example.com');
    const as = bearer(tokens.AccessToken);
    const send = (method: 'POST' | 'PATCH', url: string, payload: object, headers = as) =>
      app.inject({ method, url, headers, payload });
    expect((await send('POST', '/api/preferences/muted/words', { word: 'comet' })).statusCode).toBe(200);
    expect((await send('PATCH', '/api/preferences', { age: '35-44' })).statusCode).toBe(200);
    const news = (await app.inject({ method: 'GET', url: '/api/news' })).json();
    const storyId: string = news.data[0].id;
    expect((await send('POST', '/api/saved-stories', { storyId })).statusCode).toBeLessThan(300);
    const asked = await send('POST', '/api/support', { topic: 'other', message: 'What do you keep about me?' });
    expect(asked.statusCode).toBe(201);
    await send('POST', '/api/preferences/muted/words', { word: 'theirs' }, bearer(other.AccessToken));

    const exported = await app.inject({ method: 'GET', url: '/api/profile/export', headers: as });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['cache-control']).toBe('private, no-store');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="tidings-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = exported.json();
    expect(data.account).toMatchObject({ email });
    expect(data.preferences).toMatchObject({ mutedWords: ['comet'], age: '35-44' });
    expect(data.savedStories).toEqual([
      expect.objectContaining({ storyId, link: expect.stringMatching(/\/article\//) }),
    ]);
    expect(data.supportMessages).toEqual([
      expect.objectContaining({ topic: 'other', message: 'What do you keep about me?' }),
    ]);
    expect(data.signIns).toHaveLength(1);
    expect(data.membership).toBeNull();
    // Nothing of the other reader, and no hash or token that proves a secret.
    expect(exported.body).not.toContain('theirs');
    expect(exported.body).not.toContain('someone-else');
    expect(exported.body).not.toMatch(/tokenHash|codeHash|customerId|token_hash/);

    expect((await app.inject({ method: 'GET', url: '/api/profile/export' })).statusCode).toBe(401);
  });

  it('reads every table that holds an account’s rows into the export, or says why not', () => {
    const tables: unknown[] = Object.values(schema);
    const exported: readonly string[] = EXPORTED_TABLES;
    const withAccountRows = tables
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table))
      .filter((config) => config.columns.some((column) => column.name === 'user_id'))
      .map((config) => config.name);
    expect(withAccountRows.length).toBeGreaterThan(10);
    expect(withAccountRows.filter((name) => !exported.includes(name) && !(name in NOT_EXPORTED))).toEqual([]);
  });

  it('documents the profile calls under the profile tag', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/profile'].get.tags).toEqual(['profile']);
    expect(doc.paths['/api/profile/delete_account'].post.tags).toEqual(['profile']);
  });

  // biome-ignore lint/suspicious/noExplicitAny: any table of the schema
  async function count(table: any, where?: ReturnType<typeof eq>): Promise<number> {
    const query = app.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    const [row] = await (where ? query.where(where) : query);
    return Number(row?.n ?? 0);
  }
});
