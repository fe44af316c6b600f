// Self-check for the SAMPLE assets in data/sample/ (cities.json, media.json, audio/, images/).
// No dependencies. Exit code 1 when anything is wrong.
// Usage: node data/sample/assets-src/check.mjs
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mp3Duration } from './mp3-duration.mjs';

const sampleDir = dirname(dirname(fileURLToPath(import.meta.url)));
const failures = [];
const expect = (ok, message) => {
  if (!ok) failures.push(message);
  return ok;
};
const readJson = (name) => JSON.parse(readFileSync(join(sampleDir, name), 'utf8'));

// ---- cities.json ----
const cities = readJson('cities.json');
expect(Array.isArray(cities), 'cities.json: not an array');
expect(cities.length >= 160 && cities.length <= 180, `cities.json: ${cities.length} cities, expected 160-180`);
const popular = cities.filter((c) => c.popular === true).length;
expect(popular === 46, `cities.json: ${popular} popular cities, expected exactly 46`);
const seen = new Set();
for (const c of cities) {
  const id = `${c.name}|${c.country}`;
  expect(typeof c.name === 'string' && c.name.trim() === c.name && c.name, `city with bad name: ${JSON.stringify(c)}`);
  expect(typeof c.country === 'string' && c.country.length > 1, `${id}: bad country`);
  expect(Number.isFinite(c.lat) && c.lat >= -90 && c.lat <= 90, `${id}: lat out of range`);
  expect(Number.isFinite(c.lon) && c.lon >= -180 && c.lon <= 180, `${id}: lon out of range`);
  expect(c.region === undefined || (typeof c.region === 'string' && c.region), `${id}: bad region`);
  expect(c.popular === undefined || c.popular === true, `${id}: popular must be true or absent`);
  const extra = Object.keys(c).filter((k) => !['name', 'country', 'lat', 'lon', 'region', 'popular'].includes(k));
  expect(extra.length === 0, `${id}: unexpected fields ${extra}`);
  expect(!seen.has(id), `${id}: duplicate name within country`);
  seen.add(id);
}
const sorted = [...cities].sort(
  (a, b) => a.name.localeCompare(b.name, 'en') || a.country.localeCompare(b.country, 'en'),
);
expect(
  sorted.every((c, i) => c === cities[i]),
  'cities.json: not sorted by name',
);
const required = (
  'Amsterdam,Rotterdam,Utrecht,The Hague,Eindhoven,Groningen,Brussels,Antwerp,Ghent,Lisbon,Porto,Coimbra,London,' +
  'Manchester,Edinburgh,Toronto,Vancouver,Montreal,São Paulo,Rio de Janeiro,New York,Los Angeles,San Francisco,' +
  'San Diego,Sacramento,San Jose,Austin,Chicago,Seattle,Miami,Kolkata,Mumbai,Delhi,Bengaluru,Chennai,Paramaribo,Willemstad'
).split(',');
const names = new Set(cities.map((c) => c.name));
for (const n of required) expect(names.has(n), `cities.json: missing required city ${n}`);
const kolkata = cities.find((c) => c.name === 'Kolkata');
expect(
  kolkata?.region === 'West Bengal' && kolkata.country === 'India',
  'cities.json: Kolkata must be in West Bengal, India',
);
const la = cities.find((c) => c.name === 'Los Angeles');
expect(
  la?.region === 'California' && la.country === 'United States',
  'cities.json: Los Angeles must be California, US',
);
console.log(
  `cities.json   ${cities.length} cities, ${popular} popular, ${new Set(cities.map((c) => c.country)).size} countries`,
);

