import type { Article } from '@tidings/core/schemas/article';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { storyAge } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';

/**
 * A link to a story's page (/story/{id}); inside the app it opens the story dialog over the
 * feed, and remembers where the reader was so closing returns there. A card's title link covers
 * the whole card (its `after:` box), so the card is one click target and one tab stop.
 */
export function StoryLink({ id, children }: { id: string; children: ReactNode }) {
  const here = useLocation();
  return (
    <Link
      to={`/story/${encodeURIComponent(id)}`}
      state={{ background: `${here.pathname}${here.search}` }}
      className="after:absolute after:inset-0 hover:underline focus-visible:outline-none group-focus-within:underline"
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {children}
    </Link>
  );
}

/** "9 sources · 11 hours ago": how widely and how recently a story is covered. */
export function StoryCoverage({ article }: { article: Article }) {
  const { t, locale } = useLocale();
  // A story without a date is kept (core news/filters): it shows its sources only.
  const age = storyAge(article.publishedAt, locale, t);
  return (
    <>
      <span>{t('story.sourceCount', { count: article.sourceCount })}</span>
      {age && (
        <>
          <span aria-hidden="true"> · </span>
          <time dateTime={article.publishedAt} suppressHydrationWarning>
            {age}
          </time>
        </>
      )}
    </>
  );
}
