import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

/**
 * A link to a story's page (/story/{id}); inside the app it opens the story dialog over the
 * feed, and remembers where the reader was so closing returns there.
 */
export function StoryLink({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  const here = useLocation();
  return (
    <Link
      to={`/story/${encodeURIComponent(id)}`}
      state={{ background: `${here.pathname}${here.search}` }}
      className={className}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {children}
    </Link>
  );
}
