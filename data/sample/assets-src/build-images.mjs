// Generates the self-made SAMPLE artwork in data/sample/images/:
//   {category}-{1..4}.svg, placeholder.svg, default-slide.svg, logo.svg, favicon.svg
//   and animated-banner.gif (2 frames, 64x36, GIF bytes written by hand).
// Each {category}-{n}.svg shows the subject named by its alt text in stories-src/build.mjs
// (ARTWORK table), e.g. sports-2 = running track lanes, crime-3 = judge's gavel.
// Flat geometric shapes only: no text, fonts, scripts or external references.
// No dependencies, deterministic. Usage: node data/sample/assets-src/build-images.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(dirname(here), 'images');

const svg = (body, viewBox = '0 0 1600 900') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>\n`;
const g = (x, y, s, body) => `<g transform="translate(${x} ${y})${s === 1 ? '' : ` scale(${s})`}">${body}</g>`;
const grad = (id, a, b, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
const r0 = (v) => Math.round(v);

// Small deterministic PRNG (mulberry32) for decorative dots and tree crowns.
function rng(seed) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

function dots(seed, color, n, box) {
  const r = rng(seed);
  let s = '';
  for (let i = 0; i < n; i++) {
    s += `<circle cx="${r0(box[0] + r() * box[2])}" cy="${r0(box[1] + r() * box[3])}" r="${r0(4 + r() * 10)}"/>`;
  }
  return `<g fill="${color}" fill-opacity=".35">${s}</g>`;
}

// ---- Motifs: drawn around (0,0); p = palette ----
const ball = (p) =>
  `<circle r="120" fill="${p.a}"/><path d="M0-38l36 26-14 42h-44l-14-42z" fill="${p.dark}"/>` +
  `<g stroke="${p.dark}" stroke-width="8" fill="none"><path d="M0-38v-60M36-12l58-18M22 30l36 50M-22 30l-36 50M-36-12l-58-18"/><circle r="120"/></g>`;
const coins = (p) =>
  [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<ellipse cy="${100 - i * 44}" rx="130" ry="44" fill="${i % 2 ? p.a : p.b}" stroke="${p.dark}" stroke-width="6"/>`,
    )
    .join('');
const lens = (p) =>
  `<path d="M70 70l120 120" stroke="${p.a}" stroke-width="40" stroke-linecap="round"/><circle r="110" fill="${p.c}" fill-opacity=".35" stroke="${p.b}" stroke-width="24"/>` +
  `<path d="M-60-30a70 70 0 0 1 50-40" stroke="${p.b}" stroke-width="12" fill="none" stroke-linecap="round"/>`;
const turbine = (p) =>
  `<path d="M-10-100h20l12 300h-44z" fill="${p.c}"/><g fill="${p.c}">` +
  [0, 120, 240]
    .map((r) => `<path d="M0-100c14-40 18-120 0-190-18 70-14 150 0 190z" transform="rotate(${r} 0 -100)"/>`)
    .join('') +
  `</g><circle cy="-100" r="18" fill="${p.a}"/>`;
const sun = (p) =>
  `<circle r="90" fill="${p.sun}"/><path d="${[0, 45, 90, 135, 180, 225, 270, 315]
    .map((a) => {
      const s = Math.sin((a * Math.PI) / 180);
      const c = Math.cos((a * Math.PI) / 180);
      return `M${r0(120 * s)} ${r0(-120 * c)}L${r0(170 * s)} ${r0(-170 * c)}`;
    })
    .join('')}" stroke="${p.sun}" stroke-width="14" stroke-linecap="round"/>`;
const sparkles = (color, pts) =>
  `<path d="${pts.map(([x, y]) => `M${x} ${y - 16}l4 12 12 4-12 4-4 12-4-12-12-4 12-4z`).join('')}" fill="${color}"/>`;

