/**
 * A part of the app that loads on demand and cannot be fetched (the connection dropped, the server
 * restarted, a deploy renamed its code) leaves the page standing: it says so, with Try again, and
 * opens once its code comes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, interactive, startE2E, visit } from './support/harness.ts';

describe('a part of the app that cannot be loaded', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(() => e2e.close());

  it('keeps the page, says the story could not be loaded, and opens it on Try again', async () => {
    // Requests go from the page itself, where the test can cut them (not through the service worker).
    const context = await e2e.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await visit(page, '/');
    await interactive(page);
    const storyCode = /\/assets\/story-dialog-[\w-]+\.js$/;
    await page.route(storyCode, (route) => route.abort('internetdisconnected'));

    const card = page.locator('main a[href^="/story/"]').first();
    const headline = (await card.textContent()) ?? '';
    await card.click();
    const alert = page.getByRole('alert').filter({ hasText: 'This part of Tidings could not be loaded.' });
    await alert.waitFor();
    // The page is still there: its header and its stories.
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.locator('main a[href^="/story/"]').count()).toBeGreaterThan(5);

    await page.unroute(storyCode);
    await alert.getByRole('button', { name: 'Retry' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await alert.waitFor({ state: 'detached' });
    expect(await dialog.textContent()).toContain(headline.trim().slice(0, 20));
    await context.close();
  });
});
