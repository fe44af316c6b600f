/**
 * The browser tab's title: the page's ("Technologie · Tidings"), or the dialog's open over it (a
 * story's headline). Each part that names the page asks with its level, and the highest asked
 * holds, whichever order React runs their effects in; when it closes, the one under it comes back.
 */
import { useEffect } from 'react';

/** What names the tab: the feed page, a page's dialog over it (About), a story over either. */
export const TITLE_LEVEL = { page: 0, dialog: 1, story: 2 } as const;

const asked: Array<{ title: string; level: number }> = [];

function show(fallback: string) {
  let top: (typeof asked)[number] | undefined;
  for (const entry of asked) if (!top || entry.level >= top.level) top = entry;
  document.title = top?.title ?? fallback;
}

export function useDocumentTitle(title: string | undefined, level: number, site: string) {
  useEffect(() => {
    if (title === undefined) return;
    const entry = { title, level };
    asked.push(entry);
    show(site);
    return () => {
      asked.splice(asked.indexOf(entry), 1);
      show(site);
    };
  }, [title, level, site]);
}
