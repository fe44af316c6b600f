import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import 'sonner/dist/styles.css';
import { useLocale } from '../lib/i18n.ts';
import { setLastingNoticesCloser } from '../lib/toaster-switch.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';

/** Where a dialog is a sheet from the bottom (components/ui/dialog-frame.ts): below `sm`. */
const PHONE = '(max-width: 639.98px)';

/** How long a notice stays: long enough to read at a slow pace (WCAG 2.2.1; errors stay, lib/toast.ts). */
export const TOAST_DURATION_MS = 8000;
/** Sonner's toast comes in over 400 ms: where it lands is known after. */
const SETTLED_MS = 450;

/** Whether the page is drawn dark (features/theme/use-theme.ts sets the class), as it changes. */
function onPageTheme(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
const pageIsDark = () => document.documentElement.classList.contains('dark');

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Whether the notices go to the other edge of the screen: they never cover what the keyboard is on
 * (WCAG 2.4.11). A dialog's buttons sit at the bottom of a screen zoomed to 200 %, and its Close
 * button at the top at 400 %: a notice over the focused one moves away, once per focused control
 * (covering it at both edges, it stays), and comes back to its own edge when none is left.
 */
function useClearOfFocus(box: RefObject<HTMLDivElement | null>): boolean {
  const [flipped, setFlipped] = useState(false);
  useEffect(() => {
    const container = box.current;
    if (!container) return;
    let movedFor: Element | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const toasts = [...container.querySelectorAll('[data-sonner-toast]')];
      if (toasts.length === 0) {
        movedFor = null;
        setFlipped(false);
        return;
      }
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body || container.contains(focused)) return;
      if (focused === movedFor) return;
      const where = focused.getBoundingClientRect();
      if (toasts.some((toast) => overlaps(toast.getBoundingClientRect(), where))) {
        movedFor = focused;
        setFlipped((before) => !before);
      }
    };
    const later = () => {
      clearTimeout(timer);
      if (container.querySelector('[data-sonner-toast]') === null) check();
      else timer = setTimeout(check, SETTLED_MS);
    };
    const observer = new MutationObserver(later);
    observer.observe(container, { childList: true, subtree: true });
    document.addEventListener('focusin', check);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('focusin', check);
    };
  }, [box]);
  return flipped;
}

export default function Toaster() {
  // The notices take the page's colours: a white toast glared over a dark page.
  const dark = useSyncExternalStore(onPageTheme, pageIsDark, () => false);
  const { t } = useLocale();
  // On a phone a dialog's buttons are at the bottom of the screen: notices come from the top there,
  // over the dimmed page, not over "Upgrade" or "Maybe Later".
  const phone = useMediaQuery(PHONE);
  const box = useRef<HTMLDivElement>(null);
  const top = phone !== useClearOfFocus(box);
  useEffect(
    () =>
      setLastingNoticesCloser(() => {
        const lasting = toast
          .getToasts()
          .filter((shown) => 'duration' in shown && shown.duration === Number.POSITIVE_INFINITY);
        for (const shown of lasting) toast.dismiss(shown.id);
        return lasting.length > 0;
      }),
    [],
  );
  // The library's own labels are English ("Notifications", "Close toast"): a Dutch reader's screen
  // reader hears them in Dutch, and the region's name without the library's "alt+T" after it.
  return (
    <div ref={box}>
      <Sonner
        position={top ? 'top-center' : 'bottom-center'}
        closeButton
        duration={TOAST_DURATION_MS}
        theme={dark ? 'dark' : 'light'}
        customAriaLabel={t('common.notifications')}
        toastOptions={{ closeButtonAriaLabel: t('common.closeNotification') }}
      />
    </div>
  );
}
