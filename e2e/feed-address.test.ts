/**
 * Issue #19's private feed address in the browser: a reader makes it from the account menu,
 * any feed reader can poll it (Home or a category, Atom or JSON Feed), and a new address ends
 * the old one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E, visit } from './support/harness.ts';
import { openMenuEntry, signInNewReader } from './support/sign-in.ts';

describe('a reader’s own feed address', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(() => e2e.close());

  /** The address names the server's PUBLIC_URL; this test's server listens on a port of its own. */
  const poll = (address: string) => fetch(`${e2e.baseUrl}${new URL(address).pathname}`);

  it('is made in the account menu, polled by a feed reader, and replaced', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await visit(page, '/');
    await signInNewReader(page, e2e.baseUrl, 'feed-reader-e2e@example.com');
    await openMenuEntry(page, 'feed-reader-e2e', 'Your feed');
    const dialog = page.getByRole('dialog', { name: 'Your feed' });
    await dialog.getByRole('button', { name: 'Make my feed address' }).click();
    const atom = await dialog.getByRole('textbox', { name: 'Atom address' }).inputValue();
    expect(atom).toMatch(/\/feeds\/u\/[^/]+\.atom$/);
    const home = await poll(atom);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/atom/);
    expect(await home.text()).toContain('/story/');

    await dialog.getByRole('combobox', { name: 'Feed of' }).selectOption({ label: 'Science' });
    const json = await dialog.getByRole('textbox', { name: 'JSON Feed address' }).inputValue();
    expect(json).toMatch(/\/science\.json$/);
    const science = (await (await poll(json)).json()) as { version: string; items: unknown[] };
    expect(science.version).toBe('https://jsonfeed.org/version/1.1');
    expect(science.items.length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Shown once: the dialog now offers a new address, which ends the old one.
    await openMenuEntry(page, 'feed-reader-e2e', 'Your feed');
    await dialog.getByText(/You made a feed address on/).waitFor();
    await dialog.getByRole('button', { name: 'Make a new address' }).click();
    const renewed = await dialog.getByRole('textbox', { name: 'Atom address' }).inputValue();
    expect(renewed).not.toBe(atom);
    expect((await poll(renewed)).status).toBe(200);
    expect((await poll(atom)).status).toBe(404);
    await context.close();
  });
});