const M = {
  // politics
  parliament: (p) =>
    `<g fill="${p.a}"><rect x="-200" y="120" width="400" height="24"/><rect x="-180" y="100" width="360" height="20"/>` +
    [0, 1, 2, 3, 4, 5].map((i) => `<rect x="${-164 + i * 64}" y="-10" width="24" height="110"/>`).join('') +
    `<rect x="-186" y="-36" width="372" height="26"/><rect x="-92" y="-70" width="184" height="34"/>` +
    `<path d="M-92-70a92 92 0 0 1 184 0z"/><rect x="-8" y="-186" width="16" height="26"/></g>` +
    `<path d="M0-186v-50" stroke="${p.a}" stroke-width="5"/><path d="M2-236h46l-10 12 10 12h-46z" fill="${p.b}"/>`,
  ballot: (p) =>
    `<g transform="rotate(-8)"><rect x="-110" y="-90" width="160" height="120" rx="6" fill="${p.a}"/>` +
    `<path d="M-70-30l28 28 56-60" fill="none" stroke="${p.b}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/></g>` +
    `<rect x="40" y="-60" width="120" height="90" rx="6" fill="${p.a}" transform="rotate(12)"/>` +
    `<rect x="-160" y="0" width="320" height="190" rx="14" fill="${p.c}"/><rect x="-90" y="18" width="180" height="14" rx="7" fill="${p.dark}"/>` +
    `<rect x="-160" y="120" width="320" height="24" fill="${p.b}"/>`,
  lectern: (p) =>
    `<path d="M-40 20l-50-130M40 20l50-130" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="-112" y="-178" width="40" height="72" rx="20" fill="${p.dark}" transform="rotate(-21 -92 -142)"/>` +
    `<rect x="72" y="-178" width="40" height="72" rx="20" fill="${p.dark}" transform="rotate(21 92 -142)"/>` +
    `<path d="M-130 40h260l-36 170h-188z" fill="${p.c}"/><rect x="-160" y="10" width="320" height="36" rx="8" fill="${p.a}"/>` +
    `<circle cy="120" r="34" fill="${p.b}"/><circle cy="120" r="14" fill="${p.a}"/>`,
  cityhall: (p) =>
    `<path d="M0-270v-44" stroke="${p.a}" stroke-width="5"/><path d="M2-314h40l-8 10 8 10h-40z" fill="${p.b}"/>` +
    `<path d="M-76-196L0-270l76 74z" fill="${p.b}"/><rect x="-60" y="-200" width="120" height="160" fill="${p.a}"/>` +
    `<circle cy="-130" r="34" fill="${p.c}"/><path d="M0-130v-24M0-130h18" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/>` +
    `<rect x="-256" y="-56" width="512" height="22" fill="${p.c}"/><rect x="-240" y="-40" width="480" height="190" fill="${p.a}"/>` +
    `<path d="M-215 20h430M-215 96h430" stroke="${p.c}" stroke-width="46" stroke-dasharray="28 26"/>` +
    `<path d="M-40 150V90a40 40 0 0 1 80 0v60z" fill="${p.dark}"/><rect x="-270" y="150" width="540" height="20" fill="${p.c}"/>`,

  // sports
  pitch: (p) =>
    `<rect x="-340" y="-200" width="680" height="400" fill="${p.c}"/>` +
    `<path d="M-255-200v400M-85-200v400M85-200v400M255-200v400" stroke="#000" stroke-opacity=".08" stroke-width="85"/>` +
    `<g fill="none" stroke="${p.a}" stroke-width="6"><rect x="-320" y="-180" width="640" height="360"/><path d="M0-180v360"/><circle r="60"/>` +
    `<rect x="-320" y="-90" width="90" height="180"/><rect x="230" y="-90" width="90" height="180"/></g>${g(130, 70, 0.45, ball(p))}`,
  track: (p) =>
    `<rect x="-340" y="-200" width="680" height="400" rx="200" fill="${p.b}"/><g fill="none" stroke="${p.a}" stroke-width="5">` +
    [20, 44, 68, 92]
      .map(
        (i) => `<rect x="${i - 340}" y="${i - 200}" width="${680 - 2 * i}" height="${400 - 2 * i}" rx="${200 - i}"/>`,
      )
      .join('') +
    `</g><rect x="-224" y="-84" width="448" height="168" rx="84" fill="${p.c}"/><path d="M40 84v116" stroke="${p.a}" stroke-width="12"/>`,
  cyclists: (p) => {
    const bike = (c) =>
      `<g fill="none" stroke-linecap="round" stroke-linejoin="round"><g stroke="${p.dark}" stroke-width="10"><circle cx="-80" cy="70" r="58"/><circle cx="80" cy="70" r="58"/></g>` +
      `<path d="M-80 70h70l-30-80zM-40-10l100-10-70 90M60-20l20 90M60-20l6-20h22M-44-26h-24" stroke="${p.a}" stroke-width="10"/>` +
      `<path d="M-44-36l84-44 44 40M-44-36l44 56-10 50" stroke="${c}" stroke-width="24"/></g><circle cx="70" cy="-110" r="24" fill="${c}"/>`;
    return `<path d="M-380 136h760" stroke="${p.a}" stroke-opacity=".4" stroke-width="8" stroke-dasharray="40 30"/>${g(-170, 0, 1, bike(p.b))}${g(190, -20, 0.9, bike(p.a))}`;
  },
  stadium: (p) =>
    `<path d="M-210-192L-330 60h200zM210-192L130 60h200z" fill="${p.a}" fill-opacity=".2"/>` +
    `<ellipse rx="220" ry="120" fill="${p.dark}"/><ellipse rx="190" ry="98" fill="${p.b}"/><ellipse rx="160" ry="76" fill="${p.c}"/>` +
    `<g fill="none" stroke="${p.a}" stroke-width="4"><path d="M0-76v152"/><circle r="26"/><rect x="-160" y="-30" width="40" height="60"/><rect x="120" y="-30" width="40" height="60"/></g>` +
    `<g fill="${p.a}"><rect x="-214" y="-200" width="8" height="110"/><rect x="206" y="-200" width="8" height="110"/><rect x="-240" y="-218" width="60" height="26" rx="4"/><rect x="180" y="-218" width="60" height="26" rx="4"/></g>`,

  // health
  stethoscope: (p) =>
    `<circle r="230" fill="${p.a}" fill-opacity=".55"/>` +
    `<path d="M-110-160v110a110 110 0 0 0 220 0v-110" fill="none" stroke="${p.c}" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M0 60v40a90 90 0 0 0 180 0v-60" fill="none" stroke="${p.c}" stroke-width="22"/>` +
    `<circle cx="180" cy="20" r="48" fill="${p.b}"/><circle cx="180" cy="20" r="20" fill="${p.a}"/>`,
  corridor: (p) =>
    `<path d="M-340-220h680L90-70H-90z" fill="${p.a}"/><path d="M-340 220h680L90 70H-90z" fill="${p.bg2}"/>` +
    `<path d="M-340-220L-90-70V70l-250 150zM340-220L90-70V70l250 150z" fill="${p.c}" fill-opacity=".5"/>` +
    `<rect x="-90" y="-70" width="180" height="140" fill="${p.a}"/><path d="M-280-120l80 20v225l-80 25zM280-120l-80 20v225l80 25z" fill="${p.c}"/>` +
    `<path d="M-60-190h120l-16 26h-88zM-34-120h68l-8 14h-52z" fill="#fff"/>` +
    `<path d="M-12-46h24v20h20v24h-20v20h-24v-20h-20v-24h20z" fill="${p.b}"/><path d="M0 220V80" stroke="${p.a}" stroke-width="6" stroke-dasharray="24 18"/>`,
  pills: (p) => {
    const capsule = (x, y, r, c1, c2) =>
      `<g transform="translate(${x} ${y}) rotate(${r})"><rect x="-110" y="-44" width="220" height="88" rx="44" fill="${c1}"/><path d="M0-44h-66a44 44 0 0 0 0 88h66z" fill="${c2}"/></g>`;
    return (
      capsule(-90, -50, -30, p.a, p.b) +
      capsule(120, 60, 20, p.a, p.c) +
      capsule(-40, 150, -5, p.a, p.dark) +
      `<circle cx="-250" cy="90" r="54" fill="${p.a}"/><circle cx="210" cy="-120" r="44" fill="${p.a}"/>` +
      `<path d="M-290 90h80M180-120h60" stroke="${p.bg2}" stroke-width="8" stroke-linecap="round"/>`
    );
  },
  heartrate: (p) =>
    `<path d="M0 150c-160-100-210-190-160-250 40-50 120-40 160 20 40-60 120-70 160-20 50 60 0 150-160 250z" fill="${p.b}"/>` +
    `<path d="M-380-10h200l30-60 50 120 40-80 20 20h420" fill="none" stroke="${p.c}" stroke-width="16" stroke-linejoin="round" stroke-linecap="round"/>`,

  // technology
  circuit: (p) =>
    `<rect x="-330" y="-210" width="660" height="420" rx="24" fill="${p.c}"/>` +
    `<path d="M-120-60h-90l-40-40h-50M-120 0h-180M-120 60h-70l-40 40h-60M120-60h80l40-60h80M120 0h180M120 60h90l40 50h50M-60-120v-60M60 120v60" fill="none" stroke="${p.a}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<g fill="${p.b}"><circle cx="-300" cy="-100" r="16"/><circle cx="-300" r="16"/><circle cx="-290" cy="100" r="16"/><circle cx="320" cy="-120" r="16"/><circle cx="300" r="16"/><circle cx="300" cy="110" r="16"/><circle cx="-60" cy="-180" r="16"/><circle cx="60" cy="180" r="16"/></g>` +
    `<rect x="-120" y="-120" width="240" height="240" rx="18" fill="${p.dark}"/><rect x="-60" y="-60" width="120" height="120" rx="10" fill="${p.b}"/>`,
  phone: (p) =>
    `<rect x="-130" y="-230" width="260" height="460" rx="36" fill="${p.dark}" stroke="${p.c}" stroke-width="10"/><rect x="-108" y="-190" width="216" height="370" rx="10" fill="${p.bg2}"/>` +
    [0, 1, 2, 3, 4, 5, 6, 7, 8]
      .map(
        (i) =>
          `<rect x="${-84 + (i % 3) * 60}" y="${-164 + Math.floor(i / 3) * 64}" width="48" height="48" rx="12" fill="${[p.a, p.b, p.c][i % 3]}"/>`,
      )
      .join('') +
    `<rect x="-84" y="100" width="168" height="50" rx="14" fill="${p.a}" fill-opacity=".4"/><rect x="-30" y="-214" width="60" height="10" rx="5" fill="${p.c}"/>`,
  servers: (p) =>
    [-1, 0, 1]
      .map((i) => {
        const x = i * 180 - 70;
        return (
          `<rect x="${x}" y="-230" width="140" height="450" rx="10" fill="${p.dark}" stroke="${p.c}" stroke-width="8"/>` +
          `<path d="M${x + 56}-206V204" stroke="${p.c}" stroke-width="80" stroke-dasharray="34 18"/>` +
          `<path d="M${x + 116}-196V204" stroke="${i ? p.a : p.b}" stroke-width="12" stroke-dasharray="14 38"/>`
        );
      })
      .join(''),
  robot: (p) =>
    `<path d="M-230 170a70 70 0 0 1 140 0z" fill="${p.c}"/><rect x="-270" y="166" width="220" height="40" rx="10" fill="${p.c}"/>` +
    `<path d="M-160 110L-60-90l200-60" fill="none" stroke="${p.a}" stroke-width="50" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<g fill="${p.b}"><circle cx="-160" cy="110" r="36"/><circle cx="-60" cy="-90" r="32"/><circle cx="140" cy="-150" r="26"/></g>` +
    `<path d="M160-160l50-30 30 20M160-140l50 20 30-20" fill="none" stroke="${p.c}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="190" y="60" width="110" height="110" rx="8" fill="${p.b}" fill-opacity=".7"/><path d="M-360 206h720" stroke="${p.c}" stroke-width="8"/>`,

  // business
  bars: (p) =>
    `<g fill="${p.c}"><rect x="-200" y="40" width="70" height="120"/><rect x="-100" y="-10" width="70" height="170"/><rect x="0" y="-70" width="70" height="230"/><rect x="100" y="-130" width="70" height="290"/></g>` +
    `<path d="M-200-20l110-60 70 40 170-120" fill="none" stroke="${p.a}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/><path d="M170-200l70-10-20 70z" fill="${p.a}"/>` +
    `<path d="M-230 170h440" stroke="${p.c}" stroke-width="8"/>`,
  port: (p) =>
    `<rect x="-380" y="150" width="760" height="30" fill="${p.c}"/>` +
    [
      [-320, 90, p.b],
      [-196, 90, p.a],
      [-72, 90, p.c],
      [-320, 26, p.a],
      [-196, 26, p.bg2],
      [-258, -38, p.b],
    ]
      .map(([x, y, c]) => `<rect x="${x}" y="${y}" width="120" height="60" fill="${c}"/>`)
      .join('') +
    `<path d="M-316 120h360M-316 56h240M-254-8h116" stroke="#000" stroke-opacity=".2" stroke-width="48" stroke-dasharray="6 10"/>` +
    `<path d="M130 150V-170M270 150V-170M90-170h290M150-160v120" fill="none" stroke="${p.a}" stroke-width="14"/>` +
    `<rect x="92" y="-40" width="120" height="60" fill="${p.b}"/><path d="M96-10h112" stroke="#000" stroke-opacity=".2" stroke-width="48" stroke-dasharray="6 10"/>`,
  towers: (p) => {
    const t = [
      [-330, 120, -110],
      [-200, 130, -230],
      [-60, 120, -160],
      [70, 140, -270],
      [220, 110, -80],
    ];
    const windows = t
      .map(([x, w, top]) => {
        let d = '';
        for (let cx = x + 22; cx < x + w - 12; cx += 28) d += `M${cx} ${top + 24}V190`;
        return d;
      })
      .join('');
    return (
      `<circle cx="240" cy="-200" r="60" fill="${p.a}"/>` +
      t
        .map(
          ([x, w, top], i) =>
            `<rect x="${x}" y="${top}" width="${w}" height="${200 - top}" fill="${i % 2 ? p.c : p.bg2}"/>`,
        )
        .join('') +
      `<path d="${windows}" stroke="${p.bg1}" stroke-opacity=".55" stroke-width="12" stroke-dasharray="18 12"/><rect x="-380" y="196" width="760" height="14" fill="${p.a}"/>`
    );
  },
  money: (p) => {
    const note = (r, dx, dy) =>
      `<g transform="translate(${dx} ${dy}) rotate(${r})"><rect x="-180" y="-90" width="360" height="180" rx="12" fill="${p.c}" stroke="${p.dark}" stroke-width="4"/>` +
      `<rect x="-156" y="-66" width="312" height="132" rx="8" fill="none" stroke="${p.bg2}" stroke-width="6"/><circle r="44" fill="${p.bg2}"/><circle r="20" fill="${p.c}"/></g>`;
    return `${note(-14, -110, -40)}${note(6, -60, 40)}${g(200, 40, 0.8, coins(p))}`;
  },

  // entertainment
  reel: (p) => {
    const holes = [0, 72, 144, 216, 288]
      .map(
        (a) =>
          `<circle cx="${r0(105 * Math.sin((a * Math.PI) / 180))}" cy="${r0(-105 * Math.cos((a * Math.PI) / 180))}" r="48"/>`,
      )
      .join('');
    return (
      `<path d="M-60 124h440" stroke="${p.dark}" stroke-width="100"/><path d="M-40 86h420M-40 162h420" stroke="${p.c}" stroke-width="12" stroke-dasharray="14 16"/>` +
      `<path d="M60 124h320" stroke="${p.a}" stroke-width="50" stroke-dasharray="70 16"/>` +
      `<g transform="translate(-80 -40)"><circle r="180" fill="${p.c}"/><g fill="${p.dark}">${holes}</g><circle r="26" fill="${p.b}"/></g>`
    );
  },
  stage: (p) => {
    const lamps = [-520, -180, 180, 520];
    const heads = [-660, -520, -380, -240, -100, 40, 180, 320, 460, 600]
      .map(
        (x, i) =>
          `<circle cx="${x}" cy="${350 - (i % 2) * 14}" r="34"/><ellipse cx="${x}" cy="${440 - (i % 2) * 14}" rx="62" ry="64"/>`,
      )
      .join('');
    return (
      lamps
        .map(
          (x, i) =>
            `<path d="M${x}-390L${x - 150 + i * 100} 220h200z" fill="${[p.a, p.b, p.c, p.a][i]}" fill-opacity=".28"/>`,
        )
        .join('') +
      `<rect x="-800" y="-450" width="1600" height="34" fill="${p.dark}"/><path d="M${lamps.map((x) => `${x - 30}-416h60v40h-60z`).join('M')}" fill="${p.c}"/>` +
      `<rect x="-800" y="210" width="1600" height="240" fill="${p.dark}"/><rect x="-800" y="204" width="1600" height="12" fill="${p.a}"/>` +
      `<g fill="#000" fill-opacity=".55">${heads}</g>`
    );
  },
  curtains: (p) => {
    const drape = `<path d="M-800-450h600c-40 240-120 420-220 520 60 90 80 220 80 380h-460z" fill="${p.b}"/><path d="M-680-450c10 300 0 600-30 900M-540-450c0 260-20 420-60 540M-400-450c-20 200-60 360-120 500" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="18"/><circle cx="-400" cy="74" r="20" fill="${p.a}"/>`;
    let valance = 'M-800-450h1600v120';
    for (let x = 800; x > -800; x -= 160) valance += 'a80 80 0 0 1-160 0';
    return (
      `<rect x="-800" y="300" width="1600" height="150" fill="${p.dark}"/><ellipse cy="330" rx="280" ry="46" fill="${p.a}" fill-opacity=".55"/>` +
      `${drape}<g transform="scale(-1 1)">${drape}</g><path d="${valance}z" fill="${p.b}"/><path d="M-800-340h1600" stroke="${p.a}" stroke-width="10"/>`
    );
  },
  headphones: (p) =>
    `<path d="M-170 60V20a170 170 0 0 1 340 0v40" fill="none" stroke="${p.c}" stroke-width="30" stroke-linecap="round"/>` +
    `<rect x="-210" y="10" width="80" height="160" rx="36" fill="${p.b}"/><rect x="130" y="10" width="80" height="160" rx="36" fill="${p.b}"/>` +
    `<g fill="${p.a}"><ellipse cx="-320" cy="-20" rx="32" ry="24" transform="rotate(-20 -320 -20)"/><ellipse cx="270" cy="-70" rx="32" ry="24" transform="rotate(-20 270 -70)"/>` +
    `<ellipse cx="360" cy="-100" rx="32" ry="24" transform="rotate(-20 360 -100)"/><path d="M296-224l94-30v30l-94 30z"/></g>` +
    `<path d="M-292-28v-160c30 20 56 40 30 90M298-78v-150M388-108v-150" fill="none" stroke="${p.a}" stroke-width="10" stroke-linecap="round"/>`,

  // world
  globe: (p) =>
    `<circle r="180" fill="${p.c}"/><path d="M-120-90c40-30 90-20 110 10s-10 60-50 70-40 50-70 40-60-80 10-120zM40-140c50 0 90 30 110 80-30 10-60-10-90 20s-60-10-50-40 0-60 30-60zM30 60c40-10 80 10 90 40s-40 60-70 50-50-80-20-90z" fill="${p.b}"/>` +
    `<g fill="none" stroke="${p.a}" stroke-width="6"><circle r="180"/><ellipse rx="80" ry="180"/><path d="M0-180v360M-180 0h360M-156-90h312M-156 90h312"/></g>`,
  flags: (p) => {
    const designs = [
      `<rect width="110" height="72" fill="${p.b}"/><circle cx="55" cy="36" r="20" fill="${p.dark}"/>`,
      `<rect width="110" height="72" fill="${p.a}"/><path d="M0 0h37v72H0z" fill="${p.c}"/><path d="M73 0h37v72H73z" fill="${p.b}"/>`,
      `<rect width="110" height="72" fill="${p.c}"/><path d="M0 72L110 0v72z" fill="${p.dark}"/>`,
      `<rect width="110" height="72" fill="${p.a}"/><path d="M0 24h110v24H0z" fill="${p.b}"/>`,
      `<rect width="110" height="72" fill="${p.dark}"/><path d="M0 0l50 36L0 72z" fill="${p.b}"/><circle cx="80" cy="36" r="12" fill="${p.a}"/>`,
    ];
    return (
      `<rect x="-380" y="196" width="760" height="16" rx="8" fill="${p.a}"/>` +
      designs
        .map((d, i) => {
          const x = -300 + i * 150;
          const top = -200 + (i % 2) * 30;
          return `<path d="M${x} 196V${top - 10}" stroke="${p.a}" stroke-width="8"/><g transform="translate(${x + 4} ${top})">${d}</g>`;
        })
        .join('')
    );
  },
  map: (p) =>
    `<rect x="-370" y="-220" width="740" height="440" rx="24" fill="${p.dark}" fill-opacity=".35"/>` +
    `<path d="M-300-150l120-20 60 50-30 60-50 40-30-20-50-50zM-180 0l50 20 10 60-40 90-20-70-20-70zM-40-160l80-10v60l-50 10zM-50-80h90l30 60-40 100-30 40-20-80-40-60zM50-170l210 10 40 60-70 60h-60l-70-20-40-40zM200 60l90-10 10 70-80 10z" fill="${p.c}" stroke="${p.c}" stroke-width="24" stroke-linejoin="round"/>` +
    `<path d="M-220-80Q-110-250 0-120Q120-240 200-100Q320 0 250 90M-160 60Q-80-60 10-20" fill="none" stroke="${p.b}" stroke-width="8" stroke-dasharray="18 14" stroke-linecap="round"/>` +
    `<g fill="${p.b}" stroke="${p.dark}" stroke-width="6"><circle cx="-220" cy="-80" r="16"/><circle cy="-120" r="16"/><circle cx="200" cy="-100" r="16"/><circle cx="250" cy="90" r="16"/><circle cx="-160" cy="60" r="16"/></g>`,
  table: (p) => {
    let chairs = '';
    let papers = '';
    for (let i = 0; i < 10; i++) {
      const a = (i * 36 * Math.PI) / 180;
      chairs += `<rect x="${r0(330 * Math.cos(a)) - 32}" y="${r0(185 * Math.sin(a)) - 32}" width="64" height="64" rx="18"/>`;
      papers += `<rect x="${r0(215 * Math.cos(a)) - 18}" y="${r0(92 * Math.sin(a)) - 13}" width="36" height="26" rx="3"/>`;
    }
    return (
      `<g fill="${p.a}">${chairs}</g><ellipse rx="280" ry="140" fill="${p.b}"/><ellipse rx="250" ry="114" fill="none" stroke="${p.dark}" stroke-opacity=".2" stroke-width="6"/>` +
      `<g fill="#fff">${papers}</g><circle r="38" fill="${p.c}"/><circle r="16" fill="${p.a}"/>`
    );
  },

  // science
  telescope: (p) =>
    sparkles(p.a, [
      [-300, -180],
      [-180, -250],
      [160, -260],
      [330, -120],
      [-340, 20],
      [260, 60],
    ]) +
    `<path d="M250-250a70 70 0 1 0 60 110 56 56 0 1 1-60-110z" fill="${p.b}"/>` +
    `<g transform="rotate(-30)"><rect x="-170" y="-40" width="300" height="80" rx="12" fill="${p.a}"/><rect x="130" y="-54" width="50" height="108" rx="8" fill="${p.b}"/><rect x="-210" y="-26" width="40" height="52" rx="6" fill="${p.c}"/></g>` +
    `<path d="M0 20l-90 170M0 20l90 170M0 20v170" stroke="${p.c}" stroke-width="14" stroke-linecap="round"/>`,
  microscope: (p) =>
    `<rect x="-170" y="170" width="320" height="40" rx="14" fill="${p.c}"/><path d="M70 175c70-50 90-170 20-250" fill="none" stroke="${p.c}" stroke-width="48" stroke-linecap="round"/>` +
    `<rect x="-150" y="50" width="230" height="26" rx="8" fill="${p.a}"/><rect x="-110" y="38" width="90" height="12" fill="${p.b}"/>` +
    `<g transform="rotate(-25 60 -100)"><rect x="-10" y="-250" width="70" height="210" rx="10" fill="${p.a}"/><rect x="0" y="-42" width="50" height="56" rx="6" fill="${p.b}"/><rect x="-22" y="-290" width="94" height="46" rx="8" fill="${p.c}"/></g>` +
    `<circle cx="100" cy="-20" r="28" fill="${p.b}"/>`,
  dna: (p) => {
    let a = 'M-340 0';
    let b = 'M-340 0';
    let rungs = '';
    for (let x = -330; x <= 340; x += 10) {
      const y = r0(110 * Math.sin((2 * Math.PI * (x + 340)) / 340));
      a += `L${x} ${y}`;
      b += `L${x} ${-y}`;
      if ((x + 340) % 30 === 0 && Math.abs(y) > 16) rungs += `M${x} ${y}V${-y}`;
    }
    return (
      `<path d="${rungs}" stroke="${p.c}" stroke-width="10" stroke-linecap="round"/>` +
      `<path d="${a}" fill="none" stroke="${p.a}" stroke-width="22" stroke-linecap="round"/><path d="${b}" fill="none" stroke="${p.b}" stroke-width="22" stroke-linecap="round"/>`
    );
  },
  flasks: (p) =>
    `<g transform="translate(-90 0)"><path d="M-40-180h80v130l110 190c16 28-4 50-36 50h-228c-32 0-52-22-36-50l110-190z" fill="${p.a}"/><path d="M-96 40h192l54 92c10 18 0 28-20 28h-260c-20 0-30-10-20-28z" fill="${p.b}"/>` +
    `<g fill="${p.c}"><circle cx="-30" cy="100" r="14"/><circle cx="30" cy="70" r="10"/><circle cx="10" cy="-10" r="12"/></g><rect x="-60" y="-196" width="120" height="24" rx="8" fill="${p.c}"/></g>` +
    `<g transform="translate(230 10) rotate(12)"><rect x="-34" y="-170" width="68" height="320" rx="34" fill="${p.a}"/><path d="M-34 30h68v86a34 34 0 0 1-68 0z" fill="${p.c}"/></g>`,

  // environment
  turbines: (p) =>
    `<path d="M-420 230c140-120 280-120 420-40s280 60 420-20v100h-840z" fill="${p.a}" fill-opacity=".35"/>` +
    g(-250, 40, 0.75, turbine(p)) +
    g(40, 0, 1, turbine(p)) +
    g(300, 80, 0.6, turbine(p)),
  forest: (p) => {
    const r = rng(42);
    const crowns = [];
    for (let row = 0; row < 4; row++) {
      for (let i = 0; i < 5; i++) {
        crowns.push([
          r0(-340 + i * 170 + (row % 2) * 85 + r() * 40 - 20),
          r0(-150 + row * 95 + r() * 30),
          r0(70 + r() * 40),
          row,
        ]);
      }
    }
    const shades = [p.dark, p.a, p.b, '#74c69d'];
    return crowns.map(([x, y, rad, row]) => `<circle cx="${x}" cy="${y}" r="${rad}" fill="${shades[row]}"/>`).join('');
  },
  coast: (p) => {
    let waves = '';
    for (const y of [40, 140, 240]) waves += `M-800 ${y}q50-28 100 0${'t100 0'.repeat(15)}`;
    return (
      `<circle cx="480" cy="-260" r="80" fill="${p.sun}"/><rect x="-800" y="-40" width="1600" height="490" fill="#48b5c4"/>` +
      `<path d="${waves}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="8"/>` +
      `<path d="M150 450c120-170 330-260 650-300v300z" fill="#f6d186"/><path d="M150 450c120-170 330-260 650-300" fill="none" stroke="#fff" stroke-width="16"/>` +
      `<path d="M-800 60v-200c140-70 260-50 340 10l100 190z" fill="${p.a}"/>`
    );
  },
  solar: (p) => {
    const panel = (x) =>
      `<path d="M${x} 120h250l60-150h-250z" fill="#1d3557"/><path d="M${x + 62} 120l60-150M${x + 125} 120l60-150M${x + 188} 120l60-150M${x + 30} 45h250" stroke="${p.c}" stroke-opacity=".5" stroke-width="5"/><path d="M${x + 125} 120v70" stroke="${p.dark}" stroke-width="14"/>`;
    return `${g(-250, -170, 0.6, sun(p))}<rect x="-400" y="180" width="800" height="40" rx="20" fill="${p.b}"/>${panel(-330)}${panel(20)}`;
  },

  // crime
  tape: (p) => {
    const band = (d) =>
      `<path d="${d}" stroke="${p.dark}" stroke-width="120"/><path d="${d}" stroke="${p.a}" stroke-width="96"/><path d="${d}" stroke="${p.dark}" stroke-width="46" stroke-dasharray="46 70"/>`;
    return `${dots(5, p.b, 14, [-780, -430, 1560, 860])}${band('M-800 260L800-140')}${band('M-800-300L800 220')}`;
  },
  courthouse: (p) =>
    `<path d="M-270-120L0-250l270 130z" fill="${p.b}"/><path d="M-200-136L0-226l200 90z" fill="${p.dark}" fill-opacity=".4"/>` +
    `<rect x="-270" y="-124" width="540" height="36" fill="${p.b}"/><path d="M-240-70H240" stroke="${p.b}" stroke-width="16"/>` +
    `<path d="M-250 34H250" stroke="${p.b}" stroke-width="210" stroke-dasharray="40 52"/>` +
    `<rect x="-280" y="140" width="560" height="22" fill="${p.b}"/><rect x="-310" y="162" width="620" height="24" fill="${p.c}"/>`,
  gavel: (p) =>
    `<rect x="-250" y="130" width="300" height="54" rx="14" fill="#8d5a3b"/><rect x="-220" y="100" width="240" height="36" rx="10" fill="${p.a}"/>` +
    `<g transform="translate(-20 -50) rotate(-38)"><rect x="-18" y="-40" width="36" height="300" rx="16" fill="#b07a4f"/>` +
    `<rect x="-150" y="-150" width="300" height="110" rx="28" fill="#8d5a3b"/><path d="M-100-150v110M100-150v110" stroke="${p.a}" stroke-width="22"/></g>`,
  documents: (p) => {
    const paper = (r, x, y) =>
      `<g transform="translate(${x} ${y}) rotate(${r})"><rect x="-150" y="-190" width="300" height="380" rx="10" fill="#eef1f5"/>` +
      `<path d="M-110-140h220M-110-100h220M-110-60h180M-110-20h220M-110 20h140M-110 60h220M-110 100h200" stroke="${p.b}" stroke-width="12" stroke-linecap="round"/></g>`;
    return `${paper(-10, -150, 0)}${paper(6, 40, 20)}${g(140, 40, 1.05, lens(p))}`;
  },
};

