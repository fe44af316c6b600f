/**
 * Toasts, as sonner shows them, with the toaster mounted only once something that can toast has
 * loaded: every caller is a dialog or a signed-in reader's action, all loaded on demand, so a
 * visitor's first load carries no toaster (issue #16 item 6). Sonner keeps a toast made before the
 * toaster listens and shows it when it does.
 */
import { toast } from 'sonner';
import { wantToaster } from './toaster-switch.ts';

wantToaster();

export { toast };
