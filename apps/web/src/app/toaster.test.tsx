import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../lib/i18n.ts';
import Toaster from './toaster.tsx';

describe('the notifications region', () => {
  afterEach(async () => {
    act(() => toast.dismiss());
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  /** A screen `width` pixels wide, as CSS media queries of the form (max-width: …px) see it. */
  const screenOf = (width: number) =>
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Number.NaN) >= width,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );

  it.each([
    [390, 'top'],
    [1280, 'bottom'],
  ])("on a screen %i pixels wide, shows notices at the %s, clear of a phone dialog's buttons", async (width, edge) => {
    screenOf(width);
    render(<Toaster />);
    act(() => {
      toast('Story saved successfully');
    });
    await screen.findByText('Story saved successfully');
    expect(document.querySelector('[data-sonner-toaster]')?.getAttribute('data-y-position')).toBe(edge);
  });

  it("names itself and its close buttons in the reader's language", async () => {
    await i18n.changeLanguage('nl');
    render(<Toaster />);
    act(() => {
      toast('Verhaal bewaard');
    });
    expect(await screen.findByText('Verhaal bewaard')).toBeTruthy();
    expect(screen.getByRole('region').getAttribute('aria-label')).toMatch(/^Meldingen\b/);
    expect(screen.getByRole('button', { name: 'Melding sluiten' })).toBeTruthy();
  });
});
