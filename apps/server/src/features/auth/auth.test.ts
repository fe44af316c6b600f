import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_KEY_PREFIX } from '../../lib/rate-limit.ts';
import { startTestApp, type TestApp, type TestDatabase, testDatabases } from '../../test/harness.ts';
import { SIGN_IN_LIMITS } from './rules.ts';
import { bearer, freshIp, latestCode, post, refreshCookieHeader, signIn } from './sign-in-helpers.ts';
import { addressKey, ipKey } from './sign-in-limits.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(testDatabases)('signing in by e-mail code on $name', (database) => {
  const now = { value: Date.parse('2026-11-20T06:00:00Z') };
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await startTestApp(database, { DEMO: 'true', TRUST_PROXY: '10.0.0.0/8' }, { clock: () => now.value });
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
  });

  const start = (email: string, ip = freshIp(), lang?: string) =>
    post(app, '/api/auth/email/start', { email, ...(lang ? { lang } : {}) }, {}, ip);
  const resend = (email: string, ip = freshIp()) => post(app, '/api/auth/email/resend', { email }, {}, ip);
  const verify = (email: string, code: string, ip = freshIp()) =>
    post(app, '/api/auth/email/verify', { email, code }, {}, ip);
  const refreshWithCookie = (token: string) =>
    post(app, '/api/auth/refresh_token', undefined, refreshCookieHeader(token));
  const refreshWithBody = (body: object) => post(app, '/api/auth/refresh_token', body);
  const profile = (accessToken: string) =>
    app.inject({ method: 'GET', url: '/api/profile', headers: bearer(accessToken) });
  const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

  it('signs in with the mailed code, reads the profile, refreshes, logs out, and the session then ends', async () => {
    const email = 'Reader.One@Example.com';
    const started = await start(email);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ requiresVerification: true });

    const code = await latestCode(app, 'reader.one@example.com');
    const verified = await verify(email, code);
    expect(verified.statusCode).toBe(200);
    // DECISIONS.md item 8: the web app's refresh token is in the HttpOnly cookie, never in the body.
    expect(Object.keys(verified.json()).sort()).toEqual(['AccessToken', 'IdToken']);
    const refreshCookie = verified.cookies.find((c) => c.name === 'tidings_refresh')?.value;
    expect(refreshCookie).toMatch(/^[\w-]{43}$/);
    const tokens = { ...verified.json(), RefreshToken: refreshCookie ?? '' };

    const me = await profile(tokens.AccessToken);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'reader.one', email: 'reader.one@example.com' });

    const refreshed = await refreshWithCookie(tokens.RefreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect(Object.keys(refreshed.json()).sort()).toEqual(['AccessToken', 'IdToken']);
    const renewed = {
      ...refreshed.json(),
      RefreshToken: refreshed.cookies.find((c) => c.name === 'tidings_refresh')?.value,
    };
    expect(renewed.RefreshToken).toMatch(/^[\w-]{43}$/);
    expect(renewed.RefreshToken).not.toBe(tokens.RefreshToken);
    expect((await profile(renewed.AccessToken)).statusCode).toBe(200);

    const loggedOut = await post(app, '/api/auth/logout', undefined, refreshCookieHeader(renewed.RefreshToken));
    expect(loggedOut.statusCode).toBe(200);
    expect(loggedOut.json()).toEqual({ loggedOut: true });
    const cleared = loggedOut.cookies.find((c) => c.name === 'tidings_refresh');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/auth');

    const afterLogout = await refreshWithCookie(renewed.RefreshToken);
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json().error.code).toBe('SESSION_ENDED');
  });

  it('sets the refresh cookie HttpOnly, Secure when the request came over TLS through a trusted proxy, SameSite=Strict on /api/auth', async () => {
    const email = 'cookie@example.com';
    await start(email);
    const ip = freshIp();
    const verified = await post(
      app,
      '/api/auth/email/verify',
      { email, code: await latestCode(app, email) },
      { 'x-forwarded-proto': 'https' },
      ip,
    );
    const cookie = verified.cookies.find((c) => c.name === 'tidings_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie?.maxAge).toBe(30 * 24 * 3600);
    expect(verified.headers['cache-control']).toBe('no-store');

    // Over plain http the cookie is not Secure (a browser would drop it), on http://localhost say.
    const plain = await refreshWithCookie(cookie?.value ?? '');
    expect(plain.cookies.find((c) => c.name === 'tidings_refresh')?.secure).toBeUndefined();
  });

  it('answers the same for a new and a known address, and 400 for an invalid one', async () => {
    await signIn(app, 'known@example.com');
    const known = await start('known@example.com');
    const unknown = await start('never-seen@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);

    const invalid = await start('not-an-address');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toMatch(/email/i);
  });

  it('refuses the right code after five wrong tries', async () => {
    const email = 'five-tries@example.com';
    await start(email);
    const code = await latestCode(app, email);
    for (let i = 0; i < 5; i++) {
      const wrong = await verify(email, wrongCodeFor(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ error: { code: 'INVALID_CODE', message: 'Invalid verification code' } });
    }
    const right = await verify(email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error.code).toBe('INVALID_CODE');
  });

  it('accepts the right code on the fifth try', async () => {
    const email = 'fifth-try@example.com';
    await start(email);
    const code = await latestCode(app, email);
    for (let i = 0; i < 4; i++) expect((await verify(email, wrongCodeFor(code))).statusCode).toBe(400);
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('refuses a code after its 10 minutes', async () => {
    const email = 'slow@example.com';
    await start(email);
    const code = await latestCode(app, email);
    now.value += 10 * MINUTE;
    const late = await verify(email, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('INVALID_CODE');
  });

  it('accepts a code just before its 10 minutes end', async () => {
    const email = 'just-in-time@example.com';
    await start(email);
    const code = await latestCode(app, email);
    now.value += 10 * MINUTE - 1000;
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('refuses a code that was already used', async () => {
    const email = 'twice@example.com';
    await start(email);
    const code = await latestCode(app, email);
    expect((await verify(email, code)).statusCode).toBe(200);
    const again = await verify(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_CODE');
  });

  it('refuses a code sent to another address', async () => {
    await start('alice@example.com');
    await start('bob@example.com');
    const alicesCode = await latestCode(app, 'alice@example.com');
    const bobsCode = await latestCode(app, 'bob@example.com');
    if (alicesCode !== bobsCode) expect((await verify('bob@example.com', alicesCode)).statusCode).toBe(400);
    expect((await verify('bob@example.com', bobsCode)).statusCode).toBe(200);
  });

  it('after a resend, refuses the older code and accepts the newest', async () => {
    const email = 'resent@example.com';
    await start(email);
    const first = await latestCode(app, email);
    now.value += MINUTE;
    const resent = await resend(email);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ requiresVerification: true });
    const second = await latestCode(app, email);
    if (first !== second) {
      const old = await verify(email, first);
      expect(old.statusCode).toBe(400);
      expect(old.json().error.code).toBe('INVALID_CODE');
    }
    expect((await verify(email, second)).statusCode).toBe(200);
  });

  it('refuses a resend within a minute with 429 and Retry-After', async () => {
    const email = 'impatient@example.com';
    await start(email);
    now.value += 20_000;
    const tooSoon = await resend(email);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('40');
    expect(tooSoon.json().error).toEqual({
      code: 'RESEND_TOO_SOON',
      message: 'Please wait 40 seconds before asking for a new code.',
    });
  });

  it('does not mail a second code when start is repeated within a minute; the first code still works', async () => {
    const email = 'double-click@example.com';
    await start(email);
    const code = await latestCode(app, email);
    const mailbox = async () =>
      (await app.inject({ method: 'GET', url: '/dev/mailbox.json' }))
        .json()
        .messages.filter((m: { to: string }) => m.to === email);
    const repeated = await start(email);
    expect(repeated.statusCode).toBe(200);
    // The page is told so, and says it rather than "we sent a code" when none is coming.
    expect(repeated.json()).toEqual({ requiresVerification: true, codeAlreadySent: true });
    expect(await mailbox()).toHaveLength(1);
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('rotates the refresh token: a spent one is refused, and its reuse ends the whole session', async () => {
    const tokens = await signIn(app, 'rotation@example.com');
    const first = await refreshWithCookie(tokens.RefreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json().RefreshToken;

    const reused = await refreshWithCookie(tokens.RefreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.cookies.find((c) => c.name === 'tidings_refresh')?.value).toBe('');

    // The thief's use of the spent token revoked the family: the legitimate newer token is dead too.
    expect((await refreshWithCookie(next)).statusCode).toBe(401);
  });

  it('refreshes from the body with refresh_token and id_token, and refuses an id token of another account', async () => {
    const mine = await signIn(app, 'body-client@example.com');
    const theirs = await signIn(app, 'someone-else@example.com');
    const renewed = await refreshWithBody({ refresh_token: mine.RefreshToken, id_token: mine.IdToken });
    expect(renewed.statusCode).toBe(200);
    const next = renewed.json();
    expect(next.AccessToken).toEqual(expect.any(String));
    expect(next.IdToken).toEqual(expect.any(String));
    // A client that sends its refresh token in the body gets the next one in the body, and no cookie.
    expect(next.RefreshToken).toMatch(/^[\w-]{43}$/);
    expect(renewed.cookies).toEqual([]);

    const mismatched = await refreshWithBody({ refresh_token: next.RefreshToken, id_token: theirs.IdToken });
    expect(mismatched.statusCode).toBe(401);
  });

  it('refuses a refresh with no token or an unknown one', async () => {
    expect((await post(app, '/api/auth/refresh_token')).statusCode).toBe(401);
    expect((await refreshWithBody({ refresh_token: 'made-up' })).statusCode).toBe(401);
  });

  it('ends a session 30 days after sign-in however often it was refreshed', async () => {
    let tokens = await signIn(app, 'long-session@example.com');
    for (const days of [10, 10, 9]) {
      now.value += days * DAY;
      const refreshed = await refreshWithCookie(tokens.RefreshToken);
      expect(refreshed.statusCode).toBe(200);
      tokens = { ...refreshed.json(), RefreshToken: refreshed.cookies[0]?.value ?? '' };
    }
    now.value += 1 * DAY;
    expect((await refreshWithCookie(tokens.RefreshToken)).statusCode).toBe(401);
  });

  it('logs out with only a bearer token, ending the session on the server', async () => {
    const tokens = await signIn(app, 'bearer-logout@example.com');
    const loggedOut = await post(app, '/api/auth/logout', undefined, bearer(tokens.AccessToken));
    expect(loggedOut.statusCode).toBe(200);
    expect((await refreshWithCookie(tokens.RefreshToken)).statusCode).toBe(401);
  });

  it('leaves other sessions of the account alone on logout', async () => {
    const phone = await signIn(app, 'two-devices@example.com');
    now.value += MINUTE;
    const laptop = await signIn(app, 'two-devices@example.com');
    await post(app, '/api/auth/logout', undefined, refreshCookieHeader(phone.RefreshToken));
    expect((await refreshWithCookie(phone.RefreshToken)).statusCode).toBe(401);
    expect((await refreshWithCookie(laptop.RefreshToken)).statusCode).toBe(200);
  });

  it('answers a protected call without a valid access token with 401 Not authenticated', async () => {
    const tokens = await signIn(app, 'guarded@example.com');
    const notAuthenticated = { error: { code: 'NOT_AUTHENTICATED', message: 'Not authenticated' } };

    const missing = await app.inject({ method: 'GET', url: '/api/profile' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual(notAuthenticated);

    const [header, payload] = tokens.AccessToken.split('.');
    const forged = await profile(`${header}.${payload}.${'A'.repeat(86)}`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual(notAuthenticated);

    // The id token is for the client to read, not a key to the API.
    expect((await profile(tokens.IdToken)).statusCode).toBe(401);

    now.value += 15 * MINUTE;
    const expired = await profile(tokens.AccessToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(notAuthenticated);
  });

  it('puts the e-mail and name in the id token and the account id in both tokens', async () => {
    const tokens = await signIn(app, 'claims@example.com');
    const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString());
    const id = claims(tokens.IdToken);
    const access = claims(tokens.AccessToken);
    expect(id).toMatchObject({ email: 'claims@example.com', name: 'claims' });
    expect(access.sub).toBe(id.sub);
    expect(access.exp - access.iat).toBe(15 * 60);
  });

  it('answers provider sign-in with the failure message of Apple and Google, and refuses others', async () => {
    const apple = await post(app, '/api/auth/provider', { provider: 'apple' });
    expect(apple.statusCode).toBe(400);
    expect(apple.json()).toEqual({
      error: { code: 'PROVIDER_UNAVAILABLE', message: 'Apple sign in failed. Please try again.' },
    });
    const google = await post(app, '/api/auth/provider', { provider: 'google' });
    expect(google.json().error.message).toBe('Google sign in failed. Please try again.');
    const other = await post(app, '/api/auth/provider', { provider: 'myspace' });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toBe('Unsupported provider');
  });

  it('limits starts per address with 429 and Retry-After', async () => {
    const email = 'hammered@example.com';
    for (let i = 0; i < 5; i++) expect((await start(email)).statusCode).toBe(200);
    const refused = await start(email);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(refused.json().error.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
  });

  it('limits starts per IP with 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await start(`visitor-${i}@example.com`, ip)).statusCode).toBe(200);
    const refused = await start('visitor-20@example.com', ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await start('visitor-20@example.com', freshIp())).statusCode).toBe(200);
  });

  it('writes the code e-mail in Dutch for nl-NL and in English otherwise', async () => {
    await start('lezer@example.nl', freshIp(), 'nl-NL');
    await start('reader@example.co.uk', freshIp(), 'en-GB');
    const { messages } = (await app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json();
    const dutch = messages.find((m: { to: string }) => m.to === 'lezer@example.nl');
    const english = messages.find((m: { to: string }) => m.to === 'reader@example.co.uk');
    expect(dutch.subject).toMatch(/^Je Tidings-inlogcode: \d{6}$/);
    expect(dutch.text).toContain('10 minuten geldig');
    expect(dutch.html).toContain('<html lang="nl">');
    expect(english.subject).toMatch(/^Your Tidings sign-in code: \d{6}$/);
    expect(english.text).toContain('valid for 10 minutes');
    expect(english.text).toContain('If you did not ask for this, ignore this e-mail.');
  });

  it('documents every sign-in call with its schemas in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/auth/email/start',
      '/api/auth/email/verify',
      '/api/auth/email/resend',
      '/api/auth/refresh_token',
      '/api/auth/logout',
      '/api/auth/provider',
    ]) {
      expect(doc.paths[path].post.tags).toEqual(['auth']);
    }
    expect(Object.keys(doc.paths['/api/auth/email/start'].post.responses)).toEqual(['200', '400', '429', '502']);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('sign-in limits kept in Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? '';
  const email = `redis-${randomBytes(6).toString('hex')}@example.com`;
  const ip = `10.99.${randomInt(256)}.${randomInt(256)}`;
  const { limit, windowMs } = SIGN_IN_LIMITS.startPerAddress;
  const keys = [
    `${REDIS_KEY_PREFIX}${limit}/${windowMs}:${addressKey('start', email)}`,
    `${REDIS_KEY_PREFIX}${SIGN_IN_LIMITS.startPerIp.limit}/${windowMs}:${ipKey('start', { ip } as FastifyRequest)}`,
  ];
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabases[0] as TestDatabase, { DEMO: 'true', REDIS_URL: redisUrl });
  });
  afterAll(async () => {
    await t.close();
    const client = new Redis(redisUrl);
    await client.del(...keys);
    await client.quit();
  });

  it('counts starts in Redis and answers 429 with Retry-After past the limit', async () => {
    for (let i = 0; i < limit; i++)
      expect((await post(t.app, '/api/auth/email/start', { email }, {}, ip)).statusCode).toBe(200);
    const refused = await post(t.app, '/api/auth/email/start', { email }, {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    const client = new Redis(redisUrl);
    expect(await client.get(keys[0] ?? '')).toBe(String(limit + 1));
    await client.quit();
  });
});

describe('sign-in limits while Redis is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabases[0] as TestDatabase, { DEMO: 'true', REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('still refuses past the limit: the limits fail closed, counted in the instance', async () => {
    const email = 'outage@example.com';
    const { limit } = SIGN_IN_LIMITS.startPerAddress;
    for (let i = 0; i < limit; i++)
      expect((await post(t.app, '/api/auth/email/start', { email }, {}, freshIp())).statusCode).toBe(200);
    const refused = await post(t.app, '/api/auth/email/start', { email }, {}, freshIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });
});
