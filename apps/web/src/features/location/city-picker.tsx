/**
 * Search and choose a city (reading-experience §2 Selectors, §5 City search): a combobox over a
 * listbox. Popular cities under 2 characters, otherwise matches of city or country 300 ms after
 * the last key: the bundled list's at once, then the server's search of every place it knows
 * (up to 50, GET /api/geo/cities). Country names are in the reader's language where Intl knows them, and
 * so are the cities Dutch names otherwise ("Londen"). Arrows move through the list, Enter chooses (the first entry is
 * active until the reader moves), and 'Use Current Location' goes back to detection.
 */
import { cityDisplayName } from '@tidings/core/geo/city-names';
import { CITY_SEARCH_DEBOUNCE_MS, citySuggestions } from '@tidings/core/geo/location-cities';
import type { City } from '@tidings/core/schemas/geo';
import { Check, LocateFixed, Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { countryName } from './country-name.ts';
import { useCities } from './get-cities.ts';
import { useCitySearch } from './get-city-search.ts';
import { chooseCity, detectCurrentLocation, useLocationStatus, useReaderLocation } from './use-reader-location.ts';

export interface CityPickerProps {
  /** Called after a city was chosen or 'Use Current Location' pressed (a dialog closes itself here). */
  onDone?(): void;
  /** Focus the search field on mount (in a dialog). */
  autoFocus?: boolean;
}

const cityKey = (city: City) => `${city.name}|${city.country}`;

export function CityPicker({ onDone, autoFocus = false }: CityPickerProps) {
  const { t, language } = useLocale();
  const id = useId();
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query, CITY_SEARCH_DEBOUNCE_MS);
  const lists = useCities();
  const found = useCitySearch(settled);
  const place = useReaderLocation();
  const status = useLocationStatus();
  const suggestions = useMemo(() => {
    if (!lists.data) return undefined;
    const bundled = citySuggestions(lists.data, settled);
    // The popular cities in the order of the names the reader reads ("Den Haag" among the D's).
    if (bundled.kind === 'popular') {
      const order = new Intl.Collator(language);
      const named = bundled.cities.map((city) => ({ city, name: cityDisplayName(city.name, city.country, language) }));
      return {
        kind: 'popular' as const,
        cities: named.sort((a, b) => order.compare(a.name, b.name)).map(({ city }) => city),
      };
    }
    // The server's answer covers every place; until it comes (or if it fails) the bundled list's stands.
    return found.data ? { kind: 'search' as const, cities: found.data } : bundled;
  }, [lists.data, settled, found.data, language]);
  const options = suggestions?.cities ?? [];
  // (A search the network holds back, offline, is still on its way: its status is 'paused'.)
  const searching = options.length === 0 && (query.trim() !== settled.trim() || found.fetchStatus !== 'idle');
  // The active option belongs to one list of results: new results make the first one active again.
  const [cursor, setCursor] = useState({ of: suggestions, index: 0 });
  const active = cursor.of === suggestions ? cursor.index : 0;
  const setActive = (next: (index: number) => number) => setCursor({ of: suggestions, index: next(active) });
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' });
  });

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const currentKey = place.fallback ? '' : `${place.city}|${place.country}`;

  function choose(city: City) {
    chooseCity(city);
    setQuery('');
    onDone?.();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (options.length === 0 && query === settled) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index - 1 + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Enter before the 300 ms have passed chooses from what the field says now, not the older list.
      const city =
        query === settled || !lists.data
          ? options[Math.min(active, options.length - 1)]
          : citySuggestions(lists.data, query).cities[0];
      if (city) choose(city);
    }
  }

  const heading = suggestions?.kind === 'search' ? t('location.searchResults') : t('location.popularCities');

  return (
    <div className="space-y-3">
      <label htmlFor={`${id}-input`} className="block text-sm font-medium">
        {t('location.searchLabel')}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={options.length > 0 ? optionId(Math.min(active, options.length - 1)) : undefined}
          autoComplete="off"
          spellCheck={false}
          // biome-ignore lint/a11y/noAutofocus: only inside the city dialog the reader just opened to search.
          autoFocus={autoFocus}
          value={query}
          placeholder={t('location.searchPlaceholder')}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          className="w-full rounded-full border border-slate-500 bg-white py-2 pr-4 pl-9 text-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-500 dark:bg-slate-950 dark:placeholder:text-slate-400"
        />
      </div>
      <p
        id={`${id}-heading`}
        className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
      >
        {heading}
      </p>
      {lists.isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {t('location.loadingCities')}
        </p>
      ) : lists.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('location.citiesFailed')}
        </p>
      ) : (
        // One status line: while the server still searches (or the reader still types) an empty
        // bundled list is no answer yet, so "no cities" waits for the server's (a screen reader
        // heard "No cities found matching oakland" before Oakland came in); results are counted.
        <p
          role="status"
          className={`text-sm text-slate-600 dark:text-slate-300 ${options.length > 0 ? 'sr-only' : ''}`}
        >
          {searching
            ? t('location.searchingCities')
            : options.length === 0
              ? t('location.noCitiesFound', { query: settled.trim() })
              : // Counted once, from the server's answer: the bundled list's count before it would be said too.
                found.data && suggestions?.kind === 'search'
                ? t('location.citiesFound', { count: options.length })
                : ''}
        </p>
      )}
      <div
        ref={list}
        id={listId}
        role="listbox"
        aria-labelledby={`${id}-heading`}
        // Chromium makes a scrolling box a Tab stop of its own, where no key worked: the keys are the
        // search field's (arrows, Enter), and Tab goes on from it to the next control.
        tabIndex={-1}
        hidden={options.length === 0}
        className="max-h-72 space-y-0.5 overflow-y-auto rounded-xl border border-slate-200 p-1 dark:border-slate-800"
      >
        {options.map((city, index) => {
          const current = cityKey(city) === currentKey;
          return (
            // Keyboard use goes through the search field (aria-activedescendant); a click chooses too.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keys for every option.
            <div
              key={cityKey(city)}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onClick={() => choose(city)}
              onPointerMove={() => setActive(() => index)}
              className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm aria-selected:bg-cyan-50 aria-selected:outline-2 aria-selected:outline-brand-600 dark:aria-selected:bg-slate-800"
            >
              <span>
                <span className="font-medium">{cityDisplayName(city.name, city.country, language)}</span>{' '}
                <span className="text-slate-500 dark:text-slate-400">{countryName(city.country, language)}</span>
              </span>
              {current && (
                <span className="flex items-center text-brand-700 dark:text-cyan-300">
                  <Check aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t('location.currentCity')}</span>
                </span>
              )}
            </div>
          );
        })}
      </div>
      <Button
        variant="secondary"
        className="w-full"
        disabled={status === 'detecting'}
        onClick={() => {
          void detectCurrentLocation();
          onDone?.();
        }}
      >
        <LocateFixed aria-hidden="true" className="size-4" />
        {status === 'detecting' ? t('location.detecting') : t('location.useCurrentLocation')}
      </Button>
    </div>
  );
}
