/**
 * The daily briefing player in a real Chromium, on the sample catalogue (8 regions, real MP3s).
 * Expects the app to render the player on the home feed and on /daily_overviews/{id} (the lead
 * wires it into feed-page.tsx; see the briefing feature's report).
 */
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E, visit } from './support/harness.ts';

describe('the daily briefing', () => {
  let e2e: E2E;
  /** A second browser that lets pages play sound without a click, as after a reader's earlier visits. */
  let autoplayBrowser: Browser;
  let today: string;

  beforeAll(async () => {
    e2e = await startE2E();
    autoplayBrowser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--autoplay-policy=no-user-gesture-required'],
    });
    const media = (await (await fetch(`${e2e.baseUrl}/media.json`)).json()) as {
      regions: Record<string, { podcasts: Record<string, unknown> }>;
    };
    today = Object.keys(media.regions.usa?.podcasts ?? {})
      .sort()
      .at(-1) as string;
  });
  afterAll(async () => {
    await autoplayBrowser?.close();
    await e2e?.close();
  });

  const player = (page: Page, name = 'Daily briefing') => page.getByRole('region', { name });
  const audioTime = (page: Page) => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);
  const audioPlaying = (page: Page) =>
    page.waitForFunction(() => {
      const audio = document.querySelector('audio');
      return Boolean(audio && !audio.paused && audio.currentTime > 0.3);
    });

  async function openHome(options: Parameters<E2E['newContext']>[0] = {}) {
    const context = await e2e.newContext(options);
    const page = await context.newPage();
    await visit(page, '/');
    await player(page).getByRole('button', { name: 'Play briefing' }).waitFor();
    return { page, context };
  }

  it('fetches nothing of the audio until the reader presses play', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    // Every request the page makes for audio, answered or not (a preload, a range request, a load()).
    const audioRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/audio/')) audioRequests.push(request.url());
    });
    await visit(page, '/');
    await player(page).getByRole('button', { name: 'Play briefing' }).waitFor();
    // Long enough for any preload the element would start on its own.
    await page.waitForTimeout(1_500);
    expect(audioRequests).toEqual([]);
    await player(page).getByRole('button', { name: 'Play briefing' }).click();
    await audioPlaying(page);
    expect(audioRequests.length).toBeGreaterThan(0);
    await context.close();
  });

  it('plays the sample briefing and pauses it', async () => {
    const { page, context } = await openHome();
    const briefing = player(page);
    expect(await briefing.getByRole('heading', { level: 2 }).textContent()).toMatch(/Edition — /);
    await briefing.getByRole('button', { name: 'Play briefing' }).click();
    await audioPlaying(page);
    await briefing.getByRole('button', { name: 'Pause briefing' }).click();
    await briefing.getByRole('button', { name: 'Play briefing' }).waitFor();
    const paused = await audioTime(page);
    await page.waitForTimeout(300);
    expect(await audioTime(page)).toBe(paused);
    await context.close();
  });

  it('seeks with the keyboard on the position slider', async () => {
    const { page, context } = await openHome();
    const slider = player(page).getByRole('slider', { name: 'Playback position' });
    await slider.focus();
    await page.keyboard.press('End');
    // The end, or the last MP3 frame before it once the audio reports where it landed.
    expect(Number(await slider.getAttribute('aria-valuenow'))).toBeGreaterThan(99);
    expect(await audioTime(page)).toBeGreaterThan(40);
    await page.keyboard.press('Home');
    expect(await audioTime(page)).toBe(0);
    // Page Up moves 10 steps of 0.1 %: 1 % of about 44 seconds.
    await page.keyboard.press('PageUp');
    await page.keyboard.press('ArrowRight');
    expect(Number(await slider.getAttribute('aria-valuenow'))).toBeCloseTo(1.1);
    expect(await audioTime(page)).toBeGreaterThan(0.4);
    expect(await slider.getAttribute('aria-valuetext')).toMatch(/^0:00 of 0:4\d$/);
    await context.close();
  });

  it('switches to another edition from the dropdown without starting it', async () => {
    const { page, context } = await openHome();
    const briefing = player(page);
    await briefing.getByRole('button', { name: /Choose an edition/ }).click();
    const menu = page.getByRole('menu');
    await menu.getByText('Yesterday', { exact: true }).waitFor();
    await menu.getByRole('menuitem', { name: /Show older editions/ }).click();
    await menu.getByText('Older editions', { exact: true }).waitFor();
    // Each edition is named alone, under its day's group; when it was published is its description.
    await menu.getByRole('group', { name: 'Today' }).getByRole('menuitemradio', { name: 'India Edition' }).click();
    await briefing.getByRole('heading', { name: /^India Edition — / }).waitFor();
    // Not started, and nothing of it fetched until the reader plays it.
    expect(await page.locator('audio').getAttribute('src')).toBeNull();
    await briefing.getByRole('button', { name: 'Play briefing' }).click();
    await audioPlaying(page);
    expect(await page.locator('audio').getAttribute('src')).toBe(`${e2e.baseUrl}/audio/india-briefing.mp3`);
    await context.close();
  });

  it('plays the briefing of a shared link after half a second when the browser allows it', async () => {
    const context = await autoplayBrowser.newContext({ baseURL: e2e.baseUrl });
    const page = await context.newPage();
    await visit(page, `/daily_overviews/usa-${today}`);
    const briefing = player(page);
    await briefing.getByRole('heading', { name: /^USA Edition — / }).waitFor();
    await audioPlaying(page);
    // The tab keeps the briefing's name the server gave the page, taken over or not.
    expect(await page.title()).toMatch(/^.+ · Tidings$/);
    expect(await page.title()).not.toBe('Tidings');
    await briefing.getByRole('button', { name: 'Pause briefing' }).waitFor();
    await context.close();
  });

  it('shows the briefing of a shared link, paused, when the browser blocks autoplay', async () => {
    const context = await e2e.newContext();
    // The browser's refusal, as a browser that blocks autoplay gives it (this one would let it play).
    await context.addInitScript(() => {
      const blocked = window as unknown as { autoplayRefused: number };
      blocked.autoplayRefused = 0;
      HTMLMediaElement.prototype.play = () => {
        blocked.autoplayRefused += 1;
        return Promise.reject(new DOMException('play() needs a gesture', 'NotAllowedError'));
      };
    });
    const page = await context.newPage();
    await visit(page, `/daily_overviews/netherlands-${today}`);
    const briefing = player(page);
    await briefing.getByRole('heading', { name: /^Netherlands Edition — / }).waitFor();
    await page.waitForFunction(() => (window as unknown as { autoplayRefused: number }).autoplayRefused > 0);
    // Paused, with its Play button; never an error message.
    await briefing.getByRole('button', { name: 'Play briefing' }).waitFor();
    expect(await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });

  it('goes to the home page from the link of an unknown briefing', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/daily_overviews/no-such-briefing');
    await page.waitForURL(`${e2e.baseUrl}/`);
    await player(page).getByRole('button', { name: 'Play briefing' }).waitFor();
    await context.close();
  });

  it('shares the briefing: the dialog copies its link', async () => {
    const { page, context } = await openHome({ permissions: ['clipboard-read', 'clipboard-write'] });
    await player(page)
      .getByRole('button', { name: /Choose an edition/ })
      .click();
    await page.getByRole('group', { name: 'Today' }).getByRole('menuitemradio', { name: 'Global Edition' }).click();
    await player(page)
      .getByRole('heading', { name: /^Global Edition — / })
      .waitFor();
    await player(page).getByRole('button', { name: 'Share this briefing' }).click();
    const share = page.getByRole('dialog', { name: 'Share Daily Briefing' });
    const link = `${e2e.baseUrl}/daily_overviews/global-${today}`;
    expect(await share.getByRole('textbox', { name: 'Link to share' }).inputValue()).toBe(link);
    await share.getByRole('button', { name: 'Copy link' }).click();
    await share.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await context.close();
  });

  it('speaks Dutch when the reader chose Dutch', async () => {
    const context = await e2e.newContext();
    await context.addInitScript(() => localStorage.setItem('language', '"nl"'));
    const page = await context.newPage();
    await visit(page, '/');
    const briefing = player(page, 'Dagelijkse briefing');
    await briefing.getByRole('button', { name: 'Briefing afspelen' }).waitFor();
    expect(await briefing.getByText('Vandaag', { exact: true }).count()).toBe(1);
    expect(await briefing.getByRole('slider', { name: 'Afspeelpositie' }).getAttribute('aria-valuetext')).toMatch(
      /^0:00 van 0:4\d$/,
    );
    await briefing.getByRole('button', { name: /Kies een editie/ }).click();
    await page.getByRole('menuitem', { name: /Oudere edities tonen/ }).waitFor();
    expect(await page.getByText('Gepubliceerd vandaag').count()).toBe(8);
    await context.close();
  });
});
