/**
 * A grey placeholder block shown while content loads (hidden from screen readers). In forced colours,
 * which drop backgrounds, its outline keeps the shape of what is coming.
 */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`motion-safe:animate-pulse rounded-md bg-slate-200 forced-colors:border forced-colors:border-[GrayText] dark:bg-slate-800 ${className}`}
    />
  );
}
