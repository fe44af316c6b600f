import { FEED_CATEGORIES, type FeedCategory } from '@tidings/core/news/categories';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { PopoverMenu } from '../../components/ui/popover-menu.tsx';
import { useLocale } from '../../lib/i18n.ts';

const pathOf = (category: FeedCategory) => (category === 'all' ? '/' : `/${category}`);

/**
 * DECISIONS.md item 11: as many categories as fit sit in the bar, the rest in More. Beside the
 * header's other controls, the bar shows 4 on large screens and 6 on extra-large ones: in Dutch,
 * whose names are longer, with a city's name of the most the header shows and "Inloggen", 5 and 7
 * pushed the header past a 1024 and a 1280 px wide window. More holds exactly the ones the bar hides.
 */
const IN_BAR_LG = 4;
const IN_BAR_XL = 6;

const ACTIVE = 'bg-slate-900 text-white dark:bg-white dark:text-slate-900';
const IDLE = 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';
/** The same, below the extra-large screens only (where the bar holds fewer). */
const ACTIVE_BELOW_XL = 'max-xl:bg-slate-900 max-xl:text-white dark:max-xl:bg-white dark:max-xl:text-slate-900';

export function CategoryNav({ current }: { current: FeedCategory }) {
  const { t } = useLocale();
  const more = FEED_CATEGORIES.slice(IN_BAR_LG);
  // A category More holds shows on its button, as the bar's own show as chosen: where it sits in More
  // on every screen, always; where the extra-large bar shows it, below that only.
  const position = FEED_CATEGORIES.indexOf(current);
  const inMore = position >= IN_BAR_LG;
  const alwaysInMore = position >= IN_BAR_XL;
  const currentName = t(`categories.${current}`);
  return (
    // While the header's search field is open the bar steps aside: beside it the header's controls
    // would not fit, and the last of them (language, account) would be pushed off the screen.
    <nav aria-label={t('nav.categories')} className="hidden lg:block lg:[header:has(search)_&]:hidden">
      <ul className="flex items-center gap-1">
        {FEED_CATEGORIES.map((category, index) => (
          <li key={category} className={index >= IN_BAR_XL ? 'hidden' : index >= IN_BAR_LG ? 'hidden xl:block' : ''}>
            <NavLink
              to={pathOf(category)}
              end
              className={({ isActive }) =>
                `rounded-full px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
                  isActive ? ACTIVE : IDLE
                }`
              }
            >
              {t(`categories.${category}`)}
            </NavLink>
          </li>
        ))}
        <li>
          <PopoverMenu
            label={
              <>
                {inMore ? (
                  <>
                    {/* Named "More: Crime" where it shows Crime; where the bar shows the category, "More". */}
                    <span className={alwaysInMore ? '' : 'xl:hidden'}>
                      <span className="sr-only">{t('nav.moreBefore')}</span> {currentName}
                    </span>
                    {!alwaysInMore && <span className="hidden xl:inline">{t('nav.more')}</span>}
                  </>
                ) : (
                  t('nav.more')
                )}
                <ChevronDown aria-hidden="true" className="size-4" />
              </>
            }
            buttonClassName={`inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
              alwaysInMore ? ACTIVE : `${IDLE} ${inMore ? ACTIVE_BELOW_XL : ''}`
            }`}
          >
            {(close) => (
              <ul>
                {more.map((category, index) => (
                  <li key={category} className={IN_BAR_LG + index < IN_BAR_XL ? 'xl:hidden' : ''}>
                    <Link
                      to={pathOf(category)}
                      onClick={close}
                      aria-current={category === current ? 'page' : undefined}
                      className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current=page]:font-semibold dark:hover:bg-slate-800"
                    >
                      {t(`categories.${category}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </PopoverMenu>
        </li>
      </ul>
    </nav>
  );
}

/**
 * Scrolls the row so the pill is wholly in view, with room for its focus ring: to the middle, or to
 * the nearer edge (the row moves as little as it can).
 */
function revealPill(pill: HTMLElement, where: 'center' | 'edge') {
  const row = pill.closest('ul');
  if (!row) return;
  const margin = 16;
  const left = pill.offsetLeft - row.offsetLeft;
  const right = left + pill.offsetWidth;
  const inView = left - margin >= row.scrollLeft && right + margin <= row.scrollLeft + row.clientWidth;
  if (inView) return;
  if (where === 'center') row.scrollLeft = left - (row.clientWidth - pill.offsetWidth) / 2;
  else if (left - margin < row.scrollLeft) row.scrollLeft = left - margin;
  else row.scrollLeft = right + margin - row.clientWidth;
}

/** Below the large breakpoint: every category as a horizontally scrolling row of pills. */
export function CategoryPills({ current }: { current: FeedCategory }) {
  const { t } = useLocale();
  const nav = useRef<HTMLElement>(null);
  // A page opened at its address (a shared link, a reload) shows its own pill, not the row's start.
  useEffect(() => {
    const pill = nav.current?.querySelector<HTMLElement>(`[data-category="${current}"]`);
    if (pill) revealPill(pill, 'center');
  }, [current]);
  return (
    <nav ref={nav} aria-label={t('nav.categories')} className="lg:hidden">
      {/* The pill the keyboard reaches comes wholly into view (the browser scrolled only a hidden one in):
          at 400 % zoom, "Gezondheid" had a fifth of it on screen, its focus ring a sliver. The row's
          padding keeps the ring, which a scrolling row clips, whole above and below. */}
      <ul
        className="-mx-4 -mt-1 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none]"
        onFocus={(event) => {
          if (event.target instanceof HTMLElement && event.target.dataset.category) revealPill(event.target, 'edge');
        }}
      >
        {FEED_CATEGORIES.map((category) => (
          <li key={category} className="shrink-0">
            <Link
              to={pathOf(category)}
              data-category={category}
              aria-current={category === current ? 'page' : undefined}
              className={`block rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
                category === current
                  ? 'border-slate-900 bg-slate-900 text-white dark:border-white dark:bg-white dark:text-slate-900'
                  : 'border-slate-300 text-slate-700 dark:border-slate-700 dark:text-slate-200'
              }`}
            >
              {t(`categories.${category}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
