import { X } from 'lucide-react';
import type { ReactNode } from 'react';

export interface NoticeProps {
  /** A decorative icon before the text. */
  icon?: ReactNode;
  children: ReactNode;
  /** Offers a close button with this accessible name; without it the notice stays. */
  dismissLabel?: string | undefined;
  onDismiss?: (() => void) | undefined;
  className?: string;
  /**
   * A live region of its own (the default). Not where the page's standing status says the words
   * already: a screen reader would hear them twice.
   */
  live?: boolean;
}

/** A warning that something fell back (location, language), read out politely by screen readers. */
export function Notice({ icon, children, dismissLabel, onDismiss, className = '', live = true }: NoticeProps) {
  return (
    <div
      role={live ? 'status' : undefined}
      className={`flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100 ${className}`}
    >
      {icon}
      <p className="flex-1">{children}</p>
      {dismissLabel && onDismiss && (
        <button
          type="button"
          aria-label={dismissLabel}
          onClick={onDismiss}
          className="-m-1 rounded-full p-1 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-amber-900/60"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
