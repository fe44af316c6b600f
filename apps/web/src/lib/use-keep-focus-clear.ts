import { type RefObject, useEffect } from 'react';

/** Space kept between a focused control and the floating element below it. */
const GAP_PX = 16;

/**
 * Keeps keyboard focus clear of an element floating at the bottom of the window (the location and
 * language notices), WCAG 2.2 2.4.11 Focus Not Obscured: a control that takes keyboard focus under
 * it is scrolled up above it. The browser scrolls a focused control into view only when it is
 * outside the window, and one under a fixed element is inside it. Keyboard focus only: a pointer
 * pressed on a card half under the notice focuses its link, and a scroll would move the card away
 * before the press is released. A dialog's controls are left alone: dialogs sit above the notices.
 */
export function useKeepFocusClear(floating: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onFocus = ({ target }: FocusEvent) => {
      const box = floating.current;
      if (!box || !(target instanceof Element) || !target.matches(':focus-visible')) return;
      if (box.contains(target) || target.closest('[role="dialog"]')) return;
      const over = box.getBoundingClientRect();
      const control = target.getBoundingClientRect();
      // The page's content given focus as a whole (lib/focus-main.ts) is no control to bring into view:
      // the reader's place on the page stays where it is.
      if (control.height >= window.innerHeight) return;
      if (over.height > 0 && control.bottom > over.top && control.top < over.bottom) {
        window.scrollBy({ top: control.bottom - over.top + GAP_PX, behavior: 'instant' });
      }
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [floating]);
}
