import { countryCodeOf, countryNameOf } from '@tidings/core/geo/country-names';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import nl from '../../locales/nl.json' with { type: 'json' };

/** Every region code Intl names. */
const codes = Array.from({ length: 26 * 26 }, (_, i) => String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)));

describe('a country in a sentence ("Showing local stories from the United States")', () => {
  it('gives every country whose English name takes "the" its article, in English and in Dutch', () => {
    const takesThe = /\b(Islands|Republic|Territory|Territories|States|Kingdom|Emirates|Isle)\b/;
    const missing = codes.filter((code) => {
      const name = countryNameOf(code);
      // A code of its own ("UK" is GB's, "ZR" the Congo's): the banner looks a country up by its own.
      if (name === undefined || countryCodeOf(name) !== code) return false;
      return takesThe.test(name) && !(code in en.location.countryInSentence);
    });
    expect(missing).toEqual([]);
    expect(Object.keys(nl.location.countryInSentence)).toEqual(Object.keys(en.location.countryInSentence));
    for (const phrase of [
      ...Object.values(en.location.countryInSentence),
      ...Object.values(nl.location.countryInSentence),
    ]) {
      expect(phrase).toMatch(/^(?:(?:the|de|het) )?\{\{name\}\}$/);
    }
  });
});
