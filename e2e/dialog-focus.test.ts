/**
 * Keyboard focus around dialogs and on story cards, in a real browser (WAI-ARIA dialog pattern,
 * WCAG 2.2 2.4.3 Focus Order, 2.4.7 Focus Visible, 1.4.11 Non-text Contrast): Escape closes each
 * dialog and focus goes back to the control that opened it, and a card reached by Tab shows a
 * focus ring that stands out from the page around it in the light and dark themes.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { type E2E, startE2E, storyWithImages, visit } from './support/harness.ts';
import { apiSession, signInNewReader } from './support/sign-in.ts';

/** WCAG 2.2 1.4.11: a focus indicator needs 3:1 against the colours next to it. */
const NON_TEXT_CONTRAST = 3;

/** Whether `locator`'s element has focus: Radix hands focus back a task after a dialog has gone. */
const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

describe('dialog focus and focused cards', () => {
  let e2e: E2E;
  /** A story of the sample with images, for its slideshow. */
  let storyId: string;

  beforeAll(async () => {
    e2e = await startE2E({ IP_DATABASE: 'off' });
    storyId = (await storyWithImages(e2e.baseUrl)) ?? '';
    expect(storyId).toBeTruthy();
  });
  afterAll(() => e2e?.close());

  async function open(
    path: string,
    theme: 'light' | 'dark' = 'light',
  ): Promise<{ page: Page; context: BrowserContext }> {
    const context = await e2e.newContext();
    await context.addInitScript((theme) => localStorage.setItem('theme', JSON.stringify(theme)), theme);
    const page = await context.newPage();
    await visit(page, path);
    return { page, context };
  }

  /** Opens a dialog from `opener` by keyboard, closes it with Escape and expects focus back on `opener`. */
  async function escapeReturnsFocus(page: Page, opener: Locator, dialog: Locator) {
    await opener.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    // Focus inside the dialog just opened, not only in some dialog (a Share button sits inside the
    // story dialog).
    await dialog.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const inside = () => element.closest('[role="dialog"]')?.contains(document.activeElement) === true;
          const check = () => (inside() ? resolve() : requestAnimationFrame(check));
          check();
        }),
    );
    // Radix hands the Escape key to a new dialog a render or two after focus moved in; an Escape
    // before that closes nothing (never the story under it: escapeInAnotherDialog), so press again.
    for (let press = 0; press < 3 && (await dialog.count()) > 0; press++) {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: 1000 }).catch(() => {});
    }
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(opener)).toBe(true);
  }

  it('returns focus to the header location button when the city picker closes on Escape', async () => {
    const { page, context } = await open('/');
    const [before, after] = en.location.compactLabel.split('{{city}}');
    const button = page.getByRole('button', { name: new RegExp(`^${before}.+${after}$`) });
    const picker = page.getByRole('dialog', { name: en.location.dialogTitle });
    await escapeReturnsFocus(page, button, picker);
    // A second opening, with the dialog's code already loaded, does the same.
    await escapeReturnsFocus(page, button, picker);
    await context.close();
  });

  it("returns focus to the story image's button when the slideshow closes on Escape", async () => {
    const { page, context } = await open(`/story/${storyId}`);
    const story = page.getByRole('dialog').first();
    const image = story.getByRole('button', { name: en.storyDetails.openSlideshow });
    await image.waitFor();
    const slideshow = page.getByRole('dialog').getByRole('button', { name: en.slideshow.next });
    await escapeReturnsFocus(page, image, slideshow);
    await context.close();
  });

  it('returns focus to the Share button, not the story dialog, when the share dialog closes on Escape', async () => {
    const { page, context } = await open('/');
    const card = page.locator('main ul a[href^="/story/"]').first();
    await card.focus();
    await page.keyboard.press('Enter');
    const story = page.getByRole('dialog').first();
    const share = story.getByRole('button', { name: en.storyDetails.shareThisStory });
    await share.waitFor();
    const shareDialog = page.getByRole('dialog', { name: en.share.story.title });
    // The first opening loads the share dialog's code; the second has it.
    await escapeReturnsFocus(page, share, shareDialog);
    await escapeReturnsFocus(page, share, shareDialog);
    // The story dialog, still open, still gives focus back to its card.
    await page.keyboard.press('Escape');
    await story.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(card)).toBe(true);
    await context.close();
  });

  it('still returns focus to the story card when the story dialog closes on Escape', async () => {
    const { page, context } = await open('/');
    const card = page.locator('main ul a[href^="/story/"]').first();
    await escapeReturnsFocus(page, card, page.getByRole('dialog'));
    await context.close();
  });

  it('puts focus on the account menu once signing in and onboarding are done (the Sign in button is gone)', async () => {
    const { page, context } = await open('/');
    await signInNewReader(page, e2e.baseUrl, 'focus-after-sign-in@example.com');
    const menu = page.getByRole('button', { name: /Account menu of focus-after-sign-in/ });
    await expect.poll(() => hasFocus(menu)).toBe(true);
    await context.close();
  });

  it("returns focus to the story's Save button when the save-limit prompt closes on Escape", async () => {
    const email = 'focus-save-limit@example.com';
    const token = await apiSession(e2e.baseUrl, email);
    // Ten saves already (the free limit), made through the API as another device would.
    const { data } = (await (await fetch(`${e2e.baseUrl}/api/news?category=all`)).json()) as {
      data: Array<{ id: string }>;
    };
    for (const { id } of data.slice(-10)) {
      const saved = await fetch(`${e2e.baseUrl}/api/saved-stories`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ storyId: id }),
      });
      expect(saved.status).toBe(200);
    }
    const { page, context } = await open('/');
    // No topics chosen yet, so onboarding is offered first.
    await signInNewReader(page, e2e.baseUrl, email);
    const save = page.getByRole('button', { name: /^Save "/, pressed: false }).first();
    await save.focus();
    await page.keyboard.press('Enter');
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    await upgrade.getByText('Save limit reached. Upgrade to Premium for unlimited saves.').waitFor();
    await page.keyboard.press('Escape');
    await upgrade.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(save)).toBe(true);
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`rings a story card reached by Tab with 3:1 against the page, ${theme} theme`, async () => {
      const { page, context } = await open('/', theme);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
      // The featured story first, then the first card of the grid.
      for (const link of [
        page.locator('main article h2 a[href^="/story/"]').first(),
        page.locator('main ul a[href^="/story/"]').first(),
      ]) {
        await link.waitFor();
        for (let presses = 0; presses < 200 && !(await hasFocus(link)); presses++) await page.keyboard.press('Tab');
        expect(await hasFocus(link)).toBe(true);
        const ring = await link.evaluate(cardRing);
        expect(ring.outlineStyle).not.toBe('none');
        expect(ring.outlineWidth).toBeGreaterThanOrEqual(2);
        expect(contrast(ring.colour, ring.page)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
        // Once focus moves on, the card has no ring.
        await page.keyboard.press('Tab');
        expect((await link.evaluate(cardRing)).outlineStyle).toBe('none');
      }
      await context.close();
    });
  }

  it('keeps a control reached by Tab clear of the location notice floating at the bottom (WCAG 2.4.11)', async () => {
    const context = await e2e.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await visit(page, '/');
    // No place comes back here: the notice says the default stands in, over the foot of the window.
    const notice = page.getByRole('status').filter({ hasText: 'using default location' });
    await notice.waitFor();
    await page.locator('main ul a[href^="/story/"]').first().waitFor();
    const floating = await notice.evaluateHandle((element) => element.parentElement as HTMLElement);
    let obscured = 0;
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press('Tab');
      obscured += await floating.evaluate((box) => {
        const focused = document.activeElement;
        if (!(focused instanceof HTMLElement) || box.contains(focused)) return 0;
        const control = focused.getBoundingClientRect();
        const over = box.getBoundingClientRect();
        return control.bottom > over.top && control.top < over.bottom ? 1 : 0;
      });
    }
    expect(obscured).toBe(0);
    await context.close();
  });
});

/** The outline of the card holding `link`, and the colour of the page around the card (runs in the page). */
function cardRing(link: Element) {
  const card = link.closest('article') as HTMLElement;
  const style = getComputedStyle(card);
  // Colours as sRGB bytes, whatever notation the style uses (Tailwind's are oklch).
  const canvas = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
  const rgb = (colour: string) => {
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = colour;
    canvas.fillRect(0, 0, 1, 1);
    return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  };
  // The ring sits 2 px outside the card, on whatever the page shows behind it.
  let behind = card.parentElement;
  while (behind && getComputedStyle(behind).backgroundColor === 'rgba(0, 0, 0, 0)') behind = behind.parentElement;
  return {
    outlineStyle: style.outlineStyle,
    outlineWidth: Number.parseFloat(style.outlineWidth),
    colour: rgb(style.outlineColor),
    page: rgb(behind ? getComputedStyle(behind).backgroundColor : 'white'),
  };
}

/** WCAG contrast ratio of two sRGB colours given as 0-255 channels. */
function contrast(a: number[], b: number[]): number {
  const luminance = (channels: number[]) => {
    const [r = 0, g = 0, bl = 0] = channels.map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
