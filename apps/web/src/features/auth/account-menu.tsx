/**
 * The header's account entry (accounts-and-membership §2): a sign-in button with its hint when
 * sign-in is on and nobody is signed in; the profile menu when someone is.
 */
import { Download, Laptop, LifeBuoy, LogIn, LogOut, Trash2, UserRound } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import { MenuEntry } from '../../components/ui/menu-entry.tsx';
import { PopoverMenu } from '../../components/ui/popover-menu.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { lazyPart } from '../../lib/lazy-part.tsx';
import { ACCOUNT_FOCUS_KEY, signOut, useSession } from './session.ts';

const DevicesDialog = lazyPart(() => import('./devices-dialog.tsx'));
const DeleteAccountDialog = lazyPart(() => import('./delete-account-dialog.tsx'));
const SupportDialog = lazyPart(() => import('../support/support-dialog.tsx'));

type AccountDialog = 'devices' | 'support' | 'delete';

export function AccountMenu({
  signInEnabled,
  onSignIn,
  entries,
}: {
  signInEnabled: boolean;
  onSignIn(): void;
  /** Entries other features add to the menu (premium, saved stories, settings): each gets the menu's close. */
  entries?: (close: () => void) => ReactNode;
}) {
  const { t } = useLocale();
  const session = useSession();
  const [dialog, setDialog] = useState<AccountDialog>();
  const user = session.status === 'signedOut' ? undefined : session.user;

  if (!user) {
    if (!signInEnabled) return null;
    // While the session is restored the button keeps its place, invisible, so nothing moves.
    const restoring = session.status === 'restoring';
    // The hint describes the button (and is its tooltip); inside it, it would be read twice, as part
    // of the button's name and as its description.
    return (
      <>
        <button
          type="button"
          onClick={onSignIn}
          aria-hidden={restoring || undefined}
          data-restoring={restoring}
          tabIndex={restoring ? -1 : undefined}
          title={t('auth.hint')}
          aria-describedby="sign-in-hint"
          data-focus-key={ACCOUNT_FOCUS_KEY}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-brand-700 px-3 py-1.5 whitespace-nowrap data-[restoring=true]:invisible text-sm font-medium text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {/* On a phone the header has no room for the icon beside the words. */}
          <LogIn aria-hidden="true" className="hidden size-4 sm:block" />
          {t('auth.signIn')}
        </button>
        <span id="sign-in-hint" className="sr-only">
          {t('auth.hint')}
        </span>
      </>
    );
  }

  const opened = (which: AccountDialog, close: () => void) => () => {
    close();
    setDialog(which);
  };
  return (
    <>
      <PopoverMenu
        ariaLabel={t('auth.accountMenu', { name: user.name })}
        focusKey={ACCOUNT_FOCUS_KEY}
        label={
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white uppercase"
          >
            {user.name.slice(0, 1) || <UserRound className="size-4" />}
          </span>
        }
        buttonClassName="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {(close) => (
          <div className="flex w-64 flex-col gap-1 p-2 text-sm">
            <div>
              <p className="font-semibold">{user.name}</p>
              <p className="truncate text-slate-600 dark:text-slate-400">{user.email}</p>
            </div>
            <p className="text-slate-600 dark:text-slate-400">
              {t('auth.interestCount', { count: user.interests.length })}
            </p>
            {(user.age || user.gender) && (
              <p className="flex gap-1.5">
                {user.age && (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">{user.age}</span>
                )}
                {user.gender && (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">
                    {t(`auth.genders.${user.gender}`, { defaultValue: user.gender })}
                  </span>
                )}
              </p>
            )}
            {entries?.(close)}
            <MenuEntry icon={<Laptop aria-hidden="true" className="size-4" />} onClick={opened('devices', close)}>
              {t('account.devices.menu')}
            </MenuEntry>
            <MenuEntry icon={<LifeBuoy aria-hidden="true" className="size-4" />} onClick={opened('support', close)}>
              {t('account.support.menu')}
            </MenuEntry>
            <MenuEntry
              icon={<Download aria-hidden="true" className="size-4" />}
              onClick={() => {
                close();
                const failed = t('account.myData.failed');
                // Its code did not come (offline, or a build replaced since): said as any failure is.
                void import('./download-my-data.ts')
                  .then(({ downloadMyData }) => downloadMyData(failed))
                  .catch(() => import('../../lib/toast.ts').then(({ toast }) => toast.error(failed)))
                  .catch(() => console.error(failed));
              }}
            >
              {t('account.myData.menu')}
            </MenuEntry>
            <MenuEntry
              icon={<LogOut aria-hidden="true" className="size-4" />}
              onClick={() => void signOut().then(focusSignIn)}
            >
              {t('auth.signOut')}
            </MenuEntry>
            <MenuEntry icon={<Trash2 aria-hidden="true" className="size-4" />} onClick={opened('delete', close)}>
              {t('account.delete.menu')}
            </MenuEntry>
          </div>
        )}
      </PopoverMenu>
      {dialog && (
        <Suspense fallback={null}>
          {dialog === 'devices' && <DevicesDialog open onOpenChange={(open) => !open && setDialog(undefined)} />}
          {dialog === 'delete' && <DeleteAccountDialog open onOpenChange={(open) => !open && setDialog(undefined)} />}
          {dialog === 'support' && <SupportDialog open onOpenChange={(open) => !open && setDialog(undefined)} />}
        </Suspense>
      )}
    </>
  );
}

/** After signing out the menu is gone, and the Sign in button in its place takes the keyboard (not the page). */
function focusSignIn(): void {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`[data-focus-key="${ACCOUNT_FOCUS_KEY}"]`)?.focus({ preventScroll: true }),
  );
}
