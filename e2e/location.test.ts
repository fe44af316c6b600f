/**
 * Location, language and theme in a real browser (reading-experience §4 Language, Location, Theme):
 * Chromium with a granted or refused position, the real server and its offline geography.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, HYDRATION_ERROR, preloadIn, reload, startE2E, visit } from './support/harness.ts';

const AMSTERDAM = { geolocation: { latitude: 52.37, longitude: 4.89 }, permissions: ['geolocation'] };

interface LocalArticle {
  id: string;
  title: string;
  location: string;
}

const storyLinks = (page: Page) => page.locator('main a[href^="/story/"]');
const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');
/** The header's compact city selector, named '{city} – change city' (or its Dutch). */
const cityButton = (page: Page, city: string) => page.getByRole('button', { name: new RegExp(`^${city} – `) });

/**
 * What must not show in Dutch: every English interface string that Dutch says differently, and
 * every translation key (a key on screen means its string is missing).
 */
function englishOnlyStrings(): Set<string> {
  const read = (file: string) =>
    JSON.parse(readFileSync(new URL(`../apps/web/src/locales/${file}`, import.meta.url), 'utf8'));
  const flatten = (value: unknown, prefix = '', into = new Map<string, string>()) => {
    if (typeof value === 'string') into.set(prefix, value);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
    }
    return into;
  };
  const en = flatten(read('en.json'));
  const nl = flatten(read('nl.json'));
  const english = new Set<string>(en.keys());
  for (const [key, text] of en) {
    if (text.length >= 3 && !text.includes('{{') && nl.get(key) !== text) english.add(text);
  }
  // English's own name is written so in every language (the language menu's "English"), though the
  // English texts name the language so too ("In English").
  english.delete(en.get('story.languages.en') ?? '');
  return english;
}

/** Visible texts, accessible names and placeholders of the page that are English interface strings or keys. */
async function untranslated(page: Page, forbidden: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (text && parent?.checkVisibility() && !parent.closest('script, style')) found.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (!element.checkVisibility()) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  return texts.filter((text) => forbidden.has(text));
}

