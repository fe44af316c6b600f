import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while React takes over the server's page, true from the render right after (and always in
 * a page the browser drew itself). Text the server wrote by its own clock and time zone (a story's
 * age or date, today's date) is kept while the page is taken over, and a key that changes with this
 * writes it again by the reader's: the server's UTC "16 Oct 2021" is Amsterdam's "17 Oct 2021".
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
