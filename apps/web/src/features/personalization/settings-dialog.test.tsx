import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { closeMembershipDialog, currentMembershipDialog } from '../../lib/membership-dialogs.ts';
import { completeSignIn, endSessionHere } from '../auth/session.ts';
import { fakePreferencesApi } from './fake-preferences-api.ts';
import SettingsDialog from './settings-dialog.tsx';

async function openSettings() {
  await act(() => completeSignIn('access-token'));
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Toaster />
      <SettingsDialog onClose={onClose} />
    </QueryClientProvider>,
  );
  await screen.findByRole('tablist');
  return onClose;
}

const topic = (name: string) => screen.getByRole('button', { name });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  closeMembershipDialog();
});
afterEach(() => {
  endSessionHere();
  vi.unstubAllGlobals();
});

describe('Personalization Settings', () => {
  it('opens on Interests with the stored topics chosen, and Save Changes keeps a new choice', async () => {
    const api = fakePreferencesApi({ stored: { categories: ['Science', 'Space'] } });
    const onClose = await openSettings();
    expect(screen.getByRole('tab', { name: 'Interests' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('2 selected')).toBeTruthy();
    expect(topic('Science').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(topic('Health'));
    expect(screen.getByText('3 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your interests are saved')).toBeTruthy();
    expect(api.calls).toContainEqual({
      method: 'PATCH',
      url: '/api/preferences/categories',
      body: { categories: ['Science', 'Space', 'Health'] },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('offers Premium instead of a sixth topic to a free reader, and Clear All empties the choice', async () => {
    fakePreferencesApi({ stored: { categories: ['Science', 'Space', 'Health', 'Politics', 'Sports'] } });
    await openSettings();
    await screen.findByText('5 selected');
    expect(topic('Travel').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(topic('Travel'));
    expect(topic('Travel').getAttribute('aria-pressed')).toBe('false');
    await waitFor(() =>
      expect(currentMembershipDialog()).toEqual({
        kind: 'premium',
        variant: 'default',
        reason: 'Interests limit reached. Upgrade to Premium for unlimited topics.',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getByText('0 selected')).toBeTruthy();
  });

  it('lets a premium reader choose more than five topics', async () => {
    fakePreferencesApi({ premium: true, stored: { categories: ['Science', 'Space', 'Health', 'Politics', 'Sports'] } });
    await openSettings();
    await screen.findByText('5 selected');
    await waitFor(() => expect(topic('Travel').getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(topic('Travel'));
    expect(screen.getByText('6 selected')).toBeTruthy();
  });

  it('mutes and unmutes at once with the spec toasts, warns at 2 of 3 words, and refuses a fourth', async () => {
    const api = fakePreferencesApi({ stored: { mutedWords: ['football'], mutedSources: ['Daily Ledger'] } });
    await openSettings();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Muted' }));
    const word = await screen.findByRole('textbox', { name: 'Word to mute' });
    fireEvent.change(word, { target: { value: '   ' } });
    fireEvent.click(within(word.closest('form') as HTMLElement).getByRole('button', { name: 'Add word' }));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(word, { target: { value: ' Election ' } });
    fireEvent.submit(word.closest('form') as HTMLElement);
    expect(await screen.findByText('Word added to muted list')).toBeTruthy();
    expect(api.calls).toContainEqual({
      method: 'POST',
      url: '/api/preferences/muted/words',
      body: { word: ' Election ' },
    });
    expect(await screen.findByText('election')).toBeTruthy();
    expect(screen.getByText('You have muted 2 of 3 words on the free plan.')).toBeTruthy();

    fireEvent.change(word, { target: { value: 'storm' } });
    fireEvent.submit(word.closest('form') as HTMLElement);
    await screen.findByText('storm');
    fireEvent.change(word, { target: { value: 'budget' } });
    fireEvent.submit(word.closest('form') as HTMLElement);
    await waitFor(() =>
      expect(currentMembershipDialog()).toEqual({
        kind: 'premium',
        variant: 'default',
        reason: 'Muted words limit reached. Upgrade to Premium for unlimited muting.',
      }),
    );
    expect(screen.queryByText('budget')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Unmute Daily Ledger' }));
    expect(await screen.findByText('Source removed from muted list')).toBeTruthy();
    expect(api.calls).toContainEqual({
      method: 'DELETE',
      url: '/api/preferences/muted/sources/Daily%20Ledger',
      body: undefined,
    });
    expect(await screen.findByText('No muted sources.')).toBeTruthy();
  });

  it('adds on Save Changes a word and a topic typed and not yet added, then closes', async () => {
    const api = fakePreferencesApi();
    const onClose = await openSettings();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Muted' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Word to mute' }), { target: { value: 'boris' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Topic to mute' }), { target: { value: 'China' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Source to mute' }), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls).toContainEqual({ method: 'POST', url: '/api/preferences/muted/words', body: { word: 'boris' } });
    expect(api.calls).toContainEqual({
      method: 'POST',
      url: '/api/preferences/muted/topics',
      body: { topic: 'China' },
    });
    expect(api.calls.filter((call) => call.url === '/api/preferences/muted/sources')).toHaveLength(0);
  });

  it('keeps the dialog open when Save Changes cannot add what was typed', async () => {
    const api = fakePreferencesApi({ stored: { mutedTopics: ['Sports', 'Crime'] } });
    const onClose = await openSettings();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Muted' }));
    const topicBox = await screen.findByRole('textbox', { name: 'Topic to mute' });
    fireEvent.change(topicBox, { target: { value: 'Weather' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(currentMembershipDialog()).toMatchObject({
        reason: 'Muted topics limit reached. Upgrade to Premium for unlimited muting.',
      }),
    );
    expect(api.calls).toContainEqual({
      method: 'POST',
      url: '/api/preferences/muted/topics',
      body: { topic: 'Weather' },
    });
    expect(onClose).not.toHaveBeenCalled();
    expect((topicBox as HTMLInputElement).value).toBe('Weather');
  });

  it('warns at 1 of 2 muted topics and sources, which share one limit', async () => {
    fakePreferencesApi({ stored: { mutedTopics: ['Sports'] } });
    await openSettings();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Muted' }));
    expect(await screen.findByText('You have muted 1 of 2 topics and sources on the free plan.')).toBeTruthy();
    const source = screen.getByRole('textbox', { name: 'Source to mute' });
    fireEvent.change(source, { target: { value: 'Daily Ledger' } });
    fireEvent.submit(source.closest('form') as HTMLElement);
    expect(await screen.findByText('Source added to muted list')).toBeTruthy();
    const topicBox = screen.getByRole('textbox', { name: 'Topic to mute' });
    fireEvent.change(topicBox, { target: { value: 'Crime' } });
    fireEvent.submit(topicBox.closest('form') as HTMLElement);
    await waitFor(() =>
      expect(currentMembershipDialog()).toMatchObject({
        reason: 'Muted topics limit reached. Upgrade to Premium for unlimited muting.',
      }),
    );
    // A source is refused by the same limit, with its message.
    const another = screen.getByRole('textbox', { name: 'Source to mute' });
    fireEvent.change(another, { target: { value: 'Evening Post' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add source' }));
    await waitFor(() =>
      expect(currentMembershipDialog()).toMatchObject({
        reason: 'Muted topics limit reached. Upgrade to Premium for unlimited muting.',
      }),
    );
  });

  it('switches e-mails at once, and keeps the daily digest for premium readers', async () => {
    const api = fakePreferencesApi();
    await openSettings();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Email' }));
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    const weekly = await screen.findByRole('switch', { name: 'Weekly digest' });
    expect(weekly.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(weekly);
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'PATCH',
        url: '/api/preferences/email',
        body: { emailSettings: { weeklyDigest: false } },
      }),
    );
    await waitFor(() => expect(weekly.getAttribute('aria-checked')).toBe('false'));

    // The Premium badge is heard after a pause, not run into the label ("digestPremium").
    // (jsdom's names drop the space a browser keeps after the comma.)
    const daily = screen.getByRole('switch', { name: /^Daily personalized digest, ?Premium$/ });
    expect(daily.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(daily);
    await waitFor(() =>
      expect(currentMembershipDialog()).toMatchObject({
        reason: 'The daily personalized digest comes with Tidings Premium.',
      }),
    );
    expect(api.calls.filter((call) => call.url === '/api/preferences/email')).toHaveLength(1);
  });

  it("shows a premium reader's daily digest on until they switch it off (§5: its default is the plan)", async () => {
    const api = fakePreferencesApi({ premium: true });
    await openSettings();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Email' }));
    const daily = await screen.findByRole('switch', { name: /Daily personalized digest/ });
    await waitFor(() => expect(daily.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(daily);
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'PATCH',
        url: '/api/preferences/email',
        body: { emailSettings: { dailyDigest: false } },
      }),
    );
    await waitFor(() => expect(daily.getAttribute('aria-checked')).toBe('false'));
  });

  it('shows free readers the AI teaser, and Cancel closes without saving', async () => {
    const api = fakePreferencesApi({ stored: { categories: ['Science'] } });
    const onClose = await openSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Health' }));
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'AI' }));
    expect(await screen.findByText('Reading insights with Premium')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('speaks Dutch', async () => {
    await i18n.changeLanguage('nl');
    fakePreferencesApi({ stored: { categories: ['Science'] } });
    await openSettings();
    expect(screen.getByRole('tab', { name: 'Interesses' })).toBeTruthy();
    expect(await screen.findByText('1 gekozen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wetenschap' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Wijzigingen opslaan' })).toBeTruthy();
  });

  it('shows a premium reader insights from their own reading, with where they come from', async () => {
    fakePreferencesApi({
      premium: true,
      insights: {
        enough: true,
        paused: false,
        basedOn: { windowDays: 28, stories: 9, briefings: 1, days: 3, since: '2026-11-20T08:00:00.000Z' },
        readingPatterns: {
          mostActiveTime: 'morning',
          averageArticlesPerDay: 2.3,
          preferredLength: 'medium',
          engagementScore: 67,
        },
        contentPreferences: {
          analysisDepth: 'deep',
          sourceVariety: { level: 'wide', outlets: 7 },
          updateFrequency: 'daily',
          topicEvolution: { trend: 'shifting', rising: ['Science'], fading: [] },
        },
      },
    });
    await openSettings();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'AI' }));
    expect(await screen.findByText('Morning')).toBeTruthy();
    expect(screen.getByText('67%')).toBeTruthy();
    expect(screen.getByText('2.3')).toBeTruthy();
    expect(screen.getByText('Wide (7 outlets)')).toBeTruthy();
    expect(screen.getByText('Rising: Science')).toBeTruthy();
    expect(
      screen.getByText('From 9 stories and 1 briefing you opened while signed in, on 3 days in the last 28 days.'),
    ).toBeTruthy();
  });

  /** Opens the AI tab of a premium reader who has opened `stories` stories on one day, of 5 on 2 days. */
  async function openNotEnough(stories: number) {
    fakePreferencesApi({
      premium: true,
      insights: {
        enough: false,
        paused: false,
        basedOn: { windowDays: 28, stories, briefings: 0, days: 1, since: null },
        minimum: { stories: 5, days: 2 },
        needed: { stories: Math.max(0, 5 - stories), days: 1 },
      },
    });
    await openSettings();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'AI' }));
    expect(await screen.findByText('Not enough reading yet')).toBeTruthy();
  }

  it('says honestly when there is not enough reading yet', async () => {
    await openNotEnough(2);
    expect(screen.getByText(/3 more stories and 1 more day to go/)).toBeTruthy();
  });

  it('names only what is still missing: no "0 more stories" after a first busy day', async () => {
    await openNotEnough(7);
    expect(screen.getByText(/different days: 1 more day to go\./)).toBeTruthy();
  });

  it('lets any reader pause recording what they read', async () => {
    const api = fakePreferencesApi();
    await openSettings();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'AI' }));
    const record = await screen.findByRole('switch', { name: 'Record what I read' });
    await waitFor(() => expect(record.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(record);
    await waitFor(() => expect(record.getAttribute('aria-checked')).toBe('false'));
    expect(api.calls).toContainEqual({ method: 'PUT', url: '/api/events/recording', body: { paused: true } });
  });
});
