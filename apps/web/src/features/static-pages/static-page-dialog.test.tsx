import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render as renderElement, screen } from '@testing-library/react';
import { DEFAULT_FLAGS } from '@tidings/core/flags';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n.ts';
import StaticPageDialog from './static-page-dialog.tsx';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

/** Renders with the server's configuration as GET /api/config answered it. */
function render(element: ReactElement, briefings = true) {
  const client = new QueryClient();
  client.setQueryData(['config'], {
    flags: DEFAULT_FLAGS,
    demo: false,
    ipLookup: true,
    briefings,
    contact: { general: 'help@news.example', privacy: 'dpo@news.example' },
  });
  return renderElement(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

describe('the static page dialogs', () => {
  it('shows About Tidings with its sections', () => {
    render(<StaticPageDialog page="about" open onOpenChange={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'About Tidings' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Every source shown' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'English and Dutch' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'A daily audio briefing' })).toBeTruthy();
  });

  it('tells of no daily briefing when the edition carries none', () => {
    render(<StaticPageDialog page="about" open onOpenChange={vi.fn()} />, false);
    expect(screen.getByRole('heading', { name: 'Every source shown' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'A daily audio briefing' })).toBeNull();
  });

  it('has an accessibility statement: WCAG 2.2 AA, how it is tested, and where to report a barrier', () => {
    render(<StaticPageDialog page="about" open onOpenChange={vi.fn()} />);
    const statement = screen.getByRole('heading', { name: 'Accessibility' }).closest('section') as HTMLElement;
    expect(statement.textContent).toMatch(/WCAG\) 2\.2 at level AA/);
    expect(statement.textContent).toMatch(/axe-core checks every screen and every dialog/);
    expect(statement.textContent).toMatch(/in both themes and both languages/);
    expect(statement.textContent).toMatch(/with the keyboard alone/);
    // The address is the server's CONTACT_EMAIL from its configuration.
    const link = screen.getByRole('link', { name: 'help@news.example' });
    expect(statement.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe('mailto:help@news.example');
  });

  it('has the accessibility statement in Dutch', async () => {
    await i18n.changeLanguage('nl');
    render(<StaticPageDialog page="about" open onOpenChange={vi.fn()} />);
    const statement = screen.getByRole('heading', { name: 'Toegankelijkheid' }).closest('section') as HTMLElement;
    expect(statement.textContent).toMatch(/WCAG\) 2\.2 op niveau AA/);
    expect(statement.textContent).toMatch(/met alleen het toetsenbord/);
    expect(statement.textContent).toMatch(/Schrijf naar:/);
    expect(screen.getByRole('link', { name: 'help@news.example' })).toBeTruthy();
  });

  it('states a minimum age of 13 and parental permission under 18 in the terms', () => {
    render(<StaticPageDialog page="terms" open onOpenChange={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByText(/minimum age of 13/)).toBeTruthy();
    expect(screen.getByText(/parental permission under 18/)).toBeTruthy();
  });

  it('promises deletion within 30 days and answers within 48 hours and 5 business days', () => {
    render(<StaticPageDialog page="privacy" open onOpenChange={vi.fn()} privacyEmail="dpo@news.example" />);
    expect(screen.getByRole('dialog', { name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText(/within 30 days/)).toBeTruthy();
    expect(screen.getByText(/within 48 hours/)).toBeTruthy();
    expect(screen.getByText(/within 5 business days/)).toBeTruthy();
    // The address is the server's PRIVACY_EMAIL, not one written into the app.
    expect(screen.getByRole('link', { name: 'dpo@news.example' }).getAttribute('href')).toBe('mailto:dpo@news.example');
  });

  it('closes from its Close button', () => {
    const onOpenChange = vi.fn();
    render(<StaticPageDialog page="terms" open onOpenChange={onOpenChange} />);
    const buttons = screen.getAllByRole('button', { name: 'Close' });
    fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
