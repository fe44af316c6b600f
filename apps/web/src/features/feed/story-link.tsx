import type { Article } from '@tidings/core/schemas/article';
import { Fragment, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { storyAge } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { useOtherLanguage } from '../../lib/other-language.ts';
import { ReaderClockText } from '../../lib/reader-clock-text.tsx';
import { warmStoryDialog } from '../story/load-story-dialog.ts';

/**
 * The focus ring of a card whose title link has keyboard focus. The link stands for the whole card,
 * so the card is ringed: an outline on the link would ring the headline only, and one on its
 * card-sized `after:` box would be cut off by the card's overflow-hidden (which keeps the image in
 * its rounded corners). It is the product's ring (brand-600, cyan-300 in the dark theme) 2 px out
 * on the page, at least 3:1 against the page in every theme (WCAG 2.2 1.4.11).
 */
export const CARD_FOCUS_RING =
  'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600 dark:has-[a:focus-visible]:outline-cyan-300';

/**
 * A link to a story's page (/story/{id}); inside the app it opens the story dialog over the
 * feed, and remembers where the reader was so closing returns there. A card's title link covers
 * the whole card (its `after:` box), so the card is one click target and one tab stop, and the card
 * shows its focus (CARD_FOCUS_RING).
 */
export function StoryLink({ id, children }: { id: string; children: ReactNode }) {
  const here = useLocation();
  return (
    <Link
      to={`/story/${encodeURIComponent(id)}`}
      state={{ background: `${here.pathname}${here.search}` }}
      className="after:absolute after:inset-0 hover:underline focus-visible:outline-none group-focus-within:underline"
      onClick={(event: MouseEvent) => event.stopPropagation()}
      onPointerDown={warmStoryDialog}
      onPointerEnter={warmStoryDialog}
      onFocus={warmStoryDialog}
    >
      {children}
    </Link>
  );
}

/**
 * "BBC News and 6 more · 11 hours ago · In Dutch": whose headline the card shows, how many other
 * outlets report the story (outlets, not reports: nine reports of one newspaper are one outlet), how
 * recently, and in what language.
 */
export function StoryCoverage({ article }: { article: Article }) {
  const { t, locale } = useLocale();
  // A story without a date is kept (core news/filters): it shows its sources only.
  const age = storyAge(article.publishedAt, locale, t);
  const otherLanguage = useOtherLanguage(article.lang);
  // Old answers kept offline have no count of outlets: they name the outlet alone.
  const outlets = article.outletCount ?? 1;
  const coverage = !article.source
    ? // The headline's outlet muted: how many outlets report it, no name over another's words.
      outlets > 0
      ? t('story.outletCount', { count: outlets })
      : ''
    : outlets > 1
      ? t('story.outletAndMore', { outlet: article.source, count: outlets - 1 })
      : article.source;
  const parts = [
    { key: 'coverage', node: coverage && <span>{coverage}</span> },
    { key: 'age', node: age && <ReaderClockText as="time" dateTime={article.publishedAt} text={age} /> },
    { key: 'language', node: otherLanguage && <span>{otherLanguage}</span> },
  ].filter((part) => part.node);
  return (
    <>
      {parts.map(({ key, node }, index) => (
        // The spaces outside the hidden dots: a screen reader reads "BBC News 11 hours ago In Dutch",
        // not "BBC News11 hours agoIn Dutch".
        <Fragment key={key}>
          {index > 0 && (
            <>
              {' '}
              <span aria-hidden="true">·</span>{' '}
            </>
          )}
          {node}
        </Fragment>
      ))}
    </>
  );
}
