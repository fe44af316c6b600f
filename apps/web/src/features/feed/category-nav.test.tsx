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
    const more = screen.getByRole('button', { name: 'More: Crime' });
    expect(more.textContent).toBe('Crime');
    expect(more.className).toContain('bg-slate-900');
  });

  it('shows More as More on a category the bar holds, and the bar shows that one as chosen', () => {
    render(
      <MemoryRouter initialEntries={['/world']}>
        <CategoryNav current="world" />
      </MemoryRouter>,
    );
    const more = screen.getByRole('button', { name: 'More' });
    expect(more.className).not.toContain('bg-slate-900');
    expect(screen.getByRole('link', { name: 'World' }).className).toContain('bg-slate-900');
  });

  it('on a category the extra-large bar holds, names it on More below that size only', () => {
    render(
      <MemoryRouter initialEntries={['/business']}>
        <CategoryNav current="business" />
      </MemoryRouter>,
    );
    const more = screen.getByRole('button', { name: 'More: Business' });
    expect(more.querySelector('.xl\\:hidden')?.textContent).toBe('Business');
    expect(more.querySelector('.xl\\:inline')?.textContent).toBe('More');
    expect(more.className).toContain('max-xl:bg-slate-900');
  });
});
