import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Article, StoryDetail } from '@tidings/core/schemas/article';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import StoryDialog, { type StoryDialogProps } from './story-dialog.tsx';

const story: StoryDetail = {
  id: 'canal-bridge-reopens',
  category: 'politics',
  createdAt: '2026-11-20T05:00:00.000Z',
  location: 'Amsterdam, Netherlands',
  title: 'Canal bridge reopens in Amsterdam',
  summary: 'Cyclists return to the Prinsengracht crossing',
  description: 'The bridge was closed for two years.\n\nIt reopened on Friday.',
  imageUrl: '/images/politics-1.svg',
  tags: [],
  sources: [],
  lang: 'en',
  sourceLang: 'en',
  credits: { headline: null, summary: [] },
  opinion: false,
};

const related: Article = {
  id: 'ferry-strike-ends',
  title: 'Ferry strike ends in the harbour',
  excerpt: '',
  description: '',
  content: '',
  category: 'business',
  categories: ['business'],
  location: 'Amsterdam, Netherlands',
  source: 'Lowlands Courant',
  sourceCount: 2,
  outletCount: 1,
  opinion: false,
  author: '',
  publishedAt: '2026-11-20T05:00:00.000Z',
  imageUrl: '/images/business-1.svg',
  hasImage: true,
  imageSources: [],
  readTime: 3,
  tags: [],
  lang: 'en',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const notFound = () => json({ error: { code: 'STORY_NOT_FOUND', message: 'story not found' } }, 404);

/** A fake API: `storyAnswers` are given in turn to the story requests, the last one repeating. */
function stubApi(...storyAnswers: Array<() => Response | Promise<Response>>) {
  let storyCalls = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    if (path.includes('/images')) return json({ data: [] });
    if (path.includes('/related')) return json({ data: [related] });
    const answer = storyAnswers[Math.min(storyCalls, storyAnswers.length - 1)] as () => Response;
    storyCalls += 1;
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    storyRequests: () => fetchMock.mock.calls.filter(([input]) => /\/api\/stories\/[^/?]+\?/.test(String(input))),
  };
}

function renderDialog(props: Partial<StoryDialogProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const handlers = { onOpenChange: vi.fn(), onShare: vi.fn(), onOpenStory: vi.fn() };
  render(
    <QueryClientProvider client={client}>
      <StoryDialog storyId={story.id} open shareEnabled relatedEnabled={false} {...handlers} {...props} />
    </QueryClientProvider>,
  );
  return handlers;
}

