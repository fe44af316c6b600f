import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../lib/toast.ts';

/** reading-experience §9 "copy confirmation 2000 ms": how long the copy button shows its check mark (§2, §4). */
export const COPY_CONFIRMATION_MS = 2000;

export interface CopyLinkFieldProps {
  url: string;
  /** Toast and announcement after a successful copy. */
  copiedMessage: string;
  /** Toast and announcement when the clipboard refused. */
  copyFailedMessage: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** The link in a read-only field, with a Copy button that shows a check mark for 2 s. */
export function CopyLinkField({ url, copiedMessage, copyFailedMessage }: CopyLinkFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      // navigator.clipboard is missing on insecure origins; that counts as a failed copy.
      await navigator.clipboard.writeText(url);
      setState('copied');
      toast.success(copiedMessage);
    } catch {
      setState('failed');
      toast.error(copyFailedMessage);
    }
    timer.current = setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
  }

  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('share.link.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-full border border-slate-500 bg-slate-50 px-4 py-2 text-sm text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-200"
        />
        <Button variant={state === 'copied' ? 'secondary' : 'primary'} onClick={() => void copy()}>
          {state === 'copied' ? (
            <Check aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {state === 'copied' ? t('share.link.copied') : t('share.link.copy')}
        </Button>
      </div>
      {/* Radix hides everything outside an open dialog from screen readers, toasts included, so say it here too. */}
      <p role="status" className="sr-only">
        {state === 'copied' ? copiedMessage : state === 'failed' ? copyFailedMessage : ''}
      </p>
    </div>
  );
}
