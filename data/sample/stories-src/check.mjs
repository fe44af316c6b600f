#!/usr/bin/env node
/**
 * Self-check for the sample edition: rebuilds it (proving the build is deterministic),
 * then asserts the content rules in README.md against the generated files and prints a summary.
 * Run: node data/sample/stories-src/check.mjs   (exit code 1 on the first failed rule)
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { MAJOR_OUTLETS, PUBLISHERS } from './publishers.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const NEWS = join(HERE, '..', 'news.json');
const NL = join(HERE, '..', 'translations', 'nl-NL.json');
const MAJOR_JSON = join(HERE, 'major-outlets.json');

const FETCH_DATE = '2026-11-20T06:00:00Z';
const FETCH_MS = Date.parse(FETCH_DATE);
const EARLIEST_MS = Date.parse('2026-11-10T06:00:00Z');
const LATEST_MS = Date.parse('2026-11-20T05:50:00Z');
const HOUR = 3_600_000;
const CATEGORIES = ['Politics', 'Sports', 'Health', 'Technology', 'Business', 'Entertainment', 'World', 'Science', 'Environment', 'Crime'];
const STATE_COUNTRIES = ['United States', 'India', 'Canada'];
const METRICS = ['global_relevance', 'local_relevance', 'cleanliness', 'political_neutrality', 'popularity_score'];
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Real news outlets that must never appear (word-boundary, case-insensitive). */
const REAL_OUTLETS = [
  'reuters', 'associated press', 'ap', 'afp', 'bbc', 'nos', 'cnn', 'guardian', 'times of india', 'público', 'publico',
  'nrc', 'volkskrant', 'telegraaf', 'parool', 'trouw', 'rtl', 'anp', 'vrt', 'de standaard', 'nieuwsblad', 'belga',
  'new york times', 'washington post', 'wall street journal', 'bloomberg', 'al jazeera', 'sky news', 'npr', 'abc news',
  'nbc', 'cbs', 'fox news', 'usa today', 'cbc', 'globe and mail', 'toronto star', 'hindustan times', 'the hindu',
  'indian express', 'press trust of india', 'pti', 'folha', 'globo', 'estadão', 'le monde', 'spiegel', 'el país',
  'financial times', 'economist', 'los angeles times', 'chicago tribune', 'san francisco chronicle', 'xinhua', 'dpa',
  'ansa', 'efe', 'lusa', 'nhk', 'asahi', 'irish times', 'rté', 'abc', 'sbs',
];

let failures = 0;
function check(condition, message) {
  if (!condition) {
    failures += 1;
    console.error(`FAIL: ${message}`);
  }
}

/* ---------- determinism: rebuild and compare bytes ---------- */
const digest = (path) => createHash('sha256').update(readFileSync(path)).digest('hex');
const before = [NEWS, NL, MAJOR_JSON].map(digest);
execFileSync(process.execPath, [join(HERE, 'build.mjs')], { stdio: 'ignore' });
execFileSync(process.execPath, [join(HERE, 'build.mjs')], { stdio: 'ignore' });
const after = [NEWS, NL, MAJOR_JSON].map(digest);
check(before.every((h, i) => h === after[i]), 'rebuilding changes the output (build is not deterministic or files were stale)');

const newsText = readFileSync(NEWS, 'utf8');
const news = JSON.parse(newsText);
const nl = JSON.parse(readFileSync(NL, 'utf8'));
check(newsText === `${JSON.stringify(news, null, 2)}\n`, 'news.json is not pretty-printed with 2 spaces');

/* ---------- file envelope ---------- */
check(news.fetch_date === FETCH_DATE, 'fetch_date');
check(
  JSON.stringify(news.supported_locales) ===
    JSON.stringify({
      'en-US': { name: 'en-US', display_name: 'English', countries: ['United States', 'United Kingdom', 'Canada', 'Australia', 'New Zealand'], translation_file: null },
      'nl-NL': {
        name: 'nl-NL',
        display_name: 'Nederlands',
        countries: ['Netherlands', 'Belgium', 'Suriname', 'Aruba', 'Curaçao', 'Sint Maarten', 'Bonaire', 'Sint Eustatius', 'Saba'],
        translation_file: 'translations/nl-NL.json',
      },
    }),
  'supported_locales',
);
const stories = news.stories;
check(Array.isArray(stories), 'stories is an array');

