/**
 * A first visit from a Dutch address (decision 0005, 2026-12-06): the server draws the first page
 * where the address is, as the browser's IP step will find it, rather than for Lisbon; the browser
 * takes that page over while it locates the reader, and ends where the page began. The server sits
 * behind a proxy on loopback that names the reader's address (TRUST_PROXY).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, HYDRATION_ERROR, interactive, preloadIn, startE2E } from './support/harness.ts';

const DUTCH_ADDRESS = '2001:610:508:108::1';

interface Preload {
  query: { lat: number; lon: number; lang: string; scope?: string };
  place?: { country: string; source: string };
  locating?: boolean;
}

describe('a first visit from an address the IP database knows', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => e2e.close());

  it('is drawn where the address is, taken over as it is, and kept there when the reader shares no position', async () => {
    const context = await e2e.newContext({ extraHTTPHeaders: { 'x-forwarded-for': DUTCH_ADDRESS } });
    const page: Page = await context.newPage();
    const feedCalls: URL[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/news') feedCalls.push(url);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // React reports a failed hydration through reportError: a page error, not a console message.
    page.on('pageerror', (error) => errors.push(error.message));
    // The browser's IP step answers slowly, as a phone's might: the page must not fall back meanwhile.
    await page.route('**/api/geo/ip', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const response = await page.goto('/');
    const served = preloadIn<Preload>((await response?.text()) ?? '');
    // In Dutch, the language the browser will choose for a reader in the Netherlands.
    expect(served.place).toMatchObject({ country: 'Netherlands', source: 'ip' });
    expect(served.locating).toBe(true);
    expect(served.query.lang).toBe('nl-NL');
    // The address tells the country and no town: ranked for the whole country, not its largest town.
    expect(served.query.scope).toBe('country');
    await interactive(page);

    // The position is refused: the IP step finds what the server found.
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
    await page.waitForFunction(() => document.cookie.includes('tidings_place='));
    const cookie = (await context.cookies()).find((c) => c.name === 'tidings_place');
    const kept = JSON.parse(decodeURIComponent(cookie?.value ?? 'null')) as { latitude: number; longitude: number };
    expect([kept.latitude, kept.longitude]).toEqual([served.query.lat, served.query.lon]);
    // The served page was the reader's: no feed call drew it again, and it never said it fell back.
    await page.waitForTimeout(300);
    expect(feedCalls.map(String)).toEqual([]);
    expect(await page.getByText(/using default location|standaardlocatie/).count()).toBe(0);
    // A place known only by its country is named by it.
    await page.getByRole('button', { name: 'Nederland – stad wijzigen' }).waitFor();
    expect(errors.filter((text) => HYDRATION_ERROR.test(text))).toEqual([]);

    // Local and search ask for the country too, never for the town its position is.
    const calls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/news')) calls.push(url);
    });
    await page.getByRole('navigation').getByRole('link', { name: 'Lokaal', exact: true }).click();
    await page.locator('main p', { hasText: 'Lokale verhalen uit' }).getByText('Nederland').waitFor();
    await page.locator('main a[href^="/story/"]').first().waitFor();
    await page.getByRole('button', { name: 'Verhalen zoeken' }).click();
    await page.getByRole('searchbox', { name: 'Verhalen zoeken' }).fill('Amsterdam');
    await page.waitForResponse((r) => r.url().includes('/api/news/search'));
    const asked = (url: URL) => ['scope', 'country', 'lat'].map((name) => url.searchParams.get(name));
    expect(calls.map((url) => [url.pathname, ...asked(url)])).toEqual([
      ['/api/news/local', 'country', 'Netherlands', String(served.query.lat)],
      ['/api/news/search', 'country', 'Netherlands', String(served.query.lat)],
    ]);

    // Back another day: the cookie names the country, the page is drawn for it and not fetched again.
    feedCalls.length = 0;
    const again = preloadIn<Preload>((await (await page.goto('/'))?.text()) ?? '');
    expect(again.query).toMatchObject({ scope: 'country', lat: served.query.lat, lang: 'nl-NL' });
    expect(again.locating).toBeUndefined();
    await interactive(page);
    await page.waitForTimeout(300);
    expect(feedCalls.map(String)).toEqual([]);
    await context.close();
  });
});
