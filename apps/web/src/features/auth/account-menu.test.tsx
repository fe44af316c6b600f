import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Profile } from '@tidings/core/schemas/account';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../lib/session-token.ts';
import { AccountMenu } from './account-menu.tsx';
import { completeSignIn, endSessionHere, restoreSession } from './session.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const profile = {
  username: 'reader',
  email: 'reader@example.com',
  preferences: { categories: ['science', 'health'], age: '25-34', gender: 'female' },
  demographics: { ageRange: '25-34', gender: 'female' },
} as unknown as Profile;

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/profile') return json(200, profile);
      if (url === '/api/auth/refresh_token') return json(200, { AccessToken: 'access-2', IdToken: 'id-2' });
      if (url === '/api/auth/sessions') return json(200, { sessions: [] });
      return json(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
    }),
  );
}

function renderMenu() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AccountMenu signInEnabled onSignIn={() => {}} />
    </QueryClientProvider>,
  );
}

const storedSnapshot = () => JSON.parse(localStorage.getItem('tidings-profile') ?? 'null') as unknown;

describe('the account menu and the stored profile snapshot', () => {
  afterEach(() => {
    act(() => endSessionHere());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('stores only the e-mail and name, while the menu still shows age and gender', async () => {
    stubApi();
    await completeSignIn('access-1');
    expect(storedSnapshot()).toEqual({ email: 'reader@example.com', name: 'reader' });
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Account menu of reader' }));
    expect(screen.getByText('25-34')).toBeTruthy();
    expect(screen.getByText('Female')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Signed-in devices' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeTruthy();
  });

  it('drops the age and gender an older snapshot kept, once the session is restored', async () => {
    stubApi();
    setAccessToken(undefined);
    localStorage.setItem(
      'tidings-profile',
      JSON.stringify({ email: 'reader@example.com', name: 'reader', age: '25-34', gender: 'female' }),
    );
    await restoreSession();
    expect(storedSnapshot()).toEqual({ email: 'reader@example.com', name: 'reader' });
  });

  it('opens the devices dialog and the deletion confirmation from the menu', async () => {
    stubApi();
    await completeSignIn('access-1');
    renderMenu();
    const menu = screen.getByRole('button', { name: 'Account menu of reader' });
    fireEvent.click(menu);
    fireEvent.click(screen.getByRole('button', { name: 'Signed-in devices' }));
    // The dialogs are loaded on first use; a busy machine may take a while to transform them.
    const lazily = { timeout: 5000 };
    expect(await screen.findByRole('dialog', { name: 'Signed-in devices' }, lazily)).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(menu);
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByRole('dialog', { name: 'Delete your account?' }, lazily)).toBeTruthy();
  });
});
