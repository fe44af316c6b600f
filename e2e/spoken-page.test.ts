/**
 * The page as a screen reader's user meets it, and as a reader on a failing connection does
 * (a blind reader's and a commuter's review, 2026-12-07): where the keyboard lands, what is said,
 * what is heard once and not twice, and what a lost network or failed images leave on screen.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { type E2E, interactive, startE2E, visit } from './support/harness.ts';
import { apiSession, openMenuEntry, signInNewReader } from './support/sign-in.ts';

/** Every text a live region (role status or alert) takes from now on, in order. */
async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    const regions = () => document.querySelectorAll('[role="status"], [role="alert"], [aria-live]');
    new MutationObserver(() => {
      for (const region of regions()) {
        const text = region.textContent?.trim() ?? '';
        if (text && said.at(-1) !== text) said.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { said: string[] }).said);
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()}:${element.textContent?.trim().slice(0, 60) ?? ''}` : '';
  });

describe('the page heard and used by keyboard', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({ IP_DATABASE: 'off' });
  });
  afterAll(() => e2e?.close());

  it('skips to the content with the keyboard in it, and says a category chosen once its stories are in', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(`a:${en.a11y.skipToContent}`);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    // The next Tab goes on inside the content, not back to the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);

    const said = await recordAnnouncements(page);
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'World' }).press('Enter');
    await expect.poll(said).toContainEqual(expect.stringMatching(/^World: \d+ stories$/));
    await context.close();
  });

  it('names the theme on now with its button, as the language button names the language', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: `Theme: ${en.theme.auto}`, exact: true }).click();
    await page.getByRole('button', { name: en.theme.dark, exact: true }).click();
    await banner.getByRole('button', { name: `Theme: ${en.theme.dark}`, exact: true }).waitFor();
    await context.close();
  });

  it('keeps the keyboard on a sign-in button whose provider failed', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    await page.getByRole('button', { name: en.auth.signIn }).click();
    const apple = page.getByRole('button', { name: en.auth.continueWithApple });
    await apple.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: en.auth.errors.appleFailed }).waitFor();
    // A disabled button would have dropped it to the page's body, outside the dialog.
    await expect.poll(() => apple.evaluate((button) => button === document.activeElement)).toBe(true);
    await context.close();
  });

  it('says "no cities" only once the server has found none, and counts the cities it found', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    await page.getByRole('button', { name: /change city$/ }).click();
    const picker = page.getByRole('dialog', { name: en.location.dialogTitle });
    const field = picker.getByRole('combobox');
    await field.waitFor();
    const said = await recordAnnouncements(page);
    // Typed at a person's pace: the bundled list has no Oakland, the server's search does.
    await field.pressSequentially('oakland', { delay: 60 });
    await picker.getByRole('option', { name: /^Oakland United States/ }).waitFor();
    await expect.poll(said).toContainEqual(expect.stringMatching(/^\d+ (city|cities) found$/));
    expect((await said()).filter((text) => text.startsWith('No cities found'))).toEqual([]);
    await field.fill('qqxqq');
    await picker.getByText('No cities found matching "qqxqq"').waitFor();
    await context.close();
  });

  it('names each source with a pause between outlet and headline, and a story once', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    const card = page.locator('main h3 a[href^="/story/"]').first();
    const title = ((await card.textContent()) ?? '').trim();
    await card.click();
    const story = page.getByRole('dialog', { name: title });
    const link = story
      .getByRole('region', { name: /^Sources/ })
      .getByRole('link')
      .first();
    await link.waitFor();
    const [outlet, headline] = await link.evaluate((element) =>
      [...element.querySelectorAll('span.font-semibold, span[lang]')].map((span) => span.firstChild?.textContent ?? ''),
    );
    expect(outlet).toBeTruthy();
    // The link's accessible name, as the accessibility tree gives it.
    // (Chrome puts a space before the pause's comma, as between any two blocks: no screen reader says it.)
    expect((await link.ariaSnapshot()).replace(' , ', ', ')).toContain(`${outlet}, ${headline}`);
    // The dialog is named by the headline, and its text says the headline once (the heading), not twice.
    const lines = (await story.ariaSnapshot()).split('\n').map((line) => line.trim());
    expect(lines).toContain(`- heading "${title}" [level=2]`);
    expect(lines.filter((line) => line === `- paragraph: ${title}` || line === `- text: ${title}`)).toEqual([]);
    await context.close();
  });

  it('puts the stories under a heading of their own, and no ad among the headings', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    // The briefing's player comes with its heading once its catalogue is in.
    await page.getByRole('heading', { name: / Edition — / }).waitFor();
    const outline = await page.evaluate(() =>
      [...document.querySelectorAll('main h1, main h2, main h3')].map((h) => `${h.tagName}:${h.textContent?.trim()}`),
    );
    // The page's own heading first, before the briefing's.
    expect(outline[0]).toBe(`H1:${en.categories.all}`);
    expect(outline.findIndex((heading) => / Edition — /.test(heading))).toBeGreaterThan(0);
    const firstCard = outline.findIndex((heading) => heading.startsWith('H3:'));
    expect(outline[firstCard - 1]).toBe(`H2:${en.feed.moreStories}`);
    // The ads are there, their titles text and not headings between the stories.
    expect(await page.locator('main aside').count()).toBeGreaterThan(1);
    expect(outline).not.toContain(`H2:${en.ads.items.premium.title}`);
    expect(await page.locator('main aside :is(h1, h2, h3, h4)').count()).toBe(0);
    await context.close();
  });

  it('comes back to the saved list, on the story opened from it, when that story closes', async () => {
    const email = 'saved-return@example.com';
    const token = await apiSession(e2e.baseUrl, email);
    const { data } = (await (await fetch(`${e2e.baseUrl}/api/news?category=all`)).json()) as {
      data: Array<{ id: string; title: string }>;
    };
    const story = data[3];
    if (!story) throw new Error('the sample has too few stories');
    const saved = await fetch(`${e2e.baseUrl}/api/saved-stories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ storyId: story.id }),
    });
    expect(saved.status).toBe(200);
    const context = await e2e.newContext();
    const page = await context.newPage();
    // From a category's page: the page under the list stays that category's.
    await visit(page, '/world');
    await signInNewReader(page, e2e.baseUrl, email);
    await openMenuEntry(page, 'saved-return', en.saved.menu);
    const list = page.getByRole('dialog', { name: en.saved.title });
    const link = list.getByRole('link', { name: story.title });
    await link.focus();
    await page.keyboard.press('Enter');
    const opened = page.getByRole('dialog', { name: story.title });
    await opened.getByRole('heading', { name: story.title }).waitFor();
    await page.keyboard.press('Escape');
    await opened.waitFor({ state: 'detached' });
    await list.waitFor();
    await expect.poll(() => link.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/world');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/world');
    await context.close();
  });
});

