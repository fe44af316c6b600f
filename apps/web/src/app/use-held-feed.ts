import { useState } from 'react';

/** How far down the page a reader is taken to be reading, not arriving: half a phone's screen. */
export const READING_FROM_PX = 360;

/** Whether two feed keys (feed-page.tsx's `feedKey`) differ only in the place they rank for. */
function onlyPlaceDiffers(a: string, b: string): boolean {
  const [one, other] = [JSON.parse(a), JSON.parse(b)] as Array<{ category?: string; lang?: string }>;
  return one?.category === other?.category && one?.lang === other?.lang;
}

/**
 * The feed a first visit keeps while its reader reads (decision 0005, 2026-12-07). The page comes
 * ranked for the place the address suggests; when the browser's own position comes a few seconds
 * later, a reader who has scrolled down into the stories keeps them where they are, and is offered
 * the stories ranked for their town instead (`waiting`, `show`), rather than having the cards
 * reordered under their thumb. Only that first place found: a city chosen, a category, a language
 * or a reader still at the top of the page is shown at once, as before.
 */
export function useHeldFeed(
  feedKey: string,
  detected: boolean,
): { shownKey: string; waiting: boolean; show(): void; keep(): void } {
  const [state, setState] = useState({ shown: feedKey, seen: feedKey, firstPlace: true, kept: false });
  let current = state;
  if (state.seen !== feedKey) {
    const placeOnly = onlyPlaceDiffers(state.seen, feedKey);
    const hold =
      placeOnly &&
      state.firstPlace &&
      detected &&
      state.shown === state.seen &&
      typeof window !== 'undefined' &&
      window.scrollY > READING_FROM_PX;
    const waitingStill = placeOnly && state.shown !== state.seen;
    current = {
      shown: hold || waitingStill ? state.shown : feedKey,
      seen: feedKey,
      firstPlace: state.firstPlace && !placeOnly,
      kept: state.kept,
    };
    // Derived from the key as it changes (React's pattern for state that follows a prop).
    setState(current);
  }
  return {
    shownKey: current.shown,
    // Offered until shown, or until the reader keeps the stories they have (the offer's close button).
    waiting: current.shown !== feedKey && !current.kept,
    show: () => setState((before) => ({ ...before, shown: before.seen })),
    keep: () => setState((before) => ({ ...before, kept: true })),
  };
}