/* ---------- edge cases ---------- */
const edgeKind = (s) => {
  const kinds = [];
  if (!('primary_image_url' in s)) kinds.push('no-image');
  if (/\.gif$/i.test(s.primary_image_url ?? '')) kinds.push('gif');
  if (Number.isNaN(Date.parse(s.published_at))) kinds.push('bad-date');
  if (s.id.startsWith('fallback-')) kinds.push('fallback');
  if (/\berror\b/i.test(s.sub_headline)) kinds.push('error');
  return kinds;
};
const edges = stories.filter((s) => edgeKind(s).length > 0);
const regular = stories.filter((s) => edgeKind(s).length === 0);
const edgeCount = (kind) => edges.filter((s) => edgeKind(s).includes(kind)).length;
check(edgeCount('no-image') >= 4, 'at least 4 stories without primary_image_url');
check(edgeCount('gif') === 1 && stories.some((s) => s.primary_image_url === '/images/animated-banner.gif'), 'exactly one GIF story');
check(edgeCount('bad-date') === 1 && stories.some((s) => s.published_at === 'not-a-date'), 'exactly one not-a-date story');
check(edgeCount('fallback') === 1, 'exactly one fallback- story');
check(edgeCount('error') === 1 && stories.some((s) => s.sub_headline.includes('Feed error: content unavailable')), 'exactly one error sub_headline');
check(edges.every((s) => edgeKind(s).length === 1), 'each edge story exercises exactly one rule');
for (const s of edges.filter((e) => edgeKind(e).includes('no-image'))) {
  check(s.sources.every((src) => src.media.length === 0), `${s.id}: no-image story has source media`);
}
check(regular.length >= 160, `at least 160 regular stories (got ${regular.length})`);

/* ---------- per story ---------- */
const words = (text) => text.trim().split(/\s+/).length;
const sentences = (text) => (text.match(/[.!?](?=\s|$)/g) ?? []).length;
const oneDecimal = (n) => typeof n === 'number' && n >= 0 && n <= 10 && Math.abs(n * 10 - Math.round(n * 10)) < 1e-9;
const publisherByName = new Map(PUBLISHERS.map((p) => [p.name, p]));
const ids = new Set();

