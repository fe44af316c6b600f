/**
 * Toasts, as sonner shows them, with the toaster mounted only once something that can toast has
 * loaded: every caller is a dialog or a signed-in reader's action, all loaded on demand, so a
 * visitor's first load carries no toaster (issue #16 item 6). Sonner keeps a toast made before the
 * toaster listens and shows it when it does.
 *
 * A notice stays long enough to be read at a slow pace (app/toaster.tsx sets how long); one that says
 * something went wrong stays until the reader closes it (WCAG 2.2.1): it may be the only place it is said.
 */
import { toast as sonner } from 'sonner';
import { wantToaster } from './toaster-switch.ts';

wantToaster();

type Message = Parameters<typeof sonner.error>[0];
type Options = Parameters<typeof sonner.error>[1];
const UNTIL_CLOSED = { duration: Number.POSITIVE_INFINITY };

export const toast = Object.assign((message: Message, options?: Options) => sonner(message, options), sonner, {
  error: (message: Message, options?: Options) => sonner.error(message, { ...UNTIL_CLOSED, ...options }),
  warning: (message: Message, options?: Options) => sonner.warning(message, { ...UNTIL_CLOSED, ...options }),
});
