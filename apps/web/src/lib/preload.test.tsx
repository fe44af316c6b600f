import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { type Preload, PreloadProvider, readPreload, usePreloadedPage } from './preload.tsx';

const page = { data: [], page: 1, hasMore: false };
const dutchGuess: Preload = {
  query: { category: 'all', page: 1, lang: 'nl-NL', lat: 52.37, lon: 4.89, scope: 'country', country: 'Netherlands' },
  result: page,
};

function preloaded(preload: Preload, ...asked: Parameters<typeof usePreloadedPage>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PreloadProvider value={preload}>{children}</PreloadProvider>
  );
  return renderHook(() => usePreloadedPage(...asked), { wrapper }).result.current;
}

describe('the page the server embedded, as the feed takes it', () => {
  it('answers exactly the query it was drawn for: language, position, scope and country', () => {
    const at = { lat: 52.37, lon: 4.89, scope: 'country' as const, country: 'Netherlands' };
    expect(preloaded(dutchGuess, 'all', 'nl-NL', at)).toEqual({ page, exact: true });
    // The same position read as a town, or as another country, or in English: only a placeholder.
    expect(preloaded(dutchGuess, 'all', 'nl-NL', { lat: 52.37, lon: 4.89 })?.exact).toBe(false);
    expect(preloaded(dutchGuess, 'all', 'nl-NL', { ...at, country: 'Belgium' })?.exact).toBe(false);
    expect(preloaded(dutchGuess, 'all', 'en-US', at)?.exact).toBe(false);
    // Another category's feed has none.
    expect(preloaded(dutchGuess, 'science', 'nl-NL', at)).toBeUndefined();
  });
});

describe('reading the page the server embedded', () => {
  function embed(preload: Preload | string) {
    document.getElementById('tidings-preload')?.remove();
    const script = document.createElement('script');
    script.id = 'tidings-preload';
    script.type = 'application/json';
    script.textContent = typeof preload === 'string' ? preload : JSON.stringify(preload);
    document.body.append(script);
  }

  it('gives every reader of one page the same place: the reader’s location starts from the object the page was drawn for', () => {
    embed({
      ...dutchGuess,
      place: { city: 'Amsterdam', country: 'Netherlands', latitude: 52.37, longitude: 4.89, fallback: false },
    });
    const first = readPreload();
    expect(first?.place?.city).toBe('Amsterdam');
    expect(readPreload()?.place).toBe(first?.place);
    // Another page's data is read afresh; none, or a broken one, is no page.
    embed({
      ...dutchGuess,
      place: { city: 'Utrecht', country: 'Netherlands', latitude: 52.09, longitude: 5.12, fallback: false },
    });
    expect(readPreload()?.place?.city).toBe('Utrecht');
    embed('{not json');
    expect(readPreload()).toBeUndefined();
    document.getElementById('tidings-preload')?.remove();
    expect(readPreload()).toBeUndefined();
  });
});
