import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { type Preload, PreloadProvider, usePreloadedPage } from './preload.tsx';

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
