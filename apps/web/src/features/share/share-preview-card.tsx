import type { ReactNode } from 'react';

export interface SharePreviewCardProps {
  /** A 16:9 picture or placeholder; its box is reserved so nothing moves when it loads. */
  media: ReactNode;
  title: string;
  summary: string;
  badge?: ReactNode;
}

/** How the shared thing looks: picture, title and summary. */
export function SharePreviewCard({ media, title, summary, badge }: SharePreviewCardProps) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-800/50">
      <div className="aspect-video w-full overflow-hidden bg-slate-200 dark:bg-slate-800">{media}</div>
      <div className="flex flex-col gap-1 p-4">
        {badge}
        <p className="font-semibold leading-snug">{title}</p>
        {summary && <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{summary}</p>}
      </div>
    </div>
  );
}
