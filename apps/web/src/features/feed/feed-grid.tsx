import type { Article } from '@tidings/core/schemas/article';
import { Fragment, type ReactNode, useId } from 'react';
import { useLocale } from '../../lib/i18n.ts';
import { StoryCard } from './story-card.tsx';

export interface FeedGridProps {
  articles: readonly Article[];
  /** Something to show after the item at this index (the app places ads here), or nothing. */
  after?: (index: number) => ReactNode;
  /** A control on each card (the app puts the bookmark there for signed-in readers). */
  action?: (article: Article) => ReactNode;
  /** The grid's heading, for screen readers only ("Stories"; "More stories" under a featured story). */
  label?: string;
}

/** The grid of stories: 1 column (list style) on phones, 2 from medium, 3 from large screens. */
export function FeedGrid({ articles, after, action, label }: FeedGridProps) {
  const { t } = useLocale();
  const heading = useId();
  // Nothing to head: the featured story was the only one.
  if (articles.length === 0) return null;
  return (
    <>
      {/* A heading of its own, so the cards' h3 headlines sit under it in a list of headings, not
          under the featured story's h2 (or an ad's). */}
      <h2 id={heading} className="sr-only">
        {label ?? t('feed.storiesLabel')}
      </h2>
      {/* One column that may shrink below its longest word (grid-cols-1 is minmax(0, 1fr)): at 400 % zoom
          a Dutch "ruimtevaartorganisatie" widened the page past the screen, every card cut off. */}
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 md:gap-6 lg:grid-cols-3" aria-labelledby={heading}>
        {articles.map((article, index) => {
          const extra = after?.(index);
          return (
            <Fragment key={article.id}>
              {/* Cards off screen skip layout and paint until scrolled near, held at a card's usual height
                (a phone row about 160 px, a grid card 400-440 px, measured at 360-1920 px wide) so the
                page hardly moves as they render: a link below them stays where the reader aims. That
                contains their paint: the padding, taken back by the margin, leaves room for the hover
                shadow and the focus ring. */}
              <li className="-m-2 p-2 [contain-intrinsic-size:auto_10rem] [content-visibility:auto] md:[contain-intrinsic-size:auto_26rem]">
                <StoryCard article={article} action={action?.(article)} />
              </li>
              {extra ? <li className="md:col-span-2 lg:col-span-3">{extra}</li> : null}
            </Fragment>
          );
        })}
      </ul>
    </>
  );
}
