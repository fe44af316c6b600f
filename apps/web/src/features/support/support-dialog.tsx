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
} from '@tidings/core/schemas/support';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { CloseFooter, Dialog } from '../../components/ui/dialog.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/i18n.ts';
import { useSession } from '../auth/session.ts';
import { usePremium } from '../premium/use-premium.ts';
import { sendSupportMessage } from './support-calls.ts';

const FIELD =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900';

export default function SupportDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t, language } = useLocale();
  const premium = usePremium();
  const session = useSession();
  const email = session.status === 'signedOut' ? '' : (session.user?.email ?? '');
  const [topic, setTopic] = useState<SupportTopic>('account');
  const [message, setMessage] = useState('');
  const ids = { topic: useId(), message: useId(), hint: useId(), form: useId() };
  const send = useMutation({ mutationFn: sendSupportMessage });
  const tooShort = message.trim().length < SUPPORT_MESSAGE_MIN;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooShort || send.isPending) return;
    send.mutate({ topic, message, lang: language });
  };
  const failure = !send.error
    ? null
    : send.error instanceof ApiRequestError
      ? send.error.status === 429
        ? t('account.support.tooMany')
        : t('account.support.failed')
      : t('account.support.offline');

  const sent = send.data;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('account.support.title')}
      description={
        premium
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
            <Button type="submit" form={ids.form} disabled={tooShort || send.isPending}>
              {send.isPending ? t('account.support.sending') : t('account.support.send')}
            </Button>
          </div>
        )
      }
    >
      {sent ? (
        <div role="status" className="space-y-2 text-sm">
          <p className="font-semibold">{t('account.support.sent', { reference: sent.reference })}</p>
          <p>{sent.copySent ? t('account.support.copy', { email }) : t('account.support.noCopy', { email })}</p>
          <p>{t('account.support.answerWithin', { count: sent.replyWithinDays })}</p>
        </div>
      ) : (
        <form id={ids.form} onSubmit={submit} className="space-y-4 text-sm">
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.topic} className="font-medium">
              {t('account.support.topic')}
            </label>
            <select
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
              id={ids.message}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              maxLength={SUPPORT_MESSAGE_MAX}
              rows={6}
              required
              aria-describedby={ids.hint}
              className={FIELD}
            />
            <p id={ids.hint} className="text-slate-600 dark:text-slate-400">
              {t('account.support.hint', { min: SUPPORT_MESSAGE_MIN, email })}
            </p>
          </div>
          {failure && (
            <p role="alert" className="text-red-700 dark:text-red-400">
              {failure}
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}
