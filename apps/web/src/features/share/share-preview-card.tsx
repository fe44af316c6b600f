import type { ReactNode } from 'react';

export interface SharePreviewCardProps {
  /** A 16:9 picture or placeholder; its box is reserved so nothing moves when it loads. */
  media: ReactNode;
  title: string;
  summary: string;
  /** The language of the title and summary, where it may not be the interface's ("nl" in the English UI). */
  lang?: string | undefined;
  /** The summary's own language, where it is not the title's (a briefing's English description under its Dutch title). */
  summaryLang?: string | undefined;
  badge?: ReactNode;
}

/** How the shared thing looks: picture, title and summary. */
export function SharePreviewCard({ media, title, summary, lang, summaryLang = lang, badge }: SharePreviewCardProps) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-800/50">
      <div className="aspect-video w-full overflow-hidden bg-slate-200 dark:bg-slate-800">{media}</div>
      <div className="flex flex-col gap-1 p-4">
        {badge}
        <p lang={lang} className="font-semibold leading-snug">
          {title}
        </p>
        {summary && (
          <p lang={summaryLang} className="line-clamp-3 text-sm text-slate-600 dark:text-slate-300">
            {summary}
          </p>
        )}
      </div>
    </div>
  );
}
