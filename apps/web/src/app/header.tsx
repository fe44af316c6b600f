import type { FeedCategory } from '@tidings/core/news/categories';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
// The app's own art is bundled with it (hashed, under /assets/), whatever edition is served.
import brandMark from '../../../../data/sample/images/favicon.svg?no-inline';
import { CategoryNav } from '../features/feed/category-nav.tsx';
import { LanguageSwitch } from '../features/language/language-switch.tsx';
import { CitySelectorButton } from '../features/location/city-selector-button.tsx';
import { SearchBox } from '../features/search/search-box.tsx';
import { ThemeToggle, type ThemeToggleProps } from '../features/theme/theme-toggle.tsx';
import { longDate } from '../lib/format.ts';
import { useLocale } from '../lib/i18n.ts';
import { ReaderClockText } from '../lib/reader-clock-text.tsx';

export interface HeaderProps {
  category: FeedCategory;
  search: string;
  onSearch(value: string): void;
  /** The account entry: sign-in button or profile menu. */
  account?: ReactNode;
  /** What the theme control needs from the app (premium themes, saving a signed-in reader's choice). */
  theme?: ThemeToggleProps;
}

/** The page's scroll padding (styles.css): the header's usual height and a rem to spare. */
const SCROLL_PADDING_PX = 80;

/**
 * Keeps what the keyboard reaches clear of the sticky header when the header is taller than usual:
 * its controls wrap onto a second row at 400 % zoom, and a control reached going back up was placed
 * under it. Only then is the page's scroll padding set (a property of its own, not a variable every
 * element inherits: a first load's style is not worked out again).
 */
function useHeaderHeight() {
  const header = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const needed = element.offsetHeight + 16;
      if (needed > SCROLL_PADDING_PX) root.style.scrollPaddingTop = `${needed}px`;
      else root.style.removeProperty('scroll-padding-top');
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-top');
    };
  }, []);
  return header;
}

/** The sticky header: logo, today's date, categories, search, theme and language (reading-experience §2). */
export function Header({ category, search, onSearch, account, theme }: HeaderProps) {
  const { t } = useLocale();
  const header = useHeaderHeight();
  return (
    <header
      ref={header}
      className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        {/* Today's date sits under the name, as on a newspaper's masthead, in the header's own padding: it
            takes no room from the controls, so it shows on every screen that shows the name. */}
        <div className="relative shrink-0">
          <Link
            to="/"
            className="flex items-center gap-2 rounded focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={t('nav.home')}
          >
            <img src={brandMark} alt="" width={28} height={28} className="size-7" />
            {/* Below 420 px the controls need the room; the logo stays, named by the link. */}
            <span className="hidden text-xl font-bold tracking-tight min-[420px]:inline">{t('app.name')}</span>
          </Link>
          <ReaderClockText
            as="p"
            className="absolute top-full left-9 -mt-0.5 hidden whitespace-nowrap text-[0.6875rem] leading-3 text-slate-500 min-[420px]:block max-lg:[header:has(search)_&]:hidden dark:text-slate-400"
            text={longDate(Date.now(), t)}
          />
        </div>
        {/* min-w-0 down to the search field: on a phone the open field gives up width, the page does not scroll
            sideways. At 400 % zoom, or with wider letter spacing, the controls wrap rather than run off the screen. */}
        <div className="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-1">
          <CategoryNav current={category} />
          <SearchBox value={search} onChange={onSearch} />
          {/* On a phone the open search field takes their room: back when it closes. */}
          <span className="contents max-sm:[header:has(search)_&]:hidden">
            <CitySelectorButton />
            <ThemeToggle {...theme} />
          </span>
          <LanguageSwitch />
          {account}
        </div>
      </div>
    </header>
  );
}
