import { describe, expect, it } from 'vitest';
import { formatRelative, longDate, storyAge } from './format.ts';
import i18n from './i18n.ts';

const UNITS = ['minute', 'hour', 'day', 'week'] as const;

describe('relative times from the locale files', () => {
  it.each([
    ['en', 'en-US'],
    ['nl', 'nl-NL'],
  ])('say what Intl.RelativeTimeFormat says in %s, without building one', async (language, locale) => {
    const t = i18n.getFixedT(language);
    const intl = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    for (const unit of UNITS) {
      for (const value of [1, 2, 3, 5, 11, 21, 59]) {
        expect(formatRelative({ kind: 'ago', unit, value }, locale, t)).toBe(intl.format(-value, unit));
      }
    }
  });

  it('gives a story its age as a reader reads it', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    const t = i18n.getFixedT('en');
    expect(storyAge('2026-11-24T09:00:00Z', 'en-US', t, now)).toBe('3 hours ago');
    expect(storyAge('2026-11-24T11:59:30Z', 'en-US', t, now)).toBe('Just now');
    expect(storyAge('2026-11-23T11:00:00Z', 'nl-NL', i18n.getFixedT('nl'), now)).toBe('1 dag geleden');
  });

  it.each([
    ['en', 'en-US'],
    ['nl', 'nl-NL'],
  ])('give the long date as Intl says it in %s, for every month', (language, locale) => {
    const t = i18n.getFixedT(language);
    const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    for (let month = 0; month < 12; month++) {
      const ms = new Date(2026, month, month + 3, 12).getTime();
      expect(longDate(ms, t)).toBe(intl.format(ms));
    }
    expect(longDate(Number.NaN, t)).toBe('');
  });
});
