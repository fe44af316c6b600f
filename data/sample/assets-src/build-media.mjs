// Writes data/sample/media.json (the SAMPLE daily-briefing catalogue) from the
// region table below and the real durations of the files in data/sample/audio/.
// No dependencies, deterministic: the same audio files always give the same JSON.
//
// Usage: node data/sample/assets-src/build-media.mjs
// (build-audio.sh runs this after regenerating the audio.)
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mp3Duration } from './mp3-duration.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const sampleDir = dirname(here);

export const LAST_UPDATED = '2026-11-20T06:00:00Z';
export const FIRST_DAY = '2026-11-13';
export const DAYS = 8; // 2026-11-13 .. 2026-11-20

// Order matters for region selection (first match wins): national editions come
// before the state editions that share their country.
export const REGIONS = [
  {
    id: 'global',
    type: 'Global Edition',
    typeDescription: 'International affairs, technology, and world events',
    summary: 'a coastal summit, longer-lasting solar cells and a newly catalogued comet',
    states: [],
    countries: [],
  },
  {
    id: 'india',
    type: 'India Edition',
    typeDescription: 'Indian politics, economy, and cultural news',
    summary: 'a spice growers co-operative, a classical music festival and new cycle lanes',
    states: [],
    countries: ['India', 'IN'],
  },
  {
    id: 'usa',
    type: 'USA Edition',
    typeDescription: 'National politics, business, and society across the United States',
    summary: 'a railway station turned library, electric bakery vans and a rowing record',
    states: [],
    countries: ['United States', 'US', 'USA', 'United States of America'],
  },
  {
    id: 'california',
    type: 'California Edition',
    typeDescription: 'California politics, technology, environment, and local news',
    summary: 'a sea otter count, a seed-packet weather station and early almond blossom',
    states: ['California'],
    countries: ['United States', 'US'],
  },
  {
    id: 'netherlands',
    type: 'Netherlands Edition',
    typeDescription: 'News from the Netherlands and Belgium, read in Dutch',
    summary: 'a new cycle bridge, floating solar panels and the first skating on natural ice (in Dutch)',
    states: [],
    countries: ['Netherlands', 'NL', 'Belgium', 'BE'],
  },
  {
    id: 'portugal',
    type: 'Portugal Edition',
    typeDescription: 'Portuguese politics, economy, and culture',
    summary: 'repainted trams, a beach clean-up before the storms and a custard tart school',
    states: [],
    countries: ['Portugal', 'PT'],
  },
  {
    id: 'unitedkingdom',
    type: 'United Kingdom Edition',
    typeDescription: 'UK politics, economy, health, and the arts',
    summary: 'a restored canal lock, evening clinic appointments and a village choir album',
    states: [],
    countries: ['United Kingdom', 'GB', 'UK'],
  },
  {
    id: 'bengal',
    type: 'West Bengal Edition',
    typeDescription: 'Kolkata and West Bengal: politics, culture, and community news',
    summary: 'a reading tent at the book fair, misty tea gardens and free football training',
    states: ['West Bengal'],
    countries: ['India', 'IN'],
  },
];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function dayKeys() {
  const start = Date.parse(`${FIRST_DAY}T00:00:00Z`);
  return Array.from({ length: DAYS }, (_, i) => new Date(start + i * 86_400_000));
}

export function buildMedia() {
  const regions = {};
  REGIONS.forEach((region, ri) => {
    const file = `${region.id}-briefing.mp3`;
    const filePath = `audio/${file}`;
    const abs = join(sampleDir, filePath);
    if (!existsSync(abs)) throw new Error(`missing ${filePath}; run assets-src/build-audio.sh first`);
    const duration = Math.round(mp3Duration(abs).seconds);
    const podcasts = {};
    dayKeys().forEach((day, di) => {
      const date = day.toISOString().slice(0, 10);
      const minute = 25 + ((ri * 5 + di * 3) % 11); // 05:25 .. 05:35 UTC
      const label = `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
      podcasts[date] = {
        title: `${region.type} — ${label}`,
        description: `Sample briefing (fictional, synthetic voice): ${region.summary}.`,
        file,
        file_path: filePath,
        podcast_date: date,
        upload_date: `${date}T05:${String(minute).padStart(2, '0')}:00Z`,
        audio_duration_seconds: duration,
        podcast_type: region.type,
        podcast_type_description: region.typeDescription,
        podcast_identifier: `${region.id}-${date}`,
        podcast_states: [...region.states],
        podcast_countries: [...region.countries],
      };
    });
    regions[region.id] = { podcasts };
  });
  return { last_updated: LAST_UPDATED, regions };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const media = buildMedia();
  const out = join(sampleDir, 'media.json');
  writeFileSync(out, `${JSON.stringify(media, null, 2)}\n`);
  const n = Object.values(media.regions).reduce((s, r) => s + Object.keys(r.podcasts).length, 0);
  console.log(`media.json: ${Object.keys(media.regions).length} regions, ${n} entries`);
}
