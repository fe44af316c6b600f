/**
 * Issue #15 in the browser: a reader saves from a card and from the story dialog, sees the count,
 * searches, removes and clears in Saved Stories; a free reader's eleventh save opens the premium
 * dialog with the spec's message; in Dutch too.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, reload, startE2E, visit } from './support/harness.ts';
import { apiSession, signInNewReader } from './support/sign-in.ts';

describe('saved stories in the browser', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(() => e2e.close());

  it('saves from a card and the dialog, counts, searches, removes, clears, and offers Premium at the eleventh', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    expect(await page.getByRole('button', { name: /^Save "/ }).count()).toBe(0);
    await signInNewReader(page, e2e.baseUrl, 'saver-e2e@example.com');

    const saveButtons = page.getByRole('button', { name: /^Save "/, pressed: false });
    await saveButtons.first().waitFor();
    const firstTitle = (await saveButtons.first().getAttribute('aria-label'))?.slice(6, -1) ?? '';
    // By keyboard: the button keeps the focus while it saves, and says it is pressed.
    await saveButtons.first().focus();
    await page.keyboard.press('Enter');
    await page.getByText('Story saved successfully').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-pressed') === 'true');
    await page
      .getByRole('button', { name: `Save "${firstTitle}"`, pressed: true })
      .first()
      .waitFor();

    // From the story dialog: the second card's story.
    const secondTitle =
      (
        await page
          .getByRole('button', { name: /^Save "/, pressed: false })
          .first()
          .getAttribute('aria-label')
      )?.slice(6, -1) ?? '';
    await page.getByRole('link', { name: secondTitle }).first().click();
    const story = page.getByRole('dialog', { name: secondTitle });
    await story.getByRole('button', { name: `Save "${secondTitle}"` }).click();
    await page
      .getByRole('button', { name: `Save "${secondTitle}"`, pressed: true })
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    await story.waitFor({ state: 'detached' });

    const menu = page.getByRole('button', { name: /Account menu of saver-e2e/ });
    await menu.click();
    const entry = page.getByRole('button', { name: /Saved Stories/ });
    await entry.getByText('2').waitFor();
    await entry.click();
    const saved = page.getByRole('dialog', { name: 'Saved Stories' });
    await saved.getByRole('link', { name: firstTitle }).waitFor();
    await saved.getByRole('searchbox').fill('zzzz-no-such-words');
    await saved.getByText('No stories found').first().waitFor();
    // What is left is said too, for a screen reader's user who does not see the list change.
    await saved.getByRole('status').filter({ hasText: 'No stories found' }).waitFor({ state: 'attached' });
    await saved.getByRole('searchbox').fill(firstTitle.slice(0, 12).toUpperCase());
    await saved.getByRole('link', { name: firstTitle }).waitFor();
    await saved
      .getByRole('status')
      .filter({ hasText: /^\d+ stor(y|ies) found$/ })
      .waitFor({ state: 'attached' });
    await saved.getByRole('searchbox').fill('');
    await saved.getByRole('button', { name: `Remove "${firstTitle}"` }).click();
    await page.getByText(`"${firstTitle.slice(0, 30)}..." removed from saved stories`).waitFor();
    // The confirmation takes Clear all's place: the keyboard is on its safe answer, Escape answers it
    // (the dialog stays), and the keyboard is back on Clear all.
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await saved.getByRole('button', { name: 'Clear all' }).press('Enter');
    await saved.getByRole('button', { name: 'Yes, clear all' }).waitFor();
    await expect.poll(focusedName).toBe('Cancel');
    await page.keyboard.press('Escape');
    await saved.getByRole('button', { name: 'Yes, clear all' }).waitFor({ state: 'detached' });
    await expect.poll(focusedName).toBe('Clear all');
    expect(await saved.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await saved.getByRole('button', { name: 'Yes, clear all' }).click();
    await saved.getByText('No saved stories yet').waitFor();
    await expect.poll(focusedName).toBe('No saved stories yet');
    await saved.getByRole('button', { name: 'Close' }).last().click();

    // Ten saves, then the eleventh is refused by the server and Premium is offered.
    for (let i = 0; i < 10; i++) {
      await page
        .getByRole('button', { name: /^Save "/, pressed: false })
        .first()
        .click();
      await page
        .getByRole('button', { name: /^Save "/, pressed: false })
        .nth(0)
        .waitFor();
      await page.waitForFunction(
        (n) => document.querySelectorAll('[aria-pressed="true"][aria-label^="Save"]').length >= n,
        i + 1,
      );
    }
    // Warned from the eighth save on, the tenth too: the next one will be refused.
    await page.getByText('You have saved 10 of 10 stories on the free plan.').waitFor();
    await page
      .getByRole('button', { name: /^Save "/, pressed: false })
      .first()
      .click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    await upgrade.getByText('Save limit reached. Upgrade to Premium for unlimited saves.').waitFor();
    await context.close();
  });

  it('opens the saved list and a saved story with the network off, and sends an offline change when it returns', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    await signInNewReader(page, e2e.baseUrl, 'offline-reader@example.com');
    // The service worker takes the page over, then the reader saves two stories and opens the list once.
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null,
    );
    const titles: string[] = [];
    for (let i = 0; i < 2; i++) {
      const button = page.getByRole('button', { name: /^Save "/, pressed: false }).first();
      titles.push((await button.getAttribute('aria-label'))?.slice(6, -1) ?? '');
      await button.click();
      await page
        .getByRole('button', { name: `Save "${titles[i]}"`, pressed: true })
        .first()
        .waitFor();
    }
    await page.getByRole('link', { name: titles[0] }).first().click();
    await page.getByRole('dialog', { name: titles[0] }).waitFor();
    await page.keyboard.press('Escape');
    const menu = page.getByRole('button', { name: /Account menu of offline-reader/ });
    await menu.click();
    await page.getByRole('button', { name: /Saved Stories/ }).click();
    await page.getByRole('dialog', { name: 'Saved Stories' }).getByRole('link', { name: titles[1] }).waitFor();
    // The service worker has kept the list with both stories in it.
    await page.waitForFunction(async (saved) => {
      const cache = await caches.open('tidings-data-v1');
      const list = (await cache.keys()).find((request) => new URL(request.url).pathname === '/api/saved-stories');
      const text = list ? await (await cache.match(list))?.text() : undefined;
      return saved.every((title) => text?.includes(JSON.stringify(title).slice(1, -1)));
    }, titles);

    await context.setOffline(true);
    await page.reload();
    await menu.click();
    await page.getByRole('button', { name: /Saved Stories/ }).click();
    const offlineList = page.getByRole('dialog', { name: 'Saved Stories' });
    await offlineList.getByRole('link', { name: titles[1] }).waitFor();
    await offlineList.getByRole('link', { name: titles[1] }).click();
    await page.getByRole('dialog', { name: titles[1] }).getByRole('heading', { name: titles[1] }).last().waitFor();

    // Removing while offline waits for the network, then reaches the server.
    await page
      .getByRole('dialog', { name: titles[1] })
      .getByRole('button', { name: `Save "${titles[1]}"`, pressed: true })
      .click();
    await page.getByText('Removed offline: it will sync when you are back online.').waitFor();
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    // The server now holds only the first story for this reader.
    const { savedStories, users } = await import('../apps/server/src/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    const { db } = e2e.app.database;
    for (let i = 0; i < 100; i++) {
      const rows = await db
        .select({ storyId: savedStories.storyId })
        .from(savedStories)
        .innerJoin(users, eq(users.id, savedStories.userId))
        .where(eq(users.email, 'offline-reader@example.com'));
      if (rows.length === 1) break;
      if (i === 99) throw new Error(`the offline removal never reached the server (${rows.length} saved)`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await context.close();
  });

  it('forgets what a phone kept once the reader signs out everywhere from another device', async () => {
    const email = 'lost-phone@example.com';
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    await signInNewReader(page, e2e.baseUrl, email);
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null,
    );
    const save = page.getByRole('button', { name: /^Save "/, pressed: false }).first();
    const title = (await save.getAttribute('aria-label'))?.slice(6, -1) ?? '';
    await save.click();
    await page.getByRole('button', { name: /Account menu of lost-phone/ }).click();
    await page.getByRole('button', { name: /Saved Stories/ }).click();
    await page.getByRole('dialog', { name: 'Saved Stories' }).getByRole('link', { name: title }).waitFor();
    await page.keyboard.press('Escape');
    /** The reader's kept answers, and the pages kept other than the shell's code. */
    const kept = () =>
      page.evaluate(async () => {
        const answers = (await caches.has('tidings-data-v1'))
          ? (await (await caches.open('tidings-data-v1')).keys()).map((request) => new URL(request.url).pathname)
          : [];
        const pages = (await (await caches.open('tidings-shell-v1')).keys())
          .map((request) => new URL(request.url).pathname)
          .filter((path) => !path.startsWith('/assets/') && !path.startsWith('/images/'));
        return { answers, pages };
      });
    await page.waitForFunction(async () => (await caches.match('/api/saved-stories')) !== undefined);
    expect((await kept()).answers).toContain('/api/saved-stories');

    // The phone is lost: from the laptop, the reader signs out everywhere.
    const laptop = await apiSession(e2e.baseUrl, email);
    const ended = await fetch(`${e2e.baseUrl}/api/auth/sessions`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${laptop}` },
    });
    expect(ended.status).toBe(200);

    // Whoever has the phone opens Tidings: a visitor's page, and nothing of the reader's kept.
    await reload(page);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    // Told why, not left to wonder.
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    await page.waitForFunction(async () => !(await caches.has('tidings-data-v1')));
    expect((await kept()).answers).toEqual([]);
    // Of the pages, only a visitor's home page stays, to start from offline.
    await page.waitForFunction(async () => (await caches.match('/')) !== undefined);
    expect((await kept()).pages).toEqual(['/']);
    const cookies = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookies).not.toContain('tidings_reader');
    expect(cookies).not.toContain('tidings_refresh');
    // Offline, the saved list is not there to be read.
    await context.setOffline(true);
    const offlineList = await page.evaluate(async () => {
      try {
        return (await fetch('/api/saved-stories')).status;
      } catch {
        return 'no answer';
      }
    });
    expect(offlineList).toBe('no answer');
    await context.setOffline(false);
    await context.close();
  });

  it('downloads everything kept of the reader from the account menu', async () => {
    const context = await e2e.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await visit(page, '/');
    await signInNewReader(page, e2e.baseUrl, 'my-data-e2e@example.com');
    const save = page.getByRole('button', { name: /^Save "/, pressed: false }).first();
    await save.click();
    await page
      .getByRole('button', { name: /^Save "/, pressed: true })
      .first()
      .waitFor();
    await page.getByRole('button', { name: /Account menu of my-data-e2e/ }).click();
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toMatch(/^tidings-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await file.path()) ?? '', 'utf8'));
    expect(data.account.email).toBe('my-data-e2e@example.com');
    expect(data.savedStories).toHaveLength(1);
    expect(data.signIns).toHaveLength(1);

    // The saved stories' own export, by the same way of handing over a file.
    await page.getByRole('button', { name: /Account menu of my-data-e2e/ }).click();
    await page.getByRole('button', { name: /Saved Stories/ }).click();
    const exported = page.waitForEvent('download');
    await page.getByRole('dialog', { name: 'Saved Stories' }).getByRole('button', { name: 'Export' }).click();
    const list = await exported;
    expect(list.suggestedFilename()).toMatch(/^tidings-saved-stories-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = JSON.parse(await readFile((await list.path()) ?? '', 'utf8'));
    expect(saved.stories.map((story: { storyId: string }) => story.storyId)).toEqual(
      data.savedStories.map((story: { storyId: string }) => story.storyId),
    );
    await context.close();
  });

  it('speaks Dutch in the saved stories', async () => {
    const context = await e2e.newContext();
    await context.addInitScript(() => localStorage.setItem('language', '"nl"'));
    const page = await context.newPage();
    await visit(page, '/');
    await signInNewReader(page, e2e.baseUrl, 'bewaarder-e2e@example.com', { dutch: true });
    await page.getByRole('button', { name: /bewaarder-e2e/ }).click();
    await page.getByRole('button', { name: /Bewaarde verhalen/ }).click();
    const saved = page.getByRole('dialog', { name: 'Bewaarde verhalen' });
    await saved.getByText('Nog geen bewaarde verhalen').waitFor();
    await page.keyboard.press('Escape');

    // A science story saved from the reader's other device is found by the category as they read it.
    const token = await apiSession(e2e.baseUrl, 'bewaarder-e2e@example.com');
    const science = (await (await fetch(`${e2e.baseUrl}/api/news?category=science`)).json()).data[0];
    await fetch(`${e2e.baseUrl}/api/saved-stories`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ storyId: science.id }),
    });
    await reload(page);
    await page.getByRole('button', { name: /bewaarder-e2e/ }).click();
    await page.getByRole('button', { name: /Bewaarde verhalen/ }).click();
    await saved.getByRole('searchbox').fill('wetenschap');
    await saved.getByRole('link').first().waitFor();
    // A relative time inside a sentence has no capital: "bewaard zojuist", not "bewaard Zojuist".
    await saved.getByText(/· bewaard zojuist/).waitFor();
    await saved.getByRole('searchbox').fill('misdaad');
    await saved.getByText('Geen verhalen gevonden').first().waitFor();
    await context.close();
  });
});
