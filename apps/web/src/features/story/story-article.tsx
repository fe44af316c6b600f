/** The story column of the dialog: badge, date and place, headline, summary, image, text, share. */

import { sentenceEnds } from '@tidings/core/news/text';
import type { StoryDetail } from '@tidings/core/schemas/article';
import type { TFunction } from 'i18next';
import { Expand, Share2 } from 'lucide-react';
import type { Ref } from 'react';
import { SpokenPause } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { CardImage } from './card-image.tsx';
import { STORY_PLACEHOLDER_URL } from './failed-images.ts';
import { StoryMeta } from './story-meta.tsx';

interface StoryArticleProps {
  story: StoryDetail;
  headingRef: Ref<HTMLHeadingElement>;
  shareEnabled: boolean;
  aboutEnabled?: boolean;
  onShare(): void;
  onOpenImage(): void;
}

export function StoryArticle({
  story,
  headingRef,
  shareEnabled,
  aboutEnabled = false,
  onShare,
  onOpenImage,
}: StoryArticleProps) {
  const { t } = useLocale();
  const { lead, paragraphs } = storyText(story.description, story.summary);

  return (
    <article className="flex min-w-0 flex-col gap-4">
      <StoryMeta story={story} />

      <h2
        ref={headingRef}
        tabIndex={-1}
        lang={story.lang}
        className="text-2xl leading-tight font-bold outline-none sm:text-3xl"
      >
        {story.title}
      </h2>
      {lead && (
        <p lang={story.lang} className="text-lg text-slate-700 dark:text-slate-200">
          {lead}
        </p>
      )}
      <StoryCredits credits={story.credits} />

      <StoryImage story={story} onOpen={onOpenImage} />

      {paragraphs.length > 0 && (
        <div lang={story.lang} className="flex flex-col gap-3 leading-relaxed text-slate-800 dark:text-slate-200">
          {paragraphs.map((paragraph, index) => (
            // Paragraphs of one fixed text: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}

      {aboutEnabled && (
        <aside aria-labelledby="about-story" className="rounded-xl bg-slate-100 p-4 text-sm dark:bg-slate-800/60">
          <h3 id="about-story" className="font-semibold">
            {t('storyDetails.aboutTitle')}
          </h3>
          {story.sources.length > 0 && (
            <p className="mt-1 text-slate-700 dark:text-slate-300">{aboutText(t, story.sources)}</p>
          )}
          {story.tags.length > 0 && (
            <ul lang={story.sourceLang} className="mt-2 flex flex-wrap gap-1.5" aria-label={t('storyDetails.tags')}>
              {story.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-white px-2 py-0.5 text-xs dark:bg-slate-900">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </aside>
      )}

      {shareEnabled && (
        <div>
          <Button variant="secondary" onClick={onShare} aria-label={t('storyDetails.shareThisStory')}>
            <Share2 aria-hidden="true" className="size-4" />
            <span className="sm:hidden">{t('storyDetails.share')}</span>
            <span className="hidden sm:inline">{t('storyDetails.shareThisStory')}</span>
          </Button>
        </div>
      )}
    </article>
  );
}

/**
 * Whose words the headline and the summary are ("Headline: CNN · Summary: Daily Mail"): they are
 * one outlet's, chosen by the pipeline, not Tidings' own. Nothing where the edition does not say.
 */
function StoryCredits({ credits }: { credits: StoryDetail['credits'] | undefined }) {
  const { t, locale } = useLocale();
  // A story kept offline before stories said whose words they are has no credits: it says nothing.
  const { headline, summary } = credits ?? { headline: null, summary: [] };
  const list = (names: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  const parts =
    headline && summary.length === 1 && summary[0] === headline
      ? [t('storyDetails.creditedBoth', { outlet: headline })]
      : [
          ...(headline ? [t('storyDetails.creditedHeadline', { outlet: headline })] : []),
          ...(summary.length > 0 ? [t('storyDetails.creditedSummary', { outlets: list(summary) })] : []),
        ];
  if (parts.length === 0) return null;
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      {parts.map((part, index) => (
        <span key={part}>
          {index > 0 && (
            <>
              <span aria-hidden="true"> · </span>
              <SpokenPause />
            </>
          )}
          {part}
        </span>
      ))}
    </p>
  );
}

/**
 * How the story was put together: its reports and how many outlets wrote them, so nine reports of
 * one newspaper do not read as nine outlets.
 */
function aboutText(t: TFunction, sources: StoryDetail['sources']): string {
  const count = sources.length;
  const outlets = new Set(sources.map((source) => source.name)).size;
  if (count > 1 && outlets === 1) return t('storyDetails.aboutTextOneOutlet', { count });
  return t('storyDetails.aboutText', { count, outlets });
}

/**
 * The story's image in a reserved 16:9 box (no layout shift); a click opens the slideshow.
 * An image that failed in the last 24 hours is not tried again: the placeholder shows (§5). A story
 * without an image of its own shows the placeholder alone, with nothing to enlarge: no button.
 */
function StoryImage({ story, onOpen }: { story: StoryDetail; onOpen(): void }) {
  const { t } = useLocale();
  if (!story.imageUrl || story.imageUrl === STORY_PLACEHOLDER_URL) {
    return (
      <div className="aspect-video w-full overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800">
        <CardImage src={STORY_PLACEHOLDER_URL} width={1600} height={900} className="size-full object-cover" />
      </div>
    );
  }

  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t('storyDetails.openSlideshow')}
      className="group relative block aspect-video w-full overflow-hidden rounded-xl bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-slate-800"
    >
      <CardImage
        src={story.imageUrl}
        alt={story.title}
        remember
        width={1600}
        height={900}
        className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
      />
      <span aria-hidden="true" className="absolute right-3 bottom-3 rounded-full bg-black/60 p-2 text-white">
        <Expand className="size-4" />
      </span>
    </button>
  );
}

/**
 * The lead above the picture and the description's paragraphs below it, the summary not read twice:
 * a feed's summary is often both the story's sub-headline (its first sentence) and its description.
 * Only a whole sentence is taken off, where the next one starts (not after "U.S." or a cut word), and
 * a few words cut off with an ellipsis left after it ("Clarke ...") go too. A summary the pipeline
 * cut for length ("...his lawyer…") gives way to the whole paragraph it was cut from, so that a
 * sentence is never split across the picture ("...his lawyer…", the picture, "…told CNN on
 * Saturday.").
 */
export function storyText(description: string, summary: string): { lead: string; paragraphs: string[] } {
  const paragraphs = description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  const lead = summary.trim();
  const first = paragraphs[0];
  // Cut for length: the lead is the first paragraph's start and an ellipsis (a summary that itself
  // ends in one, and is the description too, is the case below).
  const cut = lead.endsWith('…') ? lead.slice(0, -1) : '';
  if (first && cut && first.startsWith(cut) && !first.startsWith(lead)) {
    return { lead: first, paragraphs: paragraphs.slice(1) };
  }
  if (!lead || !first?.startsWith(lead)) return { lead, paragraphs };
  const rest = first.slice(lead.length).trim();
  if (rest === '') paragraphs.shift();
  else if (sentenceEnds(lead) && /^[\p{Lu}\d"“‘']/u.test(rest)) {
    if (/^(?:\S+\s+){0,2}\S*(?:\.{3}|…)$/u.test(rest)) paragraphs.shift();
    else paragraphs[0] = rest;
  }
  return { lead, paragraphs };
}
