import { useSyncExternalStore } from 'react';
import { Toaster as Sonner } from 'sonner';
import 'sonner/dist/styles.css';
import { useLocale } from '../lib/i18n.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';

/** Where a dialog is a sheet from the bottom (components/ui/dialog-frame.ts): below `sm`. */
const PHONE = '(max-width: 639.98px)';

/** Whether the page is drawn dark (features/theme/use-theme.ts sets the class), as it changes. */
function onPageTheme(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
const pageIsDark = () => document.documentElement.classList.contains('dark');

export default function Toaster() {
  // The notices take the page's colours: a white toast glared over a dark page.
  const dark = useSyncExternalStore(onPageTheme, pageIsDark, () => false);
  const { t } = useLocale();
  // On a phone a dialog's buttons are at the bottom of the screen: notices come from the top there,
  // over the dimmed page, not over "Upgrade" or "Maybe Later".
  const phone = useMediaQuery(PHONE);
  // The library's own labels are English ("Notifications", "Close toast"): a Dutch reader's screen
  // reader hears them in Dutch, and the region's name without the library's "alt+T" after it.
  return (
    <Sonner
      position={phone ? 'top-center' : 'bottom-center'}
      closeButton
      theme={dark ? 'dark' : 'light'}
      customAriaLabel={t('common.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('common.closeNotification') }}
    />
  );
}
