import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditionFolder } from '../../test/editions.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';
import { post } from '../auth/sign-in-helpers.ts';
import { DUTCH, digestEdition, MONDAY_MORNING, MORE_BREAKING, STORIES } from './digest-fixtures.ts';
import { call, DAY, mailsTo, outbox, signInReader, storeEmailSettings } from './digest-test-helpers.ts';

const LOOPBACK = '127.0.0.1';
const devRun = (app: FastifyInstance, kind: string, remoteAddress = LOOPBACK) =>
  app.inject({ method: 'POST', url: `/dev/digests/${kind}`, remoteAddress });

describe.each(testDatabases)('digests mailed to the readers who want them, on $name', (database) => {
  let folder: EditionFolder;
  let t: TestApp;
  let app: FastifyInstance;
  let now = MONDAY_MORNING;
  const readers = {
    free: 'free@example.com',
    freeWithDaily: 'free-daily@example.com',
    premium: 'premium@example.com',
    premiumNoDaily: 'premium-no-daily@example.com',
    noWeekly: 'no-weekly@example.com',
    muter: 'muter@example.com',
    dutch: 'lezer@example.nl',
    unverified: 'never-verified@example.com',
  };

  beforeAll(async () => {
    folder = await digestEdition();
    t = await startTestApp(database, { DEMO: 'true', NEWS_EDITION: folder.newsFile }, { clock: () => now });
    app = t.app;
    await signInReader(app, readers.free);
    await signInReader(app, readers.freeWithDaily);
    // A free reader whose row says daily: on (an ended plan, an old row); the API would refuse to store it.
    await storeEmailSettings(app, readers.freeWithDaily, { dailyDigest: true });
    // Premium and never switched the daily digest: its default is the plan (§5), on.
    const premium = await signInReader(app, readers.premium);
    expect((await call(app, 'POST', '/api/billing/trial', premium, {})).statusCode).toBe(200);
    const premiumNoDaily = await signInReader(app, readers.premiumNoDaily);
    expect((await call(app, 'POST', '/api/billing/trial', premiumNoDaily, {})).statusCode).toBe(200);
    expect(
      (await call(app, 'PATCH', '/api/preferences/email', premiumNoDaily, { emailSettings: { dailyDigest: false } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(app, 'PATCH', '/api/preferences/categories', premium, { categories: ['Technology'] })).statusCode,
    ).toBe(200);
    const noWeekly = await signInReader(app, readers.noWeekly);
    expect(
      (await call(app, 'PATCH', '/api/preferences/email', noWeekly, { emailSettings: { weeklyDigest: false } }))
        .statusCode,
    ).toBe(200);
    const muter = await signInReader(app, readers.muter);
    expect((await call(app, 'POST', '/api/preferences/muted/words', muter, { word: 'volcano' })).statusCode).toBe(200);
    expect(
      (await call(app, 'POST', '/api/preferences/muted/sources', muter, { source: 'Harbour Gazette' })).statusCode,
    ).toBe(200);
    await signInReader(app, readers.dutch, 'nl-NL');
    expect((await post(app, '/api/auth/email/start', { email: readers.unverified })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await folder.remove();
  });

  it('sends the weekly digest to every verified reader with it on, free and premium, once per week', async () => {
    const run = await devRun(app, 'weekly');
    expect(run.statusCode).toBe(200);
    expect(run.json()).toEqual({ kind: 'weeklyDigest', period: '2026-W48', sent: 6, failed: 0 });
    const weekly = (await outbox(app)).filter((mail) =>
      /^(Your week in news|Jouw week in het nieuws)/.test(mail.subject),
    );
    expect(weekly.map((mail) => mail.to).sort()).toEqual(
      [
        readers.free,
        readers.freeWithDaily,
        readers.premium,
        readers.premiumNoDaily,
        readers.muter,
        readers.dutch,
      ].sort(),
    );

    // Again the same week: nobody gets a second one.
    const again = await devRun(app, 'weekly');
    expect(again.json()).toMatchObject({ sent: 0, failed: 0 });
    expect(await mailsTo(app, readers.free, /^Your week in news/)).toHaveLength(1);
  });

  it("lists the week's stories with links to their pages, and nothing older than a week", async () => {
    const [mail] = await mailsTo(app, readers.free, /^Your week in news/);
    if (!mail) throw new Error('no weekly digest');
    for (const id of ['vote-recount', 'volcano-erupts', 'gazette-exclusive', 'tech-launch', 'quake-breaking']) {
      expect(mail.text).toContain(`http://localhost:3000/story/${id}?lang=en`);
      expect(mail.html).toContain(`href="http://localhost:3000/story/${id}?lang=en"`);
    }
    expect(mail.text).not.toContain('old-story');
    expect(mail.text).toContain('Recount of the council vote begins');
    // The outlet the card names comes first (here the newest: the edition says no headline's outlet).
    expect(mail.text).toContain('Reported by Daily Ledger and Wire One');
    expect(mail.text).toContain('You get this mail because the weekly digest is on in your Tidings e-mail settings.');
    // This reader chose no interests yet: the digest says how to put them first.
    expect(mail.text).toContain(
      'The 7 stories of the past seven days most worth your time. Choose your interests in Tidings and they come first.',
    );
  });

  it("leaves out the reader's muted words and sources: no muted story and no muted outlet appears", async () => {
    const [mail] = await mailsTo(app, readers.muter, /^Your week in news/);
    if (!mail) throw new Error('no weekly digest');
    for (const body of [mail.text, mail.html, mail.subject]) {
      expect(body.toLowerCase()).not.toContain('volcano');
      expect(body).not.toContain('Harbour Gazette');
    }
    // The story only the muted outlet reported is gone; one it shared stays, without it.
    expect(mail.text).not.toContain('/story/gazette-exclusive');
    expect(mail.text).toContain('/story/storm-breaking');
    // Another reader's digest has both, so the mutes did the leaving out.
    const [other] = await mailsTo(app, readers.free, /^Your week in news/);
    expect(other?.text).toContain('Volcano erupts');
    expect(other?.text).toContain('Harbour Gazette');
  });

  it('writes to a Dutch reader in Dutch, with the Dutch headlines of the edition', async () => {
    const [mail] = await mailsTo(app, readers.dutch);
    const weekly = (await mailsTo(app, readers.dutch, /^Jouw week in het nieuws/))[0];
    expect(mail?.subject).toMatch(/inlogcode/);
    if (!weekly) throw new Error('no Dutch weekly digest');
    expect(weekly.html).toContain('<html lang="nl"');
    expect(weekly.text).toContain(DUTCH[0]?.headline);
    expect(weekly.text).toContain('Gemeld door Daily Ledger en Wire One');
    expect(weekly.text).toContain(
      'Afmelden voor het wekelijkse overzicht: http://localhost:3000/api/digests/unsubscribe?token=',
    );
    expect(weekly.text).toContain('Je krijgt deze e-mail omdat het wekelijkse overzicht aanstaat');
    expect(weekly.text).not.toMatch(/Reported by|You get this mail/);
    // Its links open the story in Dutch on any device, whatever language the browser would detect.
    expect(weekly.html).toContain('href="http://localhost:3000/story/vote-recount?lang=nl"');
    const page = await app.inject({ method: 'GET', url: '/story/vote-recount?lang=nl' });
    expect(page.body).toMatch(/<html lang="nl"/);
  });

  it('is good mail: HTML and text, readable in dark mode and on phones, and an RFC 8058 one-click unsubscribe', async () => {
    const [mail] = await mailsTo(app, readers.free, /^Your week in news/);
    if (!mail) throw new Error('no weekly digest');
    expect(mail.html).toMatch(/^<!doctype html>/i);
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark">');
    expect(mail.html).toContain('@media (prefers-color-scheme: dark)');
    expect(mail.html).not.toMatch(/<script|fonts\.googleapis|<img/i);
    // Light text only on the blue button and in the hidden preview line; every text colour is dark otherwise.
    const lightText = [...mail.html.matchAll(/[;"]color:(#fff(?:fff)?)\b/gi)].length;
    expect(lightText).toBeLessThanOrEqual(1);
    expect(mail.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/digests\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The footer's link is the header's link.
    const link = mail.headers['List-Unsubscribe']?.slice(1, -1) ?? '';
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    // And it links the e-mail settings, where the reader changes more than one mail.
    expect(mail.html).toContain('href="http://localhost:3000/?settings=email&amp;lang=en"');
    expect(mail.text).toContain(
      'Choose which e-mails you get in your e-mail settings: http://localhost:3000/?settings=email&lang=en',
    );
  });

  it('sends the daily digest to premium readers who did not switch it off, never to a free reader, ranked by their interests', async () => {
    const run = await devRun(app, 'daily');
    expect(run.json()).toEqual({ kind: 'dailyDigest', period: '2026-11-23', sent: 1, failed: 0 });
    const daily = (await outbox(app)).filter((mail) => /^Your daily digest/.test(mail.subject));
    expect(daily.map((mail) => mail.to)).toEqual([readers.premium]);
    expect(daily[0]?.subject).toBe('Your daily digest for November 23, 2026');
    // Technology is the reader's topic: the chip story leads; only stories of the last 24 hours.
    const first = /^1\. (.+)$/m.exec(daily[0]?.text ?? '')?.[1];
    expect(first).toBe('A new phone chip promises longer battery life');
    expect(daily[0]?.text).toMatch(
      /^The \d+ stories of the last 24 hours most worth your time, your interests first\.$/m,
    );
    expect(daily[0]?.text).not.toContain('gazette-exclusive');
    expect((await devRun(app, 'daily')).json()).toMatchObject({ sent: 0 });

    // The next day is a new period; with nothing published since, no empty digest goes out.
    now += DAY;
    try {
      expect((await devRun(app, 'daily')).json()).toEqual({
        kind: 'dailyDigest',
        period: '2026-11-24',
        sent: 0,
        failed: 0,
      });
    } finally {
      now -= DAY;
    }
  });

  it('alerts breaking news once per story, only where the reader sees enough outlets', async () => {
    const run = await devRun(app, 'breaking');
    expect(run.json()).toMatchObject({ kind: 'breakingNews', period: null, failed: 0 });
    const quake = (await outbox(app)).filter((mail) => /Strong earthquake|Zware aardbeving/.test(mail.subject));
    expect(quake.map((mail) => mail.to).sort()).toEqual(
      [
        readers.free,
        readers.freeWithDaily,
        readers.premium,
        readers.premiumNoDaily,
        readers.noWeekly,
        readers.muter,
        readers.dutch,
      ].sort(),
    );
    expect(quake.find((mail) => mail.to === readers.free)?.subject).toBe(
      'Breaking: Strong earthquake shakes the capital',
    );
    expect(quake.find((mail) => mail.to === readers.dutch)?.subject).toBe(
      'Net binnen: Zware aardbeving schudt de hoofdstad',
    );
    expect(quake.find((mail) => mail.to === readers.free)?.text).toContain(
      '6 news outlets reported this within 3 hours.',
    );
    // Five outlets, one of them muted by this reader: four left is not breaking for them.
    expect(await mailsTo(app, readers.muter, /^Breaking: Storm closes/)).toHaveLength(0);
    expect(await mailsTo(app, readers.free, /^Breaking: Storm closes/)).toHaveLength(1);
    // Spread over ten hours: never breaking.
    expect((await outbox(app)).some((mail) => /bridge toll/.test(mail.subject))).toBe(false);

    expect((await devRun(app, 'breaking')).json()).toMatchObject({ sent: 0 });
  });

  it('sends a product update once to every reader who wants them, in their language', async () => {
    const noUpdates = await signInReader(app, 'no-updates@example.com');
    expect(
      (await call(app, 'PATCH', '/api/preferences/email', noUpdates, { emailSettings: { productUpdates: false } }))
        .statusCode,
    ).toBe(200);
    const update = {
      id: 'sepia-theme',
      title: { en: 'A sepia theme for evening reading', nl: 'Een sepiathema om ’s avonds te lezen' },
      body: {
        en: 'Premium readers can now pick sepia.\n\nFind it under Theme.',
        nl: 'Premiumlezers kunnen nu sepia kiezen.\n\nJe vindt het onder Thema.',
      },
    };
    const sent = await app.inject({
      method: 'POST',
      url: '/dev/digests/product-updates',
      payload: update,
      remoteAddress: LOOPBACK,
    });
    expect(sent.json()).toEqual({ kind: 'productUpdates', period: 'sepia-theme', sent: 7, failed: 0 });
    expect(await mailsTo(app, 'no-updates@example.com', /sepia/i)).toHaveLength(0);
    const [dutch] = await mailsTo(app, readers.dutch, /sepiathema/);
    expect(dutch?.text).toContain('Premiumlezers kunnen nu sepia kiezen.');
    expect(dutch?.text).toContain('Afmelden voor productnieuws');
    const again = await app.inject({
      method: 'POST',
      url: '/dev/digests/product-updates',
      payload: update,
      remoteAddress: LOOPBACK,
    });
    expect(again.json()).toMatchObject({ sent: 0 });
  });

  it('shows the digests on the demo mailbox page, headers and all, and each mail as sandboxed HTML', async () => {
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: LOOPBACK });
    expect(page.body).toContain('<dt>List-Unsubscribe-Post</dt><dd><code>List-Unsubscribe=One-Click</code></dd>');
    expect(page.body).toMatch(
      /<dt>List-Unsubscribe<\/dt><dd><code>&lt;http:\/\/localhost:3000\/api\/digests\/unsubscribe\?token=/,
    );
    const [mail] = await mailsTo(app, readers.free, /^Your week in news/);
    const view = await app.inject({ method: 'GET', url: `/dev/mailbox/${mail?.id}`, remoteAddress: LOOPBACK });
    expect(view.statusCode).toBe(200);
    expect(view.body).toBe(mail?.html);
    expect(view.headers['content-security-policy']).toMatch(/\bsandbox\b/);
    expect(view.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox/999999', remoteAddress: LOOPBACK })).statusCode).toBe(
      404,
    );
  });

  it('refuses the demo controls to clients not on this machine', async () => {
    for (const kind of ['weekly', 'daily', 'breaking']) {
      const refused = await devRun(app, kind, '203.0.113.9');
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('NOT_FOUND');
    }
  });
});

describe.each(testDatabases)('breaking news alerts a few a day at most, on $name', (database) => {
  let folder: EditionFolder;
  let t: TestApp;
  beforeAll(async () => {
    folder = await digestEdition([...STORIES, ...MORE_BREAKING]);
    t = await startTestApp(database, { DEMO: 'true', NEWS_EDITION: folder.newsFile }, { clock: () => MONDAY_MORNING });
  });
  afterAll(async () => {
    await t.close();
    await folder.remove();
  });

  it('sends at most three alerts a day, the biggest bursts first, and never the same story twice', async () => {
    await signInReader(t.app, 'alerts@example.com');
    expect((await devRun(t.app, 'breaking')).json()).toMatchObject({ sent: 3 });
    const alerts = await mailsTo(t.app, 'alerts@example.com', /^Breaking:/);
    expect(alerts.map((mail) => mail.subject)).toEqual([
      'Breaking: Strong earthquake shakes the capital',
      'Breaking: Blackout across the north',
      'Breaking: Dam gives way after heavy rain',
    ]);
    expect((await devRun(t.app, 'breaking')).json()).toMatchObject({ sent: 0 });
  });
});

describe.each(testDatabases)('the demo controls outside the demo profile, on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it('do not exist', async () => {
    for (const url of ['/dev/digests/weekly', '/dev/digests/daily', '/dev/digests/product-updates']) {
      const response = await t.app.inject({ method: 'POST', url, remoteAddress: LOOPBACK, payload: {} });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    const openapi = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(openapi.body).not.toContain('/dev/digests');
    expect(openapi.body).toContain('/api/digests/unsubscribe');
  });
});

describe.each(testDatabases)('product updates from the operator, on $name', (database) => {
  const ADMIN_TOKEN = 'operator-secret-0123456789abcdef0123456789';
  let t: TestApp;
  let withoutToken: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database, { ADMIN_TOKEN, FEATURE_SIGN_IN: 'true' }, { clock: () => MONDAY_MORNING });
    withoutToken = await startTestApp(database);
  });
  afterAll(async () => {
    await t.close();
    await withoutToken.close();
  });

  const update = {
    id: 'offline-reading',
    title: { en: 'Read saved stories offline', nl: 'Bewaarde verhalen offline lezen' },
    body: { en: 'Saved stories now open without a connection.', nl: 'Bewaarde verhalen openen nu zonder verbinding.' },
  };
  const announce = (app: FastifyInstance, token?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/product-updates',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: update,
    });

  it('mails an update to the readers who want them, only with the operator’s token, once', async () => {
    await signInReader(t.app, 'wants-news@example.com');
    expect((await announce(t.app)).statusCode).toBe(401);
    expect((await announce(t.app, `${ADMIN_TOKEN}x`)).statusCode).toBe(401);
    expect(await mailsTo(t.app, 'wants-news@example.com', /offline/i)).toHaveLength(0);
    const sent = await announce(t.app, ADMIN_TOKEN);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ kind: 'productUpdates', period: 'offline-reading', sent: 1, failed: 0 });
    expect(await mailsTo(t.app, 'wants-news@example.com', /offline/i)).toHaveLength(1);
    expect((await announce(t.app, ADMIN_TOKEN)).json()).toMatchObject({ sent: 0 });
  });

  it('does not exist without ADMIN_TOKEN', async () => {
    expect((await announce(withoutToken.app, ADMIN_TOKEN)).statusCode).toBe(404);
  });
});
