/**
 * The Muted tab (accounts-and-membership §5, §8; DECISIONS.md items 3 and 4): muted words,
 * topics and sources, each added or removed at once. Free readers are warned from 2 of 3 words and
 * 1 of 2 topics and sources, up to the limit, so the limit is known before an add is refused; an add the server refuses opens the upgrade prompt. What is typed and
 * not yet added is the dialog's (`typed`), so its 'Save Changes' adds it too.
 */
import { FREE_LIMITS, LIMIT_WARNING_FROM } from '@tidings/core/plans/limits';
import type { Preferences } from '@tidings/core/schemas/account';
import { X } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useLocale } from '../../lib/i18n.ts';
import type { MutedKind } from './preferences-calls.ts';
import { useMutedChange } from './use-preferences.ts';

/** Text typed in each of the tab's fields and not yet added. */
export type TypedMutes = Record<MutedKind, string>;
export const NOTHING_TYPED: TypedMutes = { words: '', topics: '', sources: '' };

export function MutedTab({
  preferences,
  premium,
  typed,
  onType,
}: {
  preferences: Preferences;
  premium: boolean;
  typed: TypedMutes;
  onType(kind: MutedKind, value: string): void;
}) {
  const { t } = useLocale();
  const words = preferences.mutedWords.length;
  const topicsAndSources = preferences.mutedTopics.length + preferences.mutedSources.length;
  const warn = (count: number, thing: 'mutedWords' | 'mutedTopicsAndSources') =>
    !premium && count >= LIMIT_WARNING_FROM[thing] && count <= FREE_LIMITS[thing];
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('personalization.muted.text')}</p>
      <MutedList kind="words" items={preferences.mutedWords} value={typed.words} onType={onType} />
      {warn(words, 'mutedWords') && (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
          {t('personalization.muted.wordsWarning', { count: words, limit: FREE_LIMITS.mutedWords })}
        </p>
      )}
      <MutedList kind="topics" items={preferences.mutedTopics} value={typed.topics} onType={onType} />
      <MutedList kind="sources" items={preferences.mutedSources} value={typed.sources} onType={onType} />
      {warn(topicsAndSources, 'mutedTopicsAndSources') && (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
          {t('personalization.muted.topicsWarning', {
            count: topicsAndSources,
            limit: FREE_LIMITS.mutedTopicsAndSources,
          })}
        </p>
      )}
    </div>
  );
}

function MutedList({
  kind,
  items,
  value,
  onType,
}: {
  kind: MutedKind;
  items: string[];
  value: string;
  onType(kind: MutedKind, value: string): void;
}) {
  const { t } = useLocale();
  const change = useMutedChange();
  const setValue = (next: string) => onType(kind, next);
  const inputId = useId();
  const headingId = useId();
  const add = (event: FormEvent) => {
    event.preventDefault();
    // §5: the settings ignore empty or whitespace-only input.
    if (value.trim() === '') return;
    change.mutate({ kind, value, change: 'add' }, { onSuccess: () => setValue('') });
  };
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="font-semibold">
        {t(`personalization.muted.${kind}Title`)}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t(`personalization.muted.${kind}Empty`)}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li
              key={item}
              className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm dark:bg-slate-800"
            >
              {item}
              <button
                type="button"
                aria-label={t('personalization.muted.remove', { item })}
                // Not `disabled` while saving (it would lose the keyboard's focus); once the item is
                // gone, the keyboard goes on in the field that adds one.
                aria-disabled={change.isPending}
                onClick={() => {
                  if (change.isPending) return;
                  change.mutate(
                    { kind, value: item, change: 'remove' },
                    { onSuccess: () => document.getElementById(inputId)?.focus() },
                  );
                }}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-700"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t(`personalization.muted.${kind}Label`)}
        </label>
        <input
          id={inputId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          maxLength={100}
          placeholder={t(`personalization.muted.${kind}Placeholder`)}
          className="min-w-0 flex-1 rounded-full border border-slate-500 bg-white px-3 py-1.5 text-sm dark:border-slate-500 dark:bg-slate-900"
        />
        {/* Named by what it adds: a screen reader's list of buttons reads three of them. */}
        <Button
          type="submit"
          variant="secondary"
          disabled={change.isPending}
          aria-label={t(`personalization.muted.${kind}Add`)}
        >
          {t('personalization.muted.add')}
        </Button>
      </form>
    </section>
  );
}
