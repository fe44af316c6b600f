import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { routeState } from '../../app/route-state.ts';
import { openPremiumDialog } from '../../lib/membership-dialogs.ts';
import type { SponsoredItem } from './sponsored.ts';

const CLASS =
  'inline-flex w-fit items-center gap-1 rounded-full text-sm font-semibold text-brand-700 hover:text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 forced-colors:px-2 forced-colors:py-0.5 dark:text-cyan-300';

/**
 * The ad's call to action. A link within Tidings stays in the app (no reload); one that opens a
 * dialog (About) remembers the feed behind it, so closing returns there (reading-experience §2).
 */
export function AdLink({ item, className = '' }: { item: SponsoredItem; className?: string }) {
  const { t } = useTranslation();
  const here = useLocation();
  const navigate = useNavigate();
  const content = (
    <>
      {t(item.ctaText)}
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  );
  // The premium house ad opens the premium dialog: it offers what it advertises.
  if (item.id === 'premium') {
    return (
      <button type="button" onClick={() => openPremiumDialog('default')} className={`${CLASS} ${className}`}>
        {content}
      </button>
    );
  }
  // The briefing's ad plays the briefing: on the home page, where its player is (loaded when the
  // browser is idle, so it is waited for a moment).
  if (item.id === 'briefing') {
    return (
      <button
        type="button"
        onClick={() => {
          if (here.pathname !== '/') navigate('/');
          playBriefingWhenShown();
        }}
        className={`${CLASS} ${className}`}
      >
        {content}
      </button>
    );
  }
  if (!item.targetUrl.startsWith('/') || item.targetUrl.startsWith('//')) {
    return (
      <a href={item.targetUrl} rel="sponsored noopener" className={`${CLASS} ${className}`}>
        {content}
      </a>
    );
  }
  const opensDialog = routeState(item.targetUrl).dialog.kind !== 'none';
  return (
    <Link
      to={item.targetUrl}
      state={opensDialog ? { background: `${here.pathname}${here.search}` } : undefined}
      className={`${CLASS} ${className}`}
    >
      {content}
    </Link>
  );
}

/** Presses the briefing player's play button once it is on the page (for up to 5 s), and shows it. */
function playBriefingWhenShown(tries = 50): void {
  const play = document.querySelector<HTMLButtonElement>('[data-shortcut="play"]');
  if (play) {
    play.scrollIntoView?.({ block: 'center' });
    play.focus();
    play.click();
    return;
  }
  if (tries > 0) setTimeout(() => playBriefingWhenShown(tries - 1), 100);
}
