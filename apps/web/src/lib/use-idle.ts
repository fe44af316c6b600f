import { startTransition, useEffect, useState } from 'react';

/**
 * True once the browser has had an idle moment after the first render: for work the reader does
 * not need in the first second (the briefing player), so it does not add to the page's start-up.
 */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // What waits for idle time renders as a transition too, in slices that leave the page responsive.
    const ready = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(ready, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(ready, 200);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}
