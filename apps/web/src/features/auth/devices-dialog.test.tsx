import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SignedInSession } from '@tidings/core/schemas/account';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { setAccessToken } from '../../lib/session-token.ts';
import { SESSIONS_QUERY_KEY } from './account-calls.ts';
import DevicesDialog from './devices-dialog.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const thisLaptop: SignedInSession = {
  id: 'laptop',
  browser: 'Chrome',
  os: 'Linux',
  signedInAt: '2026-11-20T09:00:00.000Z',
  lastActiveAt: '2026-11-24T08:00:00.000Z',
  current: true,
};
const phone: SignedInSession = {
  id: 'phone',
  browser: 'Safari',
  os: 'iOS',
  signedInAt: '2026-11-01T09:00:00.000Z',
  lastActiveAt: '2026-11-22T08:00:00.000Z',
  current: false,
};
const unknown: SignedInSession = { ...phone, id: 'old', browser: null, os: null };

interface Call {
  method: string;
  url: string;
  authorization: string | null;
}

/** A fake API holding `sessions`; `failLists` first lists answer 500. */
function stubApi(sessions: SignedInSession[], { failLists = 0 } = {}) {
  const calls: Call[] = [];
  let left = [...sessions];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, authorization: new Headers(init?.headers).get('authorization') });
      if (url === '/api/auth/sessions' && method === 'GET') {
        if (failLists-- > 0) return json(500, { error: { code: 'INTERNAL', message: 'boom' } });
        return json(200, { sessions: left });
      }
      if (url === '/api/auth/sessions' && method === 'DELETE') {
        const ended = left.length;
        left = [];
        return json(200, { ended });
      }
      const one = /^\/api\/auth\/sessions\/(.+)$/.exec(url);
      if (one && method === 'DELETE') {
        left = left.filter((session) => session.id !== one[1]);
        return json(200, { ended: 1 });
      }
      return json(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
    }),
  );
  return calls;
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderDialog(queries = client()) {
  const onOpenChange = vi.fn();
  const { unmount } = render(
    <QueryClientProvider client={queries}>
      <Toaster />
      <DevicesDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return Object.assign(onOpenChange, { unmount });
}

const rows = async (name = 'Signed-in devices') => {
  const list = await screen.findByRole('list', { name });
  return within(list).getAllByRole('listitem');
};

describe('the signed-in devices dialog', () => {
  beforeEach(() => setAccessToken('access-1'));
  afterEach(async () => {
    vi.unstubAllGlobals();
    setAccessToken(undefined);
    localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('lists every device by browser and system, with this device marked and no sign-out of its own', async () => {
    const calls = stubApi([thisLaptop, phone, unknown]);
    renderDialog();
    const [first, second, third] = await rows();
    expect(first?.textContent).toContain('Chrome on Linux');
    // Heard as two things, not "Chrome on LinuxThis device".
    expect(first?.textContent).toContain('Chrome on Linux, This device');
    expect(within(first as HTMLElement).getByText('This device')).toBeTruthy();
    expect(within(first as HTMLElement).queryByRole('button')).toBeNull();
    expect(second?.textContent).toContain('Safari on iOS');
    // A phone is drawn as a phone, a laptop as a laptop.
    expect(second?.querySelector('svg.lucide-smartphone')).not.toBeNull();
    expect(first?.querySelector('svg.lucide-laptop')).not.toBeNull();
    // With the time of day: two devices signed in on one day are told apart.
    expect(second?.textContent).toMatch(/Signed in November 1, 2026(,| at) \d{1,2}:\d{2}/);
    expect(second?.textContent).toMatch(/last active November 22, 2026(,| at) \d{1,2}:\d{2}/);
    expect(third?.textContent).toContain('Unknown device');
    expect(screen.getAllByText('This device')).toHaveLength(1);
    expect(calls[0]).toEqual({ method: 'GET', url: '/api/auth/sessions', authorization: 'Bearer access-1' });
  });

  it('signs out one other device and lists what is left', async () => {
    const calls = stubApi([thisLaptop, phone]);
    renderDialog();
    await rows();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await screen.findByText('That device is signed out.')).toBeTruthy();
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(calls).toContainEqual({
      method: 'DELETE',
      url: '/api/auth/sessions/phone',
      authorization: 'Bearer access-1',
    });
  });

  it('signs out everywhere, this device too, and forgets the reader here', async () => {
    const calls = stubApi([thisLaptop, phone]);
    localStorage.setItem('tidings-profile', JSON.stringify({ email: 'reader@example.com', name: 'reader' }));
    const onOpenChange = renderDialog();
    await rows();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('You are signed out on every device.')).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/auth/sessions', authorization: 'Bearer access-1' });
    expect(localStorage.getItem('tidings-profile')).toBeNull();
  });

  it('says when the devices could not be loaded, and tries again', async () => {
    stubApi([thisLaptop], { failLists: 1 });
    renderDialog();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your devices could not be loaded.');
    expect((screen.getByRole('button', { name: 'Sign out everywhere' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await rows()).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes on Escape', async () => {
    stubApi([thisLaptop]);
    const onOpenChange = renderDialog();
    await rows();
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Signed-in devices' }), { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps no list of devices once it is closed, for whoever signs in next', async () => {
    stubApi([thisLaptop, phone]);
    const queries = client();
    const dialog = renderDialog(queries);
    await rows();
    expect(queries.getQueryData(SESSIONS_QUERY_KEY)).toHaveLength(2);
    dialog.unmount();
    await waitFor(() => expect(queries.getQueryData(SESSIONS_QUERY_KEY)).toBeUndefined());
  });

  it('speaks Dutch', async () => {
    await i18n.changeLanguage('nl');
    stubApi([thisLaptop, unknown]);
    renderDialog();
    const [first, second] = await rows('Ingelogde apparaten');
    expect(screen.getByRole('dialog', { name: 'Ingelogde apparaten' })).toBeTruthy();
    expect(first?.textContent).toContain('Chrome op Linux');
    expect(first?.textContent).toContain('Dit apparaat');
    expect(second?.textContent).toContain('Onbekend apparaat');
    expect(screen.getByRole('button', { name: 'Overal uitloggen' })).toBeTruthy();
  });
});
