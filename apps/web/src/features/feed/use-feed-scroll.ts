import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Where a reader was on a feed: the story at the top of their screen (its link) and how far below
 * the screen's top its card stood, with the page's scroll as a fallback. A story, not a number of
 * pixels: cards the reader scrolled past are drawn at their true height, while on a return those
 * above the screen keep the size the page guesses for them (`content-visibility`) until they are
 * seen again, and the briefing player and ads may stand otherwise.
 */
interface Place {
  y: number;
  story?: string;
  offset?: number;
}

/**
 * Places on each entry of the tab's history, kept for the tab's life (a reload too: a reload shows
 * only the feed's first page, so a place further down is the end of that page).
 */
const STORE_KEY = 'tidings:feed-scroll';
/** The newest entries of the tab's history kept: more than anyone goes Back through. */
const KEPT = 50;
/** The feed's story links (a card may link its story twice). */
export const STORY_LINKS = 'main a[href^="/story/"]';
/** Frames after a return in which the story is put back where it stood (see `goTo`). */
const SETTLE_FRAMES = 3;
/** How long a return waits for its feed before giving up its place. */
const PENDING_MS = 10_000;

let places: Map<string, Place> | undefined;

function allPlaces(): Map<string, Place> {
  if (places) return places;
  places = new Map();
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}') as Record<string, Place>;
    for (const [key, place] of Object.entries(stored)) if (typeof place?.y === 'number') places.set(key, place);
  } catch {
    // Unreadable: start afresh.
  }
  return places;
}

function keepPlace(key: string, place: Place) {
  const kept = allPlaces();
  kept.delete(key);
  kept.set(key, place);
  for (const old of kept.keys()) {
    if (kept.size <= KEPT) break;
    kept.delete(old);
  }
}

function storePlaces() {
  try {
    sessionStorage.setItem(STORE_KEY, JSON.stringify(Object.fromEntries(allPlaces())));
  } catch {
    // Storage full or refused: after a reload the page starts at the top, as it would without this.
  }
}

const cardOf = (link: Element) => link.closest('li') ?? link;

/** The reader's place now: the first story card whose top is on the screen, or below its top edge. */
function placeNow(): Place {
  const y = Math.round(window.scrollY);
  if (y === 0) return { y };
  for (const link of document.querySelectorAll(STORY_LINKS)) {
    const top = cardOf(link).getBoundingClientRect().top;
    if (top >= 0) {
      const story = link.getAttribute('href');
      return top < window.innerHeight && story ? { y, story, offset: Math.round(top) } : { y };
    }
  }
  return { y };
}

/**
 * Scrolls back to a place: its story's card where it stood on the screen, else the old scroll. The
 * cards next to it are drawn at their true height only once they are near the screen, a frame or two
 * later, and may push the story down: it is put back where it stood for a few frames more.
 */
function goTo(place: Place) {
  const link = place.story ? document.querySelector(`${STORY_LINKS}[href="${CSS.escape(place.story)}"]`) : null;
  if (!link || place.offset === undefined) {
    window.scrollTo({ top: place.y });
    return;
  }
  const offset = place.offset;
  const settle = (frames: number) => {
    const off = cardOf(link).getBoundingClientRect().top - offset;
    if (Math.abs(off) >= 1) window.scrollTo({ top: window.scrollY + off });
    if (frames > 0) requestAnimationFrame(() => settle(frames - 1));
  };
  settle(SETTLE_FRAMES);
}

/**
 * Back (or Forward) to a feed returns the reader to where they left it, with the pages they had
 * loaded (the query cache keeps them); a feed reached by a link starts at the top. The browser's own
 * restoration cannot do this: it scrolls as the history changes, while the page still shows the feed
 * being left (the feed follows its category 100 ms later, reading-experience §9), so it lands short
 * or at the top. `shown` says the page shows `category`'s own feed, loaded.
 */
export function useFeedScroll(category: string, shown: boolean) {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const pending = useRef<{ category: string; place: Place; since: number } | null>(null);

  // The reader's place, kept under the history entry they are on at most once a frame, and stored
  // for a reload when they leave the page. The entry is read as the page scrolls, so a scroll that
  // follows a change of entry counts for the new one.
  const entry = useRef(key);
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        keepPlace(entry.current, placeNow());
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', storePlaces);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', storePlaces);
    };
  }, []);

  // Before the page is painted, on a new entry of the history.
  const seen = useRef<{ key: string; category: string } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: how the entry was reached is read when it changes
  useLayoutEffect(() => {
    const before = seen.current;
    seen.current = { key, category };
    entry.current = key;
    const place = allPlaces().get(key);
    if (!before) {
      // A page load: a reload, or Back or Forward from another site, returns to its place. Any other
      // load starts where the browser put it (the top, or the fragment), though React Router calls
      // it a return too and gives every fresh load one key.
      const load = (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
      if (place && place.y > 0 && (load === 'reload' || load === 'back_forward')) {
        pending.current = { category, place, since: Date.now() };
      }
      return;
    }
    if (before.category === category) {
      // A dialog opened or closed over the same feed: the feed did not move, and this entry is
      // where the reader is (Back to it later returns here, though no scroll was seen on it).
      if (before.key !== key && !place) keepPlace(key, placeNow());
      return;
    }
    // Another feed: Back or Forward returns to its place; a link starts at the top.
    pending.current = null;
    if (navigationType === 'POP' && place && place.y > 0) pending.current = { category, place, since: Date.now() };
    else window.scrollTo({ top: 0 });
  }, [key, category]);

  useLayoutEffect(() => {
    const target = pending.current;
    if (!shown || !target || target.category !== category) return;
    pending.current = null;
    // A feed that took long to come (offline, then back) finds the reader elsewhere by now.
    if (Date.now() - target.since < PENDING_MS) goTo(target.place);
  }, [shown, category]);
}
