/**
 * A reader with low vision: a browser zoomed to 400 % (a 1280 px window is then 320 CSS pixels wide
 * and, 1024 px high, 256 tall), forced colours (Windows High Contrast), reduced motion. What a review
 * in her place found: dialogs whose buttons sat below the screen, code boxes wider than the dialog,
 * a wrong code's message above the view, switches and chosen categories invisible in forced colours,
 * filled buttons drawn as plain text there, placeholders pulsing. A second review (session forty-one),
 * also at 200 % (640 × 400): a Dutch word wider than the screen, header controls past its edge, a
 * category pill half hidden under the keyboard's focus, notices over a third of a short screen, and
 * loading that showed nothing in forced colours.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, interactive, startE2E, visit } from './support/harness.ts';
import { openMenuEntry, signInNewReader } from './support/sign-in.ts';

/** 400 % of a 1280 x 1024 window. */
const ZOOMED = { width: 320, height: 256 };

/** 400 % and 200 % of a 1280 x 1024 / 1280 x 800 window, as a context's options. */
const ZOOM_400 = { viewport: ZOOMED, deviceScaleFactor: 4 };
const ZOOM_200 = { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 };
const DUTCH = () => localStorage.setItem('language', '"nl"');

/** How far the page reaches past the window's right edge, every card laid out (none skipped off screen). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = '* { content-visibility: visible !important; }';
    document.head.append(style);
    return document.documentElement.scrollWidth - window.innerWidth;
  });

/** Whether the whole of an element is on the screen. */
const onScreen = (element: Locator, page: Page) =>
  element.evaluate((node, height) => {
    const box = node.getBoundingClientRect();
    // (Half a pixel over is the rounding of a box placed at a fraction of one.)
    return box.top >= -1 && box.bottom <= height + 1 && box.left >= 0 && box.right <= window.innerWidth + 1;
  }, page.viewportSize()?.height ?? 0);

