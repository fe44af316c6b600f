import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditionFolder } from '../../test/editions.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';
import { digestEdition, MONDAY_MORNING, NEXT_MONDAY_MORNING, publishNextWeek } from './digest-fixtures.ts';
import { call, DAY, mailsTo, signInReader, unsubscribeToken } from './digest-test-helpers.ts';
import { UNSUBSCRIBE_LINK_DAYS } from './unsubscribe-links.ts';

const LOOPBACK = '127.0.0.1';
const PATH = '/api/digests/unsubscribe';

describe.each(testDatabases)('one-click unsubscribe from a digest, on $name', (database) => {
  let folder: EditionFolder;
  let t: TestApp;
  let app: FastifyInstance;
  let now = MONDAY_MORNING;
  let englishToken: string;
  let dutchToken: string;
  let english: string;
  let dutch: string;

  const emailSettings = async (token: string) => {
    const response = await call(app, 'GET', '/api/preferences', token);
    return response.statusCode === 404 ? null : response.json().emailSettings;
  };

  beforeAll(async () => {
    folder = await digestEdition();
    t = await startTestApp(database, { DEMO: 'true', NEWS_EDITION: folder.newsFile }, { clock: () => now });
    app = t.app;
    english = await signInReader(app, 'reader@example.com');
    dutch = await signInReader(app, 'lezer@example.nl', 'nl');
    // Saved settings, so GET /api/preferences answers them.
    for (const token of [english, dutch]) {
      const saved = await call(app, 'PATCH', '/api/preferences/email', token, {
        emailSettings: { breakingNews: true },
      });
      expect(saved.statusCode).toBe(200);
    }
    await app.inject({ method: 'POST', url: '/dev/digests/weekly', remoteAddress: LOOPBACK });
    const [englishMail] = await mailsTo(app, 'reader@example.com', /^Your week in news/);
    const [dutchMail] = await mailsTo(app, 'lezer@example.nl', /^Jouw week/);
    if (!englishMail || !dutchMail) throw new Error('no weekly digests');
    englishToken = unsubscribeToken(englishMail);
    dutchToken = unsubscribeToken(dutchMail);
  });
  afterAll(async () => {
    await t.close();
    await folder.remove();
  });

  it('opened as a page (GET), asks with a button that POSTs, in the language of the mail, and changes nothing', async () => {
    const page = await app.inject({ method: 'GET', url: `${PATH}?token=${dutchToken}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="nl">');
    expect(page.body).toContain('Wil je het wekelijkse overzicht niet meer per e-mail ontvangen?');
    expect(page.body).toContain(`<form method="post" action="${PATH}?token=${dutchToken}">`);
    expect(page.body).toContain('<button type="submit">Afmelden</button>');
    expect(page.body).not.toMatch(/<script/);
    const english = await app.inject({ method: 'GET', url: `${PATH}?token=${englishToken}` });
    expect(english.body).toContain('Stop getting the weekly digest by e-mail?');
    expect((await emailSettings(dutch))?.weeklyDigest).toBe(true);
  });

  it('one-click POST (RFC 8058) turns off that one setting, without signing in', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${PATH}?token=${englishToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unsubscribed: true, setting: 'weeklyDigest' });
    expect(await emailSettings(english)).toEqual({
      weeklyDigest: false,
      dailyDigest: false,
      breakingNews: true,
      productUpdates: true,
    });
    // Doing it again changes nothing and still answers yes.
    const again = await app.inject({
      method: 'POST',
      url: `${PATH}?token=${englishToken}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(again.statusCode).toBe(200);
  });

  it("the page's button unsubscribes and says so in the reader's language", async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${PATH}?token=${dutchToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Je bent afgemeld');
    expect(response.body).toContain('Je ontvangt het wekelijkse overzicht niet meer.');
    // Undone where it was done, in the settings: the link opens them on their E-mail tab, in Dutch.
    expect(response.body).toContain(
      '<a href="/?settings=email&amp;lang=nl">Zet het weer aan in je e-mailinstellingen</a>',
    );
    expect((await emailSettings(dutch))?.weeklyDigest).toBe(false);
    expect((await emailSettings(dutch))?.breakingNews).toBe(true);
  });

  it('refuses a tampered link with 400 and a message, and changes nothing', async () => {
    const breaking = await signInReader(app, 'tamper@example.com');
    const [mailed] = await mailsTo(app, 'reader@example.com', /^Your week in news/);
    if (!mailed) throw new Error('no mail');
    const [header, payload, signature] = unsubscribeToken(mailed).split('.');
    // Another reader's id under the old signature.
    const forged = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    forged.sub = '00000000-0000-4000-8000-000000000000';
    const tampered = [header, Buffer.from(JSON.stringify(forged)).toString('base64url'), signature].join('.');
    for (const token of [tampered, `${englishToken}x`, 'not-a-token', '']) {
      const response = await app.inject({ method: 'POST', url: `${PATH}?token=${encodeURIComponent(token)}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'UNSUBSCRIBE_LINK_INVALID',
        message:
          'This unsubscribe link is not valid. Use the link in the e-mail as it is, or change your e-mails in Tidings under Personalization Settings, Email.',
      });
    }
    const missing = await app.inject({ method: 'POST', url: PATH });
    expect(missing.statusCode).toBe(400);
    const twice = await app.inject({ method: 'GET', url: `${PATH}?token=&token=` });
    expect(twice.statusCode).toBe(400);
    const refusedPage = await app.inject({
      method: 'POST',
      url: `${PATH}?token=bad`,
      headers: { accept: 'text/html' },
    });
    expect(refusedPage.statusCode).toBe(400);
    expect(refusedPage.body).toContain('This unsubscribe link is not valid.');
    const page = await app.inject({ method: 'GET', url: `${PATH}?token=${encodeURIComponent(tampered)}` });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This unsubscribe link is not valid.');
    const dutchPage = await app.inject({
      method: 'GET',
      url: `${PATH}?token=bad`,
      headers: { 'accept-language': 'nl-NL,nl;q=0.9' },
    });
    expect(dutchPage.body).toContain('Deze afmeldlink is niet geldig.');
    expect(dutchPage.body).toContain('<a href="/?settings=email&amp;lang=nl">Open je e-mailinstellingen</a>');
    expect(await emailSettings(breaking)).toBeNull();
  });

  it('refuses an expired link with 400 and says it expired', async () => {
    now += (UNSUBSCRIBE_LINK_DAYS + 1) * DAY;
    try {
      const response = await app.inject({ method: 'POST', url: `${PATH}?token=${dutchToken}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'UNSUBSCRIBE_LINK_EXPIRED',
        message:
          'This unsubscribe link has expired. Change your e-mails in Tidings under Personalization Settings, Email.',
      });
      const page = await app.inject({ method: 'GET', url: `${PATH}?token=${dutchToken}` });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('This unsubscribe link has expired.');
    } finally {
      now -= (UNSUBSCRIBE_LINK_DAYS + 1) * DAY;
    }
  });

  it('turns off the one setting its link names: a breaking-news link leaves the weekly digest alone', async () => {
    const reader = await signInReader(app, 'alerts@example.com');
    await app.inject({ method: 'POST', url: '/dev/digests/breaking', remoteAddress: LOOPBACK });
    const [alert] = await mailsTo(app, 'alerts@example.com', /^Breaking:/);
    if (!alert) throw new Error('no alert');
    const response = await app.inject({ method: 'POST', url: `${PATH}?token=${unsubscribeToken(alert)}` });
    expect(response.json()).toEqual({ unsubscribed: true, setting: 'breakingNews' });
    expect(await emailSettings(reader)).toEqual({
      weeklyDigest: true,
      dailyDigest: false,
      breakingNews: false,
      productUpdates: true,
    });
  });

  it('turns off a daily digest that was on only because the reader is premium, for good', async () => {
    const reader = await signInReader(app, 'daily@example.com');
    expect((await call(app, 'POST', '/api/billing/trial', reader, {})).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/dev/digests/daily', remoteAddress: LOOPBACK });
    const [daily] = await mailsTo(app, 'daily@example.com', /^Your daily digest/);
    if (!daily) throw new Error('no daily digest for a premium reader who never switched it');
    const response = await app.inject({ method: 'POST', url: `${PATH}?token=${unsubscribeToken(daily)}` });
    expect(response.json()).toEqual({ unsubscribed: true, setting: 'dailyDigest' });
    expect((await emailSettings(reader))?.dailyDigest).toBe(false);
  });

  it('says an account deleted since its mail gets nothing, rather than that it was unsubscribed', async () => {
    const reader = await signInReader(app, 'leaver@example.com');
    await app.inject({ method: 'POST', url: '/dev/digests/breaking', remoteAddress: LOOPBACK });
    const [alert] = await mailsTo(app, 'leaver@example.com', /^Breaking:/);
    if (!alert) throw new Error('no alert');
    const link = `${PATH}?token=${unsubscribeToken(alert)}`;
    expect((await call(app, 'POST', '/api/profile/delete_account', reader, {})).statusCode).toBe(200);

    const page = await app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This account no longer exists');
    expect(page.body).not.toContain('<form');
    const button = await app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: '',
    });
    expect(button.body).toContain('has been deleted, so we send it no more mail');
    expect(button.body).not.toContain('You are unsubscribed');
    // A mail client's one-click POST is answered as done: nothing is sent to the address anyway.
    const oneClick = await app.inject({ method: 'POST', url: link });
    expect(oneClick.statusCode).toBe(200);
  });

  it("skips the reader who unsubscribed in the next week's digest, and still mails the others", async () => {
    // A newer edition, a week on (an edition store only moves forward, so this test comes last).
    await publishNextWeek(folder);
    now = NEXT_MONDAY_MORNING;
    await app.editions.load();
    const run = await app.inject({ method: 'POST', url: '/dev/digests/weekly', remoteAddress: LOOPBACK });
    expect(run.json()).toMatchObject({ period: '2026-W49', failed: 0 });
    expect(await mailsTo(app, 'reader@example.com', /^Your week in news/)).toHaveLength(1);
    expect(await mailsTo(app, 'lezer@example.nl', /^Jouw week/)).toHaveLength(1);
    expect(await mailsTo(app, 'alerts@example.com', /^Your week in news: Ferry service resumes/)).toHaveLength(1);
  });
});
