/**
 * The edition dropdown itself (reading-experience §2 Podcast player): today's and yesterday's
 * briefings of every region, older ones after 'Show older editions'. A Radix menu of radio items:
 * arrows, Home, End and typing move through it, Enter or Space chooses, Escape closes and focus
 * returns. Loaded when the reader first reaches for it (edition-menu.tsx).
 */
import { episodeValue } from '@tidings/core/briefing/episode-value';
import type { BriefingEpisode } from '@tidings/core/briefing/episodes';
import { DropdownMenu } from 'radix-ui';
import { type FocusEvent, useId, useRef, useState } from 'react';
import { briefingDate } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import type { EditionMenuProps } from './edition-menu.tsx';
import { EditionMenuTriggerContent, TRIGGER_CLASS } from './edition-menu.tsx';
import { editionName, episodeTitle } from './edition-names.ts';

const itemClass =
  'flex cursor-default flex-col gap-0.5 rounded-lg py-2 pr-3 pl-8 text-left text-sm outline-none select-none data-highlighted:bg-slate-100 data-[state=checked]:font-semibold dark:data-highlighted:bg-slate-800';

export default function RadixEditionMenu({ groups, value, current, onSelect }: EditionMenuProps) {
  const { t } = useLocale();
  const [showOlder, setShowOlder] = useState(false);
  const menuId = useId();
  const entered = useRef(false);
  // The menu opens as soon as its code is here, which Radix takes for a click's opening and focuses the
  // menu itself: the keyboard starts on the edition playing (or the first), as a list of choices does.
  const enter = (event: FocusEvent<HTMLDivElement>) => {
    if (entered.current || event.target !== event.currentTarget) return;
    entered.current = true;
    // Radix's own entry (the first item, for a keyboard) does not follow.
    event.preventDefault();
    const menu = event.currentTarget;
    const start =
      menu.querySelector<HTMLElement>('[role="menuitemradio"][data-state="checked"]') ??
      menu.querySelector<HTMLElement>('[role^="menuitem"]');
    start?.focus();
  };
  const sections = [
    { key: 'today', episodes: groups.today },
    { key: 'yesterday', episodes: groups.yesterday },
    ...(showOlder ? [{ key: 'older', episodes: groups.older }] : []),
  ].filter((section) => section.episodes.length > 0);

  return (
    // Open at once: it is loaded because the reader opened it.
    <DropdownMenu.Root
      modal={false}
      defaultOpen
      onOpenChange={(open) => {
        // Each opening starts on the edition playing.
        if (!open) entered.current = false;
      }}
    >
      <DropdownMenu.Trigger className={TRIGGER_CLASS}>
        <EditionMenuTriggerContent current={current} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          onFocus={enter}
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-h-(--radix-dropdown-menu-content-available-height) w-[min(24rem,calc(100vw-1rem))] overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 text-slate-900 shadow-lg dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
        >
          <DropdownMenu.RadioGroup value={value ?? ''} onValueChange={onSelect}>
            {sections.map((section) => (
              <DropdownMenu.Group key={section.key} aria-labelledby={`${menuId}-${section.key}`}>
                <DropdownMenu.Label
                  id={`${menuId}-${section.key}`}
                  className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
                >
                  {t(`briefing.editions.${section.key}`)}
                </DropdownMenu.Label>
                {section.episodes.map((episode) => (
                  <EpisodeEntry key={`${episode.region}-${episode.dateKey}`} episode={episode} />
                ))}
              </DropdownMenu.Group>
            ))}
          </DropdownMenu.RadioGroup>
          {groups.older.length > 0 && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-800" />
              <DropdownMenu.Item
                // Showing or hiding older editions keeps the menu open.
                onSelect={(event) => {
                  event.preventDefault();
                  setShowOlder((shown) => !shown);
                }}
                className={itemClass}
              >
                <span className="font-medium text-brand-700 dark:text-cyan-300">
                  {t(showOlder ? 'briefing.editions.hideOlder' : 'briefing.editions.showOlder')}
                </span>
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {t(showOlder ? 'briefing.editions.hideOlderHint' : 'briefing.editions.showOlderHint')}
                </span>
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** One entry: the type, 'Published {relative time}', and the description or else the title. */
function EpisodeEntry({ episode }: { episode: BriefingEpisode }) {
  const { t, locale, language } = useLocale();
  const when = briefingDate(episode.podcast.upload_date, locale, t);
  // Mid-sentence, Dutch writes "gepubliceerd vandaag"; English keeps the spec's "Published Today".
  const time = language === 'nl' ? when.charAt(0).toLocaleLowerCase('nl') + when.slice(1) : when;
  const id = useId();
  return (
    // Named by the edition alone, the rest its description: a screen reader going down sixteen
    // editions heard every one's whole card.
    <DropdownMenu.RadioItem
      value={episodeValue(episode.region, episode.dateKey)}
      aria-labelledby={`${id}-name`}
      aria-describedby={`${id}-when ${id}-about`}
      className={`relative ${itemClass}`}
    >
      <DropdownMenu.ItemIndicator className="absolute top-2.5 left-3 size-2 rounded-full bg-brand-700 dark:bg-cyan-300" />
      <span id={`${id}-name`}>{editionName(episode, t)}</span>
      <span id={`${id}-when`} className="text-xs text-slate-600 dark:text-slate-400">
        {t('briefing.published', { time })}
      </span>
      <span
        id={`${id}-about`}
        lang={episode.item.description ? episode.item.lang : undefined}
        className="line-clamp-2 text-xs font-normal text-slate-600 dark:text-slate-300"
      >
        {episode.item.description || episodeTitle(episode, t, locale)}
      </span>
    </DropdownMenu.RadioItem>
  );
}
