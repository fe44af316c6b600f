import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, reload, startE2E, visit } from './support/harness.ts';
import { skipOnboarding } from './support/sign-in.ts';

interface Outbox {
  messages: Array<{ to: string; subject: string; text: string }>;
}

describe('signing in with an e-mail code', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(() => e2e.close());

  async function latestCode(email: string): Promise<string> {
    for (let i = 0; i < 50; i++) {
      const outbox = (await (await fetch(`${e2e.baseUrl}/dev/mailbox.json`)).json()) as Outbox;
      const mail = outbox.messages.find((m) => m.to === email);
      const code = mail?.text.match(/\b\d{6}\b/)?.[0];
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no code mailed to ${email}`);
  }

  async function requestCode(
    page: Page,
    email: string,
    labels = { signIn: 'Sign in', email: 'Continue with email', field: 'E-mail address', send: 'Send code' },
  ) {
    await page.getByRole('button', { name: labels.signIn }).click();
    await page.getByRole('button', { name: labels.email }).click();
    await page.getByLabel(labels.field).fill(email);
    await page.getByRole('button', { name: labels.send }).click();
  }

  it('signs in with the mailed code, stays signed in after a reload, and signs out', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    // Named once: the hint describes the button, it is not read as part of its name too.
    const signInButton = page.getByRole('button', { name: 'Sign in', exact: true });
    await signInButton.waitFor();
    expect(await signInButton.getAttribute('aria-describedby')).toBe('sign-in-hint');
    const email = 'reader-e2e@example.com';
    await requestCode(page, email);
    const code = await latestCode(email);
    // A code pasted with spaces still fills the six boxes.
    await page.getByLabel('Digit 1 of 6').focus();
    await page.evaluate(
      (text) => {
        const data = new DataTransfer();
        data.setData('text', text);
        document.activeElement?.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      },
      `${code.slice(0, 3)} ${code.slice(3)}`,
    );
    await page.getByRole('button', { name: 'Verify' }).click();
    const menu = page.getByRole('button', { name: 'Account menu of reader-e2e' });
    // A new reader is offered onboarding (accounts-and-membership §4); while it is open the page
    // behind it, the account menu too, is hidden from assistive technology and role queries.
    await skipOnboarding(page);
    await menu.waitFor();
    // The access token lives in memory only: nothing secret in local storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toMatch(/eyJ|RefreshToken|AccessToken/);

    await reload(page);
    await menu.waitFor();
    await menu.click();
    await page.getByText(email).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).press('Enter');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    // The menu is gone with the session: the Sign in button in its place has the keyboard.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Sign in');
    await reload(page);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await menu.count()).toBe(0);
    await context.close();
  });

  it('says a wrong code is invalid, in Dutch for a Dutch reader', async () => {
    const context = await e2e.newContext();
    await context.addInitScript(() => localStorage.setItem('language', '"nl"'));
    const page = await context.newPage();
    await visit(page, '/');
    const email = 'lezer-e2e@example.com';
    await requestCode(page, email, {
      signIn: 'Inloggen',
      email: 'Doorgaan met e-mail',
      field: 'E-mailadres',
      send: 'Code versturen',
    });
    const code = await latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const [index, digit] of [...wrong].entries()) await page.getByLabel(`Cijfer ${index + 1} van 6`).fill(digit);
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await page.getByRole('alert').filter({ hasText: 'Ongeldige verificatiecode. Probeer het opnieuw.' }).waitFor();
    // The boxes are cleared and the keyboard is back in the first one.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Cijfer 1 van 6');
    // Five wrong tries spend the code: the reader is told to ask for a new one, not to try again.
    for (let tries = 2; tries <= 5; tries++) {
      await page.keyboard.type(wrong);
      await page.getByRole('button', { name: 'Bevestigen' }).click();
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Cijfer 1 van 6');
    }
    await page.getByRole('alert').filter({ hasText: 'Deze code werkt niet meer' }).waitFor();
    // The code mail was written in Dutch too.
    const outbox = (await (await fetch(`${e2e.baseUrl}/dev/mailbox.json`)).json()) as Outbox;
    expect(outbox.messages.find((m) => m.to === email)?.subject).toMatch(/inlogcode/i);
    await context.close();
  });
});
