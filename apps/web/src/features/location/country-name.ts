import { countryDisplayName } from '@tidings/core/geo/country-names';

/** A country as the reader's language names it ("Verenigd Koninkrijk"); English keeps the product's own name. */
export function countryName(country: string, language: string): string {
  return language === 'en' ? country : countryDisplayName(country, language);
}