// ---- Categories: palette + the four subjects (same order as ARTWORK in stories-src/build.mjs) ----
// Each subject: [motif, scale]; scale 1 motifs are drawn edge to edge around the centre.
const CATEGORIES = {
  politics: {
    p: { bg1: '#1d3557', bg2: '#457b9d', a: '#f1faee', b: '#e63946', c: '#a8dadc', dark: '#14213d' },
    m: [
      ['parliament', 1.6],
      ['ballot', 1.5],
      ['lectern', 1.5],
      ['cityhall', 1.35],
    ],
  },
  sports: {
    p: { bg1: '#0b6e4f', bg2: '#21a179', a: '#ffffff', b: '#e07a3f', c: '#3f8f3a', dark: '#073b3a' },
    m: [
      ['pitch', 1.4],
      ['track', 1.4],
      ['cyclists', 1.45],
      ['stadium', 1.55],
    ],
  },
  health: {
    p: { bg1: '#d8f3ee', bg2: '#8fd3c7', a: '#ffffff', b: '#e76f51', c: '#2a9d8f', dark: '#264653' },
    m: [
      ['stethoscope', 1.4],
      ['corridor', 1.6],
      ['pills', 1.5],
      ['heartrate', 1.45],
    ],
  },
  technology: {
    p: { bg1: '#14213d', bg2: '#3a0ca3', a: '#4cc9f0', b: '#f72585', c: '#7209b7', dark: '#0b1026' },
    m: [
      ['circuit', 1.4],
      ['phone', 1.3],
      ['servers', 1.3],
      ['robot', 1.4],
    ],
  },
  business: {
    p: { bg1: '#0f3d3e', bg2: '#2c6e49', a: '#f2c14e', b: '#f78154', c: '#e9f5db', dark: '#0b2b2c' },
    m: [
      ['bars', 1.6],
      ['port', 1.5],
      ['towers', 1.45],
      ['money', 1.4],
    ],
  },
  entertainment: {
    p: { bg1: '#2b0f3a', bg2: '#7b2cbf', a: '#ffd166', b: '#ef476f', c: '#f8f9fa', dark: '#1a0826' },
    m: [
      ['reel', 1.4],
      ['stage', 1],
      ['curtains', 1],
      ['headphones', 1.45],
    ],
  },
  world: {
    p: { bg1: '#023e8a', bg2: '#0096c7', a: '#caf0f8', b: '#ffb703', c: '#48cae4', dark: '#03045e' },
    m: [
      ['globe', 1.6],
      ['flags', 1.45],
      ['map', 1.5],
      ['table', 1.5],
    ],
  },
  science: {
    p: { bg1: '#10002b', bg2: '#3c096c', a: '#e0aaff', b: '#ffbe0b', c: '#9d4edd', dark: '#0a001a' },
    m: [
      ['telescope', 1.4],
      ['microscope', 1.3],
      ['dna', 1.5],
      ['flasks', 1.4],
    ],
  },
  environment: {
    p: { bg1: '#e9f7ef', bg2: '#95d5b2', a: '#2d6a4f', b: '#52b788', c: '#ffffff', dark: '#1b4332', sun: '#ffd166' },
    m: [
      ['turbines', 1.4],
      ['forest', 1.5],
      ['coast', 1],
      ['solar', 1.45],
    ],
  },
  crime: {
    p: { bg1: '#1b1b1e', bg2: '#373f51', a: '#d8a31a', b: '#a9bcd0', c: '#58a4b0', dark: '#111114' },
    m: [
      ['tape', 1],
      ['courthouse', 1.4],
      ['gavel', 1.4],
      ['documents', 1.2],
    ],
  },
};

