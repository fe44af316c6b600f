import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { CitySelectorCard } from './city-selector.tsx';
import { CitySelectorButton } from './city-selector-button.tsx';
import { LocalBanner } from './local-banner.tsx';
import { LocationNotice } from './location-notice.tsx';
import { json, stubApi, stubGeolocation } from './test-helpers.ts';
import {
  MANUAL_LOCATION_KEY,
  readerLocation,
  resetReaderLocationForTests,
  startLocationDetection,
} from './use-reader-location.ts';

function renderWithQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const search = () => screen.getByRole('combobox', { name: 'Search for a city' });
const options = () => screen.getAllByRole('option');
const manual = () => JSON.parse(localStorage.getItem(MANUAL_LOCATION_KEY) ?? 'null');

describe('the city selector', () => {
  beforeEach(() => {
    localStorage.clear();
    resetReaderLocationForTests();
    stubApi();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    stubGeolocation(undefined);
  });

  it('lists the 46 popular cities before the reader types, filtered locally under 2 characters', async () => {
    renderWithQueries(<CitySelectorCard />);
    await waitFor(() => expect(options()).toHaveLength(46));
    expect(screen.getByRole('listbox', { name: 'Popular cities' })).toBeTruthy();
    fireEvent.change(search(), { target: { value: 'r' } });
    await waitFor(() => expect(options().length).toBeLessThan(46));
    expect(screen.getByRole('listbox', { name: 'Popular cities' })).toBeTruthy();
    expect(options().map((o) => o.textContent)).toContain('Rotterdam Netherlands');
  });

  it('finds São Paulo when the reader types "sao"', async () => {
    renderWithQueries(<CitySelectorCard />);
    fireEvent.change(search(), { target: { value: 'sao' } });
    const listbox = await screen.findByRole('listbox', { name: 'Cities' });
    expect(within(listbox).getByRole('option', { name: /São Paulo/ })).toBeTruthy();
  });

  it('says so when no city matches', async () => {
    renderWithQueries(<CitySelectorCard />);
    fireEvent.change(search(), { target: { value: 'zzz' } });
    expect(await screen.findByText('No cities found matching "zzz"')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('chooses the first result with Enter and stores it as the manual location', async () => {
    const done = vi.fn();
    renderWithQueries(<CitySelectorCard onDone={done} />);
    fireEvent.change(search(), { target: { value: 'sao' } });
    await screen.findByRole('listbox', { name: 'Cities' });
    expect(options()[0]?.textContent).toMatch(/São Paulo/);
    fireEvent.keyDown(search(), { key: 'Enter' });
    expect(manual()).toMatchObject({ city: 'São Paulo', country: 'Brazil', source: 'manual' });
    expect(manual().timestamp).toBeGreaterThan(0);
    expect(readerLocation().city).toBe('São Paulo');
    expect(done).toHaveBeenCalledOnce();
  });

  it('chooses from what the field says when Enter comes before the search has run', async () => {
    renderWithQueries(<CitySelectorCard />);
    await waitFor(() => expect(options()).toHaveLength(46));
    fireEvent.change(search(), { target: { value: 'rotterdam' } });
    fireEvent.keyDown(search(), { key: 'Enter' });
    expect(manual()).toMatchObject({ city: 'Rotterdam' });
  });

  it('moves through the results with the arrow keys', async () => {
    renderWithQueries(<CitySelectorCard />);
    fireEvent.change(search(), { target: { value: 'netherlands' } });
    await screen.findByRole('listbox', { name: 'Cities' });
    const [first, second] = options();
    expect(first?.getAttribute('aria-selected')).toBe('true');
    expect(search().getAttribute('aria-activedescendant')).toBe(first?.id);
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    expect(second?.getAttribute('aria-selected')).toBe('true');
    expect(search().getAttribute('aria-activedescendant')).toBe(second?.id);
    fireEvent.keyDown(search(), { key: 'ArrowUp' });
    fireEvent.keyDown(search(), { key: 'ArrowUp' });
    expect(options().at(-1)?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(search(), { key: 'Enter' });
    expect(manual().country).toBe('Netherlands');
  });

  it('chooses a city by click too', async () => {
    renderWithQueries(<CitySelectorCard />);
    fireEvent.click(await screen.findByRole('option', { name: /Lisbon/ }));
    expect(manual()).toMatchObject({ city: 'Lisbon', country: 'Portugal' });
  });

  it("'Use Current Location' forgets the chosen city and detects again", async () => {
    stubGeolocation({ latitude: 52.37, longitude: 4.89 });
    localStorage.setItem(
      MANUAL_LOCATION_KEY,
      JSON.stringify({
        city: 'Lisbon',
        country: 'Portugal',
        latitude: 38.7,
        longitude: -9.1,
        source: 'manual',
        timestamp: 1,
      }),
    );
    renderWithQueries(<CitySelectorCard />);
    expect(screen.getByText(/Current location: Lisbon, Portugal/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use Current Location' }));
    expect(manual()).toBeNull();
    expect(await screen.findByText(/Current location: Amsterdam, Netherlands/)).toBeTruthy();
    expect(screen.getByText('(detected by your browser)')).toBeTruthy();
  });

  it('shows the fallback and why: "Failed to get user location - using default location"', async () => {
    stubGeolocation('denied');
    renderWithQueries(
      <>
        <CitySelectorButton />
        <LocationNotice />
        <LocalBanner />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Locating… – change city' })).toBeTruthy();
    // While detecting, the Local banner has no city to name.
    expect(screen.getByText('your location')).toBeTruthy();
    await act(() => startLocationDetection());
    expect(screen.getByRole('button', { name: 'Lisbon – change city' })).toBeTruthy();
    expect(screen.getByText('Failed to get user location - using default location')).toBeTruthy();
    // The stories come from Lisbon now, and the banner says so.
    expect(screen.getByText('Lisbon', { selector: 'strong' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/using default location/)).toBeNull();
  });

  it('names a place known only by its country with the article its language gives it in the Local banner', async () => {
    stubGeolocation('denied');
    let country = 'United States';
    stubApi({ ip: () => json(200, { latitude: 40.71, longitude: -74.01, country }) });
    const shown = renderWithQueries(
      <>
        <CitySelectorButton />
        <LocalBanner />
      </>,
    );
    await act(() => startLocationDetection());
    expect(screen.getByRole('button', { name: 'United States – change city' })).toBeTruthy();
    // The name emphasised, the article not.
    const banner = () => screen.getByText(/^Showing local stories from|^Lokale verhalen uit/);
    expect(banner().textContent).toBe('Showing local stories from the United States');
    expect(screen.getByText('United States', { selector: 'strong' })).toBeTruthy();
    await act(() => i18n.changeLanguage('nl'));
    try {
      expect(banner().textContent).toBe('Lokale verhalen uit de Verenigde Staten');
      expect(screen.getByText('Verenigde Staten', { selector: 'strong' })).toBeTruthy();
      // "Nederland" takes none; a country the table does not list is named as it is.
      shown.unmount();
      for (const [other, named] of [
        ['Netherlands', 'Nederland'],
        ['Germany', 'Duitsland'],
      ] as const) {
        localStorage.clear();
        resetReaderLocationForTests();
        country = other;
        const banner = renderWithQueries(<LocalBanner />);
        await act(() => startLocationDetection());
        expect(screen.getByText(named, { selector: 'strong' })).toBeTruthy();
        banner.unmount();
      }
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('opens the selector from the header button in a dialog that closes once a city is chosen', async () => {
    stubGeolocation({ latitude: 52.37, longitude: 4.89 });
    renderWithQueries(
      <>
        <CitySelectorButton />
        <LocalBanner />
      </>,
    );
    await act(() => startLocationDetection());
    fireEvent.click(screen.getByRole('button', { name: 'Amsterdam – change city' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your city' });
    const field = within(dialog).getByRole('combobox', { name: 'Search for a city' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(field, { target: { value: 'rotter' } });
    await within(dialog).findByRole('option', { name: /Rotterdam/ });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Rotterdam – change city' })).toBeTruthy();
    expect(screen.getByText('Rotterdam', { selector: 'strong' })).toBeTruthy();
  });

  it('searches every place the server knows, so a small town far from the bundled cities can be chosen', async () => {
    const hutchinson = {
      name: 'Hutchinson',
      country: 'United States',
      displayName: 'Hutchinson, United States',
      latitude: 38.06,
      longitude: -97.93,
      region: 'Kansas',
    };
    const asked = stubApi({ cities: () => json(200, { data: [hutchinson] }) });
    renderWithQueries(<CitySelectorCard />);
    fireEvent.change(search(), { target: { value: 'hutch' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Hutchinson United States' }));
    expect(asked).toContain('/api/geo/cities?q=hutch');
    expect(manual()).toMatchObject({ city: 'Hutchinson', country: 'United States', state: 'Kansas' });
  });

  it('names the cities and countries in Dutch for a Dutch reader, and finds a city by its Dutch name', async () => {
    await act(() => i18n.changeLanguage('nl'));
    try {
      renderWithQueries(<CitySelectorCard />);
      // The popular cities in the order of their Dutch names: Den Haag among the D's, not after Sydney.
      await waitFor(() => expect(options()).toHaveLength(46));
      const names = options().map((option) => option.textContent ?? '');
      expect(names).toEqual([...names].sort(new Intl.Collator('nl').compare));
      expect(names.findIndex((name) => name.startsWith('Den Haag'))).toBeLessThan(
        names.findIndex((name) => name.startsWith('Dubai')),
      );
      const field = screen.getByRole('combobox', { name: 'Zoek een stad' });
      fireEvent.change(field, { target: { value: 'antwerp' } });
      expect(await screen.findByRole('option', { name: 'Antwerpen België' })).toBeTruthy();
      fireEvent.change(field, { target: { value: 'lissabon' } });
      fireEvent.click(await screen.findByRole('option', { name: 'Lissabon Portugal' }));
      // The choice is stored by the name the server and the editions know.
      expect(manual()).toMatchObject({ city: 'Lisbon', country: 'Portugal' });
      expect(await screen.findByText('Huidige locatie: Lissabon, Portugal')).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it("names a chosen town's country in the Local banner, so the wrong Manchester shows", async () => {
    localStorage.setItem(
      MANUAL_LOCATION_KEY,
      JSON.stringify({
        city: 'Manchester',
        country: 'United States',
        latitude: 42.99,
        longitude: -71.45,
        source: 'manual',
        timestamp: 1,
      }),
    );
    renderWithQueries(<LocalBanner />);
    const banner = await screen.findByText(/^Showing local stories from/);
    expect(banner.textContent).toBe('Showing local stories from Manchester, United States');
    await act(() => i18n.changeLanguage('nl'));
    try {
      expect(screen.getByText(/^Lokale verhalen uit/).textContent).toBe(
        'Lokale verhalen uit Manchester, Verenigde Staten',
      );
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it("names the reader's city in Dutch in the header and the Local tab's banner", async () => {
    localStorage.setItem(
      MANUAL_LOCATION_KEY,
      JSON.stringify({
        city: 'London',
        country: 'United Kingdom',
        latitude: 51.5,
        longitude: -0.1,
        source: 'manual',
        timestamp: 1,
      }),
    );
    await act(() => i18n.changeLanguage('nl'));
    try {
      renderWithQueries(
        <>
          <CitySelectorButton />
          <LocalBanner />
        </>,
      );
      expect(await screen.findByRole('button', { name: 'Londen – stad wijzigen' })).toBeTruthy();
      expect(await screen.findByText('Londen', { selector: 'strong' })).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('says there is no local news on the open sea, rather than leaving the Local tab without words', async () => {
    stubApi({ reverse: () => json(404, { error: { code: 'CITY_NOT_FOUND', message: 'No town or country' } }) });
    stubGeolocation({ latitude: 30, longitude: -40 });
    renderWithQueries(<LocalBanner />);
    await act(() => startLocationDetection());
    expect(screen.getByRole('status').textContent).toBe(
      'No town or country lies at your position, so there is no local news here. Choose a city to read its local stories.',
    );
  });
});