// ---- media.json + audio/ ----
const media = readJson('media.json');
expect(
  typeof media.last_updated === 'string' && !Number.isNaN(Date.parse(media.last_updated)),
  'media.json: bad last_updated',
);
expect(media.regions && typeof media.regions === 'object', 'media.json: regions object missing');
const regions = Object.keys(media.regions ?? {});
expect(regions.length >= 6, `media.json: ${regions.length} regions, expected >= 6`);
const mustHave = ['global', 'india', 'usa', 'california', 'netherlands', 'portugal'];
for (const r of mustHave) expect(regions.includes(r), `media.json: missing region ${r}`);
expect(regions[0] === 'global', 'media.json: global should be the first region');
const days = Array.from({ length: 8 }, (_, i) => `2026-11-${13 + i}`);
const durations = new Map();
const identifiers = new Set();
let entries = 0;
for (const r of regions) {
  expect(!r.includes('-'), `media.json: region id ${r} must not contain a hyphen`);
  const podcasts = media.regions[r]?.podcasts ?? {};
  const keys = Object.keys(podcasts).sort();
  expect(
    JSON.stringify(keys) === JSON.stringify(days),
    `media.json: ${r} dates are ${keys}, expected ${days[0]}..${days[7]}`,
  );
  for (const [date, p] of Object.entries(podcasts)) {
    entries++;
    const at = `media.json: ${r}/${date}`;
    for (const f of ['title', 'description', 'file', 'file_path', 'podcast_type', 'podcast_type_description']) {
      expect(typeof p[f] === 'string' && p[f].length > 0, `${at}: ${f} missing`);
    }
    expect(p.podcast_date === date, `${at}: podcast_date ${p.podcast_date}`);
    expect(p.upload_date?.startsWith(`${date}T`) && !Number.isNaN(Date.parse(p.upload_date)), `${at}: bad upload_date`);
    expect(Number.isInteger(p.audio_duration_seconds), `${at}: audio_duration_seconds must be an integer`);
    expect(Array.isArray(p.podcast_states) && Array.isArray(p.podcast_countries), `${at}: states/countries arrays`);
    expect(p.file_path === `audio/${p.file}`, `${at}: file_path should be audio/${p.file}`);
    expect(typeof p.podcast_identifier === 'string' && !identifiers.has(p.podcast_identifier), `${at}: identifier`);
    identifiers.add(p.podcast_identifier);
    const abs = join(sampleDir, p.file_path ?? '');
    if (!expect(p.file_path && existsSync(abs), `${at}: ${p.file_path} does not exist`)) continue;
    if (!durations.has(abs)) durations.set(abs, mp3Duration(abs).seconds);
    const real = durations.get(abs);
    expect(
      Math.abs(real - p.audio_duration_seconds) <= 1,
      `${at}: duration ${p.audio_duration_seconds} s vs file ${real.toFixed(2)} s`,
    );
  }
}
const states = (r) => Object.values(media.regions[r]?.podcasts ?? {})[0]?.podcast_states ?? [];
const countries = (r) => Object.values(media.regions[r]?.podcasts ?? {})[0]?.podcast_countries ?? [];
expect(states('california').includes('California'), 'media.json: california must list the California state');
expect(countries('india').includes('India') && countries('india').includes('IN'), 'media.json: india countries');
expect(countries('netherlands').includes('Netherlands'), 'media.json: netherlands countries');
for (const [abs, s] of durations) expect(s >= 25 && s <= 50, `${abs}: ${s.toFixed(1)} s is outside 25-50 s`);
const audioBytes = readdirSync(join(sampleDir, 'audio')).reduce(
  (n, f) => n + statSync(join(sampleDir, 'audio', f)).size,
  0,
);
console.log(
  `media.json    ${regions.length} regions, ${entries} entries, ${durations.size} audio files ` +
    `(${[...durations.values()].map((s) => s.toFixed(1)).join(', ')} s; ${(audioBytes / 1024).toFixed(0)} KB)`,
);

// ---- images/ ----
const CATEGORIES = [
  'politics',
  'sports',
  'health',
  'technology',
  'business',
  'entertainment',
  'world',
  'science',
  'environment',
  'crime',
];
const imagesDir = join(sampleDir, 'images');
const wanted = [
  ...CATEGORIES.flatMap((c) => [1, 2, 3, 4].map((n) => `${c}-${n}.svg`)),
  'placeholder.svg',
  'default-slide.svg',
  'animated-banner.gif',
  'logo.svg',
  'favicon.svg',
];
for (const f of wanted) expect(existsSync(join(imagesDir, f)), `images/${f} missing`);
let svgCount = 0;
let largest = 0;
for (const f of readdirSync(imagesDir).filter((n) => n.endsWith('.svg'))) {
  const text = readFileSync(join(imagesDir, f), 'utf8');
  const size = Buffer.byteLength(text);
  svgCount++;
  largest = Math.max(largest, size);
  expect(
    text.startsWith('<svg') && text.trimEnd().endsWith('</svg>'),
    `images/${f}: must start with <svg and end with </svg>`,
  );
  expect(/viewBox="[\d.\s]+"/.test(text), `images/${f}: no viewBox`);
  expect(size <= 3072, `images/${f}: ${size} bytes > 3 KB`);
  expect(
    !/<(script|text|image|foreignObject|style)\b|@font|font-family|xlink:href|\shref=/i.test(text),
    `images/${f}: forbidden content`,
  );
  expect(
    !/https?:\/\//.test(text.replace('xmlns="http://www.w3.org/2000/svg"', '')),
    `images/${f}: external reference`,
  );
  if (CATEGORIES.some((c) => f.startsWith(`${c}-`)) || f === 'placeholder.svg' || f === 'default-slide.svg') {
    expect(text.includes('viewBox="0 0 1600 900"'), `images/${f}: viewBox must be 0 0 1600 900`);
  }
  // XML-ish well-formedness: every opened element is closed in order.
  const stack = [];
  for (const m of text.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (m[1]) expect(stack.pop() === m[2], `images/${f}: mismatched </${m[2]}>`);
    else if (!m[3]) stack.push(m[2]);
  }
  expect(stack.length === 0, `images/${f}: unclosed <${stack.join('>, <')}>`);
}
const gif = readFileSync(join(imagesDir, 'animated-banner.gif'));
expect(gif.toString('latin1', 0, 6) === 'GIF89a' && gif.at(-1) === 0x3b, 'animated-banner.gif: not a GIF89a file');
const frames = gif.toString('latin1').split('\x21\xf9\x04').length - 1;
expect(frames >= 2, `animated-banner.gif: ${frames} frame(s), expected an animation`);
const imageBytes = readdirSync(imagesDir).reduce((n, f) => n + statSync(join(imagesDir, f)).size, 0);
console.log(
  `images/       ${svgCount} SVG (largest ${largest} bytes), GIF ${gif.readUInt16LE(6)}x${gif.readUInt16LE(8)} ` +
    `${frames} frames; ${(imageBytes / 1024).toFixed(0)} KB`,
);

if (failures.length) {
  console.error(`\nFAIL (${failures.length}):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('OK: sample assets pass all checks');