// Four background treatments (one per n) so the set does not look repetitive.
function background(p, n, seed) {
  switch (n) {
    case 1:
      return (
        `<defs>${grad('g', p.bg1, p.bg2)}</defs><rect width="1600" height="900" fill="url(#g)"/>` +
        `<circle cx="1360" cy="140" r="300" fill="${p.a}" fill-opacity=".08"/><circle cx="200" cy="820" r="220" fill="${p.dark}" fill-opacity=".18"/>` +
        dots(seed, p.a, 8, [60, 60, 1480, 780])
      );
    case 2:
      return `<rect width="1600" height="900" fill="${p.bg1}"/><path d="M1000 0h600v900H600z" fill="${p.bg2}"/><path d="M920 0h40L560 900h-40z" fill="${p.a}" fill-opacity=".2"/>`;
    case 3:
      return (
        `<defs>${grad('g', p.bg2, p.bg1, true)}</defs><rect width="1600" height="900" fill="url(#g)"/>` +
        `<path d="M0 720c300-90 500-90 800 0s500 90 800 0v180H0z" fill="${p.dark}" fill-opacity=".3"/>`
      );
    default:
      return (
        `<rect width="1600" height="900" fill="${p.bg2}"/><g fill="none" stroke="${p.a}" stroke-opacity=".16" stroke-width="24">` +
        `<circle cx="800" cy="460" r="340"/><circle cx="800" cy="460" r="450"/><circle cx="800" cy="460" r="560"/></g>`
      );
  }
}

