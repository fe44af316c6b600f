/**
 * Issue #18 in the browser, the reading side: a signed-in reader's story opens are recorded with
 * their time in view, a premium reader's AI tab says honestly that there is not enough reading
 * yet, and pausing stops the recording.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E, visit } from './support/harness.ts';
import { apiSession, openMenuEntry, signInNewReader } from './support/sign-in.ts';

describe('reading insights in the browser', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(() => e2e.close());

  /** The reader's events as another device of theirs would read them. */
  async function exported(email: string) {
    const token = await apiSession(e2e.baseUrl, email);
    const answer = await fetch(`${e2e.baseUrl}/api/events/export`, { headers: { authorization: `Bearer ${token}` } });
    return (await answer.json()) as { events: Array<{ storyId: string; readMs: number }> };
  }

  it('records a story a reader read, shows the not-enough state, and stops when paused', async () => {
    const email = 'insights-e2e@example.com';
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    await signInNewReader(page, e2e.baseUrl, email);

    const link = page.locator('main article a[href^="/story/"]').first();
    const storyId = ((await link.getAttribute('href')) ?? '').slice('/story/'.length);
    await link.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForTimeout(1500);
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/events/read'));
    await page.keyboard.press('Escape');
    expect((await recorded).status()).toBe(201);
    const events = (await exported(email)).events;
    expect(events.map((event) => event.storyId)).toEqual([storyId]);
    expect(events[0]?.readMs).toBeGreaterThanOrEqual(1000);

    // A premium (trial) reader sees the honest state; pausing stops the recording.
    await openMenuEntry(page, 'insights-e2e', 'Upgrade to Premium');
    await page.getByRole('button', { name: 'Try it free for 7 days' }).click();
    await page.getByRole('button', { name: 'Start 7-day free trial' }).click();
    await page.getByText('Your free trial has started.').waitFor();
    await openMenuEntry(page, 'insights-e2e', 'Personalization Settings');
    await page.getByRole('tab', { name: 'AI', exact: true }).click();
    await page.getByText('Not enough reading yet').waitFor();
    const record = page.getByRole('switch', { name: 'Record what I read' });
    await expect.poll(() => record.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => record.isEnabled()).toBe(true);
    await record.click();
    await expect.poll(() => record.getAttribute('aria-checked')).toBe('false');
    await page.keyboard.press('Escape');

    await link.click();
    await dialog.waitFor();
    await page.waitForTimeout(1200);
    const skipped = page.waitForResponse((r) => r.url().endsWith('/api/events/read'));
    await page.keyboard.press('Escape');
    expect((await skipped).status()).toBe(202);
    expect((await exported(email)).events).toHaveLength(1);
    await context.close();
  });

  it('filters stories with AI for a premium reader and says why on request; a free reader is offered Premium', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/crime');
    await signInNewReader(page, e2e.baseUrl, 'filter-e2e@example.com');
    // The sample's one crime story with a cleanliness score below 5.
    const title = 'Kolkata police shut fake call centre that targeted elderly people abroad';
    const card = page.locator('main a[href^="/story/"]', { hasText: title });
    await card.first().waitFor();

    await openMenuEntry(page, 'filter-e2e', 'Personalization Settings');
    await page.getByRole('tab', { name: 'AI', exact: true }).click();
    const filter = page.getByRole('switch', { name: 'Filter stories with AI' });
    expect(await filter.getAttribute('aria-checked')).toBe('false');
    // A free reader's switch opens the upgrade prompt with the reason; the trial makes them premium.
    await filter.click();
    await page.getByText('AI content filtering comes with Tidings Premium.').waitFor();
    await page.getByRole('button', { name: 'Try it free for 7 days' }).click();
    await page.getByRole('button', { name: 'Start 7-day free trial' }).click();
    await page.getByText('Your free trial has started.').waitFor();

    // Back in the settings, where the prompt opened from.
    await filter.click();
    await expect.poll(() => filter.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Show hidden stories' }).click();
    const hidden = page.getByRole('dialog').getByRole('listitem').filter({ hasText: title });
    await hidden.getByText('Sensational headline: cleanliness 4.8 out of 10').waitFor();
    await page.keyboard.press('Escape');
    // The crime page behind it was asked again without the story.
    await card.first().waitFor({ state: 'detached' });
    expect(await page.locator('main a[href^="/story/"]').count()).toBeGreaterThan(0);
    await context.close();
  });
});