describe('the page on a failing connection', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({ IP_DATABASE: 'off' });
  });
  afterAll(() => e2e?.close());

  it('says it is offline while it is, in the feed and in a story waiting for the network', async () => {
    // Requests go from the page itself (no service worker answering from its store).
    const context = await e2e.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await visit(page, '/');
    const notice = page.getByRole('status').filter({ hasText: en.common.offline });
    expect(await notice.count()).toBe(0);
    // A story opened once online, so the dialog's code is here (a part that cannot load says so itself).
    await page.locator('main h3 a[href^="/story/"]').first().click();
    await page.getByRole('dialog').locator('h2').first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await context.setOffline(true);
    await notice.first().waitFor();
    await page.locator('main').getByText(en.common.offline).waitFor();
    // Said through the page's standing status as well: a new region that comes with its words is not
    // read out by every screen reader.
    const standing = page.locator('body p.sr-only[role="status"]').first();
    await expect.poll(() => standing.textContent()).toBe(en.common.offline);
    await page.locator('main h3 a[href^="/story/"]').nth(2).click();
    await page.getByRole('dialog').getByText(en.common.offline).waitFor();
    await context.setOffline(false);
    // Back online, the story waiting for it comes by itself, and the notice goes.
    await page.getByRole('dialog').locator('h2').first().waitFor();
    await expect.poll(() => notice.count()).toBe(0);
    expect(await standing.textContent()).toBe('');
    await context.close();
  });

  it('opens a story asked for offline, before its dialog’s code ever came, once the network is back', async () => {
    const context = await e2e.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await visit(page, '/');
    await context.setOffline(true);
    await page.locator('main h3 a[href^="/story/"]').first().click();
    const failed = page.getByRole('alert').filter({ hasText: en.common.partFailed });
    await failed.waitFor();
    await context.setOffline(false);
    // No Retry pressed: the dialog comes by itself.
    await page.getByRole('dialog').locator('h2').first().waitFor();
    await failed.waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows the placeholder for a story image that fails', async () => {
    const context = await e2e.newContext({ serviceWorkers: 'block' });
    // Every story image fails; the app's placeholder comes.
    await context.route(/\/images\/(?!placeholder\.svg)/, (route) => route.abort('timedout'));
    const page = await context.newPage();
    await page.goto('/');
    await interactive(page);
    const images = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('main article img')]
          // Those in view: a lazy image further down is not asked for yet.
          .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
          .map((img) => new URL((img as HTMLImageElement).src).pathname),
      );
    await expect.poll(async () => (await images()).filter((src) => src !== '/images/placeholder.svg')).toEqual([]);
    expect((await images()).length).toBeGreaterThan(0);
    await context.close();
  });

  it('shows no broken image and keeps the featured story’s text on its card when images fail', async () => {
    const context = await e2e.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
    await context.route('**/images/**', (route) => route.abort('timedout'));
    const page = await context.newPage();
    await page.goto('/');
    await interactive(page);
    const broken = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('main article img')].filter(
            (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0,
          ).length,
      );
    await expect.poll(broken).toBe(0);
    // The featured card's headline stays within the card.
    const fits = await page.evaluate(() => {
      const card = document.querySelector('main article');
      const headline = card?.querySelector('h2');
      if (!card || !headline) return false;
      return headline.getBoundingClientRect().right <= card.getBoundingClientRect().right + 0.5;
    });
    expect(fits).toBe(true);
    await context.close();
  });

  it('draws its notices dark on a dark page', async () => {
    const context = await e2e.newContext();
    await context.addInitScript(() => localStorage.setItem('theme', JSON.stringify('dark')));
    const page = await context.newPage();
    await visit(page, '/');
    await page.locator('main h3 a[href^="/story/"]').first().click();
    await page.getByRole('dialog').getByRole('button', { name: en.storyDetails.shareThisStory }).click();
    await page.getByRole('button', { name: en.share.link.copy }).click();
    const toaster = page.locator('[data-sonner-toaster]');
    await toaster.first().waitFor({ state: 'attached' });
    expect(await toaster.first().getAttribute('data-sonner-theme')).toBe('dark');
    await context.close();
  });
});
