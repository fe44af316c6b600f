import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { currentAccessToken, setAccessToken } from '../../lib/session-token.ts';
import DeleteAccountDialog from './delete-account-dialog.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubApi(status: number) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    status === 200 ? json(200, { deleted: true }) : json(status, { error: { code: 'INTERNAL', message: 'boom' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <Toaster />
      <DeleteAccountDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

const confirmation = (name = 'Delete your account?') => screen.getByRole('dialog', { name });

describe('deleting the account', () => {
  beforeEach(() => {
    setAccessToken('access-1');
    localStorage.setItem('tidings-profile', JSON.stringify({ email: 'leaving@example.com', name: 'leaving' }));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    setAccessToken(undefined);
    localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('says what is deleted, at once, and Cancel deletes nothing', () => {
    const fetchMock = stubApi(200);
    const onOpenChange = renderDialog();
    const dialog = confirmation();
    expect(dialog.textContent).toContain('This deletes at once, and cannot be undone');
    for (const item of ['your account', 'your interests', 'your saved stories', 'your subscription'])
      expect(within(dialog).getByText(new RegExp(`^${item}`))).toBeTruthy();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.click(cancel);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(currentAccessToken()).toBe('access-1');
  });

  it('deletes the account when confirmed and signs out here', async () => {
    const fetchMock = stubApi(200);
    const onOpenChange = renderDialog();
    fireEvent.click(within(confirmation()).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Your account has been deleted.')).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/profile/delete_account');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer access-1');
    expect(currentAccessToken()).toBeUndefined();
    expect(localStorage.getItem('tidings-profile')).toBeNull();
  });

  it('says "Account deletion failed" when the server refuses, and keeps the reader signed in', async () => {
    stubApi(500);
    const onOpenChange = renderDialog();
    fireEvent.click(within(confirmation()).getByRole('button', { name: 'Delete account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Account deletion failed');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(currentAccessToken()).toBe('access-1');
    expect(localStorage.getItem('tidings-profile')).not.toBeNull();
  });

  it('asks in Dutch', async () => {
    await i18n.changeLanguage('nl');
    stubApi(200);
    renderDialog();
    const dialog = confirmation('Je account verwijderen?');
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Account verwijderen' })).toBeTruthy();
  });
});