describe('the story dialog', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says whose words the headline and the summary are, and nothing where the edition does not say', async () => {
    stubApi(() => json({ ...story, credits: { headline: 'CNN', summary: ['Daily Mail', 'BBC News'] } }));
    renderDialog();
    await screen.findByRole('dialog', { name: story.title });
    expect(screen.getByText('Headline: CNN').parentElement?.textContent).toBe(
      'Headline: CNN · , Summary: Daily Mail and BBC News',
    );
    cleanup();
    stubApi(() => json({ ...story, credits: { headline: 'BBC News', summary: ['BBC News'] } }));
    renderDialog();
    await screen.findByRole('dialog', { name: story.title });
    expect(screen.getByText('Headline and summary: BBC News')).toBeTruthy();
    cleanup();
    stubApi(() => json(story));
    renderDialog();
    await screen.findByRole('dialog', { name: story.title });
    expect(screen.queryByText(/^Headline/)).toBeNull();
    expect(screen.queryByText(/^Summary/)).toBeNull();
  });

  it('shows the loaded story titled by its headline, with an empty Sources list', async () => {
    stubApi(() => json(story));
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: story.title });
    expect(within(dialog).getAllByRole('heading', { level: 2, name: story.title }).length).toBeGreaterThan(0);
    expect(screen.getByText('Politics')).toBeTruthy();
    expect(screen.getByText(story.summary)).toBeTruthy();
    expect(screen.getByText('It reopened on Friday.')).toBeTruthy();
    expect(screen.getByRole('img', { name: story.title }).getAttribute('width')).toBe('1600');
    // The headline is one heading: the dialog is named by it, not by a second, hidden one.
    expect(screen.getAllByRole('heading', { name: story.title })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Sources 0' })).toBeTruthy();
    expect(screen.getByText('No sources found for this story.')).toBeTruthy();
    // The date of its first report is said to be that, on screen too: a card dates it by its latest.
    expect(screen.getByText('Created on').classList.contains('sr-only')).toBe(false);
  });

  it('marks a story no translation covers with its own language, so a screen reader reads Dutch as Dutch', async () => {
    stubApi(() =>
      json({
        ...story,
        title: 'Brug over de Prinsengracht weer open',
        summary: 'Fietsers kunnen weer over de brug',
        description: 'De brug was twee jaar dicht.',
        lang: 'nl',
      }),
    );
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Brug over de Prinsengracht weer open' });
    // The dialog's name and the story's heading alike.
    const heading = within(dialog).getByRole('heading', { level: 2, name: 'Brug over de Prinsengracht weer open' });
    expect(heading.getAttribute('lang')).toBe('nl');
    const name = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(name?.querySelector('[lang]')?.getAttribute('lang')).toBe('nl');
    expect(screen.getByText('Fietsers kunnen weer over de brug').getAttribute('lang')).toBe('nl');
    // A sighted reader is told so too, in the page's language.
    expect(screen.getByText('In Dutch')).toBeTruthy();
    expect(screen.getByText('De brug was twee jaar dicht.').closest('[lang]')?.getAttribute('lang')).toBe('nl');
  });

  it("marks the publishers' headlines and the tags with the language they wrote in, the story's text translated or not", async () => {
    stubApi(() =>
      json({
        ...story,
        tags: ['prinsengracht'],
        sources: [
          {
            name: 'NOS',
            url: 'https://nos.example/brug',
            headline: 'Brug over de Prinsengracht weer open',
            imageUrl: null,
            publishedAt: story.createdAt,
            readTime: 2,
          },
        ],
        sourceLang: 'nl',
      }),
    );
    renderDialog({ aboutEnabled: true });
    await screen.findByRole('dialog', { name: story.title });
    expect(screen.getByText(story.title, { selector: 'h2' }).getAttribute('lang')).toBe('en');
    expect(screen.getByText('Brug over de Prinsengracht weer open').getAttribute('lang')).toBe('nl');
    expect(screen.getByRole('list', { name: 'Topics' }).getAttribute('lang')).toBe('nl');
  });

  it('does not repeat the summary at the head of the description', async () => {
    /** The dialog of the story with these summary and description, loaded. */
    const showStory = async (fields: Pick<StoryDetail, 'summary' | 'description'>) => {
      cleanup();
      stubApi(() => json({ ...story, ...fields }));
      renderDialog();
      await screen.findByRole('dialog', { name: story.title });
    };
    await showStory({
      summary: 'Cyclists return to the Prinsengracht crossing.',
      description: 'Cyclists return to the Prinsengracht crossing. The bridge was closed for two years.',
    });
    expect(screen.getByText('Cyclists return to the Prinsengracht crossing.')).toBeTruthy();
    expect(screen.getByText('The bridge was closed for two years.')).toBeTruthy();
    // A description that is the summary and the cut start of a sentence shows no body at all.
    await showStory({ summary: 'Cyclists return.', description: 'Cyclists return. Clarke …' });
    expect(screen.getAllByText('Cyclists return.')).toHaveLength(1);
    expect(screen.queryByText(/Clarke/)).toBeNull();
    // A sub-headline cut inside a sentence ("...caught U.S.", "...on Nov.") leaves the description whole.
    const cut: Array<[string, string]> = [
      ['The drills caught U.S.', 'The drills caught U.S. Intelligence officials were surprised.'],
      ['The trial starts on Nov.', 'The trial starts on Nov. 19. It will last a month.'],
    ];
    for (const [summary, whole] of cut) {
      await showStory({ summary, description: whole });
      expect(screen.getByText(whole)).toBeTruthy();
    }
    // A sub-headline cut for length with an ellipsis gives way to its whole paragraph above the
    // picture: no sentence is split across it ("...suffered…", the picture, "…has been recognised.").
    await showStory({
      summary: 'The series told of the injustices they have suffered…',
      description: 'The series told of the injustices they have suffered has been recognised.\n\nIt won.',
    });
    const lead = screen.getByText('The series told of the injustices they have suffered has been recognised.');
    const picture = screen.getByRole('img', { name: story.title });
    expect(lead.compareDocumentPosition(picture) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText(/suffered…/)).toBeNull();
    expect(screen.queryByText(/^…/)).toBeNull();
    expect(screen.getByText('It won.')).toBeTruthy();
    // A feed's own ellipsis, summary and description alike, shows once.
    await showStory({ summary: 'The machine broke through after…', description: 'The machine broke through after…' });
    expect(screen.getAllByText('The machine broke through after…')).toHaveLength(1);
  });

  it('tells how many reports and outlets the story was grouped from', async () => {
    const report = (name: string, n: number) => ({
      name,
      url: `https://example.com/${n}`,
      headline: story.title,
      imageUrl: null,
      publishedAt: story.createdAt,
      readTime: 3,
    });
    const about = async (sources: ReturnType<typeof report>[]) => {
      cleanup();
      stubApi(() => json({ ...story, sources }));
      renderDialog({ aboutEnabled: true });
      return (await screen.findByRole('complementary', { name: 'About this story' })).textContent ?? '';
    };
    expect(await about([report('Harbour Gazette', 1)])).toMatch(/from one source so far/);
    // Nine reports of one newspaper are not nine outlets.
    const oneOutlet = await about([1, 2, 3].map((n) => report('Los Angeles Times', n)));
    expect(oneOutlet).toMatch(/from 3 reports, all by one outlet so far/);
    const three = await about([report('BBC News', 1), report('CNN', 2), report('BBC News', 3), report('RNZ', 4)]);
    expect(three).toMatch(/from 4 reports by 3 outlets/);
    // No source shown (a reader muted them all): no count of none beside 'No sources found'.
    expect(await about([])).not.toMatch(/Tidings/);
  });

  it('names the browser tab after the open story, and after the site again once it closes', async () => {
    stubApi(() => json(story));
    document.title = 'Tidings';
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const handlers = { onOpenChange: vi.fn(), onShare: vi.fn(), onOpenStory: vi.fn() };
    const dialog = (open: boolean) => (
      <QueryClientProvider client={client}>
        <StoryDialog storyId={story.id} open={open} shareEnabled relatedEnabled={false} {...handlers} />
      </QueryClientProvider>
    );
    const { rerender } = render(dialog(true));
    await screen.findByRole('dialog', { name: story.title });
    expect(document.title).toBe(`${story.title} · Tidings`);
    rerender(dialog(false));
    expect(document.title).toBe('Tidings');
  });

  it('says a story is from outlets the reader muted, and shows it on their word', async () => {
    const told = { ...story, sources: [], mutedSources: ['Lowlands Courant', 'Daily Ledger'] };
    const images = vi.fn();
    stubApi(() => json(told));
    const fetchStub = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      if (String(input).includes('/images')) images();
      return fetchStub(input);
    });
    document.title = 'Tidings';
    const { onOpenChange } = renderDialog();
    const notice = await screen.findByRole('dialog', { name: 'From sources you muted' });
    expect(notice.textContent).toContain('This story is told by sources you muted: Lowlands Courant and Daily Ledger.');
    expect(within(notice).queryByText(story.title)).toBeNull();
    expect(document.title).toBe('Tidings');
    expect(images).not.toHaveBeenCalled();

    fireEvent.click(within(notice).getByRole('button', { name: 'Show anyway' }));
    const dialog = await screen.findByRole('dialog', { name: story.title });
    const heading = within(dialog).getByRole('heading', { level: 2, name: story.title });
    expect(document.activeElement).toBe(heading);
    expect(document.title).toBe(`${story.title} · Tidings`);
    expect(onOpenChange).not.toHaveBeenCalled();

    cleanup();
    stubApi(() => json(told));
    const closed = renderDialog();
    const closing = await screen.findByRole('dialog', { name: 'From sources you muted' });
    fireEvent.click(within(closing).getByText('Close', { selector: 'button' }));
    expect(closed.onOpenChange).toHaveBeenCalledWith(false);
  });

  it('asks for the story in the interface language', async () => {
    const api = stubApi(() => json(story));
    renderDialog();
    await screen.findByRole('dialog', { name: story.title });
    expect(String(api.storyRequests()[0]?.[0])).toBe('/api/stories/canal-bridge-reopens?lang=en-US');
  });

  it('says Photos for a gallery, where a read time would be made up', async () => {
    const gallery = {
      name: 'Coast Times',
      url: 'https://example.org/photos/bridge',
      headline: 'Photos: The bridge reopens',
      imageUrl: null,
      publishedAt: null,
      readTime: 5,
      photos: true,
    };
    stubApi(() => json({ ...story, sources: [gallery] }));
    renderDialog();
    const link = await screen.findByRole('link', { name: /^Coast Times.*Photos: The bridge reopens/ });
    expect(within(link).getByText('Photos', { exact: true })).toBeTruthy();
    expect(link.textContent).not.toContain('min read');
  });

  it('marks a story told as opinion, and each opinion piece among its sources', async () => {
    const column = {
      name: 'Delta Daily',
      url: 'https://example.net/opinion/bridge',
      headline: 'The bridge was never the problem',
      imageUrl: null,
      publishedAt: null,
      readTime: 3,
      opinion: true,
    };
    const report = { ...column, name: 'Lowlands Courant', url: 'https://example.org/bridge', opinion: undefined };
    stubApi(() => json({ ...story, opinion: true, sources: [report, column] }));
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: story.title });
    expect(within(dialog).getAllByText('Opinion')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /^Delta Daily.*Opinion.*The bridge was never/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Lowlands Courant/ }).textContent).not.toContain('Opinion');
  });

  it('counts the sources and links each to its article in a new tab', async () => {
    stubApi(() =>
      json({
        ...story,
        sources: [
          {
            name: 'Lowlands Courant',
            url: 'https://example.org/bridge',
            headline: 'Bridge open again',
            imageUrl: null,
            publishedAt: '2026-11-20T05:00:00.000Z',
            readTime: 4,
          },
          {
            name: 'Delta Daily',
            url: 'https://example.net/bridge',
            headline: 'Cyclists cheer reopening',
            imageUrl: '/images/politics-2.svg',
            publishedAt: null,
            readTime: 2,
            video: true,
          },
          {
            name: 'Harbour Radio',
            url: 'https://example.net/bridge.mp3',
            headline: 'The bridge, in sound',
            imageUrl: null,
            publishedAt: null,
            readTime: 3,
            audio: true,
          },
        ],
      }),
    );
    renderDialog();
    expect(await screen.findByRole('heading', { name: 'Sources 3' })).toBeTruthy();
    const link = screen.getByRole('link', {
      name: /Lowlands Courant.*Bridge open again.*4 min read.*opens in a new tab/,
    });
    // The date and the read time are read apart ("2026, 4 min read", never "20264 min read").
    expect(screen.getByRole('link', { name: /Bridge open again.*\d{4},\s?4 min read/ })).toBe(link);
    expect(link.getAttribute('href')).toBe('https://example.org/bridge');
    expect(screen.getByRole('link', { name: /Delta Daily.*Cyclists cheer reopening.*Video/ })).toBeTruthy();
    expect(screen.queryByText('2 min read')).toBeNull();
    expect(screen.getByRole('link', { name: /Harbour Radio.*The bridge, in sound.*Audio/ })).toBeTruthy();
    expect(screen.queryByText('3 min read')).toBeNull();
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByText('No sources found for this story.')).toBeNull();
  });

  it('shares the story through onShare, and offers no share button when sharing is off', async () => {
    stubApi(() => json(story));
    const { onShare } = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Share this story' }));
    expect(onShare).toHaveBeenCalledWith(story.id);
    cleanup();
    renderDialog({ shareEnabled: false });
    await screen.findByRole('dialog', { name: story.title });
    expect(screen.queryByRole('button', { name: 'Share this story' })).toBeNull();
  });

  it('explains how the story was put together when the about-story flag is on', async () => {
    stubApi(() => json(story));
    renderDialog({ aboutEnabled: true });
    expect(await screen.findByRole('heading', { name: 'About this story' })).toBeTruthy();
  });

  it('leaves the about-story note out when the flag is off', async () => {
    stubApi(() => json(story));
    renderDialog();
    await screen.findByRole('dialog', { name: story.title });
    expect(screen.queryByRole('heading', { name: 'About this story' })).toBeNull();
  });

  it('opens the slideshow from the story image', async () => {
    stubApi(() => json(story));
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Open image slideshow' }));
    expect(await screen.findByText('Image 1 of 1')).toBeTruthy();
  });

  it('offers no slideshow for a story without an image of its own', async () => {
    stubApi(() => json({ ...story, imageUrl: '/images/placeholder.svg' }));
    renderDialog();
    await screen.findByRole('dialog', { name: story.title });
    expect(screen.queryByRole('button', { name: 'Open image slideshow' })).toBeNull();
    expect(document.querySelector('img[src="/images/placeholder.svg"]')?.getAttribute('alt')).toBe('');
  });

  it('lists related stories only when the flag is on, and opens one through onOpenStory', async () => {
    stubApi(() => json(story));
    const { onOpenStory } = renderDialog({ relatedEnabled: true });
    fireEvent.click(await screen.findByRole('button', { name: /Ferry strike ends in the harbour/ }));
    expect(onOpenStory).toHaveBeenCalledWith('ferry-strike-ends');
    cleanup();
    renderDialog();
    await screen.findByRole('dialog', { name: story.title });
    expect(screen.queryByRole('heading', { name: 'Related stories' })).toBeNull();
  });

  it('says the story was not found on a 404, and Try again fetches it again', async () => {
    const api = stubApi(notFound, () => json(story));
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Unable to load story' });
    expect(within(dialog).getByText('Story not found')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: story.title })).toBeTruthy();
    expect(api.storyRequests()).toHaveLength(2);
  });

  it('says retrying while Try again is busy', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi(notFound, () => new Promise<Response>((resolve) => (answer = resolve)));
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Retrying…' })).toBeTruthy();
    expect(screen.getByText('Story not found')).toBeTruthy();
    answer(notFound());
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says failed to load on another error answer', async () => {
    stubApi(() => json({ error: { code: 'INTERNAL', message: 'boom' } }, 500));
    renderDialog();
    expect(await screen.findByText('Failed to load')).toBeTruthy();
  });

  it('says network error when the request itself fails', async () => {
    stubApi(() => {
      throw new TypeError('Failed to fetch');
    });
    renderDialog();
    expect(await screen.findByText('Network error')).toBeTruthy();
  });

  it('closes through onOpenChange from the error view', async () => {
    stubApi(notFound);
    const { onOpenChange } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Unable to load story' });
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    fireEvent.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
