/**
 * A button that shows a small panel of links or choices under it (the disclosure pattern): Escape,
 * a click outside, or choosing an entry closes it and focus returns to the button. Lighter than a
 * full menu primitive, which the header cannot afford on its first load.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface PopoverMenuProps {
  label: ReactNode;
  /** Accessible name when the label is an icon. */
  ariaLabel?: string;
  buttonClassName?: string;
  /** Marks the button for `useReturnFocus`'s stand-in lookup. */
  focusKey?: string;
  children: (close: () => void) => ReactNode;
}

export function PopoverMenu({ label, ariaLabel, buttonClassName = '', focusKey, children }: PopoverMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    // Tabbing out of the menu closes it too.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) setOpen(false);
    };
    const element = root.current;
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    element?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      element?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        data-focus-key={focusKey}
        onClick={() => setOpen((value) => !value)}
        className={buttonClassName}
      >
        {label}
      </button>
      <div
        id={id}
        data-menu
        hidden={!open}
        className="absolute right-0 z-50 mt-2 max-h-[calc(100dvh-5rem)] min-w-44 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-800 dark:bg-slate-900"
      >
        {open && children(close)}
      </div>
    </div>
  );
}
