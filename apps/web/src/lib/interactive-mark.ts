import { useEffect } from 'react';

/**
 * The User Timing mark set when the app has taken over the server-rendered page: from then on
 * every control answers. Monitoring can read it with the other marks; the end-to-end tests wait
 * for it before they click.
 */
export const INTERACTIVE_MARK = 'tidings:interactive';

/** Sets the mark once, after the first commit (hydration, or the first render in the browser). */
export function InteractiveMark(): null {
  useEffect(() => {
    if (performance.getEntriesByName(INTERACTIVE_MARK).length === 0) performance.mark(INTERACTIVE_MARK);
  }, []);
  return null;
}
