// Dependency-free MP3 (MPEG-1/2/2.5 Layer III) duration reader.
// Walks every frame header, skips the Xing/Info frame and, when a LAME tag is
// present, removes the encoder delay and padding. Used by build-media.mjs and check.mjs.
import { readFileSync } from 'node:fs';

const BITRATES = {
  1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

function parseHeader(buf, i) {
  if (i + 4 > buf.length || buf[i] !== 0xff || (buf[i + 1] & 0xe0) !== 0xe0) return null;
  const version = (buf[i + 1] >> 3) & 3; // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5
  const layer = (buf[i + 1] >> 1) & 3; // 1 = Layer III
  const bitrateIndex = buf[i + 2] >> 4;
  const rateIndex = (buf[i + 2] >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const mpeg1 = version === 3;
  const bitrate = BITRATES[mpeg1 ? 1 : 2][bitrateIndex] * 1000;
  const sampleRate = SAMPLE_RATES[version][rateIndex];
  const padding = (buf[i + 2] >> 1) & 1;
  const mono = buf[i + 3] >> 6 === 3;
  return {
    sampleRate,
    samples: mpeg1 ? 1152 : 576,
    length: Math.floor(((mpeg1 ? 144 : 72) * bitrate) / sampleRate) + padding,
    sideInfo: mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17,
  };
}

/** Returns { seconds, frames, sampleRate } for an MP3 file (path or Buffer). */
export function mp3Duration(input) {
  const buf = typeof input === 'string' ? readFileSync(input) : input;
  let i = 0;
  if (buf.length > 10 && buf.toString('latin1', 0, 3) === 'ID3') {
    const size = ((buf[6] & 0x7f) << 21) | ((buf[7] & 0x7f) << 14) | ((buf[8] & 0x7f) << 7) | (buf[9] & 0x7f);
    i = 10 + size + (buf[5] & 0x10 ? 10 : 0);
  }
  let frames = 0;
  let sampleRate = 0;
  let samplesPerFrame = 0;
  let trim = 0;
  let first = true;
  while (i < buf.length) {
    const h = parseHeader(buf, i);
    if (!h) {
      if (frames > 0 && buf.toString('latin1', i, i + 3) === 'TAG') break; // ID3v1 trailer
      i += 1; // resynchronise
      continue;
    }
    if (first) {
      first = false;
      const x = i + 4 + h.sideInfo;
      const tag = buf.toString('latin1', x, x + 4);
      if (tag === 'Xing' || tag === 'Info') {
        const flags = buf.readUInt32BE(x + 4);
        let lame = x + 8;
        if (flags & 1) lame += 4;
        if (flags & 2) lame += 4;
        if (flags & 4) lame += 100;
        if (flags & 8) lame += 4;
        if (buf.toString('latin1', lame, lame + 4) === 'LAME') {
          const d = lame + 21;
          const delay = (buf[d] << 4) | (buf[d + 1] >> 4);
          const pad = ((buf[d + 1] & 0x0f) << 8) | buf[d + 2];
          trim = delay + pad;
        }
        i += h.length;
        continue;
      }
    }
    frames += 1;
    sampleRate = h.sampleRate;
    samplesPerFrame = h.samples;
    i += h.length;
  }
  if (!frames) throw new Error('no MPEG audio frames found');
  return { seconds: Math.max(0, frames * samplesPerFrame - trim) / sampleRate, frames, sampleRate };
}
