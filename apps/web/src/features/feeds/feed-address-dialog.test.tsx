import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { loadLanguage } from '../../lib/i18n.ts';
import { completeSignIn, endSessionHere } from '../auth/session.ts';
import FeedAddressDialog from './feed-address-dialog.tsx';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function stubFeedApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/api/profile')) return json({ username: 'reader', email: 'reader@example.com' });
      if (url.endsWith('/api/feeds/token') && init?.method === 'POST') {
        return json({
          token: 'abc',
          atomUrl: 'http://news.test/feeds/u/abc.atom',
          jsonUrl: 'http://news.test/feeds/u/abc.json',
        });
      }
      return json({ createdAt: null });
    }),
  );
}

async function makeAddress(button: string, atomLabel: string) {
  await act(() => completeSignIn('access-token'));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FeedAddressDialog onClose={() => {}} />
    </QueryClientProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return ((await screen.findByRole('textbox', { name: atomLabel })) as HTMLInputElement).value;
}

describe('the feed address dialog', () => {
  afterEach(async () => {
    cleanup();
    endSessionHere();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it("gives a Dutch reader the address of their feed in Dutch, an English reader the feed's own", async () => {
    stubFeedApi();
    expect(await makeAddress('Make my feed address', 'Atom address')).toBe('http://news.test/feeds/u/abc.atom');
    cleanup();
    endSessionHere();
    await loadLanguage('nl');
    await i18n.changeLanguage('nl');
    expect(await makeAddress('Maak mijn feedadres', 'Atom-adres')).toBe('http://news.test/feeds/u/abc.atom?lang=nl');
  });
});
