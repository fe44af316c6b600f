/**
 * Listens for the keyboard shortcuts (issue #19) while no dialog is open and acts on the feed the
 * page shows: moving focus between story cards, opening, saving, playing the briefing. What needs
 * the app (going to a category, muting, the list) is handed to the page.
 */
import type { FeedCategory } from '@tidings/core/news/categories';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocale } from '../../lib/i18n.ts';
import { GO_PREFIX_TIMEOUT_MS, type ShortcutAction, shortcutFor } from './shortcut-keys.ts';

export interface ShortcutHandlers {
  onGo(to: FeedCategory): void;
  onHelp(): void;
  /** The story the reader is on asks to mute its source. */
  onMute(storyId: string): void;
  /** Says something to screen readers. */
  announce(message: string): void;
  /** Keys this page does not offer (saving and muting without sign-in, play without a briefing): left to the browser. */
  unavailable?: ReadonlySet<ShortcutAction['kind']>;
}

const STORY_LINK = 'a[href^="/story/"]';
const cards = () =>
  [...document.querySelectorAll<HTMLElement>('main article')].filter((card) => card.querySelector(STORY_LINK));
const linkOf = (card: HTMLElement | undefined) => card?.querySelector<HTMLAnchorElement>(STORY_LINK) ?? undefined;
const storyIdOf = (card: HTMLElement | undefined) =>
  decodeURIComponent(linkOf(card)?.getAttribute('href')?.slice('/story/'.length) ?? '');

export function useShortcuts(enabled: boolean, handlers: ShortcutHandlers): void {
  const { t } = useLocale();
  const current = useRef(-1);
  const afterG = useRef(0);

  /** The card the reader is on: the one holding focus, else the last one moved to. */
  const currentCard = () => {
    const all = cards();
    const focused = all.findIndex((card) => card.contains(document.activeElement));
    if (focused >= 0) current.current = focused;
    return { all, index: Math.min(current.current, all.length - 1) };
  };

  const offered = useEffectEvent((kind: ShortcutAction['kind']) => !handlers.unavailable?.has(kind));

  const act = useEffectEvent((action: ShortcutAction) => {
    const { all, index } = currentCard();
    const card = index >= 0 ? all[index] : undefined;
    switch (action.kind) {
      case 'next':
      case 'previous': {
        if (all.length === 0) return;
        const next =
          action.kind === 'next' ? Math.min(index + 1, all.length - 1) : Math.max(index < 0 ? 0 : index - 1, 0);
        current.current = next;
        const link = linkOf(all[next]);
        link?.focus();
        link?.scrollIntoView?.({ block: 'nearest' });
        handlers.announce(
          t('shortcuts.position', { index: next + 1, total: all.length, title: link?.textContent ?? '' }),
        );
        return;
      }
      case 'open':
        linkOf(card)?.click();
        return;
      case 'save': {
        const bookmark = card?.querySelector<HTMLButtonElement>('button[aria-pressed]');
        if (bookmark) bookmark.click();
        else handlers.announce(t(card ? 'shortcuts.signInToSave' : 'shortcuts.chooseStory'));
        return;
      }
      case 'mute':
        if (card) handlers.onMute(storyIdOf(card));
        else handlers.announce(t('shortcuts.chooseStory'));
        return;
      case 'search': {
        const search = document.querySelector<HTMLElement>('[data-shortcut="search"]');
        if (search instanceof HTMLInputElement) search.focus();
        else search?.click();
        return;
      }
      case 'play': {
        const play = document.querySelector<HTMLButtonElement>('[data-shortcut="play"]');
        if (play) play.click();
        else handlers.announce(t('shortcuts.noBriefing'));
        return;
      }
      case 'help':
        handlers.onHelp();
        return;
      case 'go':
        current.current = -1;
        handlers.onGo(action.to);
        return;
    }
  });

  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const pending = Date.now() - afterG.current < GO_PREFIX_TIMEOUT_MS;
      const { action, pendingG } = shortcutFor(event, pending);
      afterG.current = pendingG ? Date.now() : 0;
      if (!action || !offered(action.kind)) return;
      event.preventDefault();
      act(action);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
