/**
 * The briefing player's card and its loading placeholder. Light on purpose (no zod, no Radix): the
 * app shows the placeholder while the player itself loads lazily, at the player's height, so
 * nothing below moves when it arrives (reading-experience §2 Podcast player, §2 loading state).
 */
import type { ReactNode } from 'react';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useLocale } from '../../lib/i18n.ts';

/**
 * The card; its minimum height is the loaded player's height at each breakpoint: padding, a 36 px
 * top row, a title of two 24 px lines (one 28 px line on desktop), a 44 px description on desktop,
 * a 24 px date line and 56 px of controls.
 */
export function BriefingPlayerFrame({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  const { t } = useLocale();
  return (
    <section
      aria-label={t('briefing.badge')}
      aria-busy={busy || undefined}
      className="flex min-h-[13rem] sm:min-h-[13.5rem] flex-col rounded-2xl border border-slate-200 bg-white p-4 text-slate-900 shadow-sm sm:p-5 md:min-h-[15rem] dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
    >
      {children}
    </section>
  );
}

/**
 * The badge on every state of the player. Below 360 px (a small phone, a laptop at 400 % zoom) it
 * gives its room to the edition's name, which it had cut to "E".
 */
export function BriefingBadge() {
  const { t } = useLocale();
  return (
    <span className="inline-flex h-6 shrink-0 items-center max-[22.5rem]:hidden rounded-full bg-brand-700/10 px-2.5 text-xs font-semibold text-brand-700 dark:bg-cyan-300/10 dark:text-cyan-300">
      {t('briefing.badge')}
    </span>
  );
}

/** The placeholder: the player's rows at their heights, with the loading message for screen readers and sight. */
export function BriefingPlayerSkeleton() {
  const { t } = useLocale();
  return (
    <BriefingPlayerFrame busy>
      <div className="flex h-9 items-center gap-2">
        <BriefingBadge />
        <Skeleton className="h-7 w-36" />
        <Skeleton className="ml-auto h-9 w-9 rounded-full sm:w-20" />
      </div>
      <p role="status" className="mt-3 h-12 text-base leading-6 text-slate-600 md:h-7 md:leading-7 dark:text-slate-300">
        {t('briefing.loading')}
      </p>
      <Skeleton className="mt-1 hidden h-10 w-full md:block" />
      <Skeleton className="mt-1 h-5 w-32" />
      <div className="mt-auto flex h-14 items-center gap-3 pt-3">
        <Skeleton className="size-11 shrink-0 rounded-full" />
        <Skeleton className="h-2 flex-1" />
        <Skeleton className="hidden h-2 w-24 md:block" />
      </div>
    </BriefingPlayerFrame>
  );
}
