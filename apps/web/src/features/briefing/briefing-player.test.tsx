import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MediaCatalogue } from '@tidings/core/schemas/media';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n.ts';
import BriefingPlayer, { type BriefingPlayerProps } from './briefing-player.tsx';
import { catalogueStore } from './catalogue-store.ts';
import { keyDaysAgo, testCatalogue } from './test-catalogue.ts';

const media = HTMLMediaElement.prototype;
const original = { play: media.play, pause: media.pause, load: media.load };
let play: ReturnType<typeof vi.fn>;
let pause: ReturnType<typeof vi.fn>;
let load: ReturnType<typeof vi.fn>;

beforeAll(() => {
  // Radix measures sliders and menus; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

afterAll(() => Object.assign(media, original));

/** jsdom plays nothing: a fake media element that says "play" and "pause" as a browser would. */
beforeEach(() => {
  play = vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
  load = vi.fn();
  Object.assign(media, { play, pause, load });
  localStorage.clear();
  catalogueStore.reset();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function serve(catalogue: MediaCatalogue | { status: number }) {
  const fetch = vi.fn(async () =>
    'status' in catalogue
      ? new Response('{}', { status: catalogue.status })
      : new Response(JSON.stringify(catalogue), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPlayer(props: Partial<BriefingPlayerProps> = {}) {
  const onShare = vi.fn();
  render(<BriefingPlayer onShare={onShare} {...props} />);
  return { onShare };
}

const audio = () => document.querySelector('audio') as HTMLAudioElement;
const playButton = () => screen.findByRole('button', { name: 'Play briefing' });
const seekSlider = () => screen.getByRole('slider', { name: 'Playback position' });

async function openEditions(name = /Choose an edition/) {
  const trigger = await screen.findByRole('button', { name });
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.findByRole('menu');
}

describe('the briefing player', () => {
  it('shows a loading message, then the latest briefing of the reader’s region', async () => {
    serve(testCatalogue());
    renderPlayer({ location: { city: 'Amsterdam', country: 'Holland' } });
    expect(screen.getByRole('status').textContent).toBe('Loading the daily briefing…');
    const title = `Netherlands Edition — ${keyDaysAgo(0)}`;
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText('Daily briefing')).toBeTruthy();
    expect(screen.getByText(`Netherlands Edition of ${keyDaysAgo(0)}`)).toBeTruthy();
    expect(screen.getByText('Today')).toBeTruthy();
    expect(screen.getByText('3 min')).toBeTruthy();
    // Nothing of the audio is fetched before the reader plays: the element has no source yet.
    expect(audio().getAttribute('src')).toBeNull();
    expect(audio().volume).toBe(0.75);
    expect(screen.getByRole('slider', { name: 'Volume' }).getAttribute('aria-valuenow')).toBe('75');
    fireEvent.click(await playButton());
    expect(audio().src).toBe(`${window.location.origin}/audio/netherlands-briefing.mp3`);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('plays and pauses with one button', async () => {
    serve(testCatalogue());
    renderPlayer();
    fireEvent.click(await playButton());
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pause briefing' }));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(await playButton()).toBeTruthy();
  });

  it('says no podcast is available when the catalogue cannot be fetched', async () => {
    serve({ status: 503 });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPlayer();
    expect(await screen.findByText('No podcast available')).toBeTruthy();
    expect(log).toHaveBeenCalledWith(expect.any(String), new Error('Failed to fetch media data: 503'));
    log.mockRestore();
  });

  it('says no podcast is available when the catalogue has none', async () => {
    serve({ last_updated: new Date().toISOString(), regions: { global: { podcasts: {} } } });
    renderPlayer();
    expect(await screen.findByText('No podcast available')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Play briefing' })).toBeNull();
    // With no edition to choose, the hint does not ask for one (an edition the pipeline made has none).
    expect(screen.getByText('Come back later for the next briefing.')).toBeTruthy();
    expect(screen.queryByText(/Choose another edition/)).toBeNull();
  });

  it('asks for another edition when only the reader’s region has no briefing', async () => {
    const catalogue = testCatalogue();
    const regions = Object.fromEntries(Object.entries(catalogue.regions).filter(([id]) => id !== 'global'));
    serve({ ...catalogue, regions: { ...regions, global: { podcasts: {} } } });
    renderPlayer();
    expect(await screen.findByText('Choose another edition or come back later.')).toBeTruthy();
  });

  it('seeks with the keyboard and says where it is', async () => {
    serve(testCatalogue());
    renderPlayer();
    await playButton();
    const slider = seekSlider();
    expect(slider.getAttribute('aria-valuetext')).toBe('0:00 of 3:20');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
    expect(slider.getAttribute('aria-valuetext')).toBe('3:20 of 3:20');
    expect(audio().currentTime).toBe(200);
    fireEvent.keyDown(slider, { key: 'Home' });
    fireEvent.keyDown(slider, { key: 'PageUp' });
    expect(slider.getAttribute('aria-valuenow')).toBe('1');
    expect(audio().currentTime).toBe(2);
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(Number(slider.getAttribute('aria-valuenow'))).toBeCloseTo(1.1);
  });

  it('goes back to the start and pauses when the briefing ends; an audio error pauses it', async () => {
    serve(testCatalogue());
    renderPlayer();
    fireEvent.click(await playButton());
    fireEvent.keyDown(seekSlider(), { key: 'End' });
    fireEvent(audio(), new Event('ended'));
    expect(await playButton()).toBeTruthy();
    expect(audio().currentTime).toBe(0);
    expect(seekSlider().getAttribute('aria-valuenow')).toBe('0');
    fireEvent.click(await playButton());
    fireEvent(audio(), new Event('error'));
    expect(await playButton()).toBeTruthy();
  });

  it('lists today’s and yesterday’s editions, older ones on request, and loads a choice without playing it', async () => {
    serve(testCatalogue());
    renderPlayer();
    await playButton();
    let menu = await openEditions();
    const entries = () =>
      within(menu)
        .getAllByRole('menuitemradio')
        .map((entry) => entry.textContent);
    // Global first, then newest first; three regions today and yesterday.
    expect(entries()).toHaveLength(6);
    expect(entries()[0]).toBe(`Global EditionPublished TodayGlobal Edition of ${keyDaysAgo(0)}`);
    expect(entries()[2]).toMatch(/^Netherlands EditionPublished Today/);
    expect(entries()[3]).toMatch(/^Global EditionPublished Yesterday/);
    expect(entries()[4]).toMatch(/^India EditionPublished Yesterday/);
    expect(within(menu).getByText('View episodes from past week')).toBeTruthy();
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Show older editions/ }));
    menu = screen.getByRole('menu');
    expect(entries()).toHaveLength(9);
    expect(within(menu).getByText('Older editions')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: /Hide older editions/ }).textContent).toContain(
      'Show only recent editions',
    );

    // Each edition is named alone, under its day's group; when it was published is its description.
    const older = within(within(menu).getByRole('group', { name: 'Older editions' }));
    const india = older.getByRole('menuitemradio', { name: 'India Edition' });
    const description = (india.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(description).toMatch(/^Published 3 days ago India Edition/);
    fireEvent.click(india);
    expect(await screen.findByRole('heading', { name: `India Edition — ${keyDaysAgo(3)}` })).toBeTruthy();
    // Chosen, not played and not fetched; a press plays the choice.
    expect(audio().getAttribute('src')).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(await playButton());
    expect(audio().src).toBe(`${window.location.origin}/audio/india-briefing.mp3`);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('starts the newly chosen briefing once it can play when one was playing', async () => {
    serve(testCatalogue());
    renderPlayer();
    fireEvent.click(await playButton());
    const menu = await openEditions();
    fireEvent.click(within(menu).getAllByRole('menuitemradio')[4] as HTMLElement);
    await waitFor(() => expect(audio().src).toContain('india-briefing.mp3'));
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent(audio(), new Event('canplay'));
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Pause briefing' })).toBeTruthy();
  });

  it('hands the briefing to share to the app', async () => {
    serve(testCatalogue());
    const { onShare } = renderPlayer();
    await playButton();
    fireEvent.click(screen.getByRole('button', { name: 'Share this briefing' }));
    expect(onShare).toHaveBeenCalledWith({
      podcastIdentifier: `global-${keyDaysAgo(0)}`,
      title: `Global Edition — ${keyDaysAgo(0)}`,
      description: `Global Edition of ${keyDaysAgo(0)}`,
    });
  });

  it('offers no Share when sharing is turned off', async () => {
    serve(testCatalogue());
    renderPlayer({ onShare: undefined });
    await playButton();
    expect(screen.queryByRole('button', { name: 'Share this briefing' })).toBeNull();
  });

  it('loads the briefing of a shared link in its region and plays it after 500 ms', async () => {
    serve(testCatalogue());
    renderPlayer({ location: { country: 'NL' }, autoplayIdentifier: `india-${keyDaysAgo(1)}` });
    expect(await screen.findByRole('heading', { name: `India Edition — ${keyDaysAgo(1)}` })).toBeTruthy();
    expect(play).not.toHaveBeenCalled();
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1), { timeout: 1500 });
    expect(screen.getByRole('button', { name: 'Pause briefing' })).toBeTruthy();
  });

  it('stays paused without a message when the browser blocks autoplay', async () => {
    serve(testCatalogue());
    play.mockImplementation(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')));
    renderPlayer({ autoplayIdentifier: `global-${keyDaysAgo(0)}` });
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1), { timeout: 1500 });
    expect(await playButton()).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells the app when no briefing has the shared identifier', async () => {
    serve(testCatalogue());
    const onUnknownIdentifier = vi.fn();
    renderPlayer({ autoplayIdentifier: 'no-such-briefing', onUnknownIdentifier });
    await waitFor(() => expect(onUnknownIdentifier).toHaveBeenCalledTimes(1));
  });

  it('offers its title and seek buttons to the system’s media controls', async () => {
    const handlers = new Map<string, MediaSessionActionHandler | null>();
    const session = {
      metadata: null as MediaMetadata | null,
      playbackState: 'none',
      setActionHandler: (action: string, handler: MediaSessionActionHandler | null) => handlers.set(action, handler),
    };
    Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true });
    vi.stubGlobal(
      'MediaMetadata',
      class {
        readonly init: MediaMetadataInit;
        constructor(init: MediaMetadataInit) {
          this.init = init;
        }
      },
    );
    serve(testCatalogue());
    renderPlayer();
    await playButton();
    expect((session.metadata as unknown as { init: MediaMetadataInit }).init).toMatchObject({
      title: `Global Edition — ${keyDaysAgo(0)}`,
    });
    act(() => handlers.get('seekto')?.({ action: 'seekto', seekTime: 65 }));
    expect(seekSlider().getAttribute('aria-valuetext')).toBe('1:05 of 3:20');
    act(() => handlers.get('seekbackward')?.({ action: 'seekbackward' }));
    expect(audio().currentTime).toBe(55);
    act(() => handlers.get('play')?.({ action: 'play' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(session.playbackState).toBe('playing');
    Reflect.deleteProperty(navigator, 'mediaSession');
  });

  it('speaks Dutch', async () => {
    await i18n.changeLanguage('nl');
    serve(testCatalogue());
    renderPlayer();
    expect(await screen.findByRole('button', { name: 'Briefing afspelen' })).toBeTruthy();
    expect(screen.getByText('Dagelijkse briefing')).toBeTruthy();
    expect(screen.getByText('Vandaag')).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Afspeelpositie' }).getAttribute('aria-valuetext')).toBe('0:00 van 3:20');
    const menu = await openEditions(/Kies een editie/);
    expect(within(menu).getAllByText('Gepubliceerd vandaag')).toHaveLength(3);
    expect(within(menu).getByText('Oudere edities tonen')).toBeTruthy();
  });
});
