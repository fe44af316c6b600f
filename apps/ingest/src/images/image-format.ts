/**
 * What an image file is, from its first bytes (never from the URL or the Content-Type alone), and
 * how large it says it is, read from its header before anything is decoded: a 30,000 × 30,000
 * pixel bomb is refused before a byte of pixel memory is taken.
 */

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

export interface Dimensions {
  width: number;
  height: number;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The format its magic bytes name, or undefined for anything else (HTML, SVG, garbage). */
export function sniffFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65_536 + u16be(b, i + 2);

/** The size the header declares; undefined when the header is cut short or makes no sense. */
export function readDimensions(bytes: Uint8Array, format: ImageFormat): Dimensions | undefined {
  const size = headerDimensions(bytes, format);
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}

function headerDimensions(b: Uint8Array, format: ImageFormat): Dimensions | undefined {
  switch (format) {
    case 'png':
      // The IHDR chunk comes first: length, "IHDR", width, height (big-endian).
      return startsWith(b, ascii('IHDR'), 12) ? { width: u32be(b, 16), height: u32be(b, 20) } : undefined;
    case 'gif':
      return b.length >= 10 ? { width: u16le(b, 6), height: u16le(b, 8) } : undefined;
    case 'webp':
      return webpDimensions(b);
    case 'jpeg':
      return jpegDimensions(b);
  }
}

function webpDimensions(b: Uint8Array): Dimensions | undefined {
  if (startsWith(b, ascii('VP8 '), 12) && startsWith(b, [0x9d, 0x01, 0x2a], 23)) {
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (startsWith(b, ascii('VP8L'), 12) && b[20] === 0x2f && b.length >= 25) {
    const [b1, b2, b3, b4] = [b[21] ?? 0, b[22] ?? 0, b[23] ?? 0, b[24] ?? 0];
    return { width: 1 + (((b2 & 0x3f) << 8) | b1), height: 1 + (((b4 & 0x0f) << 10) | (b3 << 2) | ((b2 & 0xc0) >> 6)) };
  }
  if (startsWith(b, ascii('VP8X'), 12) && b.length >= 30) {
    return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  }
  return undefined;
}

/** Walks the JPEG markers to the first start-of-frame (SOF0..SOF15 except DHT, JPG and DAC). */
function jpegDimensions(b: Uint8Array): Dimensions | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    if (marker === 0xd9 || marker === 0xda) return undefined; // end or scan data before any frame
    i += 2 + u16be(b, i + 2);
  }
  return undefined;
}

/** The Content-Type values an image may come with; a missing or generic type is judged by the bytes. */
export function acceptableContentType(contentType: string | null): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type === '' || type.startsWith('image/') || type === 'application/octet-stream' || type === 'binary/octet-stream'
  );
}
