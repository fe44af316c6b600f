/**
 * Signing in through the browser as a reader does: the e-mail, the code from the demo outbox,
 * and onboarding, which a new reader meets right after (accounts-and-membership §4).
 */
import type { Page } from 'playwright-core';

interface Outbox {
  messages: Array<{ to: string; subject: string }>;
}

async function mailsTo(baseUrl: string, email: string) {
  const outbox = (await (await fetch(`${baseUrl}/dev/mailbox.json`)).json()) as Outbox;
  return outbox.messages.filter((m) => m.to === email);
}

/** The newest code mailed to `email`, once more than `after` mails have arrived for it. */
export async function latestCode(baseUrl: string, email: string, after = 0): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mails = await mailsTo(baseUrl, email);
    const code = mails.length > after ? /\b\d{6}\b/.exec(mails[0]?.subject ?? '')?.[0] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${email}`);
}

export const mailCount = async (baseUrl: string, email: string) => (await mailsTo(baseUrl, email)).length;

const LABELS = {
  en: { signIn: 'Sign in', email: 'Continue with email', field: 'E-mail address', send: 'Send code', verify: 'Verify' },
  nl: {
    signIn: 'Inloggen',
    email: 'Doorgaan met e-mail',
    field: 'E-mailadres',
    send: 'Code versturen',
    verify: 'Bevestigen',
  },
};

/**
 * Signs in through the dialog and waits for the account menu, or for onboarding, which hides the
 * page from assistive technology (and so from role queries) while it is open. The code is typed
 * as a person types it.
 */
export async function signIn(page: Page, baseUrl: string, email: string, { dutch = false } = {}): Promise<void> {
  const l = LABELS[dutch ? 'nl' : 'en'];
  const before = await mailCount(baseUrl, email);
  await page.getByRole('button', { name: l.signIn }).click();
  await page.getByRole('button', { name: l.email }).click();
  await page.getByLabel(l.field).fill(email);
  await page.getByRole('button', { name: l.send }).click();
  const code = await latestCode(baseUrl, email, before);
  await page.getByLabel(dutch ? 'Cijfer 1 van 6' : 'Digit 1 of 6').focus();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: l.verify }).click();
  await page
    .getByRole('button', { name: new RegExp(email.split('@')[0] ?? '') })
    .or(page.getByRole('dialog', { name: ONBOARDING[dutch ? 'nl' : 'en'] }))
    .first()
    .waitFor();
}

const ONBOARDING = { en: 'Welcome to Tidings', nl: 'Welkom bij Tidings' };

/** A new reader is offered onboarding after signing in: Skip finishes it without choosing anything. */
export async function skipOnboarding(page: Page, { dutch = false } = {}): Promise<void> {
  const onboarding = page.getByRole('dialog', { name: ONBOARDING[dutch ? 'nl' : 'en'] });
  await onboarding.getByRole('button', { name: dutch ? 'Overslaan' : 'Skip' }).click();
  await onboarding.waitFor({ state: 'detached' });
}

/** A new reader signs in and skips onboarding. */
export async function signInNewReader(page: Page, baseUrl: string, email: string, options = { dutch: false }) {
  await signIn(page, baseUrl, email, options);
  await skipOnboarding(page, options);
}

/** Opens an entry of the account menu. */
export async function openMenuEntry(page: Page, user: string, entry: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(user) }).click();
  await page.getByRole('button', { name: entry }).click();
}

/**
 * Signs in through the API, as another device of the reader's would, and answers that session's
 * access token: for tests that prepare or read what a reader has without clicking through it.
 */
export async function apiSession(baseUrl: string, email: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const before = await mailCount(baseUrl, email);
  await post('/api/auth/email/start', { email });
  const code = await latestCode(baseUrl, email, before);
  const { AccessToken } = (await (await post('/api/auth/email/verify', { email, code })).json()) as {
    AccessToken: string;
  };
  return AccessToken;
}
