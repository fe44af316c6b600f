/**
 * A part of the app that loads on demand and cannot be fetched (the connection dropped, the server
 * restarted) leaves the page standing: it says so, with Try again, and opens once its code comes; a
 * page open across a deploy, whose parts the new build renamed, comes afresh; a part that is slow to
 * come shows its frame meanwhile.
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
    await alert.waitFor({ state: 'detached' });
    // The dialog opens on its loading frame; the story follows once it is fetched.
    await dialog.getByText('Sources').first().waitFor();
    expect(await dialog.textContent()).toContain(headline.trim().slice(0, 20));
    await context.close();
  });

  it('loads a page open across a deploy afresh when it asks for a part the new build renamed, once', async () => {
    const context = await e2e.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await visit(page, '/');
    await interactive(page);
    // The deploy: the server has none of this page's scripts any more (a new build's names).
    const scripts = /\/assets\/[\w.-]+\.js$/;
    const deployed = () => page.route(scripts, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await deployed();
    const reloaded = page.waitForRequest((request) => request.isNavigationRequest());
    const card = page.locator('main a[href^="/story/"]').first();
    const headline = ((await card.textContent()) ?? '').trim();
    await card.click();
    await reloaded;
    // The page came afresh (here, the build the server has now is the one it had), at the story the
    // reader asked for, which opens.
    await page.unroute(scripts);
    await page.waitForLoadState('load');
    await interactive(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Sources').first().waitFor();
    expect(await dialog.textContent()).toContain(headline.slice(0, 20));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Missing again a moment later: no second reload (that would be the server's fault, and a loop),
    // but the message with Try again, which opens the part once its script is there.
    await deployed();
    let navigations = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) navigations += 1;
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This part of Tidings could not be loaded.' });
    await alert.waitFor();
    expect(navigations).toBe(0);
    await page.unroute(scripts);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('dialog', { name: 'About Tidings' }).waitFor();
    await context.close();
  });

  it("shows the story's frame and skeleton at once while the dialog's code is slow to come", async () => {
    const context = await e2e.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await visit(page, '/');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/story-dialog-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('main a[href^="/story/"]').first().click();
    // A slow phone's second or two: the reader sees that the story is coming, and hears it.
    const loading = page.getByRole('status').filter({ hasText: 'Loading story…' });
    await loading.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    await page.getByRole('dialog').waitFor();
    await page.getByRole('dialog').getByRole('heading', { level: 2 }).first().waitFor();
    await context.close();
  });
});
