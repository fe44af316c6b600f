/**
 * The theme: light, dark or system, saved under 'theme'; with no choice, dark from 17:00 (§4);
 * premium readers may also choose sepia or high contrast (DECISIONS.md item 6).
 */
import { ALL_THEMES, type AnyTheme } from '@tidings/core/account/options';
import { AUTO_THEME_CHECK_MS, colourTheme, resolveDark } from '@tidings/core/time/theme';
import { useCallback, useEffect, useState } from 'react';
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

export function useTheme() {
  const [saved, setSaved] = useState<AnyTheme | undefined>(() => readStored(THEME_KEY, isTheme));

  useEffect(() => {
    apply(saved);
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    const onChange = () => apply(saved);
    media?.addEventListener('change', onChange);
    const timer = setInterval(onChange, AUTO_THEME_CHECK_MS);
    return () => {
      media?.removeEventListener('change', onChange);
      clearInterval(timer);
    };
  }, [saved]);

  const choose = useCallback((theme: AnyTheme) => {
    writeStored(THEME_KEY, theme);
    setSaved(theme);
  }, []);

  return { theme: saved ?? 'system', saved, choose };
}
