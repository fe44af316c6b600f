/** An entry of a popover menu (the account menu): an icon and a label, one look for every feature's entry. */
import type { ReactNode } from 'react';

export function MenuEntry({ icon, onClick, children }: { icon: ReactNode; onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-2 rounded-lg px-2 py-2 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
    >
      {icon}
      {children}
    </button>
  );
}
