import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import StaticPageDialog from './static-page-dialog.tsx';

afterEach(cleanup);

describe('the static page dialogs', () => {
  it('shows About Tidings with its sections', () => {
    render(<StaticPageDialog page="about" open onOpenChange={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'About Tidings' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Every source shown' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'English and Dutch' })).toBeTruthy();
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