function categoryImage(name, n, seed) {
  const { p, m } = CATEGORIES[name];
  const [motif, scale] = m[n - 1];
  return svg(background(p, n, seed) + g(800, 460, scale, M[motif](p)));
}

// ---- Brand ----
const BRAND = { navy: '#0b2545', deep: '#13315c', teal: '#0e7490', aqua: '#22d3ee', foam: '#e0f7fa', moon: '#fde68a' };
const waves = (c1, c2) =>
  `<path d="M8 38c8-6 16-6 24 0s16 6 24 0" fill="none" stroke="${c1}" stroke-width="6" stroke-linecap="round"/>` +
  `<path d="M8 50c8-6 16-6 24 0s16 6 24 0" fill="none" stroke="${c2}" stroke-width="6" stroke-linecap="round"/>`;
const mark = `<rect width="64" height="64" rx="16" fill="${BRAND.navy}"/><circle cx="44" cy="19" r="7" fill="${BRAND.moon}"/>${waves(BRAND.aqua, BRAND.foam)}`;

// "Tidings" drawn as monoline strokes (no font needed). Baseline y=72, x-height 42..72.
const wordmark =
  `<g fill="none" stroke="${BRAND.navy}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">` +
  `<path d="M96 24h38M115 24v48M150 44v28M180 72a15 15 0 1 1 0-30 15 15 0 0 1 0 30zM195 22v50M212 44v28` +
  `M230 72V44m0 14a14 14 0 0 1 28 0v14M288 72a15 15 0 1 1 0-30 15 15 0 0 1 0 30zM303 44v32a16 16 0 0 1-28 10` +
  `M346 47c-4-5-22-7-22 3 0 11 24 6 24 17 0 9-18 9-25 3"/></g>` +
  `<g fill="${BRAND.teal}"><circle cx="150" cy="30" r="5"/><circle cx="212" cy="30" r="5"/></g>`;

