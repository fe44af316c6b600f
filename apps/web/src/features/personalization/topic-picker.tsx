/**
 * The 24 interest topics as toggle buttons (accounts-and-membership §2, §5): Clear All, a
 * counter reading '{n} selected', and for free readers a limit of 5. Choices past the limit look
 * unavailable but stay focusable: choosing one opens the upgrade prompt instead.
 */
import { INTEREST_TOPICS } from '@tidings/core/account/interests';
import { Check } from 'lucide-react';
import { useLocale } from '../../lib/i18n.ts';

export interface TopicPickerProps {
  selected: readonly string[];
  onChange(selected: string[]): void;
  /** How many the reader may choose (free: 5; premium: no limit). */
  limit: number;
  /** A free reader tried one more than the limit. */
  onLimit(): void;
}

export function TopicPicker({ selected, onChange, limit, onLimit }: TopicPickerProps) {
  const { t } = useLocale();
  const full = selected.length >= limit;
  const toggle = (topic: string) => {
    if (selected.includes(topic)) onChange(selected.filter((chosen) => chosen !== topic));
    else if (full) onLimit();
    else onChange([...selected, topic]);
  };
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2 text-sm">
        <p aria-live="polite" className="text-slate-600 dark:text-slate-300">
          {t('personalization.selected', { count: selected.length })}
        </p>
        <button
          type="button"
          onClick={() => onChange([])}
          disabled={selected.length === 0}
          className="rounded-full px-3 py-1 font-medium text-brand-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:text-slate-400 dark:text-cyan-300 dark:hover:bg-slate-800"
        >
          {t('personalization.clearAll')}
        </button>
      </div>
      {Number.isFinite(limit) && (
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('personalization.freeTopicLimit', { limit })}</p>
      )}
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {INTEREST_TOPICS.map((topic) => {
          const chosen = selected.includes(topic);
          const unavailable = !chosen && full;
          return (
            <li key={topic}>
              <button
                type="button"
                aria-pressed={chosen}
                aria-disabled={unavailable || undefined}
                onClick={() => toggle(topic)}
                className="flex w-full items-center gap-2 rounded-xl border border-slate-300 px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-cyan-50 dark:aria-pressed:text-white aria-pressed:font-semibold aria-disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800 dark:aria-pressed:bg-slate-800"
              >
                <Check aria-hidden="true" className={`size-4 shrink-0 ${chosen ? '' : 'invisible'}`} />
                {/* A long Dutch word breaks rather than running past the border: at its soft hyphen
                    ("Klimaat-verandering", nl.json), as a browser without Dutch hyphenation cannot tell. */}
                <span className="min-w-0 break-words hyphens-auto">{t(`personalization.topics.${topic}`)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
