import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CitySelectorCard } from './city-selector.tsx';
import { CitySelectorButton } from './city-selector-button.tsx';
import { LocalBanner } from './local-banner.tsx';
import { LocationNotice } from './location-notice.tsx';
import { stubApi, stubGeolocation } from './test-helpers.ts';
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
});