const logo = svg(`<g transform="scale(1.375)">${mark}</g>${wordmark}`, '0 0 370 92');
const favicon = svg(mark, '0 0 64 64');

const placeholder = svg(
  `<defs>${grad('g', '#eef0f3', '#d5d9e0')}</defs><rect width="1600" height="900" fill="url(#g)"/>` +
    `<g transform="translate(800 450)"><rect x="-170" y="-120" width="340" height="240" rx="24" fill="#f8f9fb" stroke="#b8bfca" stroke-width="12"/>` +
    `<circle cx="70" cy="-40" r="30" fill="#c5cbd5"/><path d="M-130 90l90-110 60 70 40-40 70 80z" fill="#aeb6c2"/></g>`,
);

const defaultSlide = svg(
  `<defs>${grad('g', BRAND.navy, BRAND.teal, true)}</defs><rect width="1600" height="900" fill="url(#g)"/>` +
    `<circle cx="1220" cy="230" r="90" fill="${BRAND.moon}" fill-opacity=".85"/>` +
    `<path d="M0 560c200-80 400-80 600 0s400 80 600 0 300-60 400-40v420H0z" fill="${BRAND.deep}" fill-opacity=".7"/>` +
    `<path d="M0 660c200-70 400-70 600 0s400 70 600 0 300-50 400-30v300H0z" fill="${BRAND.teal}" fill-opacity=".8"/>` +
    `<path d="M0 760c200-60 400-60 600 0s400 60 600 0 300-40 400-20v200H0z" fill="${BRAND.aqua}" fill-opacity=".6"/>` +
    dots(7, BRAND.foam, 14, [80, 60, 1440, 360]),
);

