/**
 * Countries' codes and names in a language, from `Intl.DisplayNames` (reading-experience §8: the
 * interface in English and Dutch). Apart from countries.ts so that the first page load, which only
 * compares countries, does not carry them (docs/decisions/0003).
 */
import { COUNTRY_ALIASES, canonicalCountry, countryKey } from './countries.ts';

/** The ISO 3166-1 alpha-2 code of a country given by name, alias or code ("Netherlands" → "NL"), or undefined. */
export function countryCodeOf(country: string | null | undefined): string | undefined {
  const canonical = canonicalCountry(country);
  if (canonical === null) return undefined;
  const code = COUNTRY_ALIASES[canonical]?.find((alias) => /^[a-z]{2}$/.test(alias));
  if (code) return code.toUpperCase();
  // A code the alias table does not list ("LB"), if Intl can name it.
  if (/^[A-Za-z]{2}$/u.test(canonical) && countryNameOf(canonical)) return canonical.toUpperCase();
  return codeOfEnglishName(canonical);
}

/** Intl's English name of every region code (as `countryNameOf` gives it) to the code; built on first use. */
let codesByEnglishName: Map<string, string> | undefined;

/** The code of a country the alias table does not list, by the English name Intl gives it ("Lebanon" → "LB"). */
function codeOfEnglishName(name: string): string | undefined {
  if (!codesByEnglishName) {
    codesByEnglishName = new Map();
    for (let first = 65; first <= 90; first += 1) {
      for (let second = 65; second <= 90; second += 1) {
        const code = String.fromCharCode(first, second);
        // A retired code ("BU", "YD") is its successor's ("MM", "YE").
        if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
        const english = countryNameOf(code);
        if (english) codesByEnglishName.set(countryKey(english), code);
      }
    }
  }
  return codesByEnglishName.get(countryKey(name));
}

/**
 * A region's name as a place is written: Intl's short name where its long one is an official
 * qualification ("Hong Kong SAR China" → "Hong Kong"), without a name in brackets after it
 * ("Myanmar (Burma)" → "Myanmar").
 */
function plainRegionName(names: { long: Intl.DisplayNames; short: Intl.DisplayNames }, code: string) {
  const long = names.long.of(code);
  const name = long?.includes(' SAR ') ? names.short.of(code) : long;
  return name?.replace(/\s*\([^)]*\)$/u, '');
}

const regionNames = new Map<string, { long: Intl.DisplayNames; short: Intl.DisplayNames } | null>();

/**
 * A country's name in a language ("Netherlands" in nl → "Nederland"), from `Intl.DisplayNames`; the
 * name as given when the country has no known code or the runtime cannot name it.
 */
export function countryDisplayName(country: string, language: string): string {
  const code = countryCodeOf(country);
  if (!code) return country;
  if (!regionNames.has(language)) {
    let names: { long: Intl.DisplayNames; short: Intl.DisplayNames } | null = null;
    try {
      names = {
        long: new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }),
        short: new Intl.DisplayNames([language], { type: 'region', style: 'short', fallback: 'none' }),
      };
    } catch {
      names = null;
    }
    regionNames.set(language, names);
  }
  const names = regionNames.get(language);
  return (names && plainRegionName(names, code)) || country;
}

const ENGLISH_REGION_NAMES = {
  long: new Intl.DisplayNames('en', { type: 'region' }),
  short: new Intl.DisplayNames('en', { type: 'region', style: 'short' }),
};

/** The English name the product uses for an ISO 3166-1 alpha-2 code ('US' → 'United States'), or undefined. */
export function countryNameOf(code: string): string | undefined {
  let name: string | undefined;
  try {
    name = plainRegionName(ENGLISH_REGION_NAMES, code.toUpperCase());
  } catch {
    return undefined;
  }
  if (!name || name.toUpperCase() === code.toUpperCase()) return undefined;
  // Intl's name, then our alias table's canonical one ('Caribbean Netherlands' → 'Bonaire', 'Czechia' → 'Czech Republic').
  return canonicalCountry(name) ?? name;
}
