import { cleanup, render, screen } from '@testing-library/react';
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
    expect(screen.getByRole('button', { name: 'More: Crime' }).textContent).toBe('Crime');
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

  it('on a category the extra-large bar holds, names it on More below that size only', () => {
    render(
      <MemoryRouter initialEntries={['/business']}>
        <CategoryNav current="business" />
      </MemoryRouter>,
    );
    // Which of the two words shows is the screen width's (the end-to-end check sees it).
    expect(screen.getByRole('button', { name: 'More: Business' }).textContent).toBe('BusinessMore');
  });
});