// ---- Animated GIF (GIF89a, 64x36, 2 frames, LZW written here) ----
function lzw(minCodeSize, pixels) {
  const clear = 1 << minCodeSize;
  const eoi = clear + 1;
  let size = minCodeSize + 1;
  let next = eoi + 1;
  let table = new Map();
  const bytes = [];
  let acc = 0;
  let bits = 0;
  const emit = (code) => {
    acc |= code << bits;
    bits += size;
    while (bits >= 8) {
      bytes.push(acc & 0xff);
      acc >>>= 8;
      bits -= 8;
    }
  };
  emit(clear);
  let cur = pixels[0];
  for (let i = 1; i < pixels.length; i++) {
    const k = pixels[i];
    const key = cur * 256 + k;
    const hit = table.get(key);
    if (hit !== undefined) {
      cur = hit;
      continue;
    }
    emit(cur);
    if (next === 4096) {
      emit(clear);
      table = new Map();
      next = eoi + 1;
      size = minCodeSize + 1;
    } else {
      if (next >= 1 << size) size++;
      table.set(key, next++);
    }
    cur = k;
  }
  emit(cur);
  emit(eoi);
  if (bits > 0) bytes.push(acc & 0xff);
  const out = [minCodeSize];
  for (let i = 0; i < bytes.length; i += 255) {
    const chunk = bytes.slice(i, i + 255);
    out.push(chunk.length, ...chunk);
  }
  out.push(0);
  return out;
}

