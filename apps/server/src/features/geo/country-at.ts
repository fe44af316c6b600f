/**
 * The country of any position on Earth, offline (issue 16 item 2): `@rapideditor/country-coder`
 * holds the world's borders (territorial waters included) in the server. Territories count as
 * their own country (Curaçao, Aruba, Sint Maarten), as the language rules of reading-experience §4 want.
 */
import { iso1A2Code } from '@rapideditor/country-coder';
import { countryNameOf } from '@tidings/core/geo/country-names';

/** The ISO alpha-2 code of the country (or territory) at a position; undefined at sea, beyond territorial waters. */
export function countryCodeAt(latitude: number, longitude: number): string | undefined {
  return iso1A2Code([longitude, latitude], { level: 'territory' }) ?? undefined;
}

/** The English name of the country at a position; undefined at sea. */
export function countryAt(latitude: number, longitude: number): string | undefined {
  const code = countryCodeAt(latitude, longitude);
  return code ? countryNameOf(code) : undefined;
}
