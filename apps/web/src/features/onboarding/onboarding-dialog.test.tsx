import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { closeMembershipDialog, currentMembershipDialog } from '../../lib/membership-dialogs.ts';
import { completeSignIn, endSessionHere } from '../auth/session.ts';
import { fakePreferencesApi } from '../personalization/fake-preferences-api.ts';
import OnboardingDialog from './onboarding-dialog.tsx';

async function startOnboarding({ premium = false } = {}) {
  await act(() => completeSignIn('access-token'));
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Toaster />
      <OnboardingDialog premium={premium} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

const topic = (name: string) => screen.getByRole('button', { name });
const pressed = (name: string) => topic(name).getAttribute('aria-pressed');

beforeEach(async () => {
  await i18n.changeLanguage('en');
  closeMembershipDialog();
});
afterEach(() => {
  endSessionHere();
  vi.unstubAllGlobals();
});

describe('onboarding', () => {
  it('saves the chosen topics and demographics in one write, then offers a free reader the welcome trial', async () => {
    let release = () => {};
    const api = fakePreferencesApi({ hold: new Promise<void>((resolve) => (release = resolve)) });
    const onDone = await startOnboarding();
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 2' })).toBeTruthy();
    expect(screen.getByText('0 selected')).toBeTruthy();
    fireEvent.click(topic('Science'));
    fireEvent.click(topic('Space'));
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect(pressed('Space')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('progressbar', { name: 'Step 2 of 2' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Age range' }), { target: { value: '25-34' } });
    expect((screen.getByRole('combobox', { name: 'Gender' }) as HTMLSelectElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    release();

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/preferences');
    expect(put?.body).toMatchObject({
      categories: ['Science', 'Space'],
      age: '25-34',
      gender: '',
      onboarding_completed: true,
    });
    expect(currentMembershipDialog()).toEqual({ kind: 'premium', variant: 'welcome' });
  });

  it('does not offer the trial to a premium reader, who may pick more than five topics', async () => {
    fakePreferencesApi({ premium: true });
    const onDone = await startOnboarding({ premium: true });
    for (const name of ['Science', 'Space', 'Health', 'Politics', 'Sports', 'Travel']) fireEvent.click(topic(name));
    expect(screen.getByText('6 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(currentMembershipDialog()).toEqual({ kind: 'none' });
  });

  it('holds a free reader to five topics and opens the upgrade prompt on a sixth; Clear All starts over', async () => {
    fakePreferencesApi();
    await startOnboarding();
    for (const name of ['Science', 'Space', 'Health', 'Politics', 'Sports']) fireEvent.click(topic(name));
    fireEvent.click(topic('Travel'));
    expect(pressed('Travel')).toBe('false');
    expect(screen.getByText('5 selected')).toBeTruthy();
    expect(currentMembershipDialog()).toMatchObject({ kind: 'premium', variant: 'default' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getByText('0 selected')).toBeTruthy();
    expect(pressed('Science')).toBe('false');
  });

  it('goes Back to the topics with the choice kept', async () => {
    fakePreferencesApi();
    await startOnboarding();
    fireEvent.click(topic('Science'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(pressed('Science')).toBe('true');
  });

  it('takes the keyboard to each new step, so Enter on Next does not go on to finish', async () => {
    fakePreferencesApi();
    const onDone = await startOnboarding();
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    fireEvent.click(next);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('About you'));
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Your interests'));
  });

  it.each([
    ['Skip', () => fireEvent.click(screen.getByRole('button', { name: 'Skip' }))],
    ['Escape', () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
  ])('%s finishes onboarding without saving any choice', async (_, leave) => {
    const api = fakePreferencesApi();
    const onDone = await startOnboarding();
    fireEvent.click(topic('Science'));
    leave();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'PATCH',
        url: '/api/preferences',
        body: { onboarding_completed: true },
      }),
    );
    expect(api.current().categories).toEqual([]);
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(currentMembershipDialog()).toEqual({ kind: 'none' });
  });

  it('speaks Dutch', async () => {
    await i18n.changeLanguage('nl');
    fakePreferencesApi();
    await startOnboarding();
    expect(screen.getByRole('dialog', { name: 'Welkom bij Tidings' })).toBeTruthy();
    fireEvent.click(topic('Ruimtevaart'));
    expect(screen.getByText('1 gekozen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(screen.getByRole('button', { name: 'Aan de slag' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Leeftijd' })).toBeTruthy();
  });
});
