import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { chooseLanguage, resetLanguageDetectionForTests } from './language.ts';
import { LanguageNotice } from './language-notice.tsx';

// The Dutch texts cannot be fetched (the connection is down).
vi.mock('../../locales/nl.json', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a chosen language whose texts cannot be fetched', () => {
  // The test set-up has the Dutch texts at hand: this page has not fetched them yet.
  const dutch = i18n.getResourceBundle('nl', 'translation');
  beforeEach(() => i18n.removeResourceBundle('nl', 'translation'));
  afterEach(async () => {
    if (dutch) i18n.addResourceBundle('nl', 'translation', dutch);
    localStorage.clear();
    resetLanguageDetectionForTests();
    await i18n.changeLanguage('en');
  });

  it('says the language could not be loaded, not that detection failed, and stays readable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<LanguageNotice />);
    act(() => chooseLanguage('nl'));
    await waitFor(() =>
      expect(screen.getByText('This language could not be loaded. Check your connection and try again.')).toBeTruthy(),
    );
    expect(screen.queryByText('Failed to detect language')).toBeNull();
    expect(i18n.language).toBe('en');
  });
});
