/**
 * What a blind reader on a screen reader and a keyboard met (session forty's review): where the
 * keyboard goes, what is said and in which language's voice.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E, visit } from './support/harness.ts';
import { openMenuEntry, signInNewReader } from './support/sign-in.ts';

/** What the focused element is called, by its label or its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    return focused?.getAttribute('aria-label') ?? focused?.textContent?.trim() ?? '';
  });

describe('a screen reader and a keyboard', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(() => e2e.close());

  it('goes from the city search on to "Use Current Location", past the list of cities', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    await page.getByRole('button', { name: /^Lisbon – / }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your city' });
    await dialog.getByRole('listbox').waitFor();
    await dialog.getByRole('combobox', { name: 'Search for a city' }).focus();
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Use Current Location');
    await context.close();
  });

  it('hears the Local tab’s stories counted again for another city, and no count of stories a failed list took away', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/local');
    await page.locator('main a[href^="/story/"]').first().waitFor();
    await page.getByRole('button', { name: /^Lisbon – / }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your city' });
    const field = dialog.getByRole('combobox', { name: 'Search for a city' });
    await field.fill('manchester');
    await dialog
      .getByRole('option', { name: /Manchester/ })
      .first()
      .waitFor();
    await field.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.locator('main p', { hasText: 'Showing local stories from' }).getByText('Manchester').waitFor();
    const status = page.locator('p[role="status"]', { hasText: /^Local: \d+ stor/ });
    await status.waitFor({ state: 'attached' });

    // A category whose stories fail to come: the alert says so, and the status no longer counts Local's.
    await page.route('**/api/news?**', (route) => route.abort());
    await page.route('**/api/news/personalized?**', (route) => route.abort());
    await page.getByRole('link', { name: 'Science', exact: true }).first().click();
    await page.getByRole('alert').getByText('Failed to load articles. Please try again later.').waitFor();
    expect(await page.locator('p[role="status"]', { hasText: /stor(y|ies)$/ }).count()).toBe(0);
    await context.close();
  });

  it('is told the trial’s title and terms when the premium dialog turns into the trial under the keyboard', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    await signInNewReader(page, e2e.baseUrl, 'trial-voice@example.com');
    await page.getByRole('button', { name: 'Discover Premium' }).first().click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    await upgrade.getByRole('button', { name: 'Try it free for 7 days' }).click();
    const trial = page.getByRole('dialog', { name: 'Try Premium free' });
    await trial
      .locator('p[role="status"]', { hasText: /^Try Premium free\. Try every premium feature free for 7 days\./ })
      .waitFor({ state: 'attached' });
    await context.close();
  });

  it('starts on the edition playing in the editions menu, each named by its edition alone', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    const player = page.getByRole('region', { name: 'Daily Briefing' });
    const trigger = player.getByRole('button', { name: /Choose an edition/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitemradio');
    const focused = await page.evaluate(() => ({
      checked: document.activeElement?.getAttribute('data-state'),
      name: document.getElementById(document.activeElement?.getAttribute('aria-labelledby') ?? '')?.textContent,
    }));
    expect(focused.checked).toBe('checked');
    expect(focused.name).toMatch(/^[\w ]+ Edition$/);
    await context.close();
  });

  it('puts the pause of a shared briefing where the keyboard is, as its voice starts', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    const today = new Date().toISOString().slice(0, 10);
    await visit(page, `/daily_overviews/usa-${today}`);
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-shortcut') === 'play');
    expect(await focusedName(page)).toMatch(/^(Play|Pause) briefing$/);
    await context.close();
  });

  it('reads English words with an English voice on a Dutch page: saved stories and briefings', async () => {
    const context = await e2e.newContext();
    await context.addInitScript(() => localStorage.setItem('language', '"nl"'));
    const page = await context.newPage();
    await visit(page, '/');
    await page.waitForFunction(() => document.documentElement.lang === 'nl');
    // The sample's briefings are English, and say so under the Dutch interface.
    const player = page.getByRole('region', { name: 'Dagelijkse briefing' });
    await player.getByRole('button', { name: 'Briefing afspelen' }).waitFor();
    expect(await player.locator('p[lang="en"]').count()).toBe(1);

    await signInNewReader(page, e2e.baseUrl, 'stem@example.com', { dutch: true });
    // The story, then its bookmark: the keyboard meets a card's headline before the button that saves it.
    const card = page.locator('main article').nth(1);
    const order = await card.evaluate((article) => {
      const link = article.querySelector('a[href^="/story/"]');
      const save = article.querySelector('button[aria-pressed]');
      return link && save ? link.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeTruthy();
    const save = card.locator('button[aria-pressed]');
    await save.click();
    await card.locator('button[aria-pressed="true"]').waitFor();
    const cardLang = await card.locator('h3').getAttribute('lang');
    await openMenuEntry(page, 'stem', 'Bewaarde verhalen');
    const saved = page.getByRole('dialog', { name: 'Bewaarde verhalen' });
    await saved.locator('li h3').first().waitFor();
    expect(await saved.locator('li h3').first().getAttribute('lang')).toBe(cardLang);
    await context.close();
  });

  it('hears a copied link said once, not by the dialog and the notices both', async () => {
    const context = await e2e.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await visit(page, '/');
    await page.locator('main a[href^="/story/"]').first().click();
    const story = page.getByRole('dialog').first();
    await story
      .getByRole('button', { name: /^Share/ })
      .first()
      .click();
    const share = page.getByRole('dialog', { name: 'Share this story' });
    await share.getByRole('button', { name: 'Copy link' }).click();
    await share.getByRole('button', { name: 'Copied' }).waitFor();
    await page.getByText('Link copied').first().waitFor({ state: 'attached' });
    const said = await page.evaluate(
      () =>
        [...document.querySelectorAll('[role="status"], [role="alert"], [aria-live]')]
          .filter((region) => !region.closest('[aria-hidden="true"], [inert]'))
          .filter((region) => /link copied/i.test(region.textContent ?? '')).length,
    );
    expect(said).toBe(1);
    await context.close();
  });

  it('names the notifications region without the library’s hotkey', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    await signInNewReader(page, e2e.baseUrl, 'notices@example.com');
    await page
      .getByRole('button', { name: /^Save "/ })
      .first()
      .click();
    await page.getByText('Story saved successfully').waitFor();
    expect(await page.locator('section[aria-live]').getAttribute('aria-label')).toBe('Notifications');
    await context.close();
  });
});
