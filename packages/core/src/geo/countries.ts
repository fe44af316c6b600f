/**
 * One alias table for country names (reading-experience §4: "aliases and country codes equal;
 * alias table covers countries and codes"). Used to compare a reader's country with a story's,
 * to pick a briefing region and to choose Dutch for the Dutch-speaking countries.
 */
import { normalizeSearchText } from '../news/text.ts';

/**
 * Canonical English name → aliases (ISO 3166 alpha-2 and alpha-3 codes, common English names,
 * Dutch names). Matching is on normalised text, so accents and case do not matter.
 */
export const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'United States': ['us', 'usa', 'u.s.', 'u.s.a.', 'america', 'united states of america', 'verenigde staten'],
  'United Kingdom': [
    'gb',
    'gbr',
    'uk',
    'u.k.',
    'great britain',
    'britain',
    'england',
    'scotland',
    'wales',
    'verenigd koninkrijk',
    // Dutch news writes the parts for the whole, as English writes "England".
    'groot-brittannie',
    'brittannie',
    'engeland',
    'schotland',
    'noord-ierland',
  ],
  Netherlands: ['nl', 'nld', 'holland', 'the netherlands', 'nederland', 'kingdom of the netherlands'],
  Belgium: ['be', 'bel', 'belgie', 'belgique'],
  Suriname: ['sr', 'sur', 'surinam'],
  Aruba: ['aw', 'abw'],
  Curaçao: ['cw', 'cuw'],
  'Sint Maarten': ['sx', 'sxm', 'st maarten', 'st. maarten', 'saint martin (dutch part)'],
  Bonaire: ['bq', 'bes', 'caribbean netherlands', 'bonaire, sint eustatius and saba'],
  'Sint Eustatius': ['statia', 'st eustatius', 'st. eustatius'],
  Saba: [],
  Germany: ['de', 'deu', 'duitsland', 'deutschland'],
  France: ['fr', 'fra', 'frankrijk'],
  Spain: ['es', 'esp', 'spanje', 'espana'],
  Portugal: ['pt', 'prt'],
  Italy: ['it', 'ita', 'italie', 'italia'],
  Ireland: ['ie', 'irl', 'ierland', 'republic of ireland'],
  Luxembourg: ['lu', 'lux', 'luxemburg'],
  Switzerland: ['ch', 'che', 'zwitserland', 'schweiz', 'suisse'],
  Austria: ['at', 'aut', 'oostenrijk', 'osterreich'],
  Denmark: ['dk', 'dnk', 'denemarken'],
  Norway: ['no', 'nor', 'noorwegen'],
  Sweden: ['se', 'swe', 'zweden'],
  Finland: ['fi', 'fin'],
  Iceland: ['is', 'isl', 'ijsland'],
  Poland: ['pl', 'pol', 'polen'],
  'Czech Republic': ['cz', 'cze', 'czechia', 'tsjechie'],
  Hungary: ['hu', 'hun', 'hongarije'],
  Romania: ['ro', 'rou', 'roemenie'],
  Greece: ['gr', 'grc', 'griekenland'],
  Turkey: ['tr', 'tur', 'turkiye', 'turkije'],
  Ukraine: ['ua', 'ukr', 'oekraine'],
  Russia: ['ru', 'rus', 'russian federation', 'rusland'],
  Canada: ['ca', 'can'],
  Mexico: ['mx', 'mex'],
  Brazil: ['br', 'bra', 'brasil', 'brazilie'],
  Argentina: ['ar', 'arg', 'argentinie'],
  Chile: ['cl', 'chl'],
  Colombia: ['co', 'col'],
  Peru: ['pe', 'per'],
  Venezuela: ['ve', 'ven'],
  India: ['in', 'ind', 'bharat'],
  Pakistan: ['pk', 'pak'],
  Bangladesh: ['bd', 'bgd'],
  China: ['cn', 'chn', "people's republic of china", 'prc'],
  Japan: ['jp', 'jpn'],
  'South Korea': ['kr', 'kor', 'korea', 'republic of korea', 'zuid-korea'],
  Taiwan: ['tw', 'twn'],
  Indonesia: ['id', 'idn', 'indonesie'],
  Philippines: ['ph', 'phl', 'filipijnen'],
  Vietnam: ['vn', 'vnm', 'viet nam'],
  Thailand: ['th', 'tha'],
  Singapore: ['sg', 'sgp'],
  Malaysia: ['my', 'mys', 'maleisie'],
  Australia: ['au', 'aus', 'australie'],
  'New Zealand': ['nz', 'nzl', 'nieuw-zeeland'],
  'South Africa': ['za', 'zaf', 'zuid-afrika'],
  Nigeria: ['ng', 'nga'],
  Kenya: ['ke', 'ken'],
  Egypt: ['eg', 'egy', 'egypte'],
  Morocco: ['ma', 'mar', 'marokko'],
  Israel: ['il', 'isr'],
  'Saudi Arabia': ['sa', 'sau', 'saoedi-arabie'],
  'United Arab Emirates': ['ae', 'are', 'uae', 'verenigde arabische emiraten'],
  Iran: ['ir', 'irn'],
  'Ivory Coast': ['ci', 'civ', "cote d'ivoire", 'cote d’ivoire', 'ivoorkust'],
  'Heard & McDonald Islands': [
    'hm',
    'hmd',
    'heard island',
    'heard and mcdonald islands',
    'heard island and mcdonald islands',
  ],
  'Turks & Caicos Islands': ['tc', 'tca', 'turks and caicos', 'turks and caicos islands', 'turks en caicoseilanden'],
  // Countries of two names ("Bosnia & Herzegovina", as the atlas writes them): news names the first
  // alone ("in Bosnia", "St Kitts") or the pair with "and". Not where the one name is another's too:
  // "Ben Nevis", "St Vincent's Hospital", Bolivia's and Cuba's Trinidad, Guatemala's Antigua, St
  // Vincent's Tobago Cays, Brazil's São Tomé das Letras.
  'Bosnia & Herzegovina': [
    'ba',
    'bih',
    'bosnia',
    'bosnia and herzegovina',
    'bosnia-herzegovina',
    'bosnie',
    'bosnie en herzegovina',
    'bosnie-herzegovina',
  ],
  'Trinidad & Tobago': ['tt', 'tto', 'trinidad and tobago', 'trinidad en tobago'],
  'Antigua & Barbuda': ['ag', 'atg', 'barbuda', 'antigua and barbuda', 'antigua en barbuda'],
  'St. Kitts & Nevis': ['kn', 'kna', 'st kitts', 'saint kitts', 'st kitts and nevis', 'saint kitts and nevis'],
  'São Tomé & Príncipe': ['st', 'stp', 'sao tome and principe', 'sao tome en principe'],
  'St. Vincent & Grenadines': ['vc', 'vct', 'st vincent and the grenadines', 'saint vincent and the grenadines'],
  'Democratic Republic of the Congo': [
    'cd',
    'cod',
    'congo - kinshasa',
    'congo-kinshasa',
    'dr congo',
    'drc',
    'democratic republic of congo',
  ],
};

