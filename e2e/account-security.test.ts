/**
 * Issue #12 in the browser: the web app never receives a refresh token, stores no age or gender,
 * lists the reader's devices and signs out everywhere, and deletes an account only after a
 * confirmation; in English and Dutch.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, reload, startE2E, visit } from './support/harness.ts';
import { latestCode, mailCount, signIn, signInNewReader } from './support/sign-in.ts';

describe('account security in the browser', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(() => e2e.close());

  const signInThroughUi = (page: Page, email: string, lang: 'en' | 'nl' = 'en') =>
    signInNewReader(page, e2e.baseUrl, email, { dutch: lang === 'nl' });

  /** The reader's age and gender, set through the API as another device of theirs would. */
  async function giveDemographics(email: string, age: string, gender: string) {
    const post = (path: string, body: unknown, method = 'POST', token?: string) =>
      fetch(`${e2e.baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    const before = await mailCount(e2e.baseUrl, email);
    expect((await post('/api/auth/email/start', { email })).ok).toBe(true);
    const code = await latestCode(e2e.baseUrl, email, before);
    const { AccessToken } = (await (await post('/api/auth/email/verify', { email, code })).json()) as {
      AccessToken: string;
    };
    expect((await post('/api/preferences', { age, gender }, 'PATCH', AccessToken)).ok).toBe(true);
  }

  async function newPage(lang: 'en' | 'nl' = 'en'): Promise<{ context: BrowserContext; page: Page }> {
    const context = await e2e.newContext();
    if (lang === 'nl') await context.addInitScript(() => localStorage.setItem('language', '"nl"'));
    const page = await context.newPage();
    await visit(page, '/');
    return { context, page };
  }

  it('never hands the page a refresh token, and keeps no age, gender or token in storage', async () => {
    const email = 'no-refresh-in-page@example.com';
    await giveDemographics(email, '35-44', 'non-binary');
    const { context, page } = await newPage();
    const bodies: Array<Promise<string>> = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/auth/')) bodies.push(response.text().catch(() => ''));
    });
    await signInThroughUi(page, email);
    const menu = page.getByRole('button', { name: 'Account menu of no-refresh-in-page' });
    await menu.waitFor();
    await reload(page);
    await menu.click();
    // The menu shows age and gender from the loaded profile, not from storage.
    await page.getByText('35-44').waitFor();
    await page.getByText('Non-binary').waitFor();
    const answers = await Promise.all(bodies);
    expect(answers.filter((body) => body.includes('AccessToken')).length).toBeGreaterThanOrEqual(2);
    expect(answers.filter((body) => body.includes('RefreshToken'))).toEqual([]);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).toContain(email);
    expect(stored).not.toMatch(/eyJ|RefreshToken|AccessToken|IdToken|"age"|"gender"|35-44|non-binary/i);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/tidings_refresh/);
    await context.close();
  });

  it('lists both devices and signs out everywhere, the other device too', async () => {
    const email = 'two-browsers@example.com';
    const [laptop, phone] = await Promise.all([newPage(), newPage()]);
    await signInThroughUi(laptop.page, email);
    // Onboarding was skipped on the laptop: the phone is not offered it again.
    await signIn(phone.page, e2e.baseUrl, email);
    const menuOf = (page: Page) => page.getByRole('button', { name: 'Account menu of two-browsers' });
    await Promise.all([menuOf(laptop.page).waitFor(), menuOf(phone.page).waitFor()]);

    await menuOf(laptop.page).click();
    await laptop.page.getByRole('button', { name: 'Signed-in devices' }).click();
    const dialog = laptop.page.getByRole('dialog', { name: 'Signed-in devices' });
    await dialog.getByRole('listitem').nth(1).waitFor();
    expect(await dialog.getByRole('listitem').count()).toBe(2);
    expect(await dialog.getByText('This device').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await laptop.page.getByRole('button', { name: 'Sign in' }).waitFor();

    await reload(phone.page);
    await phone.page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await menuOf(phone.page).count()).toBe(0);
    await laptop.context.close();
    await phone.context.close();
  });

  it('deletes an account only after the confirmation, and the reader stays signed out', async () => {
    const { context, page } = await newPage();
    await signInThroughUi(page, 'leaving-e2e@example.com');
    const menu = page.getByRole('button', { name: 'Account menu of leaving-e2e' });
    await menu.click();
    await page.getByRole('button', { name: 'Delete account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    // Cancel kept the account: a reload restores the session from the server.
    await reload(page);
    await menu.waitFor();

    await menu.click();
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await menu.click();
    await page.getByRole('button', { name: 'Delete account' }).click();
    await confirm.getByRole('button', { name: 'Delete account' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await reload(page);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await menu.count()).toBe(0);
    await context.close();
  });

  it('shows the devices and the deletion step in Dutch', async () => {
    const { context, page } = await newPage('nl');
    await signInThroughUi(page, 'nederlands-e2e@example.com', 'nl');
    const menu = page.getByRole('button', { name: /nederlands-e2e/ });
    await menu.click();
    await page.getByRole('button', { name: 'Ingelogde apparaten' }).click();
    const devices = page.getByRole('dialog', { name: 'Ingelogde apparaten' });
    await devices.getByText('Dit apparaat').waitFor();
    await devices.getByRole('button', { name: 'Overal uitloggen' }).waitFor();
    await page.keyboard.press('Escape');
    await menu.click();
    await page.getByRole('button', { name: 'Account verwijderen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Je account verwijderen?' });
    await confirm.getByText('je bewaarde verhalen en leesgeschiedenis').waitFor();
    await confirm.getByRole('button', { name: 'Annuleren' }).click();
    await context.close();
  });
});
