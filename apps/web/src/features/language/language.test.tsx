import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n.ts';
import {
  chooseLanguage,
  clearLanguageChoice,
  holdLanguageUntil,
  initialLanguage,
  resetLanguageDetectionForTests,
  savedLanguage,
  startLanguageDetection,
} from './language.ts';
import { LanguageNotice } from './language-notice.tsx';
import { LanguageSwitch } from './language-switch.tsx';

const at = (country: string, extra: Record<string, unknown> = {}) => ({
  city: 'Somewhere',
  country,
  latitude: 0,
  longitude: 0,
  fallback: false,
  ...extra,
});

function announce(detail: ReturnType<typeof at>) {
  act(() => {
    window.dispatchEvent(new CustomEvent('locationChanged', { detail }));
  });
}

describe('the interface language', () => {
  let stop: () => void = () => undefined;
  const events: string[] = [];
  const onLanguageChanged = (event: Event) => events.push((event as CustomEvent<{ language: string }>).detail.language);

  beforeAll(() => {});
  beforeEach(async () => {
    localStorage.clear();
    resetLanguageDetectionForTests();
    await i18n.changeLanguage('en');
    events.length = 0;
    window.addEventListener('languageChanged', onLanguageChanged);
    stop = startLanguageDetection();
  });
  afterEach(() => {
    stop();
    window.removeEventListener('languageChanged', onLanguageChanged);
  });

  it("follows the reader's country when no language is saved, and announces the change", () => {
    announce(at('Netherlands'));
    expect(i18n.language).toBe('nl');
    expect(document.documentElement.lang).toBe('nl');
    expect(events).toEqual(['nl']);
    announce(at('Canada'));
    expect(i18n.language).toBe('en');
  });

  it("waits with the reader's country's language until React has taken over the server's page", async () => {
    let hydrated: () => void = () => undefined;
    holdLanguageUntil(
      new Promise<void>((resolve) => {
        hydrated = resolve;
      }),
    );
    announce(at('Netherlands'));
    expect(i18n.language).toBe('en');
    await act(async () => hydrated());
    expect(i18n.language).toBe('nl');
    expect(events).toEqual(['nl']);
  });

  it('speaks Dutch for Belgium given as a code, and English for a fallback city', () => {
    announce(at('BE'));
    expect(i18n.language).toBe('nl');
    announce(at('Portugal', { fallback: true, error: 'FAILED_TO_GET_USER_LOCATION' }));
    expect(i18n.language).toBe('en');
  });

  it('lets a saved choice win: detection stops', () => {
    chooseLanguage('en');
    announce(at('Netherlands'));
    expect(i18n.language).toBe('en');
    expect(savedLanguage()).toBe('en');
  });

  it("'Use automatic language' forgets the choice and detects again", () => {
    announce(at('Suriname'));
    chooseLanguage('en');
    expect(i18n.language).toBe('en');
    clearLanguageChoice();
    expect(savedLanguage()).toBeUndefined();
    expect(i18n.language).toBe('nl');
  });

  it('starts in the saved language, else in the language of a country known at start-up', () => {
    expect(initialLanguage()).toBeUndefined();
    expect(initialLanguage('Aruba')).toBe('nl');
    localStorage.setItem('language', '"en"');
    expect(initialLanguage('Aruba')).toBe('en');
  });

  it('shows "Failed to detect language" when detection broke, until dismissed', () => {
    render(<LanguageNotice />);
    expect(screen.queryByText('Failed to detect language')).toBeNull();
    announce(at('United States', { fallback: true, error: 'FAILED_TO_DETECT_LOCATION' }));
    expect(screen.getByText('Failed to detect language')).toBeTruthy();
    expect(i18n.language).toBe('en');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Failed to detect language')).toBeNull();
  });

  it('offers automatic, English and Nederlands in the header switch', () => {
    announce(at('Netherlands'));
    render(<LanguageSwitch />);
    fireEvent.click(screen.getByRole('button', { name: 'Taal: NL' }));
    const automatic = screen.getByRole('button', { name: /Automatische taal gebruiken/ });
    expect(automatic.getAttribute('aria-pressed')).toBe('true');
    expect(automatic.textContent).toContain('Volgt je locatie: Nederlands');
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(savedLanguage()).toBe('en');
    expect(i18n.language).toBe('en');
    fireEvent.click(screen.getByRole('button', { name: 'Language: EN' }));
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /Use automatic language/ }));
    expect(savedLanguage()).toBeUndefined();
    expect(i18n.language).toBe('nl');
  });
});
