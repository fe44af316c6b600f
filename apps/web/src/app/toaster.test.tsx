import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../lib/i18n.ts';
import Toaster from './toaster.tsx';

describe('the notifications region', () => {
  afterEach(async () => {
    act(() => toast.dismiss());
    await i18n.changeLanguage('en');
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
