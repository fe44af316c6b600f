/**
 * Help and support (accounts-and-membership §1, §6: priority support is a premium feature;
 * docs/decisions/0024-priority-support.md): a signed-in reader writes to the desk, is told before
 * sending how soon it answers (one business day with Premium, three without), and after sending
 * gets the reference and where the copy went.
 */
import { useMutation } from '@tanstack/react-query';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_REPLY_DAYS,
  SUPPORT_TOPICS,
  type SupportTopic,
} from '@tidings/core/account/support';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { CloseFooter, Dialog } from '../../components/ui/dialog.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/i18n.ts';
import { useSession } from '../auth/session.ts';
import { usePremium } from '../premium/use-premium.ts';
import { sendSupportMessage } from './support-calls.ts';

const FIELD =
  'w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-sm dark:border-slate-500 dark:bg-slate-900';

export default function SupportDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t, language } = useLocale();
  const premium = usePremium();
  const session = useSession();
  const email = session.status === 'signedOut' ? '' : (session.user?.email ?? '');
  const [topic, setTopic] = useState<SupportTopic>('account');
  const [message, setMessage] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const ids = { topic: useId(), message: useId(), hint: useId(), error: useId(), form: useId() };
  const field = useRef<HTMLTextAreaElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const send = useMutation({ mutationFn: sendSupportMessage });
  const sent = send.data;
  // The confirmation takes the form's place: the keyboard and the screen reader go to it.
  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    // Said, not a disabled button: a button that cannot be reached by Tab explains nothing.
    if (message.trim().length < SUPPORT_MESSAGE_MIN) {
      setTooShort(true);
      field.current?.focus();
      return;
    }
    send.mutate({ topic, message, lang: language });
  };
  const error = send.error;
  const failure = tooShort
    ? t('account.support.tooShort', { min: SUPPORT_MESSAGE_MIN })
    : !error
      ? null
      : error instanceof ApiRequestError
        ? error.status === 429
          ? t('account.support.tooMany', { count: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 3600) / 3600)) })
          : t('account.support.failed')
        : t('account.support.offline');

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('account.support.title')}
      // Before writing: when we answer. Once sent, the confirmation says it for this message.
      description={
        sent
          ? undefined
          : premium
            ? t('account.support.priority', { count: SUPPORT_REPLY_DAYS.premium })
            : t('account.support.standard', { count: SUPPORT_REPLY_DAYS.free })
      }
      showDescription
      footer={
        sent ? (
          <CloseFooter onClose={() => onOpenChange(false)} />
        ) : (
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form={ids.form} aria-disabled={send.isPending || undefined}>
              {send.isPending ? t('account.support.sending') : t('account.support.send')}
            </Button>
          </div>
        )
      }
    >
      {/* Mounted from the start, so what is put in it is announced. */}
      <div ref={done} role="status" tabIndex={-1} className="space-y-2 text-sm focus:outline-none">
        {sent && (
          <>
            <p className="font-semibold">{t('account.support.sent', { reference: sent.reference })}</p>
            <p>{t('account.support.copy', { email })}</p>
            <p>{t('account.support.answerWithin', { count: sent.replyWithinDays })}</p>
          </>
        )}
      </div>
      {!sent && (
        <form id={ids.form} onSubmit={submit} noValidate className="space-y-4 text-sm">
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.topic} className="font-medium">
              {t('account.support.topic')}
            </label>
            {/* The keyboard starts at the form, not at the dialog's Close button. */}
            <select
              // biome-ignore lint/a11y/noAutofocus: a dialog opened to write in starts at its first field
              autoFocus
              id={ids.topic}
              value={topic}
              onChange={(event) => setTopic(event.target.value as SupportTopic)}
              className={FIELD}
            >
              {SUPPORT_TOPICS.map((value) => (
                <option key={value} value={value}>
                  {t(`account.support.topics.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.message} className="font-medium">
              {t('account.support.message')}
            </label>
            <textarea
              ref={field}
              id={ids.message}
              value={message}
              onChange={(event) => {
                setMessage(event.target.value);
                if (tooShort && event.target.value.trim().length >= SUPPORT_MESSAGE_MIN) setTooShort(false);
              }}
              maxLength={SUPPORT_MESSAGE_MAX}
              rows={6}
              aria-invalid={tooShort || undefined}
              aria-describedby={failure ? `${ids.hint} ${ids.error}` : ids.hint}
              className={FIELD}
            />
            <p id={ids.hint} className="text-slate-600 dark:text-slate-400">
              {t('account.support.hint', { min: SUPPORT_MESSAGE_MIN, email })}
            </p>
          </div>
          {failure && (
            <p id={ids.error} role="alert" className="text-red-700 dark:text-red-400">
              {failure}
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}