function bannerGif() {
  const W = 64;
  const H = 36;
  const palette = [0x0b2545, 0x0e7490, 0x22d3ee, 0xfde68a];
  const frame = (phase) => {
    const px = [];
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const w1 = 17 + 3 * Math.sin((2 * Math.PI * x) / 32 + phase);
        const w2 = 25 + 2 * Math.sin((2 * Math.PI * x) / 21 - phase);
        const moon = (x - 50) ** 2 + (y - 8) ** 2 <= 16;
        px.push(moon ? 3 : y >= w2 ? 2 : y >= w1 ? 1 : 0);
      }
    }
    return px;
  };
  const le16 = (v) => [v & 0xff, v >> 8];
  const bytes = [
    ...Buffer.from('GIF89a', 'latin1'),
    ...le16(W),
    ...le16(H),
    0x91, // global colour table, 2 bits of colour resolution, 4 entries
    0,
    0,
    ...palette.flatMap((c) => [c >> 16, (c >> 8) & 0xff, c & 0xff]),
    0x21,
    0xff,
    11,
    ...Buffer.from('NETSCAPE2.0', 'latin1'),
    3,
    1,
    0,
    0,
    0, // loop forever
  ];
  for (const phase of [0, Math.PI]) {
    bytes.push(0x21, 0xf9, 4, 0x04, ...le16(60), 0, 0); // 0.6 s per frame, keep previous
    bytes.push(0x2c, 0, 0, 0, 0, ...le16(W), ...le16(H), 0);
    bytes.push(...lzw(2, frame(phase)));
  }
  bytes.push(0x3b);
  return Buffer.from(bytes);
}

// ---- Write everything ----
mkdirSync(outDir, { recursive: true });
const files = [];
const put = (name, data) => {
  writeFileSync(join(outDir, name), data);
  files.push([name, Buffer.byteLength(data)]);
};
Object.keys(CATEGORIES).forEach((name, ci) => {
  for (let n = 1; n <= 4; n++) put(`${name}-${n}.svg`, categoryImage(name, n, ci * 10 + n));
});
put('placeholder.svg', placeholder);
put('default-slide.svg', defaultSlide);
put('logo.svg', logo);
put('favicon.svg', favicon);
put('animated-banner.gif', bannerGif());
const max = files.reduce((m, f) => (f[1] > m[1] ? f : m));
console.log(`images: ${files.length} files, largest ${max[0]} (${max[1]} bytes)`);
