/**
 * Issue #18 in the browser: a premium reader's insights move as they read (a free reader sees the
 * teaser), and the weekly digest, sent from the demo mailbox's button, lists stories without the
 * reader's muted word.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E, visit } from './support/harness.ts';
import {
  apiSession,
  latestCode,
  mailCount,
  openMenuEntry,
  signIn,
  signInNewReader,
  skipOnboarding,
} from './support/sign-in.ts';

const DAY = 24 * 3_600_000;

describe('reading insights and digests in the browser', () => {
  let e2e: E2E;
  /** The server's clock: a day behind while yesterday's reading is recorded. */
  const clock = { offset: 0 };
  beforeAll(async () => {
    e2e = await startE2E({}, { clock: () => Date.now() + clock.offset });
  });
  afterAll(() => e2e.close());

  const api = (token: string, path: string, body?: unknown) =>
    fetch(`${e2e.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  async function openAiTab(page: Page, user: string) {
    await openMenuEntry(page, user, 'Personalization Settings');
    await page.getByRole('tab', { name: 'AI', exact: true }).click();
  }

  /** Opens a story from the feed, reads it for a moment, and closes it: the read is recorded. */
  async function read(page: Page, index: number) {
    await page.locator('main article a[href^="/story/"]').nth(index).click();
    await page.getByRole('dialog').getByText('Sources').first().waitFor();
    await page.waitForTimeout(1200);
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/events/read'));
    await page.keyboard.press('Escape');
    expect((await recorded).status()).toBe(201);
  }

  it("opens a Dutch mail's story link in Dutch on a browser that would read English, and keeps Dutch", async () => {
    const feed = (await (await fetch(`${e2e.baseUrl}/api/news?category=all&page=1`)).json()) as {
      data: Array<{ id: string }>;
    };
    const id = feed.data[0]?.id as string;
    // A new device: no saved language, an English browser, no position (the fallback city).
    const context = await e2e.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await visit(page, `/story/${encodeURIComponent(id)}?lang=nl`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Bronnen').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
    // Once location detection has answered it is still Dutch, and so is the next visit.
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
    // The link's word is taken off the address: a reload or a copied link decides nothing again.
    expect(page.url()).not.toContain('lang=');
    await visit(page, '/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
    await context.close();

    // A reader who chose English keeps it, whatever a link says.
    const english = await e2e.newContext({ locale: 'en-US' });
    const other = await english.newPage();
    await visit(other, '/');
    await other.evaluate(() => localStorage.setItem('language', '"en"'));
    await visit(other, `/story/${encodeURIComponent(id)}?lang=nl`);
    await other.getByRole('dialog').getByText('Sources').first().waitFor();
    expect(await other.evaluate(() => document.documentElement.lang)).toBe('en');
    await english.close();
  });

  it('shows a free reader the teaser, and a premium reader insights that move as they read', async () => {
    const free = await e2e.newContext();
    const freePage = await free.newPage();
    await visit(freePage, '/');
    await signInNewReader(freePage, e2e.baseUrl, 'teaser-e2e@example.com');
    await openAiTab(freePage, 'teaser-e2e');
    await freePage.getByText('Reading insights with Premium').waitFor();
    expect(await freePage.getByText('Stories per day').count()).toBe(0);
    await free.close();

    // Yesterday, on another device: a premium reader read four stories.
    const email = 'moving-e2e@example.com';
    clock.offset = -DAY;
    const token = await apiSession(e2e.baseUrl, email);
    expect((await api(token, '/api/billing/trial')).status).toBe(200);
    const feed = (await (await fetch(`${e2e.baseUrl}/api/news?category=all&page=2`)).json()) as {
      data: Array<{ id: string }>;
    };
    for (const story of feed.data.slice(0, 4)) {
      const answer = await api(token, '/api/events/read', { storyId: story.id, readMs: 90_000 });
      expect(answer.status).toBe(201);
    }
    clock.offset = 0;

    // Today, in the browser: not enough yet, then one story more is enough, then another moves the figures.
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    await signIn(page, e2e.baseUrl, email);
    await skipOnboarding(page);
    await openAiTab(page, 'moving-e2e');
    await page.getByText('Not enough reading yet').waitFor();
    await page.keyboard.press('Escape');

    await read(page, 0);
    await openAiTab(page, 'moving-e2e');
    const perDay = page.getByRole('term').filter({ hasText: 'Stories per day' }).locator('xpath=following-sibling::dd');
    const basis = page.getByText(/^From \d+ stories/);
    await perDay.waitFor();
    const before = [await perDay.textContent(), await basis.textContent()];
    expect(before[1]).toContain('5 stories');
    await page.keyboard.press('Escape');

    await read(page, 1);
    await openAiTab(page, 'moving-e2e');
    await page.getByText(/^From 6 stories/).waitFor();
    const after = [await perDay.textContent(), await basis.textContent()];
    expect(after[0]).not.toBe(before[0]);
    await context.close();
  });

  it("opens the e-mail settings from a mail's link, asking a signed-out reader to sign in first", async () => {
    const email = 'settings-link@example.com';
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    await signInNewReader(page, e2e.baseUrl, email);
    await visit(page, '/?settings=email&lang=en');
    const settings = page.getByRole('dialog', { name: 'Personalization Settings' });
    await settings.getByRole('tab', { name: 'Email', selected: true }).waitFor();
    // The address forgets the request: a reload does not open the settings again.
    expect(new URL(page.url()).searchParams.has('settings')).toBe(false);
    await context.close();

    // On a browser where nobody is signed in, signing in comes first, then the settings.
    const other = await e2e.newContext();
    const visitor = await other.newPage();
    await visit(visitor, '/?settings=email&lang=en');
    const signInDialog = visitor.getByRole('dialog', { name: /Sign in/ });
    await signInDialog.getByRole('button', { name: 'Continue with email' }).click();
    const before = await mailCount(e2e.baseUrl, email);
    await signInDialog.getByLabel('E-mail address').fill(email);
    await signInDialog.getByRole('button', { name: 'Send code' }).click();
    const code = await latestCode(e2e.baseUrl, email, before);
    await visitor.getByLabel('Digit 1 of 6').focus();
    await visitor.keyboard.type(code);
    await visitor.getByRole('button', { name: 'Verify' }).click();
    await visitor
      .getByRole('dialog', { name: 'Personalization Settings' })
      .getByRole('tab', { name: 'Email', selected: true })
      .waitFor();
    await other.close();
  });

  it('sends the weekly digest from the mailbox, without the stories of a muted word', async () => {
    const mailbox = await e2e.newContext();
    const outbox = await mailbox.newPage();
    const sendWeekly = async () => {
      await outbox.goto('/dev/mailbox');
      await Promise.all([
        outbox.waitForURL('**/dev/mailbox'),
        outbox.getByRole('button', { name: 'Send the weekly digest now' }).click(),
      ]);
    };
    /** The weekly digest mailed to a reader, as the mailbox page shows it. */
    const digestOf = async (email: string) => {
      const mail = outbox
        .getByRole('article')
        .filter({ hasText: email })
        .filter({ has: outbox.getByRole('heading', { name: /^Your week in news/ }) });
      await mail.first().waitFor();
      expect(await mail.count()).toBe(1);
      return (await mail.locator('pre').textContent()) ?? '';
    };

    // A reader with nothing muted gets the week's stories.
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    await signInNewReader(page, e2e.baseUrl, 'weekly-a@example.com');
    await sendWeekly();
    const first = await digestOf('weekly-a@example.com');
    const story = /^1\. (.+)$/m.exec(first)?.[1] ?? '';
    const word = story.split(/[^\p{L}]+/u).reduce((longest, w) => (w.length > longest.length ? w : longest), '');
    expect(word.length).toBeGreaterThan(4);

    // Another reader mutes a word of that story in the settings, then gets the digest without it.
    const other = await e2e.newContext();
    const otherPage = await other.newPage();
    await visit(otherPage, '/');
    await signInNewReader(otherPage, e2e.baseUrl, 'weekly-b@example.com');
    await openMenuEntry(otherPage, 'weekly-b', 'Personalization Settings');
    await otherPage.getByRole('tab', { name: 'Muted', exact: true }).click();
    await otherPage.getByRole('textbox', { name: 'Word to mute' }).fill(word);
    await otherPage.keyboard.press('Enter');
    await otherPage.getByText('Word added to muted list').waitFor();
    await other.close();

    await sendWeekly();
    const muted = await digestOf('weekly-b@example.com');
    expect(muted).toMatch(/^1\. /m);
    expect(muted).not.toContain(story);
    expect(muted.toLowerCase()).not.toMatch(new RegExp(`\\b${word.toLowerCase()}\\b`, 'u'));
    // Sent once a week: the first reader has still one digest.
    await digestOf('weekly-a@example.com');
    await context.close();
    await mailbox.close();
  });
});
