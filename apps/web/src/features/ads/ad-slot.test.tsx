import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdSlot } from './ad-slot.tsx';
import { SPONSORED_ITEMS } from './sponsored.ts';
import { SponsoredBlock } from './sponsored-block.tsx';

/** A matchMedia whose answer the test changes, announcing it to listeners like a browser. */
function stubViewport(wide: boolean) {
  const listeners = new Set<() => void>();
  const state = { wide };
  const matchMedia = vi.fn((query: string) => ({
    get matches() {
      return query === '(min-width: 768px)' && state.wide;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    resize(toWide: boolean) {
      state.wide = toWide;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Where the router is, to see what following an ad's link did. */
function Where() {
  const here = useLocation();
  return <output data-testid="where">{`${here.pathname} ${JSON.stringify(here.state)}`}</output>;
}
const inRouter = (ui: ReactNode, at = '/') =>
  render(
    <MemoryRouter initialEntries={[at]}>
      {ui}
      <Where />
    </MemoryRouter>,
  );

const ad = (name: string) => screen.getByRole('complementary', { name });

describe('an ad slot', () => {
  it('is a banner from 768 px up and a native card below, following the viewport', () => {
    const viewport = stubViewport(true);
    inRouter(<AdSlot slotNumber={0} />);
    expect(viewport.matchMedia).toHaveBeenCalledWith('(min-width: 768px)');
    expect(ad('Sponsored, ad 1: Get the daily briefing').dataset.adFormat).toBe('banner');

    act(() => viewport.resize(false));
    expect(ad('Sponsored, ad 1: Get the daily briefing').dataset.adFormat).toBe('native');
  });

  it('is labelled Sponsored for readers and screen readers', () => {
    stubViewport(false);
    inRouter(<AdSlot slotNumber={1} />);
    const card = ad('Sponsored, ad 2: Tidings in Dutch');
    expect(card.textContent).toContain('Sponsored');
    expect(screen.getByRole('link', { name: 'About Tidings in Dutch' }).getAttribute('href')).toBe('/about');
  });

  it('renders a native card when the browser cannot match media queries', () => {
    vi.stubGlobal('matchMedia', undefined);
    inRouter(<AdSlot slotNumber={2} />);
    expect(ad('Sponsored, ad 3: Try Tidings Premium').dataset.adFormat).toBe('native');
  });

  it("is named apart from the same ad further down the grid, in a screen reader's list of landmarks", () => {
    stubViewport(true);
    inRouter(
      <>
        <AdSlot slotNumber={0} />
        <AdSlot slotNumber={3} />
      </>,
    );
    const names = screen.getAllByRole('complementary').map((region) => region.getAttribute('aria-label'));
    expect(names).toEqual(['Sponsored, ad 1: Get the daily briefing', 'Sponsored, ad 4: Get the daily briefing']);
  });
});

describe("an ad's link", () => {
  it('opens About in the app over the feed the reader was on, and goes home without a reload', () => {
    stubViewport(false);
    inRouter(<AdSlot slotNumber={1} />, '/world?ref=x');
    fireEvent.click(screen.getByRole('link', { name: 'About Tidings in Dutch' }));
    expect(screen.getByTestId('where').textContent).toBe('/about {"background":"/world?ref=x"}');
  });

  it('plays the briefing from its ad: at home, and from another page after going home', () => {
    stubViewport(false);
    const played = vi.fn();
    const player = document.createElement('button');
    player.dataset.shortcut = 'play';
    player.addEventListener('click', played);
    document.body.append(player);
    inRouter(<AdSlot slotNumber={0} />, '/world');
    fireEvent.click(screen.getByRole('button', { name: 'Listen now' }));
    // The home page is a feed, not a dialog: nothing to return to.
    expect(screen.getByTestId('where').textContent).toBe('/ null');
    expect(played).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(player);
    cleanup();
    inRouter(<AdSlot slotNumber={0} />, '/');
    fireEvent.click(screen.getByRole('button', { name: 'Listen now' }));
    expect(played).toHaveBeenCalledTimes(2);
    player.remove();
  });
});

describe('the sponsored block', () => {
  it('shows the first house ad, labelled Sponsored', () => {
    inRouter(<SponsoredBlock item={SPONSORED_ITEMS[0]} />);
    expect(ad('Sponsored: Try Tidings Premium').textContent).toContain('Sponsored');
  });
});
