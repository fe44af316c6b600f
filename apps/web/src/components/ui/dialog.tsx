/**
 * Our dialog, on Radix Dialog: focus is trapped inside, Escape and the close button close it,
 * focus returns to what opened it, and page scroll is locked while it is open.
 */

import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { closeLastingNotices } from '../../lib/toaster-switch.ts';
import { Button } from './button.tsx';
import {
  DIALOG_BODY_CLASS,
  DIALOG_CLOSE_CLASS,
  DIALOG_HEADER_CLASS,
  DIALOG_OVERLAY_CLASS,
  type DialogSize,
  dialogPanelClass,
} from './dialog-frame.ts';
import { escapeInAnotherDialog } from './escape-in-another-dialog.ts';
import { useReturnFocus } from './use-return-focus.ts';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  /** Read by screen readers with the title; visually hidden unless `showDescription`. */
  description?: ReactNode;
  showDescription?: boolean;
  /** Hide the visible title (it stays for screen readers) when the content shows its own heading. */
  hideTitle?: boolean;
  children: ReactNode;
  /** Tailwind max-width class of the panel. */
  size?: DialogSize;
  footer?: ReactNode;
  /** The `data-focus-key` of the control to focus on closing when what opened the dialog is gone. */
  returnFocusTo?: string;
  /** Escape, before it closes the dialog: a step inside it (a confirmation) may take it and `preventDefault`. */
  onEscapeKeyDown?(event: KeyboardEvent): void;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  showDescription = false,
  hideTitle = false,
  children,
  size = 'md',
  footer,
  returnFocusTo,
  onEscapeKeyDown,
}: DialogProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus(open, returnFocusTo);
  const content = useRef<HTMLDivElement>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={DIALOG_OVERLAY_CLASS} />
        <RadixDialog.Content
          className={dialogPanelClass(size)}
          {...(description ? {} : { 'aria-describedby': undefined })}
          ref={content}
          onCloseAutoFocus={returnFocus}
          // Tab wrapping round from the last control to Close moves focus without scrolling it into
          // view (the focus trap asks the browser not to): on a short screen, where the whole panel
          // scrolls, Close then sat far above the window, focused unseen.
          onFocus={(event) => {
            if (event.target !== event.currentTarget) event.target.scrollIntoView?.({ block: 'nearest' });
          }}
          onEscapeKeyDown={(event) => {
            // A notice that stays until closed (an error) goes first; the dialog on the next Escape.
            if (escapeInAnotherDialog(event, content.current) || closeLastingNotices()) event.preventDefault();
            else onEscapeKeyDown?.(event);
          }}
          // A notice's close button, clicked over the dialog, closes the notice, not the dialog.
          onPointerDownOutside={(event) => {
            if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]'))
              event.preventDefault();
          }}
        >
          <div className={DIALOG_HEADER_CLASS}>
            {hideTitle ? (
              // The name the dialog is announced by, and no heading: the content's own heading says it
              // (a story's headline), and a screen reader's list of headings would name it twice. Hidden
              // from reading too, or browse mode reads the headline twice in a row; a name given by
              // aria-labelledby still counts hidden text.
              <RadixDialog.Title asChild>
                <p className="sr-only" aria-hidden="true">
                  {title}
                </p>
              </RadixDialog.Title>
            ) : (
              <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
            )}
            <RadixDialog.Close className={DIALOG_CLOSE_CLASS} aria-label={t('common.close')}>
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description
              className={showDescription ? 'px-5 pt-3 text-sm text-slate-600 dark:text-slate-300' : 'sr-only'}
            >
              {description}
            </RadixDialog.Description>
          )}
          <div className={DIALOG_BODY_CLASS}>{children}</div>
          {footer && <div className="border-t border-slate-200 px-5 py-3 dark:border-slate-800">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;

/** The footer of dialogs that end with a plain Close button (share, static pages). */
export function CloseFooter({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end">
      <Button variant="secondary" onClick={onClose}>
        {t('common.close')}
      </Button>
    </div>
  );
}
