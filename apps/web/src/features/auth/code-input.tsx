/**
 * Six boxes for the verification code (accounts-and-membership §5): digits only, one per box;
 * typing moves on, Backspace moves back, a pasted code fills every box with its digits.
 */

import { CODE_LENGTH } from '@tidings/core/account/codes';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { useLocale } from '../../lib/i18n.ts';

export { CODE_LENGTH };

export const digitsOnly = (text: string) => text.replace(/\D/g, '');

export function CodeInput({
  value,
  onChange,
  busy = false,
  focusSignal = 0,
}: {
  value: string;
  onChange(code: string): void;
  /** While the code is checked the boxes are read-only, not disabled: a disabled box loses the keyboard. */
  busy?: boolean;
  /** Each change puts the keyboard in the first box (the step opened, a wrong code cleared). */
  focusSignal?: number;
}) {
  const { t } = useLocale();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length: CODE_LENGTH }, (_, i) => value[i] ?? '');
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))]?.focus();
  useEffect(() => {
    if (focusSignal > 0) boxes.current[0]?.focus();
  }, [focusSignal]);

  const setDigit = (index: number, typed: string) => {
    const digit = digitsOnly(typed).slice(-1);
    const next = [...digits];
    next[index] = digit;
    onChange(next.join('').slice(0, CODE_LENGTH));
    if (digit) focus(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index]) focus(index - 1);
    if (event.key === 'ArrowLeft') focus(index - 1);
    if (event.key === 'ArrowRight') focus(index + 1);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    // Not while the code is checked: the boxes are read-only then, to pasting too.
    if (busy) return;
    const pasted = digitsOnly(event.clipboardData.getData('text')).slice(0, CODE_LENGTH);
    if (!pasted) return;
    onChange(pasted);
    focus(pasted.length);
  };

  return (
    <fieldset className="flex min-w-0 justify-center gap-2" aria-busy={busy || undefined}>
      <legend className="sr-only">{t('auth.codeLegend')}</legend>
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions of one code
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event) => setDigit(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          readOnly={busy}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={2}
          aria-label={t('auth.codeDigit', { index: index + 1, total: CODE_LENGTH })}
          className="h-11 w-11 min-w-0 rounded-lg border border-slate-500 bg-white text-center text-xl font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-500 dark:bg-slate-900"
        />
      ))}
    </fieldset>
  );
}
