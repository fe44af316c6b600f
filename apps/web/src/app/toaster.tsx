import { Toaster as Sonner } from 'sonner';
import 'sonner/dist/styles.css';
import { useLocale } from '../lib/i18n.ts';

export default function Toaster() {
  const { t } = useLocale();
  // The library's own labels are English ("Notifications", "Close toast"): a Dutch reader's screen
  // reader hears them in Dutch.
  return (
    <Sonner
      position="bottom-center"
      closeButton
      containerAriaLabel={t('common.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('common.closeNotification') }}
    />
  );
}