describe('location, language and theme', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(() => e2e.close());

  async function open(path: string, options: Parameters<E2E['newContext']>[0] = {}) {
    const context: BrowserContext = await e2e.newContext(options);
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await visit(page, path);
    return { page, context, requests };
  }

  it('finds a reader in Amsterdam, speaks Dutch without being asked, and shows Dutch local stories first', async () => {
    const { page, context } = await open('/', AMSTERDAM);
    await page.waitForFunction(() => document.documentElement.lang === 'nl');
    await cityButton(page, 'Amsterdam').waitFor();
    // Chosen from the country, not saved: detection keeps deciding.
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
    await page.getByRole('button', { name: 'Meer laden' }).waitFor();

    // The page comes in Dutch from the start now (the browser's language cookie); until the position
    // is found again it may ask for the fallback city's stories first: wait for Amsterdam's.
    const answer = page.waitForResponse(
      (r) => r.url().includes('/api/news/local') && r.url().includes('lang=nl') && r.url().includes('Amsterdam'),
    );
    await visit(page, '/local');
    const local = ((await (await answer).json()) as { data: LocalArticle[] }).data;
    expect(local.length).toBeGreaterThan(3);
    // Places in the reader's language: the country named in Dutch.
    for (const article of local.slice(0, 3)) expect(article.location).toMatch(/Nederland$/);
    const banner = page.locator('main p', { hasText: 'Lokale verhalen uit' });
    await banner.getByText('Amsterdam').waitFor();
    expect(await page.locator('h1').textContent()).toBe('Lokaal');
    await page.locator(`main a[href="/story/${local[0]?.id}"]`).first().waitFor();
    const firstId = decodeURIComponent(
      (await storyLinks(page).first().getAttribute('href'))?.slice('/story/'.length) ?? '',
    );
    const first = local.find((article) => article.id === firstId);
    expect(first?.location).toMatch(/Nederland$/);
    expect(await htmlLang(page)).toBe('nl');
    await context.close();
  });

  it('falls back to Lisbon and says why when the reader refuses their position', async () => {
    const { page, context, requests } = await open('/');
    await page.getByText('Failed to get user location - using default location').waitFor();
    await cityButton(page, 'Lisbon').waitFor();
    expect(await htmlLang(page)).toBe('en');
    await visit(page, '/local');
    await page.locator('main p', { hasText: 'Showing local stories from' }).getByText('Lisbon').waitFor();
    // The bundled IP database cannot place a loopback address: the reader is told, on pages that
    // embed the feed and pages that do not.
    await page.getByText('Failed to get user location - using default location').waitFor();
    expect(requests).toContain('/api/config');
    expect(requests).toContain('/api/geo/ip');
    await context.close();
  });

  it('keeps a chosen city across a reload, and follows its country with the language', async () => {
    const { page, context } = await open('/');
    await cityButton(page, 'Lisbon').click();
    const dialog = page.getByRole('dialog', { name: 'Choose your city' });
    const field = dialog.getByRole('combobox', { name: 'Search for a city' });
    await field.fill('rotterdam');
    await dialog.getByRole('option', { name: /Rotterdam/ }).waitFor();
    await field.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await cityButton(page, 'Rotterdam').waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'nl');
    await reload(page);
    await cityButton(page, 'Rotterdam').waitFor();
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('manual-location') ?? 'null'));
    expect(saved).toMatchObject({ city: 'Rotterdam', country: 'Netherlands', source: 'manual' });
    expect(await htmlLang(page)).toBe('nl');

    // A Dutch reader finds a city by its Dutch name and reads it so; it is kept by the name the
    // server knows.
    await cityButton(page, 'Rotterdam').click();
    const picker = page.getByRole('dialog');
    await picker.getByRole('combobox').fill('den haag');
    await picker.getByRole('option', { name: 'Den Haag Nederland' }).click();
    await cityButton(page, 'Den Haag').waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('manual-location') ?? 'null'))).toMatchObject({
      city: 'The Hague',
    });

    // 'Use Current Location' forgets the choice; refused, the fallback city comes back.
    await cityButton(page, 'Den Haag').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Huidige locatie gebruiken' }).click();
    await cityButton(page, 'Lisbon').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('manual-location'))).toBeNull();
    // Nor does the server draw the next page for it.
    expect((await context.cookies()).map((c) => c.name)).not.toContain('tidings_place');
    await context.close();
  });

  it('draws a returning reader’s page for their place before any script runs, and does not fetch it again', async () => {
    // A position to the metre: the server is told it to a kilometre only.
    const { page, context, requests } = await open('/', {
      geolocation: { latitude: 52.373141, longitude: 4.892246 },
      permissions: ['geolocation'],
    });
    await cityButton(page, 'Amsterdam').waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'nl');
    // The page asks for Amsterdam's feed in Dutch once it has found both: wait for that answer, so
    // that no request of this first page is still to come when the reload below starts counting.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => {
        const url = new URL(entry.name);
        return url.pathname === '/api/news' && url.searchParams.get('lang') === 'nl-NL' && url.searchParams.has('lat');
      }),
    );
    const positions = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.searchParams.has('lat'))
        .map((url) => `${url.searchParams.get('lat')},${url.searchParams.get('lon')}`),
    );
    expect(positions.length).toBeGreaterThan(0);
    expect(new Set(positions)).toEqual(new Set(['52.37,4.89']));
    expect(requests).toContain('/api/geo/reverse');
    const placeCookie = async () => (await context.cookies()).find((c) => c.name === 'tidings_place');
    const detected = await placeCookie();
    // Only as long as the browser keeps the detected place: 720 minutes.
    expect((detected?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(700 * 60_000);
    expect((detected?.expires ?? Infinity) * 1000 - Date.now()).toBeLessThanOrEqual(720 * 60_000);

    // The page as the server sends it, before any script: Amsterdam's ranking, the city named at once.
    const served = async (path: string) => {
      const html = await (await context.request.get(path)).text();
      const preload = preloadIn<{
        query: { lat: number; lon: number; lang: string };
        result: { data: { id: string }[] };
      }>(html);
      return { html, preload };
    };
    const home = await served('/');
    expect(home.preload.query).toMatchObject({ lat: 52.37, lon: 4.89, lang: 'nl-NL' });
    expect(home.html).toContain('aria-label="Amsterdam – stad wijzigen"');
    const api = await context.request.get('/api/news?category=all&page=1&lang=nl-NL&lat=52.37&lon=4.89');
    expect(home.preload.result.data.map((a) => a.id)).toEqual(
      ((await api.json()) as { data: { id: string }[] }).data.map((a) => a.id),
    );

    // Reloaded, the browser takes the server's page over as it is: no second feed call, no hydration error.
    const feedCalls: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/news') feedCalls.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // React reports a failed hydration through reportError: a page error, not a console message.
    page.on('pageerror', (error) => errors.push(error.message));
    await reload(page);
    await cityButton(page, 'Amsterdam').waitFor();
    await page.waitForTimeout(500);
    expect(feedCalls).toEqual([]);
    expect(errors.filter((text) => HYDRATION_ERROR.test(text))).toEqual([]);

    // A chosen city is told to the server at once, and kept for a year.
    await cityButton(page, 'Amsterdam').click();
    const picker = page.getByRole('dialog');
    await picker.getByRole('combobox').fill('den haag');
    await picker.getByRole('option', { name: 'Den Haag Nederland' }).click();
    await cityButton(page, 'Den Haag').waitFor();
    expect(((await placeCookie())?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(300 * 24 * 3_600_000);
    const hague = await served('/science');
    expect(hague.preload.query).toMatchObject({ lat: 52.07, lon: 4.3 });
    // Named as Dutch names it from the server on, and taken over so: no hydration error.
    expect(hague.html).toContain('aria-label="Den Haag – stad wijzigen"');
    await visit(page, '/science');
    await cityButton(page, 'Den Haag').waitFor();
    expect(errors.filter((text) => HYDRATION_ERROR.test(text))).toEqual([]);

    // Local, opened afresh, is drawn for The Hague, and asks for no other place's stories on the way.
    const localCalls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/news/local') localCalls.push(url);
    });
    expect((await served('/local')).html).toMatch(
      /Lokale verhalen uit(?:<!-- -->)? <span><strong>Den Haag<\/strong>, Nederland<\/span>/,
    );
    await visit(page, '/local');
    await page.locator('main p', { hasText: 'Lokale verhalen uit' }).getByText('Den Haag').waitFor();
    await storyLinks(page).first().waitFor();
    expect(localCalls.map((url) => url.searchParams.get('lat'))).toEqual(['52.07']);
    // A browser that kept the place but not the cookie gets the fallback city's page: taken over, it
    // waits for the reader's own place to settle before it asks for local stories.
    await context.clearCookies({ name: 'tidings_place' });
    localCalls.length = 0;
    await visit(page, '/local');
    await page.locator('main p', { hasText: 'Lokale verhalen uit' }).getByText('Den Haag').waitFor();
    await storyLinks(page).first().waitFor();
    expect(localCalls.map((url) => url.searchParams.get('lat'))).toEqual(['52.07']);
    await context.close();
  });

  it('keeps the chosen theme across a reload', async () => {
    const { page, context } = await open('/');
    const dark = (wanted: boolean) =>
      page.waitForFunction((on) => document.documentElement.classList.contains('dark') === on, wanted);
    const choose = async (theme: string) => {
      await page.getByRole('button', { name: /^Theme: / }).click();
      await page.getByRole('button', { name: theme, exact: true }).click();
    };
    await choose('Light');
    await dark(false);
    await choose('Dark');
    await dark(true);
    await reload(page);
    await page.getByRole('button', { name: /^Theme: / }).waitFor();
    await dark(true);
    await choose('Light');
    await dark(false);
    await reload(page);
    await page.getByRole('button', { name: /^Theme: / }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('"light"');
    await context.close();
  });

  it('speaks Dutch on every screen: header, feed, menus, city selector, story and About', async () => {
    const english = englishOnlyStrings();
    const { page, context } = await open('/', AMSTERDAM);
    await page.waitForFunction(() => document.documentElement.lang === 'nl');
    await page.getByRole('button', { name: 'Meer laden' }).waitFor();
    await cityButton(page, 'Amsterdam').waitFor();
    expect(await untranslated(page, english)).toEqual([]);

    for (const menu of [/^Thema: /, 'Taal: NL']) {
      await page.getByRole('banner').getByRole('button', { name: menu, exact: true }).click();
      expect(await untranslated(page, english)).toEqual([]);
      await page.keyboard.press('Escape');
    }

    await cityButton(page, 'Amsterdam').click();
    const cities = page.getByRole('dialog', { name: 'Kies je stad' });
    await cities.getByRole('button', { name: 'Huidige locatie gebruiken' }).waitFor();
    await cities.getByRole('combobox').fill('zzz');
    await cities.getByText('Geen steden gevonden voor "zzz"').waitFor();
    expect(await untranslated(page, english)).toEqual([]);
    await page.keyboard.press('Escape');
    await cities.waitFor({ state: 'detached' });

    await storyLinks(page).first().click();
    const story = page.getByRole('dialog');
    await story.getByText('Bronnen').first().waitFor();
    expect(await untranslated(page, english)).toEqual([]);
    await page.keyboard.press('Escape');
    await story.waitFor({ state: 'detached' });

    await visit(page, '/local');
    await page.locator('main p', { hasText: 'Lokale verhalen uit' }).getByText('Amsterdam').waitFor();
    await storyLinks(page).first().waitFor();
    expect(await untranslated(page, english)).toEqual([]);

    await visit(page, '/about');
    await page.getByRole('dialog', { name: 'Over Tidings' }).waitFor();
    expect(await untranslated(page, english)).toEqual([]);
    await context.close();
  });
});
