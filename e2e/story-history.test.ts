/**
 * Closing a story leaves the browser's history as the reader came: Back after closing goes where
 * Back went before the story was opened, and never opens a story the reader has closed.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E, visit } from './support/harness.ts';

describe('a story closed, and the history', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({ IP_DATABASE: 'off', FEATURE_RELATED_STORIES: 'true' });
  });
  afterAll(() => e2e.close());

  const pathOf = (page: Page) => new URL(page.url()).pathname;
  const openRelated = async (page: Page) => {
    const dialog = page.getByRole('dialog');
    const related = dialog.getByRole('region', { name: 'Related stories' }).getByRole('button').first();
    await related.waitFor();
    const before = pathOf(page);
    await related.click();
    await page.waitForURL((url) => url.pathname !== before && url.pathname.startsWith('/story/'));
    await dialog.getByText('Sources').first().waitFor();
  };

  it('closes a story and a related one opened from it back to the feed they were opened over', async () => {
    const context = await e2e.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await visit(page, '/');
    await page.locator('header nav a[href="/politics"]:visible').first().click();
    await page.locator('h1', { hasText: 'Politics' }).waitFor();
    await page.locator('main a[href^="/story/"]').first().click();
    await page.getByRole('dialog').getByText('Sources').first().waitFor();
    await openRelated(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/politics');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('closes a shared link’s story, and a related one opened from it, to the home feed, with no story left for Back', async () => {
    const context = await e2e.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await visit(page, '/about');
    // Its code comes after the page is taken over: Escape before it is there would close nothing.
    await page.getByRole('dialog', { name: 'About Tidings' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const politics = (await (await fetch(`${e2e.baseUrl}/api/news?category=politics`)).json()) as {
      data: Array<{ id: string }>;
    };
    await visit(page, `/story/${politics.data[0]?.id}`);
    await page.getByRole('dialog').getByText('Sources').first().waitFor();
    await openRelated(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/');
    // Back leaves the shared link's page for the page before it, not for a story.
    await page.goBack();
    await page.waitForURL((url) => !url.pathname.startsWith('/story/'));
    await page.waitForTimeout(300);
    expect(pathOf(page)).not.toMatch(/^\/story\//);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
