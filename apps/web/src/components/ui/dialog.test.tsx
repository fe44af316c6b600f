import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog.tsx';

afterEach(cleanup);

/** Opens the dialog from a plain button, as a route or a menu entry does: no Radix trigger. */
function Opener({ unmountOnClose = false }: { unmountOnClose?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open story
      </button>
      {(open || !unmountOnClose) && (
        <Dialog open={open} onOpenChange={setOpen} title="A story">
          <p>Text</p>
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
});
