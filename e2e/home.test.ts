import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './support/harness.ts';

describe('the home page', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(() => e2e.close());

  it('shows story cards from the sample edition', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(10);
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).not.toBe('');
    // Nothing the page does is refused by the Content Security Policy.
    expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    await context.close();
  });
});
