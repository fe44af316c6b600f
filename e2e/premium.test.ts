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
    // A free reader's daily digest shows off (§5), and the settings read here are kept a while.
    const dailyDigestShows = async (checked: boolean) => {
      await openMenuEntry(page, 'premium-e2e', 'Personalization Settings');
      await page.getByRole('tab', { name: 'Email', exact: true }).click();
      await page.getByRole('switch', { name: /Daily personalized digest/, checked }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    };
    await dailyDigestShows(false);

    // The house ad offers Premium and opens its dialog.
    await page.getByRole('button', { name: 'Discover Premium' }).first().click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    await upgrade.getByRole('radio', { name: /Annual/ }).waitFor();
    expect(await upgrade.getByRole('radio', { name: /Annual/ }).isChecked()).toBe(true);
    await upgrade.getByText('$49.00 a year').waitFor();
    await upgrade.getByRole('button', { name: 'Try it free for 7 days' }).click();
    // The trial dialog (§2), with the keyboard on its start button, not lost with the one pressed.
    const trial = page.getByRole('dialog', { name: 'Try Premium free' });
    const startTrial = trial.getByRole('button', { name: 'Start 7-day free trial' });
    await page.waitForFunction(() => document.activeElement?.textContent === 'Start 7-day free trial');
    await trial.getByRole('button', { name: 'Continue with Free Plan' }).waitFor();
    await page.keyboard.press('Enter');
    await startTrial.waitFor({ state: 'detached' });
    await page.getByText('Your free trial has started.').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-ad-format]').length === 0);
    // Premium now, the daily digest is on by default, as the server will send it.
    await dailyDigestShows(true);

    // Premium brings the sepia theme, kept on the server for the reader's other devices.
    await page.getByRole('button', { name: /^Theme: / }).click();
    await page.getByRole('button', { name: 'Sepia' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'sepia');

    await openMenuEntry(page, 'premium-e2e', 'Subscription & Billing');
    const billing = page.getByRole('dialog', { name: 'Subscription & Billing' });
    await billing.getByText('Free Trial', { exact: true }).waitFor();
    // What the trial's end brings, with no card on file yet.
    await billing
      .getByText(
        /Add a card before then to keep Premium, at \$49\.00 a year; without one you go back to the free plan\./,
      )
      .waitFor();
    // Each button pressed goes away with what it did: the keyboard moves on to what comes next.
    const focused = (text: string) =>
      page.waitForFunction((wanted) => document.activeElement?.textContent === wanted, text);
    await billing.getByRole('button', { name: 'Cancel subscription' }).click();
    await focused('Keep Premium');
    await billing.getByRole('button', { name: 'Yes, cancel' }).click();
    await billing.getByText('Canceled', { exact: true }).waitFor();
    await billing.getByText(/Premium stays until .+; it will not renew\./).waitFor();
    await focused('Reactivate');
    await page.keyboard.press('Enter');
    await billing.getByText('Free Trial', { exact: true }).waitFor();
    await focused('Cancel subscription');

    // With no card on file yet, the provider's page is where one is added.
    await billing.getByRole('button', { name: 'Add a card' }).click();
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
    // The provider's page, whose address carries a token, is not kept for reading offline.
    const keptPages = await page.evaluate(async () =>
      (await caches.keys()).includes('tidings-shell-v1')
        ? (await (await caches.open('tidings-shell-v1')).keys()).map((request) => new URL(request.url).pathname)
        : [],
    );
    expect(keptPages).toContain('/');
    expect(keptPages.filter((path) => path.startsWith('/billing/'))).toEqual([]);
    // And with one: the charge the trial's end brings.
    await page
      .getByRole('dialog', { name: 'Subscription & Billing' })
      .getByText(/Then \$49\.00 a year is charged to your card ending 4242, unless you cancel before then\./)
      .waitFor();
    // The trial may turn into the other plan: the keyboard stays on the button that switches.
    const inBilling = page.getByRole('dialog', { name: 'Subscription & Billing' });
    await inBilling.getByRole('button', { name: 'Switch to monthly' }).click();
    await inBilling.getByText(/Then \$4\.99 a month is charged to your card ending 4242/).waitFor();
    await page.getByText('When your trial ends, it turns into the monthly plan.').waitFor();
    await focused('Switch to yearly (saves $11)');
    await page.keyboard.press('Enter');
    await inBilling.getByText(/Then \$49\.00 a year is charged/).waitFor();
    await focused('Switch to monthly');
    // The dialog opened by itself gives the keyboard to the account menu when closed, and the
    // address keeps no greeting for the next dialog closed or a reload to repeat.
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-focus-key') === 'account');
    await page.locator('main a[href^="/story/"]').first().click();
    const story = page.getByRole('dialog');
    await story.getByText('Sources').first().waitFor();
    await page.keyboard.press('Escape');
    await story.waitFor({ state: 'detached' });
    const after = new URL(page.url());
    expect(`${after.pathname}${after.search}`).toBe('/');

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
    // A year paid for, monthly from its renewal: nothing charged now, and the reader can stay after all.
    await renewed.getByRole('button', { name: 'Switch to monthly' }).click();
    const renewal = /On (.+) you move to the monthly plan: \$4\.99 a month\./;
    await renewed.getByText(renewal).waitFor();
    const date = renewal.exec((await renewed.getByText(renewal).textContent()) ?? '')?.[1];
    await page.getByText(`From ${date} your plan is monthly. Nothing is charged before then.`).waitFor();
    await renewed
      .getByRole('region', { name: 'Current plan' })
      .getByText(/^Tidings Premium, yearly/)
      .waitFor();
    await focused('Stay on yearly');
    await page.keyboard.press('Enter');
    await renewed.getByText(`Renews on ${date}.`).waitFor();
    await page.getByText('Your plan stays as it is.').waitFor();
    await focused('Switch to monthly');
    expect(await renewed.getByRole('row').filter({ hasText: 'Paid' }).count()).toBe(1);
    // The card pays this plan's renewal: it cannot be taken off file until the plan is cancelled.
    const removeCard = renewed.getByRole('button', { name: 'Remove card' });
    expect(await removeCard.count()).toBe(0);
    await renewed.getByRole('button', { name: 'Cancel subscription' }).click();
    await renewed.getByRole('button', { name: 'Yes, cancel' }).click();
    await renewed.getByText('Canceled', { exact: true }).waitFor();
    await removeCard.click();
    await renewed.getByText('No card on file.').waitFor();
    await page.getByText('Your card is removed.').waitFor();
    await focused('Add a card');
    // Taking the plan up again needs a card to pay its renewal.
    await renewed.getByRole('button', { name: 'Reactivate' }).click();
    await page.getByText('Add a card first: it pays your renewal.').waitFor();
    await renewed.getByText('Canceled', { exact: true }).waitFor();
    // Signed out on this page (drawn for a premium reader), the visitor gets ads again (§6).
    await renewed.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: /premium-e2e/ }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('sepia');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-ad-format]').length > 0);
    // Sepia is premium's (DECISIONS.md item 6): the visitor the device now has goes back to the automatic theme.
    await page.waitForFunction(() => document.documentElement.dataset.theme === undefined);
    await reload(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
    await context.close();
  });

  it('asks a visitor to sign in before Premium, and after a declined card takes another one', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    await page.getByRole('button', { name: 'Discover Premium' }).first().click();
    const offer = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    await offer.getByText('Sign in with your e-mail address to start Premium.').waitFor();
    await offer.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sign in to Tidings' }).waitFor();
    await page.keyboard.press('Escape');

    await signInNewReader(page, e2e.baseUrl, 'premium-declined@example.com');
    const pay = async (card: string) => {
      await openMenuEntry(page, 'premium-declined', 'Upgrade to Premium');
      await page
        .getByRole('dialog', { name: 'Upgrade to Premium' })
        .getByRole('button', { name: /Upgrade for/ })
        .click();
      await page.waitForURL(/\/billing\/local-pay/);
      await page.getByLabel('Card number').fill(card);
      await page.getByLabel('Expiry (MM/YY)').fill('12/27');
      await page.getByLabel('Security code').fill('123');
      await page.getByRole('button', { name: 'Pay and subscribe' }).click();
    };
    await pay('4000 0000 0000 0002');
    await page.getByRole('alert').getByText('Payment processing failed').waitFor();
    // The page comes back with the keyboard on what went wrong, for a screen reader to read first.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    await page.getByRole('link', { name: 'Back to Tidings' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: /premium-declined/ }).waitFor();
    now.value += 60_000;
    // The declined card was not kept: upgrading again opens the card page rather than failing.
    await pay('4242 4242 4242 4242');
    const billing = page.getByRole('dialog', { name: 'Subscription & Billing' });
    await billing.getByText('Active', { exact: true }).waitFor();
    await billing.getByRole('row').filter({ hasText: 'Paid' }).waitFor();
    await billing.getByRole('button', { name: 'Close' }).first().click();

    // Another reader signing in on this device sees their own billing history, not this one's.
    await page.getByRole('button', { name: /premium-declined/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signInNewReader(page, e2e.baseUrl, 'premium-next@example.com');
    await openMenuEntry(page, 'premium-next', 'Upgrade to Premium');
    await page.getByRole('button', { name: 'Try it free for 7 days' }).click();
    await page.getByRole('button', { name: 'Start 7-day free trial' }).click();
    await page.getByText('Your free trial has started.').waitFor();
    await openMenuEntry(page, 'premium-next', 'Subscription & Billing');
    const theirs = page.getByRole('dialog', { name: 'Subscription & Billing' });
    await theirs.getByText('No invoices yet.').waitFor();
    expect(await theirs.getByRole('row').count()).toBe(0);
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
