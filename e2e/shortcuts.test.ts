/**
 * Issue #19's keyboard shortcuts in the browser: j/k move between stories and say where the
 * reader is, o opens, / searches, g l goes to Local, ? lists them, m asks before muting a source,
 * and switched off they do nothing; typing in a field is never a shortcut.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E, visit } from './support/harness.ts';
import { openMenuEntry, signIn, skipOnboarding } from './support/sign-in.ts';

describe('keyboard shortcuts in the browser', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(() => e2e.close());

  it('moves, opens, searches, goes to Local, lists the keys and can be switched off', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    const links = page.locator('main article a[href^="/story/"]');
    await links.first().waitFor();
    const second = (await links.nth(1).getAttribute('href')) ?? '';

    await page.keyboard.press('j');
    await page.keyboard.press('j');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(second);
    await page
      .getByRole('status')
      .filter({ hasText: /^Story 2 of \d+: / })
      .waitFor({ state: 'attached' });
    await page.keyboard.press('k');
    await page.keyboard.press('j');
    await page.keyboard.press('o');
    await page.waitForURL((url) => url.pathname === second);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Shortcuts rest while a dialog is open: j does not move the page behind it, g l goes nowhere.
    await page.keyboard.press('j');
    await page.keyboard.press('g');
    await page.keyboard.press('l');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /^Story \d+ of \d+: / })
        .textContent(),
    ).toMatch(/^Story 2 of /);

    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Search stories' });
    await search.waitFor();
    // The box takes focus once it has opened.
    await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'search');
    // Typed into the field, j and g are letters, not shortcuts.
    await page.keyboard.type('jg');
    expect(await search.inputValue()).toBe('jg');
    await page.keyboard.press('Escape');

    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('g');
    await page.keyboard.press('l');
    await page.waitForURL((url) => url.pathname === '/local');
    // The keyboard goes on in the page reached, not back at the top of the header.
    await page.waitForFunction(() => document.activeElement?.tagName === 'MAIN');

    await page.keyboard.press('?');
    const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await list.getByText('Next story').waitFor();
    await list.getByRole('switch', { name: 'Use keyboard shortcuts' }).click();
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.tagName === 'MAIN');
    await page.keyboard.press('g');
    await page.keyboard.press('h');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/local');
    expect(await page.evaluate(() => localStorage.getItem('shortcuts'))).toBe('false');
    await context.close();
  });

  it('asks before muting the source of the story the reader is on, and says so in Dutch', async () => {
    const context = await e2e.newContext();
    await context.addInitScript(() => localStorage.setItem('language', '"nl"'));
    const page = await context.newPage();
    await visit(page, '/');
    await signIn(page, e2e.baseUrl, 'sneltoets-e2e@example.com', { dutch: true });
    await skipOnboarding(page, { dutch: true });
    await page.locator('main article a[href^="/story/"]').first().waitFor();
    await page.keyboard.press('j');
    await page.keyboard.press('m');
    const confirm = page.getByRole('dialog', { name: /dempen\?$/ });
    await confirm.waitFor();
    const source = ((await confirm.getByRole('heading').textContent()) ?? '').replace(/ dempen\?$/, '');
    await confirm.getByRole('button', { name: 'Bron dempen' }).click();
    await page.getByText('Bron toegevoegd aan gedempte lijst').waitFor();
    await openMenuEntry(page, 'sneltoets-e2e', 'Personalisatie-instellingen');
    await page.getByRole('tab', { name: 'Gedempt' }).click();
    await page.getByRole('button', { name: `${source} niet meer dempen` }).waitFor();
    await context.close();
  });
});
