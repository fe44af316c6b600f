import { useLayoutEffect, useRef } from 'react';
import { focusMain } from '../../lib/focus-main.ts';

/**
 * The last rule of the WAI-ARIA dialog pattern for our Radix dialogs: on closing, focus goes back
 * to what opened the dialog. Radix gives it back to a Dialog.Trigger only, and ours open from
 * links, routes, menus and plain buttons without one. Pass the result as Radix's
 * `onCloseAutoFocus`.
 *
 * The opener is whatever has focus when `open` turns true. That is read in a layout effect, before
 * Radix's portal mounts the content a render later, because once the content is there something
 * inside may already have focus (a field with autoFocus takes it while React commits, and Radix
 * then skips onOpenAutoFocus). It is read only when `open` changes, so it stays the same when
 * Radix mounts its focus scope again (a Suspense boundary hid the dialog for a moment).
 *
 * `standIn` names, by its `data-focus-key`, the control to focus when the opener is gone or was none
 * (a dialog that opens by itself after another); without it, the opener's own key is used.
 */
export function useReturnFocus(open: boolean, standIn?: string): (event: Event) => void {
  const opener = useRef<Element | null>(null);
  const standInKey = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    if (!open) return;
    opener.current = document.activeElement;
    standInKey.current =
      standIn ?? opener.current?.closest('[data-focus-key]')?.getAttribute('data-focus-key') ?? undefined;
  }, [open, standIn]);
  return (event) => {
    // Radix returns focus a task after the dialog has gone; a reader who has already put it
    // somewhere (a quick / for search) keeps it there. A dialog's own box is no such place: a
    // dialog under this one (the story under its slideshow) takes focus onto its box when the
    // focused element inside this one is removed, and the opener should still get it back.
    const active = document.activeElement;
    if (active && active !== document.body && !active.matches('[role="dialog"]')) {
      event.preventDefault();
      return;
    }
    const element = opener.current;
    if (element instanceof HTMLElement && element !== document.body && element.isConnected) {
      event.preventDefault();
      element.focus({ preventScroll: true });
      return;
    }
    // The opener is gone (signing in replaced the Sign in button by the account menu): the control
    // that took its place, marked with the same `data-focus-key`, gets focus rather than the page.
    const key = standInKey.current;
    const replacement = key && document.querySelector(`[data-focus-key="${CSS.escape(key)}"]`);
    if (replacement instanceof HTMLElement) {
      event.preventDefault();
      replacement.focus({ preventScroll: true });
      return;
    }
    // Nothing opened it (a shared link's story, a shortcut's list): the page's content, not its body.
    if (focusMain()) event.preventDefault();
  };
}
