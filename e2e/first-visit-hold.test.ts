/**
 * A first visit's feed is not reordered under a reader who has begun reading when the browser's
 * position comes (decision 0005, 2026-12-07): the stories ranked for their town are offered, and
 * shown when asked for; a reader still at the top of the page gets them at once, as before.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { type E2E, startE2E, visit } from './support/harness.ts';

/** London: English as the fallback place's page is, so only the ranking changes when it comes. */
const LONDON = { latitude: 51.5074, longitude: -0.1278 };

/** A browser that knows where it is, and answers only when the test lets it (`release`). */
async function slowPosition(e2e: E2E): Promise<{ context: BrowserContext; page: Page; release(): Promise<void> }> {
  const context = await e2e.newContext({ geolocation: LONDON, permissions: ['geolocation'] });
  await context.addInitScript(() => {
    const real = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
    const waiting: Array<() => void> = [];
    (window as unknown as { releasePosition(): void }).releasePosition = () => {
      for (const answer of waiting.splice(0)) answer();
    };
    navigator.geolocation.getCurrentPosition = (success, failure, options) => {
      waiting.push(() => real(success, failure, options));
    };
  });
  const page = await context.newPage();
  return {
    context,
    page,
    release: () => page.evaluate(() => (window as unknown as { releasePosition(): void }).releasePosition()),
  };
}

const cardTitles = (page: Page) =>
  page.locator('main article a[href^="/story/"]').evaluateAll((links) => links.map((link) => link.textContent ?? ''));

/** Opens Home, reads its cards, and scrolls down into them, as a reader reading does. */
async function readDown(page: Page): Promise<string[]> {
  await visit(page, '/');
  const before = await cardTitles(page);
  await page.mouse.wheel(0, 1500);
  await page.waitForFunction(() => window.scrollY > 1000);
  return before;
}

describe('a first visit when the position comes', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({ IP_DATABASE: 'off' });
  });
  afterAll(() => e2e?.close());

  it('keeps the stories of a reader who is reading, and shows the ones ranked for their town when asked', async () => {
    const { context, page, release } = await slowPosition(e2e);
    await page.setViewportSize({ width: 390, height: 844 });
    const before = await readDown(page);
    const scrolled = await page.evaluate(() => window.scrollY);
    await release();
    // The header follows the reader's town at once; the stories they read stay as and where they were.
    await page.getByRole('button', { name: /^London/ }).waitFor();
    const offer = page.locator('main').getByText('Your stories ranked for London are ready.');
    await offer.waitFor();
    // Said by the page's standing status, which screen readers read out.
    await page
      .getByRole('status')
      .filter({ hasText: 'Your stories ranked for London are ready.' })
      .waitFor({ state: 'attached' });
    await page.waitForTimeout(500);
    expect(await cardTitles(page)).toEqual(before);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await page.getByRole('button', { name: en.location.showRankedHere }).click();
    await offer.waitFor({ state: 'detached' });
    await expect.poll(() => cardTitles(page)).not.toEqual(before);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await context.close();
  });

  it('lets the reader keep the stories they read, and close the offer', async () => {
    const { context, page, release } = await slowPosition(e2e);
    const before = await readDown(page);
    await release();
    const keep = page.getByRole('button', { name: en.location.keepRanking });
    await keep.focus();
    await page.keyboard.press('Enter');
    await keep.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: en.location.showRankedHere }).count()).toBe(0);
    expect(await cardTitles(page)).toEqual(before);
    // The keyboard goes on in the page's content, not from its top.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await context.close();
  });

  it('ranks the page of a reader still at the top for their town at once', async () => {
    const { context, page, release } = await slowPosition(e2e);
    await visit(page, '/');
    const before = await cardTitles(page);
    await release();
    await page.getByRole('button', { name: /^London/ }).waitFor();
    await expect.poll(() => cardTitles(page)).not.toEqual(before);
    expect(await page.getByRole('status').filter({ hasText: 'ranked for London' }).count()).toBe(0);
    await context.close();
  });
});
