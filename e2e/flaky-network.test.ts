/**
 * A phone on a bus, where the signal comes and goes (session forty's review): what a reader does
 * while it is gone is neither lost nor silent, and saved stories open offline.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E, visit } from './support/harness.ts';
import { apiSession, signInNewReader } from './support/sign-in.ts';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** Waits until the service worker controls the page. */
const controlled = (page: Page) =>
  page.waitForFunction(
    async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null,
  );

describe('a reader whose network comes and goes', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(() => e2e.close());

  it('is told a story saved while the signal is gone will sync, and it does when the signal is back', async () => {
    const context = await e2e.newContext(PHONE);
    const page = await context.newPage();
    await visit(page, '/');
    await signInNewReader(page, e2e.baseUrl, 'bus-rider@example.com');
    const save = page.getByRole('button', { name: /^Save "/, pressed: false }).first();
    const title = (await save.getAttribute('aria-label'))?.slice(6, -1) ?? '';
    // A thumb's target: at least 40 px square.
    const box = await save.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(40);
    expect(box?.height).toBeGreaterThanOrEqual(40);

    await context.setOffline(true);
    await save.click();
    await page.getByText('Saved offline: it will sync when you are back online.').waitFor();
    // Shown saved at once, so a second press would undo it rather than queue it again.
    await page
      .getByRole('button', { name: `Save "${title}"`, pressed: true })
      .first()
      .waitFor();
    await context.setOffline(false);
    const token = await apiSession(e2e.baseUrl, 'bus-rider@example.com');
    await expect
      .poll(async () => {
        const answer = await fetch(`${e2e.baseUrl}/api/saved-stories`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const { stories } = (await answer.json()) as { stories: Array<{ story: { headline: string } }> };
        return stories.map((saved) => saved.story.headline);
      })
      .toContain(title);
    await context.close();
  });

  it('waits for the network on a category reloaded offline, rather than saying it failed', async () => {
    const context = await e2e.newContext(PHONE);
    const page = await context.newPage();
    await visit(page, '/');
    await controlled(page);
    await visit(page, '/world');
    await page.locator('main a[href^="/story/"]').first().waitFor();
    await context.setOffline(true);
    await page.route('**/api/news?**', (route) => route.abort('internetdisconnected'));
    await page.goto('/science').catch(() => undefined);
    await page.getByText('These stories will load when you are back online.').waitFor();
    expect(await page.getByText('Failed to load articles. Please try again later.').count()).toBe(0);
    await page.unroute('**/api/news?**');
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.locator('main a[href^="/story/"]').first().waitFor();
    await context.close();
  });

  it('opens Saved Stories and a saved story offline without having opened them before', async () => {
    const context = await e2e.newContext(PHONE);
    const page = await context.newPage();
    await visit(page, '/');
    await signInNewReader(page, e2e.baseUrl, 'night-reader@example.com');
    await controlled(page);
    const save = page.getByRole('button', { name: /^Save "/, pressed: false }).first();
    const title = (await save.getAttribute('aria-label'))?.slice(6, -1) ?? '';
    await save.click();
    await page
      .getByRole('button', { name: `Save "${title}"`, pressed: true })
      .first()
      .waitFor();
    // The code of the menu's entry, the list and the story dialog comes ahead, in idle time.
    await page.waitForFunction(async () => {
      const keys = await (await caches.open('tidings-shell-v1')).keys();
      return ['saved-menu-entry', 'saved-dialog', 'story-dialog'].every((part) =>
        keys.some((request) => new URL(request.url).pathname.includes(`/assets/${part}-`)),
      );
    });
    // The list with the story in it, and the story's detail, kept by the service worker.
    await page.waitForFunction(async (saved) => {
      const cache = await caches.open('tidings-data-v1');
      const requests = await cache.keys();
      const list = requests.find((request) => new URL(request.url).pathname === '/api/saved-stories');
      const listed = list ? (await (await cache.match(list))?.text())?.includes(saved) : false;
      return listed && requests.some((request) => new URL(request.url).pathname.startsWith('/api/stories/'));
    }, title);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: /Account menu of night-reader/ }).click();
    // The settings are there offline too (their changes then fail with a message).
    await page.getByRole('button', { name: 'Personalization Settings' }).waitFor();
    await page.getByRole('button', { name: /Saved Stories/ }).click();
    const list = page.getByRole('dialog', { name: 'Saved Stories' });
    await list.getByRole('link', { name: title }).click();
    await page.getByRole('dialog', { name: title }).getByRole('heading', { name: title }).last().waitFor();
    await context.setOffline(false);
    await context.close();
  });

  it('never shows a story with a source the reader muted while a slow line renews the session', async () => {
    const context = await e2e.newContext(PHONE);
    const page = await context.newPage();
    await visit(page, '/');
    await signInNewReader(page, e2e.baseUrl, 'slow-renewal@example.com');
    // A story of several outlets, and one of them muted (from the reader's other device).
    const { data } = (await (await fetch(`${e2e.baseUrl}/api/news?category=all`)).json()) as {
      data: Array<{ id: string; outletCount: number }>;
    };
    const story = data.find((article) => article.outletCount >= 2);
    const detail = (await (await fetch(`${e2e.baseUrl}/api/stories/${story?.id}`)).json()) as {
      sources: Array<{ name: string }>;
    };
    const muted = detail.sources.at(-1)?.name ?? '';
    const token = await apiSession(e2e.baseUrl, 'slow-renewal@example.com');
    const muting = await fetch(`${e2e.baseUrl}/api/preferences/muted/sources`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ source: muted }),
    });
    expect(muting.status).toBe(200);

    await page.route('**/api/auth/refresh_token', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.fallback();
    });
    await page.goto(`/story/${story?.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading').first().waitFor();
    const seen = new Set<number>();
    for (let i = 0; i < 12; i++) {
      seen.add(await dialog.getByText(muted, { exact: true }).count());
      await page.waitForTimeout(250);
    }
    expect([...seen]).toEqual([0]);
    await context.close();
  });

  it('asks the feed again as the reader once a renewal dropped at the reload gets through', async () => {
    const context = await e2e.newContext(PHONE);
    const page = await context.newPage();
    await visit(page, '/');
    await signInNewReader(page, e2e.baseUrl, 'dropped-renewal@example.com');
    let dropped = 0;
    await page.route('**/api/auth/refresh_token', (route) => {
      dropped += 1;
      return dropped === 1 ? route.abort() : route.fallback();
    });
    const asReader: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/news(?:\/personalized)?\?/.test(request.url()) && request.headers().authorization) {
        asReader.push(request.url());
      }
    });
    await page.reload();
    await page.getByRole('button', { name: /Account menu of dropped-renewal/ }).waitFor();
    // The first renewal was dropped (a second may already have followed it: the page asks again).
    await expect.poll(() => dropped).toBeGreaterThanOrEqual(1);
    // The network is back: the session is renewed, and the feed asked again as the reader. (Said until
    // heard: the page may still be learning that the renewal was dropped when it is first said.)
    await expect
      .poll(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('online')));
        return asReader.length;
      })
      .toBeGreaterThan(0);
    await context.close();
  });

  it('offers to load the plans again where they failed, beside the premium dialog’s buttons', async () => {
    const context = await e2e.newContext(PHONE);
    const page = await context.newPage();
    await visit(page, '/');
    await signInNewReader(page, e2e.baseUrl, 'plans-on-a-bus@example.com');
    let failing = true;
    await page.route('**/api/billing/plans**', (route) => (failing ? route.abort() : route.fallback()));
    await page.getByRole('button', { name: 'Discover Premium' }).first().click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    const alert = upgrade.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await alert.waitFor();
    // In sight on the phone, with the dialog's buttons.
    expect(await alert.isVisible()).toBe(true);
    const inView = await alert.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return rect.top >= 0 && rect.bottom <= window.innerHeight;
    });
    expect(inView).toBe(true);
    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await upgrade.getByText('$49.00 a year').waitFor();
    await context.close();
  });
});
