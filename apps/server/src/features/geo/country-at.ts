/**
 * The country of any position on Earth, offline (issue 16 item 2): `@rapideditor/country-coder`
 * holds the world's borders (territorial waters included) in the server. Territories count as
 * their own country (Curaçao, Aruba, Sint Maarten), as the language rules of reading-experience §4 want.
 */
import { iso1A2Code } from '@rapideditor/country-coder';
import { canonicalCountry } from '@tidings/core/geo/countries';

const ENGLISH_REGION_NAMES = new Intl.DisplayNames('en', { type: 'region' });

/** The English name the product uses for an ISO 3166-1 alpha-2 code ('US' → 'United States'), or undefined. */
export function countryNameOf(code: string): string | undefined {
  let name: string | undefined;
  try {
    name = ENGLISH_REGION_NAMES.of(code.toUpperCase());
  } catch {
    return undefined;
  }
  if (!name || name.toUpperCase() === code.toUpperCase()) return undefined;
  // Intl's name, then our alias table's canonical one ('Caribbean Netherlands' → 'Bonaire', 'Czechia' → 'Czech Republic').
  return canonicalCountry(name) ?? name;
}

/** The ISO alpha-2 code of the country (or territory) at a position; undefined at sea, beyond territorial waters. */
export function countryCodeAt(latitude: number, longitude: number): string | undefined {
  return iso1A2Code([longitude, latitude], { level: 'territory' }) ?? undefined;
}

/** The English name of the country at a position; undefined at sea. */
export function countryAt(latitude: number, longitude: number): string | undefined {
  const code = countryCodeAt(latitude, longitude);
  return code ? countryNameOf(code) : undefined;
}