for (const s of stories) {
  const at = s.id;
  check(SLUG.test(s.id), `${at}: id is not a slug`);
  check(!ids.has(s.id), `${at}: duplicate id`);
  ids.add(s.id);
  for (const f of ['headline', 'sub_headline', 'description']) check(typeof s[f] === 'string' && s[f].length > 0, `${at}: ${f}`);
  const w = words(s.description);
  const n = sentences(s.description);
  check(w >= 40 && w <= 90, `${at}: description has ${w} words`);
  check(n >= 2 && n <= 4, `${at}: description has ${n} sentences`);
  check(Array.isArray(s.categories) && s.categories.length >= 1 && s.categories.every((c) => CATEGORIES.includes(c)), `${at}: categories`);
  check(new Set(s.categories).size === s.categories.length, `${at}: repeated category`);
  check(Array.isArray(s.tags) && s.tags.length >= 2 && s.tags.length <= 5 && s.tags.every((t) => t === t.toLowerCase() && t.trim() === t && t), `${at}: tags`);
  const loc = s.location;
  check(loc && loc.city && loc.country && ['local', 'national', 'international'].includes(loc.scope), `${at}: location`);
  check(loc.state === undefined || STATE_COUNTRIES.includes(loc.country), `${at}: state outside US/India/Canada`);
  const { latitude, longitude } = loc.coordinates ?? {};
  check(latitude >= -90 && latitude <= 90 && longitude >= -180 && longitude <= 180, `${at}: coordinates`);
  check(Array.isArray(s.relevant_countries) && s.relevant_countries.length > 0, `${at}: relevant_countries`);
  check(typeof s.published_at === 'string', `${at}: published_at`);
  for (const m of METRICS) check(oneDecimal(s.analytics?.[m]), `${at}: analytics.${m}`);
  check(Object.keys(s.analytics).length === METRICS.length, `${at}: analytics keys`);

  const category = s.categories[0].toLowerCase();
  const validDate = !edgeKind(s).includes('bad-date');
  const pubMs = Date.parse(s.published_at);
  if (validDate) {
    check(ISO.test(s.published_at), `${at}: published_at not ISO`);
    check(pubMs >= EARLIEST_MS && pubMs <= LATEST_MS, `${at}: published_at out of range`);
  }
  if (!edgeKind(s).some((k) => k === 'no-image' || k === 'gif')) {
    check(new RegExp(`^/images/${category}-[1-4]\\.svg$`).test(s.primary_image_url), `${at}: primary_image_url ${s.primary_image_url}`);
  }

  check(Array.isArray(s.sources) && s.sources.length >= 1 && s.sources.length <= 12, `${at}: 1-12 sources`);
  check(new Set(s.sources.map((src) => src.name)).size === s.sources.length, `${at}: a publisher appears twice`);
  const firstSourceMs = Math.min(...s.sources.map((src) => Date.parse(src.publishedAt)));
  for (const src of s.sources) {
    const pub = publisherByName.get(src.name);
    check(pub, `${at}: unknown publisher ${src.name}`);
    check(typeof src.original_headline === 'string' && src.original_headline.length > 0, `${at}: original_headline`);
    check(pub && src.url.startsWith(`https://${pub.domain}/`) && /\.example\//.test(src.url), `${at}: url ${src.url}`);
    check(ISO.test(src.publishedAt), `${at}: source publishedAt not ISO`);
    const srcMs = Date.parse(src.publishedAt);
    check(srcMs <= FETCH_MS, `${at}: source after fetch_date`);
    const base = validDate ? pubMs : firstSourceMs;
    check(srcMs >= base && srcMs - base <= 36 * HOUR, `${at}: source publishedAt outside the 36 h window`);
    check(Number.isInteger(src.word_count) && src.word_count >= 250 && src.word_count <= 2200, `${at}: word_count`);
    check(src.reading_time_minutes === Math.max(1, Math.round(src.word_count / 200)), `${at}: reading_time_minutes`);
    check(Array.isArray(src.media) && src.media.length <= 2, `${at}: media count`);
    for (const m of src.media) {
      check(m.type === 'image' && typeof m.is_primary === 'boolean' && typeof m.alt === 'string' && m.alt.length > 0, `${at}: media fields`);
      check(m.url === s.primary_image_url || new RegExp(`^/images/${category}-[1-4]\\.svg$`).test(m.url), `${at}: media url ${m.url}`);
    }
  }
}

/* ---------- order ---------- */
const sortMs = (s) => (Number.isNaN(Date.parse(s.published_at)) ? Number.NEGATIVE_INFINITY : Date.parse(s.published_at));
check(stories.every((s, i) => i === 0 || sortMs(stories[i - 1]) >= sortMs(s)), 'stories sorted by published_at descending');
check(stories.at(-1).published_at === 'not-a-date', 'bad-date story is last');

/* ---------- categories ---------- */
const firstCategoryCounts = Object.fromEntries(CATEGORIES.map((c) => [c, 0]));
for (const s of regular) firstCategoryCounts[s.categories[0]] += 1;
for (const c of CATEGORIES) check(firstCategoryCounts[c] >= 12, `${c}: only ${firstCategoryCounts[c]} stories`);

/* ---------- places ---------- */
const cityKey = (s) => `${s.location.city}|${s.location.country}`;
const cities = new Set(stories.map(cityKey));
const countries = new Set(stories.map((s) => s.location.country));
check(cities.size >= 45, `only ${cities.size} cities`);
check(countries.size >= 22, `only ${countries.size} countries`);
const REQUIRED = {
  Netherlands: ['Amsterdam', 'Rotterdam', 'Utrecht', 'The Hague', 'Eindhoven', 'Groningen'],
  Belgium: ['Brussels', 'Antwerp', 'Ghent'],
  'United States': ['San Francisco', 'Los Angeles', 'San Diego', 'Sacramento', 'San Jose', 'New York', 'Austin', 'Chicago', 'Seattle', 'Miami'],
  India: ['Kolkata', 'Mumbai', 'Delhi', 'Bengaluru', 'Chennai'],
  Portugal: ['Lisbon', 'Porto', 'Coimbra'],
  'United Kingdom': ['London', 'Manchester', 'Edinburgh'],
  Canada: ['Toronto', 'Vancouver', 'Montreal'],
  Brazil: ['São Paulo', 'Rio de Janeiro'],
};
for (const [country, list] of Object.entries(REQUIRED)) {
  for (const city of list) check(cities.has(`${city}|${country}`), `missing city ${city}, ${country}`);
}
for (const c of ['Germany', 'France', 'Spain', 'Italy', 'Japan', 'Kenya', 'Nigeria', 'Australia', 'Mexico', 'South Africa', 'Indonesia', 'Ireland']) {
  check(countries.has(c), `missing country ${c}`);
}
const stateOf = (city) => stories.find((s) => s.location.city === city)?.location.state;
check(stateOf('Kolkata') === 'West Bengal', 'Kolkata state');
check(stateOf('San Francisco') === 'California', 'San Francisco state');
check(stateOf('Austin') === 'Texas' && stateOf('Chicago') === 'Illinois' && stateOf('Seattle') === 'Washington' && stateOf('Miami') === 'Florida', 'US states');
check(stateOf('New York') === 'New York', 'New York state');

/* ---------- local and US coverage ---------- */
const isClearlyLocal = (s) => s.location.scope === 'local' && s.analytics.local_relevance >= 7 && s.analytics.local_relevance <= 9.5 && s.analytics.global_relevance <= 3;
for (const city of ['Amsterdam', 'Lisbon', 'Kolkata', 'San Francisco']) {
  const n = regular.filter((s) => s.location.city === city && isClearlyLocal(s)).length;
  check(n >= 3, `${city}: only ${n} clearly local stories`);
}
const dutchLocal = regular.filter((s) => s.location.country === 'Netherlands' && isClearlyLocal(s));
check(new Set(dutchLocal.map((s) => s.location.city)).size >= 4, 'clearly local stories in at least 4 Dutch cities');
const us = regular.filter((s) => s.location.country === 'United States');
check(us.filter((s) => s.categories[0] === 'Politics').length >= 4, 'US politics stories');
check(us.filter((s) => s.categories.includes('World')).length >= 2, 'US stories with category World');

/* ---------- analytics spread ---------- */
const spread = {};
for (const m of METRICS) {
  const values = stories.map((s) => s.analytics[m]);
  spread[m] = [Math.min(...values), Math.max(...values)];
  check(values.filter((v) => v <= 1).length >= 2, `${m}: needs values in 0-1`);
  check(values.filter((v) => v >= 9.5).length >= 1, `${m}: needs values in 9.5-10`);
}

/* ---------- dates ---------- */
const recent = regular.filter((s) => FETCH_MS - Date.parse(s.published_at) <= 24 * HOUR);
const trending = recent.filter((s) => s.sources.length >= 2 && s.analytics.popularity_score > 5);
check(recent.length >= 25, `only ${recent.length} stories in the last 24 h`);
check(trending.length >= 12, `only ${trending.length} trending candidates`);
const perDay = {};
for (const s of regular) {
  const day = s.published_at.slice(0, 10);
  perDay[day] = (perDay[day] ?? 0) + 1;
}
for (let d = 10; d <= 19; d += 1) check((perDay[`2026-11-${d}`] ?? 0) >= 3, `few stories on 2026-11-${d}`);

/* ---------- images ---------- */
for (const c of CATEGORIES) {
  const used = new Set(regular.filter((s) => s.categories[0] === c).map((s) => s.primary_image_url));
  check(used.size === 4, `${c}: uses ${used.size} of the 4 artworks`);
}

/* ---------- sources and publishers ---------- */
const histogram = {};
for (const s of stories) histogram[s.sources.length] = (histogram[s.sources.length] ?? 0) + 1;
const inRange = (lo, hi) => stories.filter((s) => s.sources.length >= lo && s.sources.length <= hi).length;
check(inRange(1, 1) >= 5, 'some stories with one source');
check(inRange(2, 5) >= stories.length * 0.6, 'most stories with 2-5 sources');
check(inRange(8, 12) >= 5, 'a few stories with 8-12 sources');
const usedPublishers = new Set(stories.flatMap((s) => s.sources.map((src) => src.name)));
check(usedPublishers.size >= 30, `only ${usedPublishers.size} publishers used`);
check(MAJOR_OUTLETS.length >= 8 && MAJOR_OUTLETS.length <= 12, 'MAJOR_OUTLETS has 8-12 names');
check(MAJOR_OUTLETS.every((name) => publisherByName.has(name) && usedPublishers.has(name)), 'every major outlet is a used publisher');
check(JSON.stringify(JSON.parse(readFileSync(MAJOR_JSON, 'utf8'))) === JSON.stringify(MAJOR_OUTLETS), 'major-outlets.json matches MAJOR_OUTLETS');
check(MAJOR_OUTLETS.some((n) => /wire|agency/i.test(n)) && MAJOR_OUTLETS.some((n) => /broadcast/i.test(n)), 'major outlets include wires and broadcasters');
const realOutlet = new RegExp(`(^|[^\\p{L}])(${REAL_OUTLETS.map((n) => n.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).join('|')})(?![\\p{L}])`, 'iu');
for (const p of PUBLISHERS) {
  check(!realOutlet.test(p.name), `publisher name looks real: ${p.name}`);
  check(p.domain.endsWith('.example'), `publisher domain not .example: ${p.domain}`);
}
for (const s of stories) {
  const text = [s.headline, s.sub_headline, s.description, ...s.sources.map((src) => src.original_headline)].join(' ');
  const hit = text.match(realOutlet);
  check(!hit, `${s.id}: mentions a real outlet (${hit?.[2]})`);
}

/* ---------- accents ---------- */
const hasAccent = (t) => t.normalize('NFD') !== t;
const accented = regular.filter((s) => hasAccent(s.headline) || s.tags.some(hasAccent));
check(accented.length >= 3, 'a few stories with accented words in headline or tags');

/* ---------- translations ---------- */
check(Array.isArray(nl.translations) && nl.translations.length === stories.length, 'one translation per story');
const nlById = new Map(nl.translations.map((t) => [t.story_id, t]));
for (const s of stories) {
  const t = nlById.get(s.id);
  check(t, `${s.id}: no Dutch translation`);
  if (!t) continue;
  for (const f of ['headline', 'sub_headline', 'description']) {
    check(typeof t[f] === 'string' && t[f].length > 0 && t[f] !== s[f], `${s.id}: Dutch ${f} missing or untranslated`);
  }
}

/* ---------- summary ---------- */
const countryCounts = {};
for (const s of stories) countryCounts[s.location.country] = (countryCounts[s.location.country] ?? 0) + 1;
console.log(`stories: ${stories.length} (${regular.length} regular + ${edges.length} edge: ${edges.map((s) => `${edgeKind(s)[0]}`).join(', ')})`);
console.log(`first categories: ${CATEGORIES.map((c) => `${c} ${firstCategoryCounts[c]}`).join(', ')}`);
console.log(`cities: ${cities.size}, countries: ${countries.size} (${Object.entries(countryCounts).sort((a, b) => b[1] - a[1]).map(([c, n]) => `${c} ${n}`).join(', ')})`);
console.log(`publishers used: ${usedPublishers.size} of ${PUBLISHERS.length}; major outlets: ${MAJOR_OUTLETS.length}`);
console.log(`sources per story: ${Object.entries(histogram).sort((a, b) => a[0] - b[0]).map(([k, v]) => `${k}:${v}`).join(' ')}`);
console.log(`last 24 h: ${recent.length} stories, ${trending.length} with >=2 sources and popularity > 5`);
console.log(`analytics min/max: ${METRICS.map((m) => `${m} ${spread[m][0]}-${spread[m][1]}`).join(', ')}`);
console.log(`accented stories: ${accented.length}; Dutch translations: ${nl.translations.length}; deterministic rebuild: ${before.every((h, i) => h === after[i]) ? 'yes' : 'NO'}`);
if (failures > 0) {
  console.error(`${failures} check(s) failed`);
  process.exit(1);
}
console.log('all checks passed');
