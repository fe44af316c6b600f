/**
 * The theme: 'auto' (dark from 17:00, what a reader who chose nothing sees, reading-experience
 * §4), light, dark or system, saved under 'theme'; premium readers may also choose sepia or high
 * contrast (DECISIONS.md item 6). One store for the page, so the toggle and a theme restored from
 * the reader's account (docs/decisions/0010) always agree.
 */
import { ALL_THEMES, type AnyTheme } from '@tidings/core/account/options';
import { AUTO_THEME_CHECK_MS, colourTheme, resolveDark } from '@tidings/core/time/theme';
import { useEffect, useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../../lib/storage.ts';

const THEME_KEY = 'theme';
const isTheme = (value: unknown): AnyTheme | undefined =>
  (ALL_THEMES as readonly unknown[]).includes(value) ? (value as AnyTheme) : undefined;

function apply(saved: AnyTheme | undefined) {
  const osDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  const root = document.documentElement;
  root.classList.toggle('dark', resolveDark(saved, osDark, new Date().getHours()));
  const colour = colourTheme(saved);
  if (colour) root.dataset.theme = colour;
  else delete root.dataset.theme;
}

let saved: AnyTheme | undefined;
let loaded = false;
const listeners = new Set<() => void>();

/** The theme saved on this device, if any. */
export function deviceTheme(): AnyTheme | undefined {
  return current();
}

function current(): AnyTheme | undefined {
  if (!loaded) {
    saved = readStored(THEME_KEY, isTheme);
    loaded = true;
  }
  return saved;
}

/** Saves a theme on this device and shows it. */
export function chooseTheme(theme: AnyTheme): void {
  writeStored(THEME_KEY, theme);
  saved = theme;
  loaded = true;
  for (const listener of listeners) listener();
}

/**
 * A signed-in reader's theme from their account, shown on this device too. A premium colour
 * theme is kept only while the reader is premium: after that the device keeps its own choice.
 */
export function adoptAccountTheme(theme: AnyTheme, premium: boolean): void {
  if (theme === current()) return;
  if (colourTheme(theme) && !premium) return;
  chooseTheme(theme);
}

/**
 * DECISIONS.md item 6: a premium colour theme stays on this device only while its reader is
 * premium. Once their plan is known not to be (signed out, or a free or lapsed plan), the device
 * goes back to the automatic theme, as a reader who chose nothing has.
 */
export function leaveColourTheme(): void {
  if (colourTheme(current())) chooseTheme('auto');
}

export function useTheme() {
  const theme = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => undefined,
  );

  useEffect(() => {
    apply(theme);
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    const onChange = () => apply(theme);
    media?.addEventListener('change', onChange);
    const timer = setInterval(onChange, AUTO_THEME_CHECK_MS);
    return () => {
      media?.removeEventListener('change', onChange);
      clearInterval(timer);
    };
  }, [theme]);

  return { theme: theme ?? 'auto', saved: theme ?? 'auto', choose: chooseTheme };
}
