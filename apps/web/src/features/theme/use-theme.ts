/** The theme: light, dark or system, saved under 'theme'; with no choice, dark from 17:00 (§4). */
import { THEMES, type Theme } from '@tidings/core/account/options';
import { AUTO_THEME_CHECK_MS, resolveDark } from '@tidings/core/time/theme';
import { useCallback, useEffect, useState } from 'react';
import { readStored, writeStored } from '../../lib/storage.ts';

const THEME_KEY = 'theme';
const isTheme = (value: unknown): Theme | undefined =>
  (THEMES as readonly unknown[]).includes(value) ? (value as Theme) : undefined;

function apply(saved: Theme | undefined) {
  const osDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  document.documentElement.classList.toggle('dark', resolveDark(saved, osDark, new Date().getHours()));
}

export function useTheme() {
  const [saved, setSaved] = useState<Theme | undefined>(() => readStored(THEME_KEY, isTheme));

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

  const choose = useCallback((theme: Theme) => {
    writeStored(THEME_KEY, theme);
    setSaved(theme);
  }, []);

  return { theme: saved ?? 'system', saved, choose };
}
