/**
 * Issue #12: each hole a security review found, shown closed through HTTP (ASVS 5.0 level 2
 * rules named where they apply; SECURITY.md lists them).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';
import { bearer, freshIp, latestCode, post, refreshCookieHeader, signIn } from './sign-in-helpers.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe.each(testDatabases)('account security on $name', (database) => {
  const now = { value: Date.parse('2026-11-20T06:00:00Z') };
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await startTestApp(database, { DEMO: 'true', TRUST_PROXY: 'loopback' }, { clock: () => now.value });
    app = t.app;
  });
  afterAll(() => t.close());

  const start = (email: string, ip = freshIp(), lang?: string) =>
    post(app, '/api/auth/email/start', { email, ...(lang ? { lang } : {}) }, {}, ip);
  const verify = (email: string, code: string, extra: object = {}, headers: Record<string, string> = {}) =>
    post(app, '/api/auth/email/verify', { email, code, ...extra }, headers, freshIp());
  const profile = (accessToken: string) =>
    app.inject({ method: 'GET', url: '/api/profile', headers: bearer(accessToken) });
  const refresh = (refreshToken: string, headers: Record<string, string> = {}) =>
    post(app, '/api/auth/refresh_token', undefined, { ...refreshCookieHeader(refreshToken), ...headers });
  const mailTo = async (email: string) =>
    (await app.inject({ method: 'GET', url: '/dev/mailbox.json' }))
      .json()
      .messages.filter((m: { to: string }) => m.to === email);
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
  const refreshCookieOf = (response: { cookies: Array<{ name: string; value: string }> }) =>
    response.cookies.find((c) => c.name === 'tidings_refresh');

  describe('1. the demo mailbox', () => {
    it('is shown to a client on this machine and to nobody else', async () => {
      const local = await app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(200);
      const local6 = await app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '::1' });
      expect(local6.statusCode).toBe(200);
      for (const remoteAddress of ['203.0.113.7', '10.1.2.3', '2001:db8::1']) {
        for (const url of ['/dev/mailbox.json', '/dev/mailbox']) {
          const away = await app.inject({ method: 'GET', url, remoteAddress });
          expect(away.statusCode).toBe(404);
          expect(away.body).not.toMatch(/\b\d{6}\b/);
        }
      }
    });

    it('counts a request through a local proxy as its forwarded client', async () => {
      const forwarded = await app.inject({
        method: 'GET',
        url: '/dev/mailbox.json',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '198.51.100.23' },
      });
      expect(forwarded.statusCode).toBe(404);
      const localThroughProxy = await app.inject({
        method: 'GET',
        url: '/dev/mailbox.json',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(localThroughProxy.statusCode).toBe(200);
    });
  });

  describe('2. the refresh token and the web app', () => {
    it('never puts the refresh token in a body the web app reads: verify and refresh answer it in the cookie only', async () => {
      const email = 'web-app@example.com';
      await start(email);
      const verified = await verify(email, await latestCode(app, email), {}, { 'sec-fetch-site': 'same-origin' });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).not.toHaveProperty('RefreshToken');
      const cookie = refreshCookieOf(verified)?.value ?? '';
      expect(cookie).not.toBe('');
      const refreshed = await refresh(cookie, { 'sec-fetch-site': 'same-origin' });
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.json()).not.toHaveProperty('RefreshToken');
      expect(refreshCookieOf(refreshed)?.value).toMatch(/^[\w-]{43}$/);
    });

    it('gives the refresh token in the body to a client outside the browser that asks, and sets no cookie', async () => {
      const email = 'native-app@example.com';
      await start(email);
      const verified = await verify(email, await latestCode(app, email), { token_delivery: 'body' });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().RefreshToken).toMatch(/^[\w-]{43}$/);
      expect(refreshCookieOf(verified)).toBeUndefined();
      const refreshed = await post(app, '/api/auth/refresh_token', { refresh_token: verified.json().RefreshToken });
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.json().RefreshToken).toMatch(/^[\w-]{43}$/);
    });

    it('refuses the body form to a browser, so an injected script cannot ask for it', async () => {
      const email = 'injected@example.com';
      await start(email);
      const code = await latestCode(app, email);
      const browsers: Array<Record<string, string>> = [
        { 'sec-fetch-site': 'same-origin' },
        { origin: 'http://localhost:3000' },
      ];
      for (const headers of browsers) {
        const refused = await verify(email, code, { token_delivery: 'body' }, headers);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error.message).toMatch(/token_delivery/);
      }
      // Nothing was spent: the code still signs the reader in the web app's way.
      expect((await verify(email, code)).statusCode).toBe(200);
    });
  });

  describe('3. guessing codes', () => {
    it('keeps the one-minute interval for a code burnt by wrong tries', async () => {
      const email = 'burnt@example.com';
      await start(email);
      const code = await latestCode(app, email);
      for (let i = 0; i < 5; i++) expect((await verify(email, wrong(code))).statusCode).toBe(400);
      const tooSoon = await start(email);
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json().error.code).toBe('RESEND_TOO_SOON');
      expect(await mailTo(email)).toHaveLength(1);
      now.value += MINUTE;
      expect((await start(email)).statusCode).toBe(200);
      expect(await mailTo(email)).toHaveLength(2);
    });

    it('sends and takes no code after 20 wrong ones in a day, says so, mails the address, and opens again a day later', async () => {
      const email = 'under-attack@example.com';
      let last: Awaited<ReturnType<typeof verify>> | undefined;
      for (let round = 0; round < 4; round++) {
        now.value += MINUTE;
        expect((await start(email)).statusCode).toBe(200);
        const code = await latestCode(app, email);
        for (let i = 0; i < 5; i++) last = await verify(email, wrong(code), { lang: 'nl' });
      }
      // The twentieth wrong code is answered with the pause itself.
      expect(last?.statusCode).toBe(429);
      expect(last?.json().error.code).toBe('TOO_MANY_FAILED_CODES');

      now.value += MINUTE;
      const refused = await start(email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toEqual({
        code: 'TOO_MANY_FAILED_CODES',
        message:
          'Too many wrong codes were entered for this address. For your safety, no new code can be sent or used for 24 hours. We have e-mailed the address about it.',
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(23 * 3600);
      expect(retryAfter).toBeLessThanOrEqual(24 * 3600);

      const mails = await mailTo(email);
      const notices = mails.filter((m: { subject: string }) => !/\d{6}/.test(m.subject));
      expect(notices).toHaveLength(1);
      expect(notices[0].subject).toBe('Inloggen bij Tidings gepauzeerd voor je adres');
      expect(notices[0].text).toContain('20 verkeerde inlogcodes');
      expect(mails.length).toBe(5);

      // A day after the first of the twenty, codes are taken again (this one is merely wrong).
      now.value += DAY;
      const reopened = await verify(email, '123456');
      expect(reopened.statusCode).toBe(400);
      expect(reopened.json().error.code).toBe('INVALID_CODE');
    });

    it('counts IPv6 clients by their /64', async () => {
      for (let i = 1; i <= 20; i++) {
        const answered = await start(`v6-${i}@example.com`, `2001:db8:7:9::${i.toString(16)}`);
        expect(answered.statusCode).toBe(200);
      }
      const sameNetwork = await start('v6-21@example.com', '2001:db8:7:9:ffff:1:2:3');
      expect(sameNetwork.statusCode).toBe(429);
      expect((await start('v6-21@example.com', '2001:db8:7:a::1')).statusCode).toBe(200);
    });
  });

  describe('4. access tokens and their session', () => {
    it('refuses an access token once its session was logged out', async () => {
      const tokens = await signIn(app, 'logged-out@example.com');
      expect((await profile(tokens.AccessToken)).statusCode).toBe(200);
      await post(app, '/api/auth/logout', undefined, refreshCookieHeader(tokens.RefreshToken));
      const after = await profile(tokens.AccessToken);
      expect(after.statusCode).toBe(401);
      expect(after.json().error.code).toBe('NOT_AUTHENTICATED');
    });

    it('refuses an access token once its account was deleted', async () => {
      const tokens = await signIn(app, 'deleted@example.com');
      const other = await signIn(app, 'deleted@example.com');
      const deleted = await post(app, '/api/profile/delete_account', undefined, bearer(tokens.AccessToken));
      expect(deleted.statusCode).toBe(200);
      expect((await profile(tokens.AccessToken)).statusCode).toBe(401);
      expect((await profile(other.AccessToken)).statusCode).toBe(401);
    });

    it('refuses the access tokens of a session that a reused refresh token ended', async () => {
      const tokens = await signIn(app, 'stolen@example.com');
      const rotated = await refresh(tokens.RefreshToken);
      const fresh = rotated.json().AccessToken;
      expect((await refresh(tokens.RefreshToken)).statusCode).toBe(401);
      expect((await profile(fresh)).statusCode).toBe(401);
    });
  });

  describe('5. idle sessions and signed-in devices', () => {
    it('ends a session left unused for 14 days, and keeps one used within them', async () => {
      const idle = await signIn(app, 'idle@example.com');
      let busy = await signIn(app, 'busy@example.com');
      for (let week = 0; week < 2; week++) {
        now.value += 7 * DAY;
        const refreshed = await refresh(busy.RefreshToken);
        expect(refreshed.statusCode).toBe(200);
        busy = { ...refreshed.json(), RefreshToken: refreshCookieOf(refreshed)?.value ?? '' };
      }
      now.value += MINUTE;
      const ended = await refresh(idle.RefreshToken);
      expect(ended.statusCode).toBe(401);
      expect(ended.json().error.code).toBe('SESSION_ENDED');
    });

    it('lists the devices, ends one, then signs out everywhere', async () => {
      const email = 'many-devices@example.com';
      const laptop = await signIn(app, email, freshIp(), { 'user-agent': CHROME_ON_LINUX });
      now.value += MINUTE;
      const phone = await signIn(app, email, freshIp(), { 'user-agent': SAFARI_ON_IPHONE });
      now.value += MINUTE;
      const tablet = await signIn(app, email);

      const listed = await app.inject({
        method: 'GET',
        url: '/api/auth/sessions',
        headers: bearer(laptop.AccessToken),
      });
      expect(listed.statusCode).toBe(200);
      expect(listed.headers['cache-control']).toBe('private, no-store');
      const { sessions } = listed.json();
      expect(sessions).toHaveLength(3);
      expect(sessions.map((s: { browser: string | null; os: string | null; current: boolean }) => s)).toEqual([
        expect.objectContaining({ browser: null, os: null, current: false }),
        expect.objectContaining({ browser: 'Safari', os: 'iOS', current: false }),
        expect.objectContaining({ browser: 'Chrome', os: 'Linux', current: true }),
      ]);
      expect(sessions[2].signedInAt).toBe(new Date(now.value - 2 * MINUTE).toISOString());

      const phoneId = sessions[1].id;
      const endedOne = await app.inject({
        method: 'DELETE',
        url: `/api/auth/sessions/${phoneId}`,
        headers: bearer(laptop.AccessToken),
      });
      expect(endedOne.json()).toEqual({ ended: 1 });
      expect((await profile(phone.AccessToken)).statusCode).toBe(401);
      // The phone's next renewal is refused, and takes the page drawn for its reader with it.
      const phoneRenewal = await refresh(phone.RefreshToken);
      expect(phoneRenewal.statusCode).toBe(401);
      const pageCookie = phoneRenewal.cookies.find((c) => c.name === 'tidings_reader');
      expect(pageCookie?.value).toBe('');
      expect((await profile(tablet.AccessToken)).statusCode).toBe(200);

      const someoneElse = await signIn(app, 'bystander@example.com');
      const notTheirs = await app.inject({
        method: 'DELETE',
        url: `/api/auth/sessions/${sessions[0].id}`,
        headers: bearer(someoneElse.AccessToken),
      });
      expect(notTheirs.json()).toEqual({ ended: 0 });
      expect((await profile(tablet.AccessToken)).statusCode).toBe(200);

      const everywhere = await app.inject({
        method: 'DELETE',
        url: '/api/auth/sessions',
        headers: bearer(laptop.AccessToken),
      });
      expect(everywhere.json()).toEqual({ ended: 2 });
      expect(refreshCookieOf(everywhere)?.value).toBe('');
      for (const device of [laptop, tablet]) {
        expect((await profile(device.AccessToken)).statusCode).toBe(401);
        expect((await refresh(device.RefreshToken)).statusCode).toBe(401);
      }
      expect((await profile(someoneElse.AccessToken)).statusCode).toBe(200);
    });

    it('answers 400 for a session id that is not one, and 401 without a token', async () => {
      const tokens = await signIn(app, 'bad-id@example.com');
      const bad = await app.inject({
        method: 'DELETE',
        url: '/api/auth/sessions/nope',
        headers: bearer(tokens.AccessToken),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/session id/);
      expect((await app.inject({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401);
    });
  });

  describe('7. mail kept in the outbox, and accounts never verified', () => {
    it('prunes outbox mail after a day and forgets an address that never signed in after a week', async () => {
      await start('passer-by@example.com');
      await signIn(app, 'keeper@example.com');
      expect(await mailTo('passer-by@example.com')).toHaveLength(1);

      now.value += DAY + MINUTE;
      await app.housekeeping.runOnce();
      expect(await mailTo('passer-by@example.com')).toHaveLength(0);
      const accounts = async (email: string) =>
        app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      expect(await accounts('passer-by@example.com')).toHaveLength(1);

      now.value += 6 * DAY;
      await app.housekeeping.runOnce();
      expect(await accounts('passer-by@example.com')).toHaveLength(0);
      expect(await accounts('keeper@example.com')).toHaveLength(1);
    });
  });

  describe('8. cross-site calls, size caps and the cookie after deletion', () => {
    it('refuses refresh and logout made by another site, and lets our pages and other clients through', async () => {
      const tokens = await signIn(app, 'csrf@example.com');
      const otherSites: Array<Record<string, string>> = [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ];
      for (const headers of otherSites) {
        const refused = await refresh(tokens.RefreshToken, headers);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error.code).toBe('CROSS_SITE_REQUEST');
        const logout = await post(app, '/api/auth/logout', undefined, {
          ...refreshCookieHeader(tokens.RefreshToken),
          ...headers,
        });
        expect(logout.statusCode).toBe(403);
      }
      const ours = await refresh(tokens.RefreshToken, {
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
      });
      expect(ours.statusCode).toBe(200);
    });

    it('refuses a huge refresh token or id token with 400 naming the field', async () => {
      const huge = await post(app, '/api/auth/refresh_token', { refresh_token: 'x'.repeat(10_000) });
      expect(huge.statusCode).toBe(400);
      expect(huge.json().error.message).toMatch(/refresh_token/);
      const hugeId = await post(app, '/api/auth/refresh_token', { refresh_token: 'x', id_token: 'y'.repeat(10_000) });
      expect(hugeId.statusCode).toBe(400);
      expect(hugeId.json().error.message).toMatch(/id_token/);
    });

    it('answers a malformed % escape with 404 and a NUL character with 400, never 500', async () => {
      for (const url of ['/story/%E0%A4%A', '/api/stories/%E0%A4%A', '/api/stories/%E0%A4%A/related', '/%zz']) {
        const response = await app.inject({ method: 'GET', url });
        expect([url, response.statusCode]).toEqual([url, 404]);
        expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No page has this address' } });
      }
      const nul = await app.inject({ method: 'GET', url: '/api/stories/%00/related' });
      expect(nul.statusCode).toBe(400);
      expect(nul.json().error.message).toMatch(/NUL/);
      const tokens = await signIn(app, 'nul-word@example.com');
      const muted = await post(app, '/api/preferences/muted/words', { word: 'a\u0000b' }, bearer(tokens.AccessToken));
      expect(muted.statusCode).toBe(400);
    });

    it('clears the refresh cookie when the account is deleted', async () => {
      const tokens = await signIn(app, 'leaving@example.com');
      const deleted = await post(app, '/api/profile/delete_account', undefined, bearer(tokens.AccessToken));
      const cleared = refreshCookieOf(deleted);
      expect(cleared?.value).toBe('');
      expect(cleared).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Strict' });
    });
  });
});

describe.each(testDatabases)('6. sign-in switched off on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database, { DEMO: 'true', FEATURE_SIGN_IN: 'false' });
  });
  afterAll(() => t.close());

  it('refuses every auth call with 404, creates no account and sends no mail', async () => {
    const email = 'switched-off@example.com';
    for (const [url, payload] of [
      ['/api/auth/email/start', { email }],
      ['/api/auth/email/resend', { email }],
      ['/api/auth/email/verify', { email, code: '123456' }],
      ['/api/auth/refresh_token', {}],
      ['/api/auth/provider', { provider: 'apple' }],
    ] as const) {
      const response = await post(t.app, url, payload);
      expect(response.statusCode).toBe(404);
    }
    const mailbox = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(mailbox.json().messages).toEqual([]);
    expect(await t.app.database.db.select().from(users)).toEqual([]);
  });
});
