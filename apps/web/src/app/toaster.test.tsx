import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../components/ui/dialog.tsx';
import i18n from '../lib/i18n.ts';
import { toast as notify } from '../lib/toast.ts';
import Toaster from './toaster.tsx';

describe('the notifications region', () => {
  afterEach(async () => {
    act(() => toast.dismiss());
    vi.useRealTimers();
    vi.restoreAllMocks();
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

  it('keeps a notice long enough to read at a slow pace, and one that says something failed until it is closed', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      notify.success('Story saved successfully');
      notify.error('Failed to save story');
    });
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(screen.queryByText('Story saved successfully')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(screen.queryByText('Story saved successfully')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByText('Failed to save story')).not.toBeNull();
  });

  it('moves its notices to the other edge when one covers the control the keyboard is on', async () => {
    screenOf(640);
    const button = document.createElement('button');
    button.textContent = 'Cancel';
    document.body.append(button);
    // A dialog's button at the foot of a short screen, where the notices come in.
    const foot = { left: 100, right: 540, top: 340, bottom: 390, width: 440, height: 50, x: 100, y: 340 };
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const covered = this === button || this.hasAttribute('data-sonner-toast');
      return {
        ...(covered ? foot : { left: 0, right: 0, top: 0, bottom: 0, width: 0, height: 0, x: 0, y: 0 }),
        toJSON: () => ({}),
      } as DOMRect;
    });
    render(<Toaster />);
    act(() => {
      toast('Source added to muted list');
    });
    await screen.findByText('Source added to muted list');
    const edge = () => document.querySelector('[data-sonner-toaster]')?.getAttribute('data-y-position');
    expect(edge()).toBe('bottom');
    act(() => button.focus());
    expect(edge()).toBe('top');
    // Gone, the notices come back to their own edge.
    act(() => toast.dismiss());
    await vi.waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
    act(() => button.blur());
    act(() => {
      toast('Word added to muted list');
    });
    await screen.findByText('Word added to muted list');
    await vi.waitFor(() => expect(edge()).toBe('bottom'));
    button.remove();
  });

  it('closes an error said over a dialog on Escape, before the dialog, whose focus trap keeps the keyboard from it', async () => {
    const onOpenChange = vi.fn();
    render(
      <>
        <Toaster />
        <Dialog open onOpenChange={onOpenChange} title="Personalization Settings">
          <button type="button">Add</button>
        </Dialog>
      </>,
    );
    act(() => {
      notify.error('Failed to update muted preferences');
    });
    await screen.findByText('Failed to update muted preferences');
    const dialog = screen.getByRole('dialog', { name: 'Personalization Settings' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByText('Failed to update muted preferences')).toBeNull());
    expect(onOpenChange).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
