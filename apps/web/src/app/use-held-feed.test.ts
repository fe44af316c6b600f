import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { READING_FROM_PX, useHeldFeed } from './use-held-feed.ts';

const key = (category: string, city: string, lang = 'en') => JSON.stringify({ category, lang, city });
const scrolledTo = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });

describe('the feed a first visit keeps', () => {
  afterEach(() => scrolledTo(0));

  function render(first: string, detected = true) {
    return renderHook(({ feedKey, detected }) => useHeldFeed(feedKey, detected), {
      initialProps: { feedKey: first, detected },
    });
  }

  it('keeps the stories of a reader reading when the first place comes, until asked', () => {
    const hook = render(key('all', 'Lisbon'));
    scrolledTo(READING_FROM_PX + 1);
    hook.rerender({ feedKey: key('all', 'London'), detected: true });
    expect(hook.result.current).toMatchObject({ shownKey: key('all', 'Lisbon'), waiting: true });
    act(() => hook.result.current.show());
    expect(hook.result.current).toMatchObject({ shownKey: key('all', 'London'), waiting: false });
  });

  it('shows at once a reader at the top, a chosen city, and any place after the first', () => {
    const atTop = render(key('all', 'Lisbon'));
    atTop.rerender({ feedKey: key('all', 'London'), detected: true });
    expect(atTop.result.current.shownKey).toBe(key('all', 'London'));
    // The first place has come: a later one is shown at once, scrolled or not.
    scrolledTo(READING_FROM_PX + 1);
    atTop.rerender({ feedKey: key('all', 'Leeds'), detected: true });
    expect(atTop.result.current.shownKey).toBe(key('all', 'Leeds'));

    const chosen = render(key('all', 'Lisbon'), false);
    chosen.rerender({ feedKey: key('all', 'Paris'), detected: false });
    expect(chosen.result.current.shownKey).toBe(key('all', 'Paris'));
  });

  it('gives up the offer for a category or a language chosen meanwhile, shown for the new place', () => {
    const hook = render(key('all', 'Lisbon'));
    scrolledTo(READING_FROM_PX + 1);
    hook.rerender({ feedKey: key('all', 'London'), detected: true });
    expect(hook.result.current.waiting).toBe(true);
    hook.rerender({ feedKey: key('world', 'London'), detected: true });
    expect(hook.result.current).toMatchObject({ shownKey: key('world', 'London'), waiting: false });
    hook.rerender({ feedKey: key('world', 'London', 'nl'), detected: true });
    expect(hook.result.current.shownKey).toBe(key('world', 'London', 'nl'));
  });
});
