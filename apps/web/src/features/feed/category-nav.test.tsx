import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CategoryNav } from './category-nav.tsx';

describe('the category bar', () => {
  afterEach(cleanup);

  it('names a category More holds on its button, so the reader sees where they are', () => {
    render(
      <MemoryRouter initialEntries={['/crime']}>
        <CategoryNav current="crime" />
      </MemoryRouter>,
    );
    const more = screen.getByRole('button', { name: 'More: Crime' });
    // Its entry in the menu is the current page.
    fireEvent.click(more);
    const menu = document.getElementById(more.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(menu).getByRole('link', { name: 'Crime' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows More as More on a category the bar holds, and the bar shows that one as chosen', () => {
    render(
      <MemoryRouter initialEntries={['/world']}>
        <CategoryNav current="world" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'More' }).textContent).toBe('More');
    expect(screen.getByRole('link', { name: 'World' }).getAttribute('aria-current')).toBe('page');
  });
});
