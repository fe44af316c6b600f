/**
 * The mails of a paid plan, through what a reader does (HTTP) and the clock: the reminder before a
 * trial ends, the receipt of each payment, the notice of a declined renewal; each once.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestSends, invoices, users } from '../../db/schema.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';
import { bearer, post, signIn } from '../auth/sign-in-helpers.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

describe.each(testDatabases)('billing mails on $name', (database) => {
  const now = { value: Date.parse('2026-11-24T09:00:00Z') };
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await startTestApp(database, { DEMO: 'true', PUBLIC_URL: 'http://news.example' }, { clock: () => now.value });
    app = t.app;
  });
  afterAll(() => t.close());

  let readers = 0;
  /** A new reader, in `language`; their token is renewed after the clock jumps. */
  const newReader = async (language: 'en' | 'nl' = 'en') => {
    const email = `billing-mail-${++readers}@example.com`;
    let token = (await signIn(app, email)).AccessToken;
    let since = now.value;
    const fresh = async () => {
      if (now.value - since >= 14 * MINUTE) {
        token = (await signIn(app, email)).AccessToken;
        since = now.value;
      }
      return token;
    };
    const language_ = await app.inject({
      method: 'PUT',
      url: '/api/profile/language',
      headers: bearer(token),
      payload: { language },
    });
    expect(language_.statusCode).toBe(200);
    return {
      email,
      call: async (url: string, payload?: object) => post(app, url, payload, bearer(await fresh())),
    };
  };
  type Reader = Awaited<ReturnType<typeof newReader>>;
  const addCard = async (reader: Reader, number = '4242424242424242') => {
    const portal = await reader.call('/api/billing/portal', { lang: 'en' });
    const token = new URL(portal.json().url, 'http://tidings.test').searchParams.get('t') ?? '';
    const saved = await app.inject({
      method: 'POST',
      url: '/billing/local-pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ t: token, number, expiry: '12/27', cvc: '123' }).toString(),
    });
    expect(saved.statusCode).toBe(303);
  };
  /** What housekeeping does every minute: renewals, then these mails. */
  const minutePasses = () => app.housekeeping.runOnce();
  const mailsTo = async (reader: Reader): Promise<Mail[]> =>
    (await app.inject({ method: 'GET', url: '/dev/mailbox.json' }))
      .json()
      .messages.filter((mail: Mail) => mail.to === reader.email && !/\b\d{6}\b/.test(mail.subject));

  it('reminds a Dutch reader two days before the trial ends what will be charged to which card, once, then sends the receipt', async () => {
    const reader = await newReader('nl');
    expect((await reader.call('/api/billing/trial', { planId: 'premium-monthly', lang: 'nl' })).statusCode).toBe(200);
    await addCard(reader);
    now.value += 5 * DAY - MINUTE;
    await minutePasses();
    expect(await mailsTo(reader)).toEqual([]);

    now.value += MINUTE;
    await minutePasses();
    await minutePasses();
    const [reminder, ...more] = await mailsTo(reader);
    expect(more).toEqual([]);
    expect(reminder?.subject).toBe('Je proefperiode van Tidings Premium eindigt op 1 december 2026');
    expect(reminder?.text).toContain(
      'Daarna kost Premium €\u00a04,99 per maand, in rekening gebracht op je Visa-kaart eindigend op 4242',
    );
    expect(reminder?.text).toContain(
      'Open dan vóór 1 december 2026 om 09:00 (UTC) Abonnement en betaling in het accountmenu',
    );
    expect(reminder?.html).toContain('<html lang="nl">');

    now.value += 2 * DAY;
    await minutePasses();
    await minutePasses();
    const receipts = (await mailsTo(reader)).filter((mail) => mail.subject.startsWith('Je betaalbewijs'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toBe('Je betaalbewijs voor Tidings Premium: €\u00a04,99');
    expect(receipts[0]?.text).toContain('Periode: 1 december 2026 – 1 januari 2027');
    expect(receipts[0]?.text).toContain('Betaald met: Visa-kaart eindigend op 4242');
    expect(receipts[0]?.text).toMatch(/Factuur: [0-9a-f-]{36}/);
    expect(receipts[0]?.text).toContain('Open Tidings: http://news.example');
  });

  it('tells a reader without a card that nothing will be charged, and reminds no one who cancelled', async () => {
    const withoutCard = await newReader();
    const cancelled = await newReader();
    for (const reader of [withoutCard, cancelled]) {
      expect((await reader.call('/api/billing/trial', { planId: 'premium-annual' })).statusCode).toBe(200);
    }
    expect((await cancelled.call('/api/billing/cancel')).statusCode).toBe(200);
    now.value += 5 * DAY + MINUTE;
    await minutePasses();
    const [reminder] = await mailsTo(withoutCard);
    expect(reminder?.subject).toMatch(/^Your Tidings Premium trial ends on \w+ \d+, 2026$/);
    expect(reminder?.text).toContain('You have no card with us, so nothing will be charged');
    expect(await mailsTo(cancelled)).toEqual([]);
    now.value += 2 * DAY;
  });

  it('sends a receipt for a subscription, and says so when a renewal is declined and Premium ends', async () => {
    const reader = await newReader();
    await addCard(reader);
    const subscribed = await reader.call('/api/billing/subscribe', { planId: 'premium-monthly' });
    expect(subscribed.statusCode).toBe(200);
    await minutePasses();
    const [receipt] = await mailsTo(reader);
    expect(receipt?.subject).toBe('Your Tidings Premium receipt: $4.99');
    expect(receipt?.text).toContain('Paid with: Visa card ending in 4242');

    await addCard(reader, '4000000000000341');
    now.value = Date.parse(subscribed.json().billing.subscription.currentPeriodEnd) + MINUTE;
    await minutePasses();
    await minutePasses();
    const failed = (await mailsTo(reader)).filter((mail) => mail.subject === 'We could not renew your Tidings Premium');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.text).toMatch(
      /we tried to charge \$4\.99 to your Visa card ending in 0341 for Premium, and the payment was declined\./,
    );
    expect(failed[0]?.text).toContain('Your account is back on the free plan.');
  });

  it('does not mail a first payment that was declined: the reader saw it refused on the payment page', async () => {
    const reader = await newReader();
    await addCard(reader, '4000000000000341');
    const refused = await reader.call('/api/billing/subscribe', { planId: 'premium-monthly' });
    expect(refused.statusCode).toBe(402);
    await minutePasses();
    expect(await mailsTo(reader)).toEqual([]);
  });

  it('never mails payments settled before the last three days (a first run after deploying mails no history)', async () => {
    const reader = await newReader();
    await addCard(reader);
    const subscribed = await reader.call('/api/billing/subscribe', { planId: 'premium-monthly' });
    await addCard(reader, '4000000000000341');
    now.value = Date.parse(subscribed.json().billing.subscription.currentPeriodEnd) + MINUTE;
    await app.billing.runDue();
    // As if both had been settled four days ago, before billing mails existed.
    const { db } = app.database;
    const [user] = await db.select().from(users).where(eq(users.email, reader.email));
    const userId = user?.id ?? '';
    await db
      .update(invoices)
      .set({ createdAt: new Date(now.value - 4 * DAY) })
      .where(eq(invoices.userId, userId));
    await db.delete(digestSends).where(eq(digestSends.userId, userId));
    expect((await db.select().from(invoices).where(eq(invoices.userId, userId))).map((i) => i.status).sort()).toEqual([
      'failed',
      'paid',
    ]);
    await minutePasses();
    expect(await mailsTo(reader)).toEqual([]);
    expect(
      await db
        .select()
        .from(digestSends)
        .where(inArray(digestSends.userId, [userId])),
    ).toEqual([]);
  });
});
