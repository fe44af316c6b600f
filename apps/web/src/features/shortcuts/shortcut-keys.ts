/**
 * Keyboard shortcuts (issue #19), as a pure mapping from a key press to what it asks for:
 * j/k move between stories, o or Enter opens, s saves, m mutes the story's source, / searches,
 * g then a letter goes to Home, Local or a category, p plays or pauses the briefing, ? lists them.
 */
import type { FeedCategory } from '@tidings/core/news/categories';

export type ShortcutAction =
  | { kind: 'next' }
  | { kind: 'previous' }
  | { kind: 'open' }
  | { kind: 'save' }
  | { kind: 'mute' }
  | { kind: 'search' }
  | { kind: 'play' }
  | { kind: 'help' }
  | { kind: 'go'; to: FeedCategory };

/** The second key after g, and where it goes (listed in the shortcuts dialog). */
export const GO_KEYS: Readonly<Record<string, FeedCategory>> = {
  h: 'all',
  l: 'local',
  w: 'world',
  p: 'politics',
  s: 'science',
  b: 'business',
  t: 'technology',
  e: 'environment',
  d: 'health',
  n: 'entertainment',
  o: 'sports',
  c: 'crime',
};

/** The single keys, in the order the dialog lists them. */
export const SINGLE_KEYS = {
  j: 'next',
  k: 'previous',
  o: 'open',
  s: 'save',
  m: 'mute',
  '/': 'search',
  p: 'play',
  '?': 'help',
} as const satisfies Record<string, ShortcutAction['kind']>;

/** How long after g the second key still counts, in milliseconds. */
export const GO_PREFIX_TIMEOUT_MS = 1500;

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Where the key was pressed. */
  target: EventTarget | null;
}

/** Typing in a field, or in anything editable, is never a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}

/**
 * What a key press asks for, given whether g was pressed just before (`afterG`). `pendingG` is
 * true when this press is a g that waits for its second key. Enter opens only when focus is not
 * on something that acts on Enter itself (a link, a button).
 */
export function shortcutFor(press: KeyPress, afterG: boolean): { action?: ShortcutAction; pendingG: boolean } {
  if (press.ctrlKey || press.metaKey || press.altKey || isTypingTarget(press.target)) return { pendingG: false };
  if (afterG) {
    const to = GO_KEYS[press.key];
    return to ? { action: { kind: 'go', to }, pendingG: false } : { pendingG: false };
  }
  if (press.key === 'g') return { pendingG: true };
  if (press.key === 'Enter') {
    const onControl = (press.target as Element | null)?.closest?.('a, button, [role="button"], summary');
    return onControl ? { pendingG: false } : { action: { kind: 'open' }, pendingG: false };
  }
  const kind = (SINGLE_KEYS as Record<string, ShortcutAction['kind']>)[press.key];
  return kind && kind !== 'go' ? { action: { kind } as ShortcutAction, pendingG: false } : { pendingG: false };
}
