import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocale } from '../../lib/i18n.ts';

export interface SearchBoxProps {
  value: string;
  onChange(value: string): void;
}

/**
 * The expanding search box of the header: a toggle opens it, Escape or the clear button empties
 * and closes it. The feed debounces the text (300 ms) before it searches, and keeps it in the
 * page's address.
 */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  const { t } = useLocale();
  const [open, setOpen] = useState(value !== '');
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  /** Opened by the reader with the toggle: the keyboard goes into the field. */
  const openedByReader = useRef(false);
  /** Closed by the reader (not yet at the first render): the keyboard goes back to the toggle. */
  const closedByReader = useRef(false);

  // A search the page's address brought (?q=, a reload, Back) opens the field with it, without
  // taking the keyboard; it stays open as the reader edits it, as one opened with the toggle does.
  useEffect(() => {
    if (value !== '') setOpen(true);
  }, [value]);

  useEffect(() => {
    if (open && openedByReader.current) input.current?.focus();
    else if (!open && closedByReader.current) toggle.current?.focus();
    openedByReader.current = false;
    closedByReader.current = false;
  }, [open]);

  const close = () => {
    onChange('');
    closedByReader.current = true;
    setOpen(false);
  };

  if (!open) {
    return (
      <button
        ref={toggle}
        type="button"
        aria-label={t('search.open')}
        data-shortcut="search"
        onClick={() => {
          openedByReader.current = true;
          setOpen(true);
        }}
        className="rounded-full p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
    );
  }

  return (
    <search className="relative flex min-w-0 items-center">
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 size-4 text-slate-500" />
      <input
        ref={input}
        type="search"
        data-shortcut="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        className="w-44 min-w-0 rounded-full border border-slate-500 bg-white py-1.5 pr-9 pl-9 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 sm:w-64 dark:border-slate-500 dark:bg-slate-900 [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="button"
        aria-label={t('search.close')}
        onClick={close}
        className="absolute right-1 rounded-full p-1.5 text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:text-white"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </search>
  );
}
