/**
 * Issue #19, accessibility verified: axe-core checks every screen and dialog against the WCAG 2.2
 * A and AA rules, in the light and dark themes and in English and Dutch, and fails on any
 * violation; one reader goes the whole reading path by keyboard alone.
 *
 * axe is put into every page once, before the app's scripts (a script the page's Content
 * Security Policy does not govern), and run there: @axe-core/playwright injects its 550 kB source
 * again for every check, which made each one take seconds instead of a fraction of one.
 */
import axe from 'axe-core';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import nl from '../apps/web/src/locales/nl.json' with { type: 'json' };
import { type E2E, startE2E, storyWithImages, visit } from './support/harness.ts';
import { openMenuEntry, signIn, skipOnboarding } from './support/sign-in.ts';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const LOCALES = { en, nl };

type Theme = 'light' | 'dark';
type Language = keyof typeof LOCALES;
const COMBINATIONS: Array<{ theme: Theme; language: Language }> = [
  { theme: 'light', language: 'en' },
  { theme: 'dark', language: 'en' },
  { theme: 'light', language: 'nl' },
  { theme: 'dark', language: 'nl' },
];

interface Finding {
  screen: string;
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Text of a locale key, as the app shows it (plain strings only). */
function text(language: Language, key: string): string {
  let node: unknown = LOCALES[language];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no ${language} text for ${key}`);
  return node;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (value: string) => new RegExp(`^${escapeRegExp(value)}$`);

/**
 * Runs axe in the page. With a dialog open, the dialogs are checked in full (the page behind had
 * its own screen) and the page behind only for what hiding it from assistive technology could break.
 */
async function runAxe(tags: string[]): Promise<Omit<Finding, 'screen'>[]> {
  const { axe } = window as unknown as { axe: typeof import('axe-core') };
  const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')];
  const only = (type: 'tag' | 'rule', values: string[]) => ({
    runOnly: { type, values },
    resultTypes: ['violations' as const],
  });
  // One run at a time: axe refuses a second while the first is going.
  const violations = dialogs.length
    ? [
        ...(await axe.run({ include: dialogs }, only('tag', tags))).violations,
        ...(await axe.run(document, only('rule', ['aria-hidden-body', 'aria-hidden-focus']))).violations,
      ]
    : (await axe.run(document, only('tag', tags))).violations;
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) =>
      `${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`.trim(),
    ),
  }));
}

/**
 * Waits until nothing moves: a dialog that is still fading in has its colours half-way, and axe
 * would measure contrast against those. Endless animations (spinners, skeletons) are left alone.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

describe('accessibility', () => {
  let e2e: E2E;
  /** A story of the sample with images, for its slideshow. */
  let storyId: string;
  let screens = 0;
  const findings: Finding[] = [];

  beforeAll(async () => {
    e2e = await startE2E();
    storyId = (await storyWithImages(e2e.baseUrl)) ?? '';
    expect(storyId).toBeTruthy();
  });
  afterAll(async () => {
    console.log(`axe: ${screens} screens, ${findings.length} violations`);
    await e2e?.close();
  });

  /** Runs axe over the page as it stands and records what it finds under this screen's name. */
  async function scan(page: Page, screen: string): Promise<void> {
    await settled(page);
    const found = (await page.evaluate(runAxe, WCAG_22_AA)).map((finding) => ({ screen, ...finding }));
    screens++;
    for (const finding of found) console.log(`axe violation: ${JSON.stringify(finding)}`);
    findings.push(...found);
  }

  async function newReaderContext(theme: Theme, language: Language): Promise<BrowserContext> {
    const context = await e2e.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    await context.addInitScript(
      ([theme, language]) => {
        localStorage.setItem('theme', JSON.stringify(theme));
        localStorage.setItem('language', JSON.stringify(language));
      },
      [theme, language],
    );
    await context.addInitScript({ content: axe.source });
    return context;
  }

  // The four combinations run at once, each in a browser context of its own with a reader of its
  // own: the file took 79 s one after another on the 2-CPU machine and takes 43 s so (70 s with one
  // CPU kept busy by another process), the longest file of the suite before.
  for (const { theme, language } of COMBINATIONS) {
    it.concurrent(`finds no WCAG 2.2 A or AA violation on any screen, ${theme} theme, ${language}`, {
      timeout: 120_000,
    }, async () => {
      const t = (key: string) => text(language, key);
      const dutch = language === 'nl';
      const context = await newReaderContext(theme, language);
      const page = await context.newPage();
      const combination = `(${theme}, ${language})`;
      const at = (screen: string) => `${screen} ${combination}`;
      const dialog = (name: string) => page.getByRole('dialog', { name: exactly(name) });
      const stories = page.locator('main a[href^="/story/"]');
      const heading = (name: string) => page.locator('h1', { hasText: name });
      const close = async (opened: Locator) => {
        await page.keyboard.press('Escape');
        await opened.waitFor({ state: 'detached' });
      };
      const categories = page.getByRole('navigation', { name: t('nav.categories') }).filter({ visible: true });
      const footer = page.getByRole('contentinfo');

      // The feed with its briefing player, the player's editions and share dialog.
      await visit(page, '/');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
      await stories.first().waitFor();
      const player = page.getByRole('region', { name: t('briefing.badge') });
      await player.getByRole('button', { name: t('briefing.play') }).waitFor();
      await scan(page, at('feed'));
      await player.getByRole('button', { name: t('briefing.editions.label') }).click();
      await page.getByRole('menu').waitFor();
      await scan(page, at('briefing editions'));
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
      await player.getByRole('button', { name: t('briefing.shareLabel') }).click();
      const shareBriefing = dialog(t('share.briefing.title'));
      await shareBriefing.waitFor();
      await scan(page, at('briefing share dialog'));
      await close(shareBriefing);

      // A category, Local and search results.
      await categories.getByRole('link', { name: t('categories.science'), exact: true }).click();
      await heading(t('categories.science')).waitFor();
      await stories.first().waitFor();
      await scan(page, at('category'));
      await categories.getByRole('link', { name: t('categories.local'), exact: true }).click();
      await heading(t('categories.local')).waitFor();
      await stories.first().waitFor();
      await scan(page, at('Local'));
      await page.getByRole('button', { name: t('search.open') }).click();
      await page.getByRole('searchbox', { name: t('search.label') }).fill('climate');
      await heading('"climate"').waitFor();
      await stories.first().waitFor();
      await scan(page, at('search results'));
      await page.getByRole('searchbox', { name: t('search.label') }).press('Escape');

      // The static pages, from the footer, opened by keyboard: a pointer's click on a link can be
      // lost on a busy machine when the page reflows between its press and its release.
      for (const staticPage of ['about', 'privacy', 'terms'] as const) {
        const from = new URL(page.url()).pathname;
        await footer.getByRole('link', { name: t(`footer.${staticPage}`), exact: true }).press('Enter');
        const opened = dialog(t(`staticPages.${staticPage}.title`));
        await opened.waitFor();
        await scan(page, at(staticPage));
        await close(opened);
        // Closing returns to the page the dialog was opened over; the next link is opened from there.
        await page.waitForURL((url) => url.pathname === from);
      }

      // A story from its link, its slideshow and its share dialog.
      await visit(page, `/story/${storyId}`);
      const story = page.getByRole('dialog').first();
      const share = story.getByRole('button', { name: t('storyDetails.shareThisStory') }).first();
      await share.waitFor();
      await scan(page, at('story dialog'));
      await story.getByRole('button', { name: t('storyDetails.openSlideshow') }).click();
      // The slideshow says which image it shows ("Image 1 of 3"); the story behind it is hidden.
      const position = t('slideshow.position')
        .split(/\{\{\w+\}\}/)
        .map(escapeRegExp)
        .join('\\d+');
      const slideshow = page.getByRole('dialog').getByText(new RegExp(`^${position}$`));
      await slideshow.waitFor();
      await scan(page, at('slideshow'));
      await page.keyboard.press('Escape');
      await slideshow.waitFor({ state: 'detached' });
      await share.click();
      const shareDialog = dialog(t('share.story.title'));
      await page.waitForFunction(() => Boolean(document.querySelector<HTMLInputElement>('input[readonly]')?.value));
      await scan(page, at('share dialog'));
      await close(shareDialog);
      await close(story);

      // Sign-in, onboarding, then the account's menu and dialogs.
      await page.getByRole('button', { name: t('auth.signIn') }).click();
      const signInDialog = dialog(t('auth.title'));
      await signInDialog.waitFor();
      await scan(page, at('sign-in dialog'));
      await close(signInDialog);
      const user = `a11y-${theme}-${language}`;
      await signIn(page, e2e.baseUrl, `${user}@example.com`, { dutch });
      const onboarding = dialog(t('onboarding.title'));
      await onboarding.waitFor();
      await scan(page, at('onboarding, interests'));
      await onboarding.getByRole('button', { name: t('onboarding.next') }).click();
      await onboarding.getByText(t('onboarding.aboutYouText')).waitFor();
      await scan(page, at('onboarding, about you'));
      await skipOnboarding(page, { dutch });

      const account = page.getByRole('button', { name: new RegExp(user) });
      await account.click();
      await page.getByRole('button', { name: t('personalization.title') }).waitFor();
      await scan(page, at('account menu'));
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('[aria-expanded="true"]'));

      await openMenuEntry(page, user, t('personalization.title'));
      const settings = dialog(t('personalization.title'));
      for (const tab of ['interests', 'muted', 'email', 'ai']) {
        await settings.getByRole('tab', { name: t(`personalization.tabs.${tab}`), exact: true }).click();
        await settings.getByRole('tabpanel').waitFor();
        await scan(page, at(`settings, ${tab}`));
      }
      await close(settings);

      const [beforeTitle = '', afterTitle = ''] = t('saved.saveStory').split('{{title}}');
      const saveName = new RegExp(`^${escapeRegExp(beforeTitle)}.+${escapeRegExp(afterTitle)}$`);
      await page.getByRole('button', { name: saveName }).first().click();
      await page.waitForFunction(() => document.querySelector('main [aria-pressed="true"]') !== null);
      await openMenuEntry(page, user, t('saved.menu'));
      const saved = dialog(t('saved.title'));
      await saved.getByRole('link').first().waitFor();
      await scan(page, at('saved stories'));
      await close(saved);

      await openMenuEntry(page, user, t('premium.upgradeTitle'));
      const upgrade = dialog(t('premium.upgradeTitle'));
      await upgrade.getByRole('radio').first().waitFor();
      await scan(page, at('premium dialog'));
      await upgrade.getByRole('button', { name: t('premium.tryFree') }).click();
      const trial = dialog(t('premium.trialTitle'));
      await trial.waitFor();
      await scan(page, at('premium trial'));
      await trial.getByRole('button', { name: t('premium.startTrial') }).click();
      await trial.waitFor({ state: 'detached' });
      await page.getByText(t('premium.trialStarted')).first().waitFor();

      await openMenuEntry(page, user, t('billing.title'));
      const billing = dialog(t('billing.title'));
      await billing.getByText(t('billing.labels.trial'), { exact: true }).waitFor();
      await scan(page, at('billing dialog'));
      await close(billing);

      await openMenuEntry(page, user, t('account.support.menu'));
      const support = dialog(t('account.support.title'));
      await support.getByRole('textbox').waitFor();
      await scan(page, at('support dialog'));
      await close(support);
      await context.close();

      const mine = findings.filter((finding) => finding.screen.endsWith(combination));
      expect(mine, JSON.stringify(mine, null, 2)).toEqual([]);
    });
  }

  it('names every landmark of the feed apart and leaves nothing outside one (axe best practice)', async () => {
    const context = await newReaderContext('light', 'en');
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, '/');
    await page.locator('main a[href^="/story/"]').first().waitFor();
    // The grid's ads come round: the same ad above the grid and in a slot of it, or in two slots.
    await page.locator('main aside[data-ad-format="banner"]').nth(2).waitFor();
    const titles = (
      await page
        .locator('main aside[data-ad-format]')
        .evaluateAll((ads) => ads.map((ad) => ad.getAttribute('aria-label')))
    ).map((label) => label?.slice(label.indexOf(': ') + 2));
    expect(new Set(titles).size).toBeLessThan(titles.length);
    await settled(page);
    const rules = ['landmark-unique', 'region'];
    const found = await page.evaluate(async (rules) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const result = await axe.run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
      return result.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    }, rules);
    expect(found).toEqual([]);
    await context.close();
  });

  it('notices a violation when there is one, on the page and in a dialog', async () => {
    const context = await newReaderContext('light', 'en');
    const page = await context.newPage();
    await visit(page, '/about');
    const about = page.getByRole('dialog', { name: 'About Tidings' });
    await about.waitFor();
    await settled(page);
    await about.evaluate((dialog) => dialog.append(document.createElement('button')));
    expect((await page.evaluate(runAxe, WCAG_22_AA)).map((finding) => finding.rule)).toContain('button-name');
    await page.keyboard.press('Escape');
    await about.waitFor({ state: 'detached' });
    await page.evaluate(() => document.querySelector('main')?.append(document.createElement('img')));
    expect((await page.evaluate(runAxe, WCAG_22_AA)).map((finding) => finding.rule)).toContain('image-alt');
    await context.close();
  });

  it('reads by keyboard alone: a story, its dialog, search and a category', async () => {
    const context = await newReaderContext('light', 'en');
    const page = await context.newPage();
    await visit(page, '/');
    await page.locator('main a[href^="/story/"]').first().waitFor();
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return {
          tag: element?.tagName ?? '',
          href: element?.getAttribute('href') ?? '',
          text: element?.textContent?.trim() ?? '',
          label: element?.getAttribute('aria-label') ?? '',
          inDialog: Boolean(element?.closest('[role="dialog"]')),
        };
      });
    /** Presses Tab until `done` holds for the focused element, failing after `limit` presses. */
    async function tabUntil(done: (f: Awaited<ReturnType<typeof focused>>) => boolean, limit = 80, key = 'Tab') {
      for (let i = 0; i < limit; i++) {
        await page.keyboard.press(key);
        const now = await focused();
        if (done(now)) return now;
      }
      throw new Error(`${key} never reached the element (${JSON.stringify(await focused())})`);
    }

    // Tab to the first story and open it with Enter.
    const storyLink = await tabUntil((f) => f.tag === 'A' && f.href.startsWith('/story/'));
    await page.keyboard.press('Enter');
    const story = page.getByRole('dialog');
    // The dialog opens on a loading state whose only control is Close; Tab is tried once the story is in.
    await story.getByRole('button', { name: 'Share this story' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(storyLink.href);

    // Focus moves into the dialog and Tab stays inside it, reaching the share button and a source.
    const inside = new Set<string>();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const now = await focused();
      expect(now.inDialog).toBe(true);
      inside.add(now.label || now.text);
    }
    expect([...inside]).toContain('Share this story');
    // Escape closes it and focus returns to the story the reader opened.
    await page.keyboard.press('Escape');
    await story.waitFor({ state: 'detached' });
    await page.waitForFunction((href) => document.activeElement?.getAttribute('href') === href, storyLink.href);

    // Search by keyboard: to the search button, Enter, type, and the results.
    await tabUntil((f) => f.label === 'Search stories', 200, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('searchbox', { name: 'Search stories' }).waitFor();
    expect((await focused()).tag).toBe('INPUT');
    await page.keyboard.type('climate');
    await page.locator('h1', { hasText: 'Search results for "climate"' }).waitFor();
    await page.keyboard.press('Escape');

    // Change category by keyboard: Tab to Science in the category bar and press Enter.
    await page.locator('h1', { hasText: 'Search results' }).waitFor({ state: 'detached' });
    await page.keyboard.press('Shift+Tab');
    await tabUntil((f) => f.tag === 'A' && f.href === '/science');
    await page.keyboard.press('Enter');
    await page.locator('h1', { hasText: 'Science' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/science');
    await context.close();
  });

  it('keeps what keyboard focus reaches clear of the sticky header, tabbing back on a phone', async () => {
    const context = await e2e.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await visit(page, '/');
    await page.locator('main a[href^="/story/"]').nth(8).waitFor();
    // Forward to the ninth story, far down the page, then back one control at a time.
    await page.locator('main a[href^="/story/"]').nth(8).focus();
    const covered: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab');
      const overlap = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        const header = document.querySelector('header');
        if (!focused || !header || header.contains(focused)) return null;
        const top = focused.getBoundingClientRect().top;
        const below = header.getBoundingClientRect().bottom;
        return top < below - 1
          ? `${focused.tagName} ${focused.textContent?.slice(0, 40)}: ${Math.round(below - top)} px`
          : null;
      });
      if (overlap) covered.push(overlap);
    }
    expect(covered).toEqual([]);
    await context.close();
  });

  it('draws a floating notice opaque in the dark theme: the headlines under it do not show through', async () => {
    const context = await newReaderContext('dark', 'en');
    const page = await context.newPage();
    await visit(page, '/');
    // The location lookup has no answer from loopback: the location notice floats at the bottom.
    const notice = page.locator('main .fixed [role="status"]').first();
    await notice.waitFor();
    const background = await notice.evaluate((element) => getComputedStyle(element).backgroundColor);
    // rgb(...) or an alpha of 1; "oklab(0.27 0.05 0.04 / 0.4)" is the see-through kind.
    expect(background).not.toMatch(/\/\s*0?\.\d+\)|rgba\([^)]*,\s*0?\.\d+\)/);
    await context.close();
  });
});
