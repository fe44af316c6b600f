import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { periodEnd } from '@tidings/core/plans/catalogue';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig, WEB_DIST_DIR } from '../../config.ts';
import { invoices, localProviderCards, localProviderCharges } from '../../db/schema.ts';
import { startTestApp, type TestApp, type TestDatabase, testDatabases } from '../../test/harness.ts';
import { bearer, post, signIn } from '../auth/sign-in-helpers.ts';
import type { PaymentProvider } from './provider.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Enters a card on the local provider's page at `url`, as a reader would. */
async function enterCard(app: FastifyInstance, url: string, number: string, expiry = '12/27', cvc = '123') {
  const token = new URL(url, 'http://tidings.test').searchParams.get('t') ?? '';
  return app.inject({
    method: 'POST',
    url: '/billing/local-pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ t: token, number, expiry, cvc }).toString(),
  });
}

describe.each(testDatabases)('membership on $name', (database) => {
  const now = { value: Date.parse('2026-11-24T09:00:00Z') };
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await startTestApp(database, { DEMO: 'true' }, { clock: () => now.value });
    app = t.app;
  });
  afterAll(() => t.close());

  type Reader = () => Promise<string>;
  const get = async (url: string, reader: Reader) =>
    app.inject({ method: 'GET', url, headers: bearer(await reader()) });
  const call = async (url: string, reader: Reader, payload?: object) => post(app, url, payload, bearer(await reader()));
  const status = async (reader: Reader) => (await get('/api/billing/subscription', reader)).json();
  const invoicesOf = async (reader: Reader) => (await get('/api/billing/invoices', reader)).json().invoices;
  const renew = () => app.billing.runDue();
  const addCard = async (token: Reader, number = '4242424242424242') => {
    const portal = await call('/api/billing/portal', token, { lang: 'en' });
    expect(portal.statusCode).toBe(200);
    const saved = await enterCard(app, portal.json().url, number);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/?billing=card-saved');
  };
  let readers = 0;
  /**
   * A reader whose access token follows the test's clock: after a jump of days the old session
   * has long ended (15-minute tokens, 14-day idle timeout), so the reader signs in again.
   */
  const newReader = async () => {
    const email = `member-${++readers}@example.com`;
    let token = (await signIn(app, email)).AccessToken;
    let since = now.value;
    return async () => {
      if (now.value - since >= 14 * MINUTE) {
        token = (await signIn(app, email)).AccessToken;
        since = now.value;
      }
      return token;
    };
  };

  it('offers the plans from the server: dollars in English, euros in Dutch, 4.99 monthly and 49.00 yearly', async () => {
    const english = (await app.inject({ method: 'GET', url: '/api/billing/plans?lang=en' })).json();
    expect(
      english.plans.map((p: { id: string; price: number; currency: string }) => [p.id, p.price, p.currency]),
    ).toEqual([
      ['premium-monthly', 4.99, 'USD'],
      ['premium-annual', 49, 'USD'],
    ]);
    const dutch = (await app.inject({ method: 'GET', url: '/api/billing/plans?lang=nl-NL' })).json();
    expect(dutch.plans.map((p: { currency: string }) => p.currency)).toEqual(['EUR', 'EUR']);
    expect(dutch.plans[0].trialDays).toBe(7);
  });

  it('shows a new reader as free, and refuses the billing calls without a token', async () => {
    const token = await newReader();
    const answer = await get('/api/billing/subscription', token);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.json()).toMatchObject({
      subscription: { tier: 'free', status: 'none', cancelAtPeriodEnd: false },
      premium: false,
      label: 'free',
      paymentMethod: null,
      trialUsed: false,
    });
    for (const url of ['/api/billing/subscription', '/api/billing/invoices']) {
      const refused = await app.inject({ method: 'GET', url });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.message).toBe('Not authenticated');
    }
  });

  it('starts a 7-day trial once; a trial that ends without a card falls back to free', async () => {
    const token = await newReader();
    const started = await call('/api/billing/trial', token, { lang: 'nl' });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      subscription: { tier: 'premium', status: 'trialing', trialEnd: new Date(now.value + 7 * DAY).toISOString() },
      premium: true,
      label: 'trial',
      currency: 'EUR',
      planId: 'premium-annual',
    });
    const again = await call('/api/billing/trial', token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('ALREADY_PREMIUM');

    now.value += 7 * DAY - MINUTE;
    await renew();
    expect((await status(token)).label).toBe('trial');
    now.value += MINUTE;
    await renew();
    expect(await status(token)).toMatchObject({ premium: false, label: 'free', trialUsed: true });
    const secondTrial = await call('/api/billing/trial', token);
    expect(secondTrial.statusCode).toBe(400);
    expect(secondTrial.json().error.code).toBe('TRIAL_ALREADY_USED');
    expect(await invoicesOf(token)).toEqual([]);
  });

  it('turns a trial with a card on file into the plan at its end, charging it once, in the trial’s currency', async () => {
    const token = await newReader();
    await call('/api/billing/trial', token, { planId: 'premium-monthly', lang: 'nl' });
    await addCard(token);
    expect((await status(token)).paymentMethod).toMatchObject({
      brand: 'visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2027,
    });
    now.value += 7 * DAY;
    await renew();
    await renew();
    expect(await status(token)).toMatchObject({ premium: true, label: 'active', subscription: { status: 'active' } });
    const [invoice, ...others] = await invoicesOf(token);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({ amount: 4.99, currency: 'EUR', status: 'paid', planId: 'premium-monthly' });
  });

  it('refuses an unknown plan with the spec message', async () => {
    const token = await newReader();
    for (const url of ['/api/billing/subscribe', '/api/billing/trial']) {
      const refused = await call(url, token, { planId: 'premium-weekly' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toEqual({ code: 'PLAN_NOT_FOUND', message: 'Plan not found' });
    }
  });

  it('subscribes through the provider page when no card is on file, then charges the first month at once', async () => {
    const token = await newReader();
    const answer = await call('/api/billing/subscribe', token, { planId: 'premium-monthly', lang: 'en' });
    expect(answer.statusCode).toBe(200);
    const { redirectUrl } = answer.json();
    expect(redirectUrl).toMatch(/^\/billing\/local-pay\?t=/);
    const page = await app.inject({ method: 'GET', url: redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Subscribe to Tidings Premium: $4.99 a month');
    expect(page.body).toContain('Renews every month at this price until you cancel');
    expect(page.body).toContain('4242 4242 4242 4242');

    const paid = await enterCard(app, redirectUrl, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/?billing=subscribed');
    const subscribed = await status(token);
    expect(subscribed).toMatchObject({ premium: true, label: 'active', planId: 'premium-monthly', currency: 'USD' });
    expect(subscribed.subscription.currentPeriodEnd).toBe(periodEnd(new Date(now.value), 'month').toISOString());
    expect(await invoicesOf(token)).toEqual([
      expect.objectContaining({
        amount: 4.99,
        currency: 'USD',
        status: 'paid',
        description: 'Tidings Premium (monthly)',
      }),
    ]);
    const twice = await call('/api/billing/subscribe', token, { planId: 'premium-annual' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.code).toBe('ALREADY_PREMIUM');
  });

  // The built app's icon (npm test builds it first).
  it.skipIf(!existsSync(path.join(WEB_DIST_DIR, 'index.html')))(
    'shows Tidings’ icon in the tab of the payment page, as the app’s pages do',
    async () => {
      const token = await newReader();
      const { redirectUrl } = (await call('/api/billing/subscribe', token, { planId: 'premium-monthly' })).json();
      const page = await app.inject({ method: 'GET', url: redirectUrl });
      const icon = /<link rel="icon" type="image\/svg\+xml" href="([^"]+)">/.exec(page.body)?.[1] ?? '';
      expect(icon).toMatch(/^\/assets\/favicon-[\w-]+\.svg$/);
      expect((await app.inject({ method: 'GET', url: icon })).statusCode).toBe(200);
    },
  );

  it('declines a card ending 0002 with the spec message, leaves the reader free, and takes another card next time', async () => {
    const token = await newReader();
    const { redirectUrl } = (await call('/api/billing/subscribe', token, { planId: 'premium-annual' })).json();
    const declined = await enterCard(app, redirectUrl, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    // The spec's message, what it means for the reader, and the page starts there (focus).
    expect(declined.body).toMatch(
      /<p role="alert"[^>]* autofocus>Payment processing failed\. Your card was declined; try another card\.<\/p>/,
    );
    expect(declined.body).toContain('name="number"');
    expect(await status(token)).toMatchObject({ premium: false, paymentMethod: null });
    // The declined card is not kept: the next try asks for a card rather than failing again.
    now.value += MINUTE;
    const again = await call('/api/billing/subscribe', token, { planId: 'premium-annual' });
    expect(again.statusCode).toBe(200);
    const paid = await enterCard(app, again.json().redirectUrl, '4242 4242 4242 4242');
    expect(paid.headers.location).toBe('/?billing=subscribed');
    expect(await status(token)).toMatchObject({ premium: true, label: 'active', paymentMethod: { last4: '4242' } });
  });

  it('refuses to change the card on file to one that is declined, and keeps the card it had', async () => {
    const token = await newReader();
    expect((await call('/api/billing/trial', token, {})).statusCode).toBe(200);
    await addCard(token);
    const portal = await call('/api/billing/portal', token, { lang: 'en' });
    const declined = await enterCard(app, portal.json().url, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Payment processing failed');
    expect(declined.headers.location).toBeUndefined();
    expect(await status(token)).toMatchObject({ premium: true, paymentMethod: { last4: '4242' } });
  });

  it('answers a card on file that declines with the spec message once, then asks for another card', async () => {
    const token = await newReader();
    await addCard(token, '4000000000000341');
    const byApi = await call('/api/billing/subscribe', token, { planId: 'premium-monthly' });
    expect(byApi.statusCode).toBe(402);
    expect(byApi.json().error).toEqual({ code: 'PAYMENT_FAILED', message: 'Payment processing failed' });
    expect(await status(token)).toMatchObject({ premium: false, paymentMethod: null });
    now.value += MINUTE;
    expect((await call('/api/billing/subscribe', token, { planId: 'premium-monthly' })).json().redirectUrl).toMatch(
      /^\/billing\/local-pay\?t=/,
    );
  });

  it('prices the payment page in the currency the reader will be charged, euros for a Dutch reader', async () => {
    const token = await newReader();
    const { redirectUrl } = (
      await call('/api/billing/subscribe', token, { planId: 'premium-monthly', lang: 'nl' })
    ).json();
    const page = await app.inject({ method: 'GET', url: redirectUrl });
    expect(page.body).toMatch(/Abonneer je op Tidings Premium: €\s4,99 per maand/);
    expect(page.body).toContain('Wordt elke maand tegen deze prijs verlengd tot je opzegt');
    expect(page.body).not.toContain('US$');
    await enterCard(app, redirectUrl, '4242424242424242');
    expect((await invoicesOf(token))[0]).toMatchObject({ amount: 4.99, currency: 'EUR' });
  });

  it('changes nothing when a payment page is sent again after paying, and says so on a page', async () => {
    const token = await newReader();
    const { redirectUrl } = (await call('/api/billing/subscribe', token, { planId: 'premium-annual' })).json();
    await enterCard(app, redirectUrl, '4242424242424242', '12/27');
    const resent = await enterCard(app, redirectUrl, '4242424242424242', '10/28');
    expect(resent.statusCode).toBe(400);
    expect(resent.headers['content-type']).toMatch(/text\/html/);
    expect(resent.body).toContain('You already have Tidings Premium.');
    expect((await status(token)).paymentMethod).toMatchObject({ expiryMonth: 12, expiryYear: 2027 });
    expect(await invoicesOf(token)).toHaveLength(1);
  });

  it('makes a reader who cancelled the trial pay to subscribe, never active without a charge', async () => {
    const token = await newReader();
    await call('/api/billing/trial', token, { planId: 'premium-annual' });
    await call('/api/billing/cancel', token);
    const answer = await call('/api/billing/subscribe', token, { planId: 'premium-annual' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().redirectUrl).toMatch(/^\/billing\/local-pay\?t=/);
    expect((await status(token)).label).toBe('canceled');
    await enterCard(app, answer.json().redirectUrl, '4242424242424242');
    expect(await status(token)).toMatchObject({ label: 'active', paymentMethod: { last4: '4242' } });
    expect(await invoicesOf(token)).toEqual([expect.objectContaining({ amount: 49, status: 'paid' })]);
  });

  it('refuses cards the test provider does not take, bad expiries and an expired link, saying why', async () => {
    const token = await newReader();
    const { url } = (await call('/api/billing/portal', token, { lang: 'nl' })).json();
    const unknown = await enterCard(app, url, '5555555555554444');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Deze testprovider accepteert alleen de testkaarten');
    expect((await enterCard(app, url, '4242424242424242', '13/27')).body).toContain('Vul de vervaldatum in');
    expect((await enterCard(app, url, '4242424242424242', '10/26')).body).toContain('Deze kaart is verlopen.');
    // What was typed stays in the form, but for the security code, which is checked too.
    const noCode = await enterCard(app, url, '4242 4242 4242 4242', '11/29', '1x');
    expect(noCode.statusCode).toBe(400);
    expect(noCode.body).toContain('Vul de beveiligingscode in');
    expect(noCode.body).toContain('value="4242 4242 4242 4242"');
    expect(noCode.body).toContain('value="11/29"');
    expect(noCode.body).not.toContain('value="1x"');
    expect((await status(token)).paymentMethod).toBeNull();
    now.value += 31 * MINUTE;
    const late = await enterCard(app, url, '4242424242424242');
    expect(late.statusCode).toBe(400);
    // In the language the link was made for; a link that is no token of ours at all reads English.
    expect(late.body).toContain('Deze betaallink is verlopen.');
    expect((await app.inject({ method: 'GET', url })).body).toContain('Deze betaallink is verlopen.');
    const forged = await app.inject({ method: 'GET', url: '/billing/local-pay?t=nonsense' });
    expect([forged.statusCode, forged.body.includes('This payment link has expired')]).toEqual([400, true]);
    expect((await status(token)).paymentMethod).toBeNull();
  });

  it('cancels with access to the end of the period, reactivates, and ends the plan at period end once cancelled', async () => {
    const token = await newReader();
    const noPlan = await call('/api/billing/cancel', token);
    expect(noPlan.statusCode).toBe(400);
    expect(noPlan.json().error).toEqual({ code: 'NO_ACTIVE_SUBSCRIPTION', message: 'No active subscription' });

    await addCard(token);
    expect((await call('/api/billing/subscribe', token, { planId: 'premium-monthly' })).statusCode).toBe(200);
    const notCancelled = await call('/api/billing/reactivate', token);
    expect(notCancelled.json().error).toEqual({
      code: 'NO_CANCELLED_SUBSCRIPTION',
      message: 'No cancelled subscription to reactivate',
    });

    const cancelled = (await call('/api/billing/cancel', token)).json();
    expect(cancelled).toMatchObject({
      premium: true,
      label: 'canceled',
      subscription: { status: 'cancelled', cancelAtPeriodEnd: true },
    });
    expect((await call('/api/billing/cancel', token)).json().error.code).toBe('NO_ACTIVE_SUBSCRIPTION');
    const reactivated = (await call('/api/billing/reactivate', token)).json();
    expect(reactivated).toMatchObject({
      label: 'active',
      subscription: { status: 'active', cancelAtPeriodEnd: false },
    });

    await call('/api/billing/cancel', token);
    now.value = Date.parse(cancelled.subscription.currentPeriodEnd) + MINUTE;
    await renew();
    expect(await status(token)).toMatchObject({ premium: false, label: 'free', subscription: { status: 'none' } });
    expect(await invoicesOf(token)).toHaveLength(1);
    expect((await call('/api/billing/reactivate', token)).statusCode).toBe(400);
  });

  it('takes the card off file, but not while it pays the renewal of a paid plan', async () => {
    const token = await newReader();
    const remove = async () =>
      app.inject({ method: 'DELETE', url: '/api/billing/payment-method', headers: bearer(await token()) });
    const card = async () => (await get('/api/billing/payment-method', token)).json().paymentMethod;
    // No card yet: nothing to remove, and nothing refused.
    expect((await remove()).statusCode).toBe(200);
    await addCard(token);
    expect((await call('/api/billing/subscribe', token, { planId: 'premium-monthly' })).statusCode).toBe(200);
    const refused = await remove();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'CARD_PAYS_RENEWAL',
      message: 'Your card pays your next renewal. Cancel your subscription first, or update the card instead.',
    });
    expect(await card()).toMatchObject({ last4: '4242' });

    // Cancelled, the card pays nothing more: it goes, with the provider too (subscribing asks for one again).
    await call('/api/billing/cancel', token);
    const removed = await remove();
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ paymentMethod: null });
    expect(await card()).toBeNull();
    // Premium stays to the period's end; taking it up again needs a card to pay the renewal.
    const cancelled = await status(token);
    expect(cancelled).toMatchObject({ premium: true, label: 'canceled' });
    const noCard = await call('/api/billing/reactivate', token);
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().error).toEqual({
      code: 'CARD_NEEDED_TO_RENEW',
      message: 'Add a card first: it pays your renewal.',
    });
    now.value = Date.parse(cancelled.subscription.currentPeriodEnd) + MINUTE;
    await renew();
    expect(await status(token)).toMatchObject({ premium: false, label: 'free' });
    const subscribe = (await call('/api/billing/subscribe', token, { planId: 'premium-monthly' })).json();
    expect(subscribe.redirectUrl).toMatch(/^\/billing\/local-pay/);

    expect((await app.inject({ method: 'DELETE', url: '/api/billing/payment-method' })).statusCode).toBe(401);
  });

  it('renews at period end, once per period however often the job runs, and ends the plan when the renewal is declined', async () => {
    const token = await newReader();
    await addCard(token);
    const first = (await call('/api/billing/subscribe', token, { planId: 'premium-monthly' })).json().billing;
    now.value = Date.parse(first.subscription.currentPeriodEnd);
    await Promise.all([renew(), renew()]);
    await renew();
    const renewed = await status(token);
    expect(renewed.label).toBe('active');
    expect(Date.parse(renewed.subscription.currentPeriodEnd)).toBeGreaterThan(now.value + 27 * DAY);
    expect((await invoicesOf(token)).map((i: { status: string }) => i.status)).toEqual(['paid', 'paid']);

    await addCard(token, '4000000000000341');
    now.value = Date.parse(renewed.subscription.currentPeriodEnd) + MINUTE;
    await renew();
    expect(await status(token)).toMatchObject({ premium: false, label: 'free' });
    expect((await invoicesOf(token)).map((i: { status: string }) => i.status)).toEqual(['failed', 'paid', 'paid']);
  });

  it('switches monthly to yearly and back from the next renewal: nothing charged now, no paid time lost', async () => {
    // A year on, the test card has expired: the tests after this one keep today's date.
    const today = now.value;
    onTestFinished(() => {
      now.value = today;
    });
    const token = await newReader();
    const free = await call('/api/billing/plan', token, { planId: 'premium-annual' });
    expect(free.statusCode).toBe(400);
    expect(free.json().error).toEqual({ code: 'NO_ACTIVE_SUBSCRIPTION', message: 'No active subscription' });

    await addCard(token);
    const first = (await call('/api/billing/subscribe', token, { planId: 'premium-monthly' })).json().billing;
    expect(first).toMatchObject({ planId: 'premium-monthly', periodPlanId: 'premium-monthly' });
    for (const body of [{ planId: 'premium-weekly' }, {}]) {
      const refused = await call('/api/billing/plan', token, body);
      expect(refused.statusCode).toBe(400);
    }
    const switched = await call('/api/billing/plan', token, { planId: 'premium-annual' });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({
      premium: true,
      label: 'active',
      planId: 'premium-annual',
      periodPlanId: 'premium-monthly',
      subscription: { currentPeriodEnd: first.subscription.currentPeriodEnd },
    });
    expect(await invoicesOf(token)).toHaveLength(1);

    // The renewal charges the year, from the end of the month paid for. Once the month has ended
    // the plan is the renewal's to charge: a switch then is refused, not told as made.
    now.value = Date.parse(first.subscription.currentPeriodEnd);
    const late = await call('/api/billing/plan', token, { planId: 'premium-monthly' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({
      code: 'RENEWAL_IN_PROGRESS',
      message: 'Your plan is being renewed. Try again in a minute.',
    });
    await renew();
    const yearly = await status(token);
    expect(yearly).toMatchObject({ label: 'active', planId: 'premium-annual', periodPlanId: 'premium-annual' });
    expect(yearly.subscription.currentPeriodEnd).toBe(periodEnd(new Date(now.value), 'year').toISOString());
    expect((await invoicesOf(token)).map((i: { planId: string; amount: number }) => [i.planId, i.amount])).toEqual([
      ['premium-annual', 49],
      ['premium-monthly', 4.99],
    ]);

    // Back to monthly, and once more: the same plan again changes nothing.
    for (let i = 0; i < 2; i++) {
      expect((await call('/api/billing/plan', token, { planId: 'premium-monthly' })).json()).toMatchObject({
        planId: 'premium-monthly',
        periodPlanId: 'premium-annual',
      });
    }
    now.value = Date.parse(yearly.subscription.currentPeriodEnd);
    await renew();
    expect((await invoicesOf(token))[0]).toMatchObject({ planId: 'premium-monthly', amount: 4.99 });

    // A cancelled plan is not renewed, so it has no plan to switch; reactivated, it has.
    await call('/api/billing/cancel', token);
    expect((await call('/api/billing/plan', token, { planId: 'premium-annual' })).json().error.code).toBe(
      'NO_ACTIVE_SUBSCRIPTION',
    );
    await call('/api/billing/reactivate', token);
    expect((await call('/api/billing/plan', token, { planId: 'premium-annual' })).json().planId).toBe('premium-annual');
  });

  it('switches the plan a trial turns into, and charges that plan at the trial’s end', async () => {
    const token = await newReader();
    await call('/api/billing/trial', token, { planId: 'premium-annual' });
    await addCard(token);
    expect((await call('/api/billing/plan', token, { planId: 'premium-monthly' })).json()).toMatchObject({
      label: 'trial',
      planId: 'premium-monthly',
      periodPlanId: null,
    });
    expect(await invoicesOf(token)).toEqual([]);
    now.value += 7 * DAY;
    expect((await call('/api/billing/plan', token, { planId: 'premium-annual' })).statusCode).toBe(409);
    await renew();
    expect(await status(token)).toMatchObject({ label: 'active', periodPlanId: 'premium-monthly' });
    expect((await invoicesOf(token)).map((i: { planId: string }) => i.planId)).toEqual(['premium-monthly']);
  });

  it('gives the extra colour themes to premium readers only; light and dark are for everyone', async () => {
    const reader = await newReader();
    const theme = async (value: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/preferences',
        payload: { theme: value },
        headers: bearer(await reader()),
      });
    expect((await theme('dark')).json().theme).toBe('dark');
    const refused = await theme('sepia');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('PREMIUM_REQUIRED');
    expect((await theme('neon')).statusCode).toBe(400);
    await call('/api/billing/trial', reader);
    expect((await theme('high-contrast')).json().theme).toBe('high-contrast');
    expect((await get('/api/preferences', reader)).json().theme).toBe('high-contrast');
  });

  it.skipIf(!existsSync(path.join(WEB_DIST_DIR, 'index.html')))(
    'renders the first page without ads for a premium reader, from the cookie the plan answers set',
    async () => {
      const reader = await newReader();
      const trial = await call('/api/billing/trial', reader);
      const cookie = trial.cookies.find((c) => c.name === 'tidings_reader');
      expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
      const preloadOf = (body: string) =>
        JSON.parse(/<script type="application\/json" id="tidings-preload">(.*?)<\/script>/s.exec(body)?.[1] ?? 'null');
      const page = (readerCookie?: string) =>
        app.inject({ method: 'GET', url: '/', ...(readerCookie ? { cookies: { tidings_reader: readerCookie } } : {}) });
      const premiumPage = await page(cookie?.value);
      expect(preloadOf(premiumPage.body).config.premiumPage).toBe(true);
      expect(premiumPage.body).not.toContain('data-ad-format');
      const visitorPage = await page();
      expect(preloadOf(visitorPage.body).config.premiumPage).toBeUndefined();
      expect(visitorPage.body).toContain('data-ad-format');
      const forged = await page('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4IiwicHUiOjk5OTk5OTk5OTl9.');
      expect(preloadOf(forged.body).config.premiumPage).toBeUndefined();

      // When the plan has ended, the next answer about it says so to the pages too.
      await call('/api/billing/cancel', reader);
      now.value = Date.parse(trial.json().subscription.currentPeriodEnd) + MINUTE;
      await renew();
      const ended = await get('/api/billing/subscription', reader);
      expect(ended.json().premium).toBe(false);
      const lapsed = ended.cookies.find((c) => c.name === 'tidings_reader')?.value;
      expect(preloadOf((await page(lapsed)).body).config.premiumPage).toBeUndefined();
    },
  );

  it('ends the subscription with the provider when the account is deleted', async () => {
    const token = await newReader();
    await addCard(token);
    await call('/api/billing/subscribe', token, { planId: 'premium-annual' });
    const customerId = (await status(token)).subscription.customerId;
    expect(
      await app.database.db.select().from(localProviderCards).where(eq(localProviderCards.customerId, customerId)),
    ).toHaveLength(1);
    expect((await call('/api/profile/delete_account', token)).statusCode).toBe(200);
    expect(
      await app.database.db.select().from(localProviderCards).where(eq(localProviderCards.customerId, customerId)),
    ).toEqual([]);
  });
});

describe.each(testDatabases)('a restart in the middle of a renewal on $name', (database: TestDatabase) => {
  const now = { value: Date.parse('2026-11-24T09:00:00Z') };
  let dataDir = '';
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tidings-renewal-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    if (database.url) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
      await client.end();
    }
  });

  /** One server process: the same database (and signing keys) every time, like a restart. */
  const boot = (wrapPaymentProvider?: (provider: PaymentProvider) => PaymentProvider) =>
    buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DEMO: 'true' }), {
      database: database.url ? { url: database.url, schemaName } : { dataDir },
      logger: false,
      clock: () => now.value,
      ...(wrapPaymentProvider ? { wrapPaymentProvider } : {}),
    });

  it('charges once when the server dies after the provider charged and before the invoice was settled', async () => {
    const before = await boot();
    const token = (await signIn(before, 'renewing@example.com')).AccessToken;
    const { url } = (await post(before, '/api/billing/portal', {}, bearer(token))).json();
    await enterCard(before, url, '4242424242424242');
    const subscribed = (
      await post(before, '/api/billing/subscribe', { planId: 'premium-monthly' }, bearer(token))
    ).json();
    await before.close();

    // The provider charges, then the process dies before the answer is written down.
    now.value = Date.parse(subscribed.billing.subscription.currentPeriodEnd);
    const dying = await boot((provider) => ({
      ...provider,
      async charge(request) {
        await provider.charge(request);
        throw new Error('killed mid-renewal');
      },
    }));
    await dying.billing.runDue();
    await dying.close();

    const after = await boot();
    await after.billing.runDue();
    const { db } = after.database;
    const rows = await db.select().from(invoices);
    expect(rows.map((row) => row.status).sort()).toEqual(['paid', 'paid']);
    const [charges] = await db.select({ n: count() }).from(localProviderCharges);
    expect(charges?.n).toBe(2);
    const renewal = rows.find((row) => row.periodStart.getTime() === now.value);
    const [renewalCharges] = await db
      .select({ n: count() })
      .from(localProviderCharges)
      .where(eq(localProviderCharges.idempotencyKey, renewal?.id ?? ''));
    expect(renewalCharges?.n).toBe(1);
    await after.close();
  });
});
