/**
 * The edition dropdown's button (reading-experience §2 Podcast player). The menu behind it (Radix,
 * with its positioning code, about a third of the player's weight) loads when the reader first
 * reaches for it: a pointer over the button or focus on it starts the download, a click or a key
 * opens it. Until then the page carries only this button (issue #16 item 6).
 */
import type { EpisodeGroups } from '@tidings/core/briefing/episode-list';
import { ChevronDown } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useLocale } from '../../lib/i18n.ts';
import { lazyPart } from '../../lib/lazy-part.tsx';

export interface EditionMenuProps {
  groups: EpisodeGroups;
  /** The dropdown value of the episode in the player. */
  value: string | undefined;
  /** What the button shows: the edition in the player. */
  current: string;
  onSelect(value: string): void;
}

export const TRIGGER_CLASS =
  'inline-flex h-9 min-w-0 items-center gap-1 rounded-full px-2 text-sm sm:px-3 font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:outline-cyan-300';

const loadMenu = () => import('./edition-menu-radix.tsx');
const RadixEditionMenu = lazyPart(loadMenu);

/** The button's label: the edition in the player, named as the editions menu for screen readers. */
export function EditionMenuTriggerContent({ current }: { current: string }) {
  const { t } = useLocale();
  return (
    <>
      <span className="sr-only">{t('briefing.editions.label')}: </span>
      <span className="truncate">{current}</span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
    </>
  );
}

export function EditionMenu(props: EditionMenuProps) {
  const [opened, setOpened] = useState(false);
  const button = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={opened}
      className={TRIGGER_CLASS}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setOpened(true)}
      onKeyDown={(event) => {
        // The keys that open a Radix menu from its button.
        if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
          event.preventDefault();
          setOpened(true);
        }
      }}
    >
      <EditionMenuTriggerContent current={props.current} />
    </button>
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <RadixEditionMenu {...props} />
    </Suspense>
  );
}
