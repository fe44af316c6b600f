/**
 * Help and support in the browser (priority support, accounts-and-membership §6): a reader writes
 * from the account menu, is told how soon the desk answers, and gets a reference; the desk's inbox
 * has the message, and Escape gives the keyboard back to the account menu.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E, visit } from './support/harness.ts';
import { openMenuEntry, signInNewReader } from './support/sign-in.ts';

const DESK = 'desk-e2e@news.example';

describe('help and support', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({ CONTACT_EMAIL: DESK });
  });
  afterAll(() => e2e.close());

  it('takes a free reader’s message by keyboard, tells them when we answer, and hands it to the desk', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    await signInNewReader(page, e2e.baseUrl, 'support-e2e@example.com');
    await openMenuEntry(page, 'support-e2e', 'Help and support');
    const dialog = page.getByRole('dialog', { name: 'Help and support' });
    await dialog
      .getByText(
        'We answer within 3 business days. Premium members get priority support, answered within one business day.',
      )
      .waitFor();
    // The keyboard starts at the form's first field, not at the dialog's Close button.
    await page.waitForFunction(() => document.activeElement?.tagName === 'SELECT');
    const send = dialog.getByRole('button', { name: 'Send message' });
    await dialog
      .getByRole('combobox', { name: 'What is it about?' })
      .selectOption({ label: 'Something is not working' });
    const message = dialog.getByRole('textbox', { name: 'Your message' });
    await message.focus();
    await page.keyboard.type('Too short');
    // Sent too short, it says why, on the field, and keeps the reader there.
    await send.click();
    await dialog
      .getByRole('alert')
      .getByText('Your message needs at least 10 characters: tell us a little more.')
      .waitFor();
    expect(await message.getAttribute('aria-invalid')).toBe('true');
    await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
    await page.keyboard.type(': the briefing stops after a minute on my phone.');
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await send.focus();
    await page.keyboard.press('Enter');

    const status = dialog.getByRole('status');
    await status.getByText(/^Message sent\. Your reference is TS-\d{5}\.$/).waitFor();
    const reference = /TS-\d{5}/.exec((await status.textContent()) ?? '')?.[0] ?? '';
    await status.getByText('A copy is on its way to support-e2e@example.com.').waitFor();
    // The keyboard is on the confirmation, which a screen reader then reads.
    expect(await status.evaluate((element) => element === document.activeElement)).toBe(true);
    await status.getByText('We will answer within 3 business days.').waitFor();

    const outbox = (await (await fetch(`${e2e.baseUrl}/dev/mailbox.json`)).json()) as {
      messages: Array<{ to: string; subject: string; text: string }>;
    };
    const desk = outbox.messages.find((mail) => mail.to === DESK && mail.subject.startsWith(reference));
    expect(desk?.subject).toBe(`${reference}: Something not working, from support-e2e@example.com`);
    expect(desk?.text).toContain('Too short: the briefing stops after a minute on my phone.');
    expect(
      outbox.messages.some((mail) => mail.to === 'support-e2e@example.com' && mail.subject.includes(reference)),
    ).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The keyboard is back on the account menu's button, where the reader opened the dialog from.
    await page.waitForFunction(() =>
      /^Account menu of /.test(document.activeElement?.getAttribute('aria-label') ?? ''),
    );
    await context.close();
  });
});
