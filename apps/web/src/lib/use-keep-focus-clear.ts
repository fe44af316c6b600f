import { type RefObject, useEffect } from 'react';

/** Space kept between a focused control and the floating element below it. */
const GAP_PX = 16;

/**
 * Keeps keyboard focus clear of an element floating at the bottom of the window (the location and
 * language notices), WCAG 2.2 2.4.11 Focus Not Obscured: a control that takes focus under it is
 * scrolled up above it (a control of a dialog shown over both is left alone). The browser scrolls a focused control into view only when it is outside the
 * window, and one under a fixed element is inside it.
 */
export function useKeepFocusClear(floating: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const box = floating.current;
      const target = event.target;
      if (!box || !(target instanceof Element) || box.contains(target)) return;
      // Keyboard focus only: a pointer pressed on a card half under the notice focuses its link, and
      // a scroll then would move the card away before the press is released.
      if (!target.matches(':focus-visible')) return;
      const over = box.getBoundingClientRect();
      if (over.height === 0) return;
      const control = target.getBoundingClientRect();
      if (control.bottom <= over.top || control.top >= over.bottom) return;
      // Only where the floating element is painted over the control: not under a dialog above both.
      const x = Math.min(Math.max(control.left + control.width / 2, over.left + 1), over.right - 1);
      const y = Math.min(Math.max(control.top + control.height / 2, over.top + 1), over.bottom - 1);
      if (!box.contains(document.elementFromPoint(x, y))) return;
      window.scrollBy({ top: control.bottom - over.top + GAP_PX, behavior: 'instant' });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [floating]);
}