function aliasKey(text: string): string {
  return normalizeSearchText(text).replace(/\s+/gu, ' ');
}

const CANONICAL_BY_ALIAS: ReadonlyMap<string, string> = buildAliasIndex();

function buildAliasIndex(): Map<string, string> {
  const index = new Map<string, string>();
  for (const [canonical, aliases] of Object.entries(COUNTRY_ALIASES)) {
    index.set(aliasKey(canonical), canonical);
    for (const alias of aliases) index.set(aliasKey(alias), canonical);
  }
  return index;
}

/**
 * The canonical English name of a country given by name, alias or ISO code ("usa" → "United States").
 * An unknown country comes back trimmed as given; empty input gives null.
 */
export function canonicalCountry(country: string | null | undefined): string | null {
  if (country == null) return null;
  const trimmed = country.trim();
  if (trimmed === '') return null;
  return CANONICAL_BY_ALIAS.get(aliasKey(trimmed)) ?? trimmed;
}

/** A comparable key for a country: its canonical name (or, when unknown, the text given) normalised; '' when empty. */
export function countryKey(country: string | null | undefined): string {
  const canonical = canonicalCountry(country);
  return canonical === null ? '' : aliasKey(canonical);
}

/** True when both name the same country ("NL" and "the Netherlands"); never true for two empty values. */
export function sameCountry(a: string | null | undefined, b: string | null | undefined): boolean {
  const key = countryKey(a);
  return key !== '' && key === countryKey(b);
}
