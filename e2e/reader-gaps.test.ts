/**
 * Issue 16 items 1 and 2 in a real browser: a Dutch reader searching in Dutch, and a reader in a
 * small town far from every bundled city seeing their Local tab.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E, visit } from './support/harness.ts';

const AMSTERDAM = { geolocation: { latitude: 52.37, longitude: 4.89 }, permissions: ['geolocation'] };
/** Hays, Kansas: about 300 km from Kansas City and Denver, the nearest cities of the bundled list. */
const HAYS = { geolocation: { latitude: 38.88, longitude: -99.33 }, permissions: ['geolocation'] };

const storyTitles = (page: Page) =>
  page.locator('main a[href^="/story/"]').evaluateAll((links) => links.map((a) => a.textContent ?? ''));

describe('reader gaps of issue 16', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(() => e2e.close());

  it('lets a Dutch reader find stories by the Dutch words they read', async () => {
    const context = await e2e.newContext(AMSTERDAM);
    const page = await context.newPage();
    await visit(page, '/');
    await page.waitForFunction(() => document.documentElement.lang === 'nl');
    await page.getByRole('button', { name: 'Verhalen zoeken' }).click();
    const box = page.getByRole('searchbox', { name: 'Verhalen zoeken' });

    await box.fill('huisartsen');
    await page.locator('h1', { hasText: 'Zoekresultaten voor "huisartsen"' }).waitFor();
    await page.locator('main a[href="/story/amsterdam-gp-practices-pilot-evening-hours"]').first().waitFor();
    expect((await storyTitles(page)).join(' ')).toContain('Huisartsen in Amsterdam proberen avondspreekuur uit');

    // A part of a compound word finds it.
    await box.fill('begroting');
    await page.locator('main a[href="/story/house-passes-stopgap-spending-measure"]').first().waitFor();
    expect((await storyTitles(page)).join(' ')).toContain('noodbegroting');
    await context.close();
  });

  it('shows a reader in a small Kansas town their place and American stories on the Local tab', async () => {
    const context = await e2e.newContext(HAYS);
    const page = await context.newPage();
    await visit(page, '/');
    await page.getByRole('button', { name: /^Hays – / }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    // The page may first ask for the fallback place it was rendered for; the reader's own answer names Hays.
    const answer = page.waitForResponse((r) => r.url().includes('/api/news/local') && r.url().includes('city=Hays'));
    await visit(page, '/local');
    const local = (await (await answer).json()) as { data: Array<{ id: string; location: string }> };
    expect(local.data.length).toBeGreaterThan(3);
    for (const article of local.data.slice(0, 3)) expect(article.location).toMatch(/United States/);
    await page.locator('main p', { hasText: 'Showing local stories from' }).getByText('Hays').waitFor();
    await page.locator(`main a[href="/story/${local.data[0]?.id}"]`).first().waitFor();
    expect(await page.getByText('No local stories found').count()).toBe(0);
    await context.close();
  });
});
