import { act, cleanup, render, screen } from '@testing-library/react';
import type { Article } from '@tidings/core/schemas/article';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { StoryCard } from './story-card.tsx';
import { StoryCoverage } from './story-link.tsx';

const article: Article = {
  id: 'canal-bridge-reopens',
  title: 'Canal bridge reopens in Amsterdam',
  excerpt: 'Cyclists return to the Prinsengracht crossing',
  description: '',
  content: '',
  category: 'politics',
  categories: ['politics'],
  location: 'Amsterdam, Netherlands',
  source: 'Lowlands Courant',
  sourceCount: 3,
  outletCount: 2,
  opinion: false,
  author: '',
  publishedAt: '2026-11-20T05:00:00.000Z',
  imageUrl: '/images/politics-1.svg',
  hasImage: true,
  imageSources: [],
  readTime: 4,
  tags: [],
  lang: 'en',
};

describe('a story card', () => {
  it('shows the title, the category, whose headline it is and how many more outlets report the story', () => {
    render(
      <MemoryRouter>
        <StoryCard article={article} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Canal bridge reopens in Amsterdam' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Canal bridge reopens in Amsterdam' }).getAttribute('href')).toBe(
      '/story/canal-bridge-reopens',
    );
    expect(screen.getByText('Politics')).toBeTruthy();
    expect(screen.getByText('Lowlands Courant and 1 more')).toBeTruthy();
  });

  it('marks a story in another language than the page so it is read out in its own', () => {
    render(
      <MemoryRouter>
        <StoryCard
          article={{ ...article, title: 'Brug over de gracht weer open', excerpt: 'Fietsers terug', lang: 'nl' }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Brug over de gracht weer open' }).getAttribute('lang')).toBe('nl');
    expect(screen.getByText('Fietsers terug').getAttribute('lang')).toBe('nl');
    // The interface's own words stay in the page's language.
    expect(screen.getByText('Lowlands Courant and 1 more').closest('[lang]')).toBeNull();
  });

  it("says a story is in another language than the page's, in the page's language", async () => {
    const card = (lang: string) => {
      cleanup();
      render(
        <MemoryRouter>
          <StoryCard article={{ ...article, lang }} />
        </MemoryRouter>,
      );
    };
    card('nl');
    expect(screen.getByText('In Dutch')).toBeTruthy();
    card('es');
    expect(screen.getByText('In Spanish')).toBeTruthy();
    card('en-GB');
    expect(screen.queryByText(/^In /)).toBeNull();
    // A language the page does not name, or none (an answer cached before stories said): nothing.
    card('mul');
    expect(screen.queryByText(/^In /)).toBeNull();
    card(undefined as unknown as string);
    expect(screen.queryByText(/^In /)).toBeNull();
    // Read apart from what stands before it: "Lowlands Courant and 1 more In Dutch", never "moreIn".
    card('nl');
    const line = screen.getByText('In Dutch').parentElement;
    const spoken = [...(line?.childNodes ?? [])]
      .filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'))
      .map((node) => node.textContent)
      .join('');
    expect(spoken).toMatch(/more.*\s+In Dutch$/);
    await i18n.changeLanguage('nl');
    try {
      card('en');
      expect(screen.getByText('In het Engels')).toBeTruthy();
      card('fr');
      expect(screen.getByText('In het Frans')).toBeTruthy();
      card('nl');
      expect(screen.queryByText(/^In het /)).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says how old the story is after its outlets, and nothing when it has no date', () => {
    const { container, unmount } = render(
      <MemoryRouter>
        <StoryCard article={{ ...article, publishedAt: new Date(Date.now() - 3 * 3_600_000).toISOString() }} />
      </MemoryRouter>,
    );
    expect(container.querySelector('article p:last-child')?.textContent).toBe(
      'Lowlands Courant and 1 more · 3 hours ago',
    );
    unmount();
    const undated = render(
      <MemoryRouter>
        <StoryCard article={{ ...article, publishedAt: '' }} />
      </MemoryRouter>,
    );
    expect(undated.container.querySelector('article p:last-child')?.textContent).toBe('Lowlands Courant and 1 more');
    undated.unmount();
    // Three reports of one outlet are that outlet alone, not "3 sources".
    const oneOutlet = render(
      <MemoryRouter>
        <StoryCard article={{ ...article, publishedAt: '', outletCount: 1 }} />
      </MemoryRouter>,
    );
    expect(oneOutlet.container.querySelector('article p:last-child')?.textContent).toBe('Lowlands Courant');
    oneOutlet.unmount();
    // The headline's outlet muted: no name, the outlets counted, and no dot before the age.
    const unnamed = render(
      <MemoryRouter>
        <StoryCard
          article={{ ...article, source: '', publishedAt: new Date(Date.now() - 3 * 3_600_000).toISOString() }}
        />
      </MemoryRouter>,
    );
    expect(unnamed.container.querySelector('article p:last-child')?.textContent).toBe('2 outlets · 3 hours ago');
    unnamed.unmount();
    const nothing = render(
      <MemoryRouter>
        <StoryCard
          article={{
            ...article,
            source: '',
            outletCount: 0,
            publishedAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
          }}
        />
      </MemoryRouter>,
    );
    expect(nothing.container.querySelector('article p:last-child')?.textContent).toBe('3 hours ago');
  });

  it('says in one line why a story is in a signed-in reader’s feed, from the ranking’s reasons', () => {
    render(
      <MemoryRouter>
        <StoryCard
          article={{ ...article, why: { interests: ['Space', 'Science'], distanceKm: 12, outlets: 3, ageHours: 5 } }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Why:').parentElement?.textContent).toBe(
      'Why: you follow Space, Science · 12 km from you · 3 outlets report it · 5 hours old',
    );
  });

  it('names the reader’s topics in Dutch for a Dutch reader', async () => {
    await i18n.changeLanguage('nl');
    try {
      render(
        <MemoryRouter>
          <StoryCard
            article={{ ...article, why: { interests: ['Space'], distanceKm: null, outlets: 2, ageHours: null } }}
          />
        </MemoryRouter>,
      );
      expect(screen.getByText('Waarom:').parentElement?.textContent).toContain('Ruimtevaart');
      // Outlets are media, as the story's details count them.
      expect(screen.getByText('Waarom:').parentElement?.textContent).toContain('2 media melden het');
      expect(screen.getByText('Lowlands Courant en 1 ander medium')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says a column is opinion beside its category', () => {
    render(
      <MemoryRouter>
        <StoryCard article={{ ...article, opinion: true }} />
      </MemoryRouter>,
    );
    // Seen as "Politics · Opinion", heard as "Politics, Opinion".
    expect(screen.getByText('Opinion', { exact: false }).textContent).toBe('Politics · , Opinion');
    cleanup();
    render(
      <MemoryRouter>
        <StoryCard article={article} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/Opinion/)).toBeNull();
  });

  it('gives no reason line to a visitor', () => {
    render(
      <MemoryRouter>
        <StoryCard article={article} />
      </MemoryRouter>,
    );
    expect(screen.queryByText('Why:')).toBeNull();
  });

  it('dims the light placeholder on a dark page, and leaves a photo as it is', () => {
    const { container, rerender } = render(
      <MemoryRouter>
        <StoryCard article={{ ...article, imageUrl: '/images/placeholder.svg', hasImage: false }} />
      </MemoryRouter>,
    );
    expect(container.querySelector('img')?.className).toContain('dark:brightness-');
    rerender(
      <MemoryRouter>
        <StoryCard article={article} />
      </MemoryRouter>,
    );
    expect(container.querySelector('img')?.className).not.toContain('brightness');
  });

  it("writes a story's date by the reader's clock once the server's page is taken over", async () => {
    const old = { ...article, publishedAt: '2021-10-16T23:02:00.000Z' };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<StoryCoverage article={old} />);
    const time = container.querySelector('time');
    const readers = time?.textContent;
    // As a server in another time zone wrote it (UTC's 16 October is Amsterdam's 17th).
    if (time) time.textContent = 'a date by the server';
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <StoryCoverage article={old} />));
    expect(container.querySelector('time')?.textContent).toBe(readers);
    act(() => root.unmount());
    container.remove();
  });

  it('leaves a date the server wrote as the reader’s clock does as it is, element and all', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<StoryCoverage article={article} />);
    const time = container.querySelector('time');
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <StoryCoverage article={article} />));
    expect(container.querySelector('time')).toBe(time);
    act(() => root.unmount());
    container.remove();
  });
});
