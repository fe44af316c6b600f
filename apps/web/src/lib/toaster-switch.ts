/** Whether the toaster is wanted yet: set by lib/toast.ts when the first module that toasts loads. */
import { useSyncExternalStore } from 'react';

let wanted = false;
const listeners = new Set<() => void>();

export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/**
 * Closes the notices that stay until closed (errors: lib/toast.ts), answering whether there were
 * any. A dialog's Escape asks this first: its focus trap keeps the keyboard from a notice's own
 * close button, and one said over it stayed there until the dialog closed. Set by the toaster.
 */
let closeLasting: () => boolean = () => false;

export function setLastingNoticesCloser(close: () => boolean): () => void {
  closeLasting = close;
  return () => {
    if (closeLasting === close) closeLasting = () => false;
  };
}

export function closeLastingNotices(): boolean {
  return closeLasting();
}
