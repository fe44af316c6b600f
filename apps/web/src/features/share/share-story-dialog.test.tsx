import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { StoryDetail } from '@tidings/core/schemas/article';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_CONFIRMATION_MS } from './copy-link-field.tsx';
import ShareStoryDialog from './share-story-dialog.tsx';
import { saidInDialogAndToast, stubClipboard } from './test-support.ts';

const story: StoryDetail = {
  id: 'canal-bridge-reopens',
  category: 'politics',
  createdAt: '2026-11-20T05:00:00.000Z',
  location: 'Amsterdam, Netherlands',
  title: 'Canal bridge reopens in Amsterdam',
  summary: 'Cyclists return to the Prinsengracht crossing',
  description: '',
  imageUrl: '/images/politics-1.svg',
  tags: [],
  sources: [],
  lang: 'en',
  sourceLang: 'en',
  credits: { headline: null, summary: [] },
  opinion: false,
};
const sharedUrl = 'https://tidings.example/story/canal-bridge-reopens';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake API: the story answers with `storyStatus`, the share call with `shareStatus`. */
function stubApi({ storyStatus = 200, shareStatus = 200 } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path.startsWith('/api/stories/canal-bridge-reopens') && !init?.method)
      return storyStatus === 200
        ? json(200, story)
        : json(storyStatus, { error: { code: 'STORY_NOT_FOUND', message: 'story not found' } });
    if (path === '/api/share/story' && init?.method === 'POST')
      return shareStatus === 200
        ? json(200, { shareUrl: sharedUrl })
        : json(shareStatus, { error: { code: 'X', message: 'boom' } });
    return json(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDialog(onOpenChange = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Toaster />
      <ShareStoryDialog storyId="canal-bridge-reopens" open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

const linkField = () => screen.findByRole('textbox', { name: 'Link to share' });

let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  writeText = stubClipboard();
});

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'share');
});

describe('the story share dialog', () => {
  it('previews the story and shows the link the server created', async () => {
    const fetchMock = stubApi();
    renderDialog();
    await waitFor(async () => expect(((await linkField()) as HTMLInputElement).value).toBe(sharedUrl));
    expect(screen.getByText('Canal bridge reopens in Amsterdam')).toBeTruthy();
    expect(screen.getByText('Cyclists return to the Prinsengracht crossing')).toBeTruthy();
    expect(screen.getByText('Story ready to share')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/share/story', expect.objectContaining({ method: 'POST' }));
  });

  it('copies the link, shows a check mark with "Copied" and says "Link copied" for 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi();
    renderDialog();
    await waitFor(async () => expect(((await linkField()) as HTMLInputElement).value).toBe(sharedUrl));

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(sharedUrl);
    await saidInDialogAndToast('Link copied');

    act(() => {
      vi.advanceTimersByTime(COPY_CONFIRMATION_MS);
    });
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('says "Failed to copy" when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    stubApi();
    renderDialog();
    await waitFor(async () => expect(((await linkField()) as HTMLInputElement).value).toBe(sharedUrl));
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await saidInDialogAndToast('Failed to copy');
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
  });

  it('falls back to /story/{id} on this origin when the link cannot be created', async () => {
    stubApi({ shareStatus: 500 });
    renderDialog();
    const fallback = `${window.location.origin}/story/canal-bridge-reopens`;
    await waitFor(async () => expect(((await linkField()) as HTMLInputElement).value).toBe(fallback));
    await saidInDialogAndToast('Failed to create link');
  });

  it('says "Could not load story details" and creates no link when the story is missing', async () => {
    const fetchMock = stubApi({ storyStatus: 404 });
    renderDialog();
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load story details');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/share/story', expect.anything());
  });

  it('links every web service in a new tab and tells screen readers so; e-mail opens the mail app', async () => {
    stubApi();
    renderDialog();
    await linkField();
    for (const name of ['WhatsApp', 'Telegram', 'Twitter', 'Facebook', 'LinkedIn']) {
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const mail = screen.getByRole('link', { name: 'Email' });
    expect(mail.getAttribute('href')).toMatch(/^mailto:/);
    expect(mail.getAttribute('target')).toBeNull();
  });

  it('offers the system share sheet first, and stays quiet when the reader cancels it', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    stubApi();
    renderDialog();
    const copy = await screen.findByRole('button', { name: 'Copy link' });
    const native = screen.getByRole('button', { name: 'Share via…' });
    expect(native.compareDocumentPosition(copy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.click(native);

    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Canal bridge reopens in Amsterdam',
        text: 'Cyclists return to the Prinsengracht crossing',
        url: sharedUrl,
      }),
    );
    await Promise.resolve();
    expect(screen.queryByText('Failed to create shareable story')).toBeNull();
  });

  it('offers no system share button where the browser has none', async () => {
    stubApi();
    renderDialog();
    await screen.findByRole('button', { name: 'Copy link' });
    expect(screen.queryByRole('button', { name: 'Share via…' })).toBeNull();
  });

  it('closes from its Close button', async () => {
    stubApi();
    const onOpenChange = renderDialog();
    await linkField();
    const buttons = screen.getAllByRole('button', { name: 'Close' });
    fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
