/**
 * Signed-in devices (ASVS 7.5.2): every session of the reader with its browser, system, sign-in
 * and last activity; end one, or sign out everywhere (this device too).
 */

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignedInSession } from '@tidings/core/schemas/account';
import { Laptop, Smartphone } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { endAllSessions, endSession, getSessions, SESSIONS_QUERY_KEY } from './account-calls.ts';
import { endSessionHere } from './session.ts';

export default function DevicesDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t, locale } = useLocale();
  const client = useQueryClient();
  // Dropped once the dialog closes (gcTime 0): a list of where a reader is signed in must not
  // outlive their session in this tab for whoever signs in next.
  const sessions = useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: getSessions,
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  const endOne = useMutation({
    mutationFn: endSession,
    onSuccess: () => {
      toast.success(t('account.devices.ended'));
      void client.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    },
    onError: () => toast.error(t('account.devices.failed')),
  });
  const endAll = useMutation({
    mutationFn: endAllSessions,
    onSuccess: () => {
      onOpenChange(false);
      endSessionHere();
      toast.success(t('account.devices.signedOutEverywhere'));
    },
    onError: () => toast.error(t('account.devices.failed')),
  });

  const device = (session: SignedInSession) => {
    if (session.browser && session.os)
      return t('account.devices.browserOn', { browser: session.browser, os: session.os });
    return session.browser ?? session.os ?? t('account.devices.unknown');
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('account.devices.title')}
      description={t('account.devices.description')}
      showDescription
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.close')}
          </Button>
          {/* Offered even when the list did not load: ending every session does not need it. */}
          <Button onClick={() => endAll.mutate()} disabled={endAll.isPending}>
            {endAll.isPending ? t('account.devices.signingOut') : t('account.devices.signOutEverywhere')}
          </Button>
        </div>
      }
    >
      {sessions.isPending && <p aria-live="polite">{t('account.devices.loading')}</p>}
      {sessions.isError && (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p>{t('account.devices.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void sessions.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {sessions.data && (
        <ul className="flex flex-col gap-3" aria-label={t('account.devices.title')}>
          {sessions.data.map((session) => (
            <li
              key={session.id}
              className="flex items-start gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
            >
              {/* A phone drawn as a phone: "Chrome on Android" beside a laptop read as a mistake. */}
              {session.os === 'Android' || session.os === 'iOS' ? (
                <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
              ) : (
                <Laptop aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {device(session)}
                  {session.current && (
                    <Badge tone="brand" className="ml-2">
                      {t('account.devices.thisDevice')}
                    </Badge>
                  )}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {/* With the time of day: four sessions of one day read alike by their date alone. */}
                  {t('account.devices.signedIn', { date: formatDateTime(session.signedInAt, locale) })}
                  {' · '}
                  {t('account.devices.lastActive', { date: formatDateTime(session.lastActiveAt, locale) })}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="secondary"
                  onClick={() => endOne.mutate(session.id)}
                  disabled={endOne.isPending}
                  aria-label={t('account.devices.signOutDevice', { device: device(session) })}
                >
                  {t('auth.signOut')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
