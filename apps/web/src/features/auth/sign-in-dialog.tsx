/**
 * The sign-in dialog (accounts-and-membership §2, §4, §5, §8): options, then e-mail, then the
 * 6-digit code, each with Back. Loaded on demand.
 */

import { CODE_LIFETIME_MS, CODE_MAX_TRIES } from '@tidings/core/account/codes';
import { ArrowLeft, Mail } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/i18n.ts';
import { CODE_LENGTH, CodeInput } from './code-input.tsx';
import { completeSignIn } from './session.ts';
import { providerSignIn, resendCode, startEmailSignIn, verifyCode } from './sign-in-calls.ts';

/** accounts-and-membership §9: the form resets 200 ms after the dialog closes. */
export const RESET_DELAY_MS = 200;

type Step = 'options' | 'email' | 'code';

/**
 * A message above the form is scrolled into the dialog's view when it comes: on a short screen (a
 * phone turned, a browser zoomed to 400 %) it came above what the reader was looking at, unseen.
 * Keyed by its text, so a new message scrolls again.
 */
const inView = (message: HTMLElement | null) => message?.scrollIntoView?.({ block: 'nearest' });

export interface SignInDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The demo profile: the hint points at the local outbox. */
  demo: boolean;
}

export default function SignInDialog({ open, onOpenChange, demo }: SignInDialogProps) {
  const { t, editionLocale } = useLocale();
  /** The server's refusals to wait (rate limits, the resend interval, the pause after wrong codes), in the reader's language. */
  const waitMessage = (failure: unknown): string | undefined => {
    if (!(failure instanceof ApiRequestError) || failure.status !== 429) return undefined;
    const wait = waitText(failure.retryAfterSeconds ?? 60);
    if (failure.code === 'TOO_MANY_FAILED_CODES') return t('auth.errors.tooManyWrongCodes', { wait });
    if (failure.code === 'RESEND_TOO_SOON') return t('auth.errors.resendTooSoon', { wait });
    return t('auth.errors.tooManyAttempts', { wait });
  };
  const waitText = (seconds: number) =>
    seconds < 90
      ? t('auth.wait.seconds', { count: seconds })
      : seconds < 90 * 60
        ? t('auth.wait.minutes', { count: Math.ceil(seconds / 60) })
        : t('auth.wait.hours', { count: Math.ceil(seconds / 3600) });
  const [step, setStep] = useState<Step>('options');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  /** When the code was sent, to whom, and how often it was tried here: a code works 10 minutes and 5 tries. */
  const [sent, setSent] = useState({ at: 0, tries: 0, to: '' });
  const [focusCode, setFocusCode] = useState(0);
  /** No new code was mailed: the one sent less than a minute ago still works. */
  const [sentBefore, setSentBefore] = useState(false);

  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => {
      setStep('options');
      setEmail('');
      setCode('');
      setError(undefined);
      setNotice(undefined);
      setBusy(false);
    }, RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  const go = (next: Step) => {
    setError(undefined);
    setNotice(undefined);
    setStep(next);
  };

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const answer = await startEmailSignIn(email.trim(), editionLocale);
      const already = answer.codeAlreadySent === true;
      setSentBefore(already);
      // The code sent a moment ago keeps its age and the tries made with it here.
      toCode(already && sent.to === email.trim());
    } catch (failure) {
      // §4: an address that is already registered goes on to verification too.
      if (failure instanceof ApiRequestError && /already registered/i.test(failure.message)) {
        setSentBefore(false);
        toCode();
      } else
        setError(
          waitMessage(failure) ??
            (failure instanceof ApiRequestError && failure.status === 400
              ? t('auth.errors.invalidEmail')
              : t('auth.errors.sendFailed')),
        );
    } finally {
      setBusy(false);
    }
  }

  function toCode(sameCode = false) {
    if (!sameCode) setSent({ at: Date.now(), tries: 0, to: email.trim() });
    setFocusCode((signal) => signal + 1);
    go('code');
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (code.length !== CODE_LENGTH || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const tokens = await verifyCode(email.trim(), code, editionLocale);
      await completeSignIn(tokens.AccessToken);
      onOpenChange(false);
    } catch (failure) {
      const invalid = failure instanceof ApiRequestError && failure.code === 'INVALID_CODE';
      if (invalid) {
        // The server says no more than "invalid" (it tells no one whether a code is pending); a
        // code tried 5 times or older than 10 minutes cannot work, so the reader is told to ask anew.
        const tries = sent.tries + 1;
        setSent({ ...sent, tries });
        const spent = tries >= CODE_MAX_TRIES || Date.now() - sent.at > CODE_LIFETIME_MS;
        setError(t(spent ? 'auth.errors.codeSpent' : 'auth.errors.invalidCode'));
        setCode('');
        setFocusCode((signal) => signal + 1);
      } else setError(waitMessage(failure) ?? t('auth.errors.verificationFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await resendCode(email.trim(), editionLocale);
      setSentBefore(false);
      setCode('');
      setSent({ at: Date.now(), tries: 0, to: email.trim() });
      setFocusCode((signal) => signal + 1);
      setNotice(t('auth.codeResent'));
    } catch (failure) {
      setError(waitMessage(failure) ?? t('auth.errors.resendFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function withProvider(provider: 'apple' | 'google') {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const tokens = await providerSignIn(provider);
      await completeSignIn(tokens.AccessToken);
      onOpenChange(false);
    } catch {
      setError(t(provider === 'apple' ? 'auth.errors.appleFailed' : 'auth.errors.googleFailed'));
    } finally {
      setBusy(false);
    }
  }

  const back = (to: Step) => (
    <button
      type="button"
      onClick={() => go(to)}
      className="inline-flex items-center gap-1 self-start rounded text-sm text-slate-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('auth.back')}
    </button>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('auth.title')}
      description={t('auth.subtitle')}
      showDescription
      size="sm"
    >
      <div className="flex flex-col gap-4">
        {error && (
          <p
            key={error}
            ref={inView}
            role="alert"
            className="rounded-lg border border-transparent bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200"
          >
            {error}
          </p>
        )}
        {notice && (
          <p
            key={notice}
            ref={inView}
            role="status"
            className="rounded-lg border border-transparent bg-emerald-50 px-3 py-2 text-sm text-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-200"
          >
            {notice}
          </p>
        )}

        {step === 'options' && (
          <div className="flex flex-col gap-2">
            {/* Busy buttons are aria-disabled, never disabled: a disabled button drops the keyboard's focus. */}
            <Button variant="secondary" aria-disabled={busy || undefined} onClick={() => void withProvider('apple')}>
              {t('auth.continueWithApple')}
            </Button>
            <Button variant="secondary" aria-disabled={busy || undefined} onClick={() => void withProvider('google')}>
              {t('auth.continueWithGoogle')}
            </Button>
            <Button onClick={() => go('email')}>
              <Mail aria-hidden="true" className="size-4" />
              {t('auth.continueWithEmail')}
            </Button>
          </div>
        )}

        {step === 'email' && (
          <form onSubmit={sendCode} className="flex flex-col gap-3">
            {back('options')}
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t('auth.emailLabel')}
              <input
                type="email"
                // The step opens on the field it asks for (it replaced the button that opened it).
                autoFocus
                required
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                className="rounded-lg border border-slate-500 bg-white px-3 py-2 text-base font-normal focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-500 dark:bg-slate-900"
              />
            </label>
            <Button type="submit" disabled={email.trim() === ''} aria-disabled={busy || undefined}>
              {busy ? t('auth.sending') : t('auth.sendCode')}
            </Button>
          </form>
        )}

        {step === 'code' && (
          <form onSubmit={verify} className="flex flex-col gap-3">
            {back('email')}
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t(sentBefore ? 'auth.codeSentBefore' : 'auth.codeSent', { email: email.trim() })}
            </p>
            <CodeInput value={code} onChange={setCode} busy={busy} focusSignal={focusCode} />
            {demo && (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('auth.demoHint')}{' '}
                <a
                  href="/dev/mailbox"
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-brand-700 underline dark:text-cyan-300"
                >
                  /dev/mailbox
                </a>
              </p>
            )}
            <Button type="submit" disabled={code.length !== CODE_LENGTH} aria-disabled={busy || undefined}>
              {busy ? t('auth.verifying') : t('auth.verify')}
            </Button>
            <Button variant="ghost" aria-disabled={busy || undefined} onClick={() => void resend()}>
              {t('auth.resend')}
            </Button>
          </form>
        )}

        <p className="text-xs text-slate-500 dark:text-slate-400">{t('auth.legal')}</p>
      </div>
    </Dialog>
  );
}