describe('a reader with low vision', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(() => e2e.close());

  it('at 400 % scrolls the Upgrade dialog whole, its buttons and its title within reach', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    await signInNewReader(page, e2e.baseUrl, 'zoomed@example.com');
    await page.setViewportSize(ZOOMED);
    await openMenuEntry(page, 'zoomed', 'Upgrade to Premium');
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    const buy = upgrade.getByRole('button', { name: /^Upgrade for/ });
    await buy.waitFor();
    // The wheel over the dialog's text brings its buttons up: the panel scrolls, header and footer with it.
    const box = await upgrade.boundingBox();
    await page.mouse.move((box?.x ?? 0) + 40, (box?.y ?? 0) + 80);
    for (let turn = 0; turn < 10 && !(await onScreen(buy, page)); turn++) {
      await page.mouse.wheel(0, 120);
      await page.waitForTimeout(50);
    }
    expect(await onScreen(buy, page)).toBe(true);
    // And back up to the title and Close.
    for (let turn = 0; turn < 10; turn++) await page.mouse.wheel(0, -120);
    await page.waitForTimeout(100);
    expect(await onScreen(upgrade.getByRole('button', { name: 'Close' }), page)).toBe(true);
    // By keyboard: Tab from the last button wraps round to Close, which comes into view with it.
    await buy.focus();
    const close = upgrade.getByRole('button', { name: 'Close' });
    for (let tab = 0; tab < 6 && !(await close.evaluate((node) => node === document.activeElement)); tab++) {
      await page.keyboard.press('Tab');
    }
    expect(await close.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.waitForFunction(() => {
      const box = document.activeElement?.getBoundingClientRect();
      return box !== undefined && box.top >= -1 && box.bottom <= window.innerHeight + 1;
    });

    // A laptop's window keeps the header and the footer standing, and scrolls the content between.
    await page.setViewportSize({ width: 1280, height: 800 });
    const panelScrolls = await upgrade.evaluate((panel) => getComputedStyle(panel).overflowY);
    expect(panelScrolls).toBe('hidden');
    await context.close();
  });

  it('at 400 % fits the six code boxes in the dialog and brings a wrong code’s message into view', async () => {
    const context = await e2e.newContext({ viewport: ZOOMED });
    const page = await context.newPage();
    await visit(page, '/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Continue with email' }).click();
    await dialog.getByLabel('E-mail address').fill('zoomed-code@example.com');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const last = dialog.getByLabel('Digit 6 of 6');
    await last.waitFor();
    // No box cut off, and nothing to scroll sideways.
    const sideways = await dialog.evaluate((panel) =>
      [...panel.querySelectorAll('*')].some((node) => node.scrollWidth > node.clientWidth + 1 && node.clientWidth > 1),
    );
    expect(sideways).toBe(false);
    await last.scrollIntoViewIfNeeded();
    expect(await onScreen(last, page)).toBe(true);

    await dialog.getByLabel('Digit 1 of 6').focus();
    await page.keyboard.type('000000');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    const message = dialog.getByRole('alert').filter({ hasText: 'Invalid verification code' });
    await message.waitFor();
    await page.waitForFunction(() => {
      const alert = document.querySelector('[role="dialog"] [role="alert"]');
      const box = alert?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
    });
    await context.close();
  });

  it('in forced colours shows a switch on or off, the filled buttons, and the category chosen', async () => {
    const context = await e2e.newContext({ forcedColors: 'active', viewport: { width: 640, height: 400 } });
    const page = await context.newPage();
    await visit(page, '/');
    // The category chosen stands out from the others.
    const chip = (name: string) =>
      page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name, exact: true });
    const background = (element: Locator) => element.evaluate((node) => getComputedStyle(node).backgroundColor);
    // Drawn in the reader's highlight colour (forced colours draw every other background as the page).
    const highlight = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.cssText = 'background: Highlight; forced-color-adjust: none';
      document.body.append(probe);
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    });
    expect(await background(chip('Home'))).toBe(highlight);
    expect(await background(chip('World'))).not.toBe(highlight);
    // A filled button has an edge to see it by.
    const signIn = page.getByRole('button', { name: 'Sign in' });
    expect(await signIn.evaluate((node) => getComputedStyle(node).borderTopWidth)).not.toBe('0px');

    await signInNewReader(page, e2e.baseUrl, 'contrast@example.com');
    await openMenuEntry(page, 'contrast', 'Personalization Settings');
    await page.getByRole('tab', { name: 'Email', exact: true }).click();
    const weekly = page.getByRole('switch', { name: /Weekly digest/ });
    await weekly.waitFor();
    const look = () =>
      weekly.evaluate((track) => {
        const thumb = track.firstElementChild as HTMLElement;
        return {
          track: getComputedStyle(track).backgroundColor,
          thumb: getComputedStyle(thumb).backgroundColor,
          edge: getComputedStyle(track).borderTopWidth,
        };
      });
    const on = await look();
    expect(on.edge).not.toBe('0px');
    expect(on.thumb).not.toBe(on.track);
    await weekly.click();
    await page.getByRole('switch', { name: /Weekly digest/, checked: false }).waitFor();
    const off = await look();
    expect(off.thumb).not.toBe(off.track);
    expect(off.track).not.toBe(on.track);
    // The tab chosen is told apart from the others.
    const underline = (name: string) =>
      page.getByRole('tab', { name, exact: true }).evaluate((node) => getComputedStyle(node).borderBottomColor);
    expect(await underline('Email')).not.toBe(await underline('Interests'));
    await context.close();
  });

  it('with reduced motion keeps the placeholders still', async () => {
    const context = await e2e.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await visit(page, '/');
    await interactive(page);
    // A story that takes its time: the dialog shows its placeholders meanwhile.
    await page.route(/\/api\/stories\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.locator('main a[href^="/story/"]').nth(2).click();
    const placeholder = page.getByRole('dialog').locator('[aria-hidden="true"].rounded-md').first();
    await placeholder.waitFor();
    expect(await placeholder.evaluate((node) => getComputedStyle(node).animationName)).toBe('none');
    await context.close();
  });

  it('reads every story at 400 % in Dutch without scrolling sideways, the header’s controls on the screen', async () => {
    const context = await e2e.newContext(ZOOM_400);
    await context.addInitScript(DUTCH);
    const page = await context.newPage();
    await visit(page, '/science');
    // The sample's Dutch science stories have "ruimtevaartorganisatie" in a headline: one word wider than the screen.
    await page
      .locator('main h3', { hasText: /ruimtevaartorganisatie/i })
      .first()
      .waitFor({ state: 'attached' });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll('header a, header button')]
        .filter((control) => control.getBoundingClientRect().width > 0)
        .filter((control) => control.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((control) => control.getAttribute('aria-label') ?? control.textContent),
    );
    expect(outside).toEqual([]);
    // Wrapped onto a second row, the header is taller: what the keyboard reaches is scrolled clear of it.
    const clearance = await page.evaluate(
      () =>
        Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) -
        (document.querySelector('header')?.offsetHeight ?? 0),
    );
    expect(clearance).toBeGreaterThanOrEqual(16);
    await context.close();
  });

  it('sees the whole category pill the keyboard is on, ring and all', async () => {
    const context = await e2e.newContext(ZOOM_400);
    await context.addInitScript(DUTCH);
    const page = await context.newPage();
    await visit(page, '/');
    const pills = page.locator('nav[aria-label] ul a[data-category]');
    const count = await pills.count();
    expect(count).toBeGreaterThan(8);
    await pills.first().focus();
    const clipped: string[] = [];
    for (let i = 0; i < count; i++) {
      const seen = await page.evaluate(() => {
        const pill = document.activeElement as HTMLElement;
        const row = pill.closest('ul') as HTMLElement;
        const p = pill.getBoundingClientRect();
        const r = row.getBoundingClientRect();
        return { name: pill.textContent ?? '', whole: p.left >= r.left && p.right <= r.right };
      });
      if (!seen.whole) clipped.push(seen.name);
      await page.keyboard.press('Tab');
    }
    // And back, the way a reader who went too far returns.
    for (let i = 0; i < count - 1; i++) {
      await page.keyboard.press('Shift+Tab');
      const whole = await page.evaluate(() => {
        const pill = document.activeElement as HTMLElement;
        const row = pill.closest('ul') as HTMLElement;
        const p = pill.getBoundingClientRect();
        const r = row.getBoundingClientRect();
        return p.left >= r.left && p.right <= r.right ? '' : (pill.textContent ?? '');
      });
      if (whole) clipped.push(whole);
    }
    expect(clipped).toEqual([]);
    await context.close();
  });

  it('keeps the notices in the page on a short screen, not over a third of what is left to read', async () => {
    const context = await e2e.newContext(ZOOM_200);
    const page = await context.newPage();
    // Nothing tells the place (no browser position, an address on loopback): the page says so.
    await visit(page, '/');
    const notice = page.getByText(/using default location/).first();
    await notice.waitFor();
    const before = await notice.boundingBox();
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => window.scrollY > 0);
    const after = await notice.boundingBox();
    // In the page's flow, it scrolls away with it.
    expect(after?.y).toBeLessThan(before?.y ?? 0);
    await context.close();
  });

  it('shows a story that is still loading in forced colours: its outline and the words', async () => {
    const context = await e2e.newContext({ ...ZOOM_200, forcedColors: 'active' });
    const page = await context.newPage();
    await visit(page, '/');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/stories/*?**', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('main a[href^="/story/"]').first().click();
    const status = page.getByRole('dialog').getByRole('status');
    const loading = status.getByText('Loading story…');
    await loading.waitFor();
    // Said on screen, not only to a screen reader (a box of one pixel).
    expect((await loading.boundingBox())?.width).toBeGreaterThan(50);
    // The placeholder blocks, whose grey the forced colours drop, keep an outline.
    const outlines = await status
      .locator('[aria-hidden="true"]')
      .evaluateAll((blocks) => blocks.map((block) => getComputedStyle(block).borderTopStyle));
    expect(outlines.length).toBeGreaterThan(5);
    expect(outlines.every((style) => style === 'solid')).toBe(true);
    release();
    await page.getByRole('dialog').getByText('Sources').first().waitFor();
    await context.close();
  });
});
