import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog.tsx';

afterEach(cleanup);

/** Opens the dialog from a plain button, as a route or a menu entry does: no Radix trigger. */
function Opener({ unmountOnClose = false, field = false }: { unmountOnClose?: boolean; field?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open story
      </button>
      <input aria-label="Search stories" />
      {(open || !unmountOnClose) && (
        <Dialog open={open} onOpenChange={setOpen} title="A story">
          <p>Text</p>
          {field && <input aria-label="City" autoFocus />}
        </Dialog>
      )}
    </>
  );
}

describe('the dialog', () => {
  it.each([false, true])(
    'returns focus to what opened it on Escape (unmounted on close: %s)',
    async (unmountOnClose) => {
      render(<Opener unmountOnClose={unmountOnClose} />);
      const opener = screen.getByRole('button', { name: 'Open story' });
      opener.focus();
      fireEvent.click(opener);
      const dialog = screen.getByRole('dialog', { name: 'A story' });
      expect(dialog.contains(document.activeElement)).toBe(true);
      fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
    },
  );

  it.each([false, true])(
    'returns focus to what opened it when a field inside took focus as it opened (opened again: %s)',
    async (again) => {
      render(<Opener field />);
      const opener = screen.getByRole('button', { name: 'Open story' });
      const openings = again ? 2 : 1;
      for (let opening = 0; opening < openings; opening++) {
        opener.focus();
        fireEvent.click(opener);
        expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'City' }));
        fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
        await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(document.activeElement).toBe(opener);
      }
    },
  );

  it('leaves focus where the reader put it between the dialog closing and Radix returning focus', async () => {
    render(<Opener unmountOnClose />);
    const opener = screen.getByRole('button', { name: 'Open story' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // A quick keyboard reader presses / at once: the search box takes focus before Radix's
    // deferred return of focus has run, and must keep it.
    const search = screen.getByRole('textbox', { name: 'Search stories' });
    search.focus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(document.activeElement).toBe(search);
  });
});
