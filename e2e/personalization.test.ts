/**
 * Issue #14 in the browser: a new reader goes through onboarding (Science and Space), is offered
 * the welcome trial, gets a Home feed led by science; mutes a word of a story on the page and a
 * source of another, and both vanish from Home, search and the story's dialog; a free reader's
 * fourth muted word is refused with the spec's message and the upgrade prompt. Then in Dutch.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E, visit } from './support/harness.ts';
import { openMenuEntry, signIn, skipOnboarding } from './support/sign-in.ts';

const TEXT = {
  en: {
    onboarding: 'Welcome to Tidings',
    science: 'Science',
    space: 'Space',
    selected: '2 selected',
    next: 'Next',
    start: 'Get Started',
    welcome: 'Welcome',
    free: 'Continue with Free',
    follows: 'you follow Science, Space',
    settings: 'Personalization Settings',
    muted: 'Muted',
    word: 'Word to mute',
    source: 'Source to mute',
    add: 'Add',
    wordAdded: 'Word added to muted list',
    sourceAdded: 'Source added to muted list',
    warning: 'You have muted 2 of 3 words on the free plan.',
    atLimit: 'You have muted 3 of 3 words on the free plan.',
    sourcesWarning: 'You have muted 1 of 2 topics and sources on the free plan.',
    refused: 'Muted words limit reached. Upgrade to Premium for unlimited muting.',
    upgrade: 'Upgrade to Premium',
    search: 'Search stories',
    unmute: (item: string) => `Unmute ${item}`,
    coverage: (outlet: string, more: number) => (more === 0 ? outlet : `${outlet} and ${more} more`),
  },
  nl: {
    onboarding: 'Welkom bij Tidings',
    science: 'Wetenschap',
    space: 'Ruimtevaart',
    selected: '2 gekozen',
    next: 'Volgende',
    start: 'Aan de slag',
    welcome: 'Welkom',
    free: 'Doorgaan met gratis',
    follows: 'je volgt Wetenschap, Ruimtevaart',
    settings: 'Personalisatie-instellingen',
    muted: 'Gedempt',
    word: 'Woord om te dempen',
    source: 'Bron om te dempen',
    add: 'Toevoegen',
    wordAdded: 'Woord toegevoegd aan gedempte lijst',
    sourceAdded: 'Bron toegevoegd aan gedempte lijst',
    warning: 'Je hebt 2 van 3 woorden gedempt met het gratis abonnement.',
    atLimit: 'Je hebt 3 van 3 woorden gedempt met het gratis abonnement.',
    sourcesWarning: 'Je hebt 1 van 2 onderwerpen en bronnen gedempt met het gratis abonnement.',
    refused: 'Limiet voor gedempte woorden bereikt. Upgrade naar Premium om onbeperkt te dempen.',
    upgrade: 'Upgrade naar Premium',
    search: 'Verhalen zoeken',
    unmute: (item: string) => `${item} niet meer dempen`,
    coverage: (outlet: string, more: number) =>
      more === 0 ? outlet : `${outlet} en ${more} ${more === 1 ? 'ander medium' : 'andere media'}`,
  },
};

describe('personalization in the browser', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(() => e2e.close());

  const cards = (page: Page) => page.locator('main article');
  const storyCard = (page: Page, id: string) => page.locator(`main article:has(a[href="/story/${id}"])`);

  /** Mutes one item in the open settings and waits until it is listed (words are kept in lower case). */
  async function mute(page: Page, t: (typeof TEXT)['en'], field: string, value: string, toast: string) {
    const box = page.getByRole('textbox', { name: field });
    await box.fill(value);
    await box.press('Enter');
    const listed = field === t.word ? value.toLowerCase() : value;
    await page.getByRole('button', { name: t.unmute(listed), exact: true }).waitFor();
    await page.getByText(toast).first().waitFor();
  }

  async function search(page: Page, t: (typeof TEXT)['en'], query: string) {
    const box = page.getByRole('searchbox', { name: t.search });
    if ((await box.count()) === 0) await page.getByRole('button', { name: t.search }).click();
    await page.getByRole('searchbox', { name: t.search }).fill(query);
  }

  for (const lang of ['en', 'nl'] as const) {
    it(`onboards, leads with science, and mutes a word and a source everywhere (${lang})`, async () => {
      const t = TEXT[lang];
      const user = `interests-${lang}-e2e`;
      const context = await e2e.newContext();
      if (lang === 'nl') await context.addInitScript(() => localStorage.setItem('language', '"nl"'));
      const page = await context.newPage();
      await visit(page, '/');
      await signIn(page, e2e.baseUrl, `${user}@example.com`, { dutch: lang === 'nl' });

      // Onboarding: Science and Space, then the welcome trial offer, declined.
      const onboarding = page.getByRole('dialog', { name: t.onboarding });
      await onboarding.getByRole('button', { name: t.science, exact: true }).click();
      await onboarding.getByRole('button', { name: t.space, exact: true }).click();
      await onboarding.getByText(t.selected).waitFor();
      await onboarding.getByRole('button', { name: t.next }).click();
      await onboarding.getByRole('button', { name: t.start }).click();
      await onboarding.waitFor({ state: 'detached' });
      const welcome = page.getByRole('dialog', { name: t.welcome, exact: true });
      await welcome.getByRole('button', { name: t.free }).click();
      await welcome.waitFor({ state: 'detached' });

      // Home is led by science, and each card says why.
      await cards(page).first().getByText(t.follows).waitFor();
      const featured = cards(page).first();
      const featuredHref = (await featured.locator('a[href^="/story/"]').first().getAttribute('href')) ?? '';
      const featuredTitle = (await featured.locator('h2, h3').first().textContent())?.trim() ?? '';
      expect(featuredHref).toMatch(/^\/story\//);
      const word =
        featuredTitle
          .split(/[^\p{L}]+/u)
          .filter((w) => w.length >= 6)
          .sort((a, b) => b.length - a.length)[0] ?? '';
      expect(word.length).toBeGreaterThanOrEqual(6);
      // The second story on the page: one of its sources is muted.
      const other = cards(page).nth(1);
      const otherId = ((await other.locator('a[href^="/story/"]').first().getAttribute('href')) ?? '').slice(7);
      const otherStory = (await (await fetch(`${e2e.baseUrl}/api/stories/${otherId}`)).json()) as {
        title: string;
        sources: Array<{ name: string }>;
      };
      // The card names the first outlet and counts the others (outlets, not reports).
      const names = otherStory.sources.map((source) => source.name);
      const outlets = new Set(names).size;
      const named = names[0] ?? '';
      const mutedSource =
        names.findLast((name) => name !== named && names.indexOf(name) === names.lastIndexOf(name)) ?? '';
      expect(mutedSource).not.toBe('');
      await storyCard(page, otherId)
        .getByText(t.coverage(named, outlets - 1), { exact: true })
        .waitFor();

      // Before muting, searching the word finds the featured story.
      await search(page, t, word);
      await page.locator(`main a[href="${featuredHref}"]`).first().waitFor();
      await page.getByRole('searchbox', { name: t.search }).fill('');

      // Mute the featured story's longest word and a source of another story.
      await openMenuEntry(page, user, t.settings);
      const settings = page.getByRole('dialog', { name: t.settings });
      await settings.getByRole('tab', { name: t.muted }).click();
      await mute(page, t, t.word, word, t.wordAdded);
      await mute(page, t, t.source, mutedSource, t.sourceAdded);
      // §5: a free reader is warned at 1 of 2 topics and sources.
      await settings.getByText(t.sourcesWarning).waitFor();
      await page.keyboard.press('Escape');
      await settings.waitFor({ state: 'detached' });

      // Home: the story with the word is gone; the other counts one outlet less.
      await page.locator(`main a[href="${featuredHref}"]`).waitFor({ state: 'detached' });
      await storyCard(page, otherId)
        .getByText(t.coverage(named, outlets - 2), { exact: true })
        .waitFor();

      // Search: the word no longer finds that story; the other story counts one outlet less.
      await search(page, t, word);
      await page.locator(`main a[href="${featuredHref}"]`).waitFor({ state: 'detached' });
      await search(page, t, otherStory.title);
      await storyCard(page, otherId)
        .getByText(t.coverage(named, outlets - 2), { exact: true })
        .waitFor();

      // The story's dialog lists its sources without the muted one.
      await visit(page, `/story/${otherId}`);
      const dialog = page.getByRole('dialog');
      await dialog
        .getByRole('link', { name: new RegExp(otherStory.sources[0]?.name ?? '') })
        .first()
        .waitFor();
      expect(await dialog.getByText(mutedSource).count()).toBe(0);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // Two more words reach the free limit with a warning; the fourth is refused.
      await openMenuEntry(page, user, t.settings);
      await settings.getByRole('tab', { name: t.muted }).click();
      await mute(page, t, t.word, 'zzfirst', t.wordAdded);
      await settings.getByText(t.warning).waitFor();
      await mute(page, t, t.word, 'zzsecond', t.wordAdded);
      // At the limit the warning stays, saying so, before a fourth is tried.
      await settings.getByText(t.atLimit).waitFor();
      const box = settings.getByRole('textbox', { name: t.word });
      await box.fill('zzthird');
      await box.press('Enter');
      const upgrade = page.getByRole('dialog', { name: t.upgrade });
      await upgrade.getByText(t.refused).waitFor();
      await context.close();
    });
  }

  it('keeps a signed-in reader’s theme for their other devices, and Automatic takes them back', async () => {
    const email = 'theme-e2e@example.com';
    const laptop = await e2e.newContext({ colorScheme: 'light' });
    const first = await laptop.newPage();
    await visit(first, '/');
    await signIn(first, e2e.baseUrl, email);
    await skipOnboarding(first);
    const saved = first.waitForResponse(
      (r) => r.url().endsWith('/api/preferences') && r.request().method() === 'PATCH',
    );
    await first.getByRole('button', { name: /^Theme: / }).click();
    await first.getByRole('button', { name: 'Dark', exact: true }).click();
    expect((await saved).ok()).toBe(true);

    // Another device, light by default, shows the reader's dark theme once they sign in.
    const phone = await e2e.newContext({ colorScheme: 'light' });
    const second = await phone.newPage();
    await visit(second, '/');
    await second.evaluate(() => localStorage.setItem('theme', '"light"'));
    await signIn(second, e2e.baseUrl, email);
    await second.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await second.evaluate(() => localStorage.getItem('theme'))).toBe('"dark"');

    // Automatic is a choice of its own: the reader goes back to it, and it is kept too.
    await second.getByRole('button', { name: /^Theme: / }).click();
    const auto = second.getByRole('button', { name: 'Automatic (dark in the evening)', exact: true });
    await auto.click();
    expect(await second.evaluate(() => localStorage.getItem('theme'))).toBe('"auto"');
    await second.getByRole('button', { name: /^Theme: / }).click();
    expect(await auto.getAttribute('aria-pressed')).toBe('true');
    await laptop.close();
    await phone.close();
  });
});
