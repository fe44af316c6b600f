/**
 * Saved Stories (accounts-and-membership §2, §5, §8; reading-experience §9 saved time): the list
 * with title, excerpt, category, image, published and saved times; search over title, category
 * and excerpt; remove one; clear all after a confirmation; export as a file.
 */

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PLACEHOLDER_IMAGE_URL } from '@tidings/core/news/filters';
import { savedRelativeTime } from '@tidings/core/time/relative-time';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { datedFileName, downloadJson } from '../../lib/download-json.ts';
import { formatRelative, storyAge } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { CardImage } from '../story/card-image.tsx';
import { clearSaved, SAVED_KEY, unsaveStory } from './saved-calls.ts';
import { useSaved } from './use-saved.ts';

/** The relative times written to stand alone, with a capital ("Just now", "Yesterday"). */
const STANDALONE_TIMES = ['time.justNow', 'time.today', 'time.yesterday', 'time.recently'];

export default function SavedDialog({ onClose }: { onClose(): void }) {
  const { t, locale, editionLocale } = useLocale();
  const here = useLocation();
  /** A relative time as it reads inside a sentence: "saved just now", never "saved Just now". */
  const midSentence = (when: string) =>
    STANDALONE_TIMES.some((key) => t(key) === when) ? when.charAt(0).toLocaleLowerCase(locale) + when.slice(1) : when;
  const client = useQueryClient();
  const saved = useSaved();
  const [search, setSearch] = useState('');
  const [confirmingClear, setConfirmingClear] = useState(false);
  const searchBox = useRef<HTMLInputElement>(null);
  const listHeading = useRef<HTMLParagraphElement>(null);
  const clearAll = useRef<HTMLButtonElement>(null);
  const keepAll = useRef<HTMLButtonElement>(null);
  // The confirmation takes the place of Clear all: the keyboard goes to its safe answer, and back.
  const cancelClear = () => {
    setConfirmingClear(false);
    requestAnimationFrame(() => clearAll.current?.focus());
  };
  useEffect(() => {
    if (confirmingClear) keepAll.current?.focus();
  }, [confirmingClear]);
  const emptiedByReader = useRef(false);
  const empty = saved.isSuccess && (saved.data ?? []).length === 0;
  useEffect(() => {
    if (!empty || !emptiedByReader.current) return;
    emptiedByReader.current = false;
    listHeading.current?.focus();
  }, [empty]);
  const refresh = () => void client.invalidateQueries({ queryKey: SAVED_KEY });

  const remove = useMutation({
    mutationFn: (story: { storyId: string; title: string }) => unsaveStory(story.storyId),
    onSuccess: (_answer, story) => {
      refresh();
      toast.success(t('saved.removedNamed', { title: story.title.slice(0, 30) }));
      // The removed story's button is gone: the keyboard goes on from the list's search, not the top.
      (searchBox.current ?? listHeading.current)?.focus();
    },
    onError: () => toast.error(t('saved.errors.remove')),
  });
  const clear = useMutation({
    mutationFn: clearSaved,
    onSuccess: () => {
      setConfirmingClear(false);
      refresh();
      toast.success(t('saved.cleared'));
      // The list and its buttons go: the keyboard goes on from what says it is empty, once it is there.
      emptiedByReader.current = true;
    },
    onError: () => toast.error(t('saved.errors.clear')),
  });
  const download = useMutation({
    // DECISIONS.md item 10: the export is a JSON file the reader downloads.
    mutationFn: () =>
      downloadJson(
        `/api/saved-stories/export?lang=${encodeURIComponent(editionLocale)}`,
        datedFileName('saved-stories'),
      ),
    onError: () => toast.error(t('saved.errors.export')),
  });

  const stories = saved.data ?? [];
  const needle = search.trim().toLowerCase();
  // §5: search matches title, category and excerpt, case-insensitively; the category also as the
  // reader reads it ("Wetenschap" in Dutch).
  const categoryNames = (categories: readonly string[]) =>
    categories.flatMap((category) => [category, t(`categories.${category.toLowerCase()}`, { defaultValue: category })]);
  const shown = needle
    ? stories.filter((s) =>
        [s.story.headline, s.story.sub_headline ?? '', ...categoryNames(s.story.categories)].some((text) =>
          text.toLowerCase().includes(needle),
        ),
      )
    : stories;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('saved.title')}
      size="lg"
      // Escape in the confirmation answers it, as its Cancel does; the dialog stays.
      onEscapeKeyDown={(event) => {
        if (!confirmingClear) return;
        event.preventDefault();
        cancelClear();
      }}
      footer={
        <div className="flex flex-wrap items-center justify-end gap-2">
          {stories.length > 0 && !confirmingClear && (
            <>
              <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
                {t('saved.export')}
              </Button>
              <Button ref={clearAll} variant="secondary" onClick={() => setConfirmingClear(true)}>
                {t('saved.clearAll')}
              </Button>
            </>
          )}
          {confirmingClear && (
            <>
              <span className="text-sm" role="alert">
                {t('saved.clearConfirm', { count: stories.length })}
              </span>
              <Button ref={keepAll} variant="secondary" onClick={cancelClear}>
                {t('common.cancel')}
              </Button>
              <Button onClick={() => clear.mutate()} disabled={clear.isPending}>
                {t('saved.clearYes')}
              </Button>
            </>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      }
    >
      {stories.length > 0 && (
        <label className="mb-3 block">
          <span className="sr-only">{t('saved.searchLabel')}</span>
          <input
            ref={searchBox}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('saved.searchPlaceholder')}
            className="w-full rounded-full border border-slate-500 bg-white px-4 py-2 text-sm dark:border-slate-500 dark:bg-slate-900"
          />
        </label>
      )}
      {/* What the search leaves, said as it is typed: the list changes out of a screen reader's sight. */}
      <p role="status" className="sr-only">
        {needle && stories.length > 0
          ? shown.length > 0
            ? t('search.found', { count: shown.length })
            : t('saved.noneFound')
          : ''}
      </p>
      {saved.isPending && <p aria-live="polite">{t('common.loading')}</p>}
      {saved.isError && (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p>{t('saved.errors.load')}</p>
          <Button variant="secondary" onClick={() => void saved.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {saved.isSuccess && stories.length === 0 && (
        <p ref={listHeading} tabIndex={-1}>
          {t('saved.empty')}
        </p>
      )}
      {saved.isSuccess && stories.length > 0 && shown.length === 0 && <p>{t('saved.noneFound')}</p>}
      {shown.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={t('saved.title')}>
          {shown.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
            >
              <CardImage
                src={item.imageUrl ?? PLACEHOLDER_IMAGE_URL}
                width={1600}
                height={900}
                loading="lazy"
                className="aspect-video w-24 shrink-0 self-start rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
              />
              {/* At least 12rem of text: on a phone the Remove button goes below it rather than squeezing it. */}
              <div className="min-w-0 flex-1 basis-48 break-words hyphens-auto">
                <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-cyan-300">
                  {item.story.categories[0]
                    ? t(`categories.${item.story.categories[0].toLowerCase()}`, {
                        defaultValue: item.story.categories[0],
                      })
                    : ''}
                </p>
                {/* The story's words say their language (an English story in a Dutch list), as on its card. */}
                <h3 lang={item.story.lang} className="font-semibold leading-snug">
                  {/* The story opens over the list, which stays: closing the story comes back to it. */}
                  <Link
                    to={`/article/${encodeURIComponent(item.storyId)}`}
                    // Closing the story goes back to the page under the list, as from a card (StoryLink).
                    state={{ background: `${here.pathname}${here.search}` }}
                    className="hover:underline"
                  >
                    {item.story.headline}
                  </Link>
                </h3>
                {item.story.sub_headline && (
                  <p lang={item.story.lang} className="line-clamp-2 text-sm text-slate-600 dark:text-slate-300">
                    {item.story.sub_headline}
                  </p>
                )}
                <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                  {t('saved.published', { when: midSentence(storyAge(item.story.published_at, locale, t)) })} ·{' '}
                  {t('saved.savedAt', {
                    when: midSentence(
                      formatRelative(savedRelativeTime(Date.parse(item.savedAt), Date.now()), locale, t),
                    ),
                  })}
                </p>
              </div>
              <Button
                variant="ghost"
                onClick={() => {
                  if (!remove.isPending) remove.mutate({ storyId: item.storyId, title: item.story.headline });
                }}
                aria-label={t('saved.removeNamed', { title: item.story.headline })}
                aria-disabled={remove.isPending}
                className="ms-auto self-start"
              >
                {t('saved.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
