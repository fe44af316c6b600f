/**
 * Issue #13 in the browser: a reader signs in, starts the trial, sees no ads, cancels and
 * reactivates in Subscription & Billing, adds the test card on the payment provider's page, and
 * after a renewal the test brings about through the server's clock sees the invoice; in Dutch the
 * prices are in euros.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, reload, startE2E, visit } from './support/harness.ts';
import { openMenuEntry, signInNewReader } from './support/sign-in.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('premium membership in the browser', () => {
  const now = { value: Date.now() };
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({}, { clock: () => now.value });
  });
  afterAll(() => e2e.close());

  it('trial, no ads, cancel and reactivate, a card on the provider page, and an invoice after the renewal', async () => {
    const context: BrowserContext = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    expect(await page.locator('[data-ad-format]').count()).toBeGreaterThan(0);
    await signInNewReader(page, e2e.baseUrl, 'premium-e2e@example.com');

    // The house ad offers Premium and opens its dialog.
    await page.getByRole('button', { name: 'Discover Premium' }).first().click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    await upgrade.getByRole('radio', { name: /Annual/ }).waitFor();
    expect(await upgrade.getByRole('radio', { name: /Annual/ }).isChecked()).toBe(true);
    await upgrade.getByText('$49.00 a year').waitFor();
    await upgrade.getByRole('button', { name: 'Try it free for 7 days' }).click();
    const welcome = page.getByRole('dialog', { name: 'Welcome' });
    await welcome.getByRole('button', { name: 'Start 7-day free trial' }).click();
    await welcome.waitFor({ state: 'detached' });
    await page.getByText('Your free trial has started.').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-ad-format]').length === 0);

    // Premium brings the sepia theme, kept on the server for the reader's other devices.
    await page.getByRole('button', { name: 'Theme', exact: true }).click();
    await page.getByRole('button', { name: 'Sepia' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'sepia');

    await openMenuEntry(page, 'premium-e2e', 'Subscription & Billing');
    const billing = page.getByRole('dialog', { name: 'Subscription & Billing' });
    await billing.getByText('Free Trial', { exact: true }).waitFor();
    await billing.getByRole('button', { name: 'Cancel subscription' }).click();
    await billing.getByRole('button', { name: 'Yes, cancel' }).click();
    await billing.getByText('Canceled', { exact: true }).waitFor();
    await billing.getByText(/Premium stays until .+; it will not renew\./).waitFor();
    await billing.getByRole('button', { name: 'Reactivate' }).click();
    await billing.getByText('Free Trial', { exact: true }).waitFor();

    await billing.getByRole('button', { name: 'Update payment method' }).click();
    await page.waitForURL(/\/billing\/local-pay/);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/27');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.waitForURL((url) => url.pathname === '/' && !url.search.includes('billing'));
    await page
      .getByRole('dialog', { name: 'Subscription & Billing' })
      .getByText('VISA ending in 4242, expires 12/2027')
      .waitFor();

    // Eight days on, the renewal job turns the trial into the annual plan and charges it.
    now.value += 8 * DAY;
    await e2e.app.billing.runDue();
    await reload(page);
    await openMenuEntry(page, 'premium-e2e', 'Subscription & Billing');
    const renewed = page.getByRole('dialog', { name: 'Subscription & Billing' });
    await renewed.getByText('Active', { exact: true }).waitFor();
    const row = renewed.getByRole('row').filter({ hasText: 'Tidings Premium, yearly' });
    await row.getByText('$49.00').waitFor();
    await row.getByText('Paid').waitFor();
    expect(await page.locator('[data-ad-format]').count()).toBe(0);
    await context.close();
  });

  it('shows a Dutch reader the prices in euros', async () => {
    const context = await e2e.newContext();
    await context.addInitScript(() => localStorage.setItem('language', '"nl"'));
    const page = await context.newPage();
    await visit(page, '/');
    await signInNewReader(page, e2e.baseUrl, 'premium-nl@example.com', { dutch: true });
    await openMenuEntry(page, 'premium-nl', 'Upgrade naar Premium');
    const dialog = page.getByRole('dialog', { name: 'Upgrade naar Premium' });
    await dialog.getByText('€ 49,00 per jaar').waitFor();
    await dialog.getByText('€ 4,99 per maand').waitFor();
    await dialog.getByRole('button', { name: 'Misschien later' }).click();
    // A free reader who picks a premium theme is offered Premium instead.
    await page.getByRole('button', { name: 'Thema' }).click();
    await page.getByRole('button', { name: /Sepia/ }).click();
    await page.getByRole('dialog', { name: 'Upgrade naar Premium' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
    await context.close();
  });
});
