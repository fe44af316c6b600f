/**
 * Pages kept for many responses (issue #16 item 7). A page that is the same for many requests is
 * drawn once with stand-ins where each response's CSP nonces go, and kept as bytes cut at those
 * places: a response is the pieces joined with its own nonces. No two responses share a nonce, and
 * none of them pays for ranking, rendering or compressing the page.
 *
 * Compressed too: each piece is compressed once (deflate, each on its own so no piece refers to
 * bytes of another), and a response's gzip body is those pieces with its nonces between them as
 * stored (uncompressed) deflate blocks, and the checksum of the whole. A browser reads it as any
 * gzip body. Brotli cannot be cut like this (its blocks depend on the bytes before them), so a
 * kept page goes as gzip, a little larger than Brotli would make it, at no cost per response.
 */
import { randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

export interface Nonces {
  script: string;
  style: string;
}

/** Stand-ins for the nonces while a kept page is drawn: random per process, so no page text can hold one. */
export const NONCE_STAND_INS: Readonly<Nonces> = {
  script: `tidings-script-nonce-${randomBytes(16).toString('hex')}`,
  style: `tidings-style-nonce-${randomBytes(16).toString('hex')}`,
};

const STAND_IN = new RegExp(`${NONCE_STAND_INS.script}|${NONCE_STAND_INS.style}`, 'g');

/** What a nonce may be made of, in a quoted attribute as in the CSP header: helmet's are hex. */
const SAFE_NONCE = /^[A-Za-z0-9+/=_-]+$/;

/** A page drawn once with NONCE_STAND_INS for its nonces, as bytes with a gap wherever a stand-in was. */
export class KeptPage {
  /** One more piece than gaps: piece, gap, piece, … piece. */
  readonly #pieces: readonly Buffer[];
  readonly #gaps: readonly (keyof Nonces)[];
  readonly #fixedLength: number;
  /** Each piece as raw deflate blocks, the last one final; compressed on first use. */
  #deflated: readonly Buffer[] | undefined;

  constructor(html: string) {
    const pieces: Buffer[] = [];
    const gaps: (keyof Nonces)[] = [];
    let from = 0;
    for (const match of html.matchAll(STAND_IN)) {
      pieces.push(Buffer.from(html.slice(from, match.index), 'utf8'));
      gaps.push(match[0] === NONCE_STAND_INS.script ? 'script' : 'style');
      from = match.index + match[0].length;
    }
    pieces.push(Buffer.from(html.slice(from), 'utf8'));
    this.#pieces = pieces;
    this.#gaps = gaps;
    this.#fixedLength = pieces.reduce((sum, piece) => sum + piece.length, 0);
  }

  /** The page's bytes, for the cache's size bound (its compressed pieces add about a sixth). */
  get size(): number {
    return this.#fixedLength;
  }

  /** The page for one response, with that response's nonces. */
  withNonces(nonces: Nonces): Buffer {
    const filled = this.#gapsFilled(nonces);
    const parts: Buffer[] = [];
    let length = this.#fixedLength;
    this.#pieces.forEach((piece, i) => {
      parts.push(piece);
      const nonce = filled[i];
      if (!nonce) return;
      parts.push(nonce);
      length += nonce.length;
    });
    return Buffer.concat(parts, length);
  }

  /** The same page as a gzip body (RFC 1952), for a client that accepts gzip. */
  gzipWithNonces(nonces: Nonces): Buffer {
    const filled = this.#gapsFilled(nonces);
    this.#deflated ??= this.#pieces.map((piece, i) =>
      // Every piece but the last ends on a byte boundary and not final (a sync flush), so what
      // follows it can be a block of its own; the last one ends the stream.
      deflateRawSync(piece, {
        level: constants.Z_BEST_COMPRESSION,
        finishFlush: i < this.#pieces.length - 1 ? constants.Z_SYNC_FLUSH : constants.Z_FINISH,
      }),
    );
    const parts: Buffer[] = [GZIP_HEADER];
    let checksum = 0;
    let size = 0;
    this.#deflated.forEach((deflated, i) => {
      const piece = this.#pieces[i] as Buffer;
      parts.push(deflated);
      checksum = crc32(piece, checksum);
      size += piece.length;
      const nonce = filled[i];
      if (!nonce) return;
      parts.push(storedBlock(nonce));
      checksum = crc32(nonce, checksum);
      size += nonce.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(checksum >>> 0, 0);
    trailer.writeUInt32LE(size >>> 0, 4);
    parts.push(trailer);
    return Buffer.concat(parts);
  }

  /** The nonce for each gap, in order. */
  #gapsFilled(nonces: Nonces): Buffer[] {
    if (!SAFE_NONCE.test(nonces.script) || !SAFE_NONCE.test(nonces.style)) {
      throw new Error('a CSP nonce must be base64 or hex');
    }
    const script = Buffer.from(nonces.script, 'latin1');
    const style = Buffer.from(nonces.style, 'latin1');
    return this.#gaps.map((gap) => (gap === 'script' ? script : style));
  }
}

/** gzip's header: deflate, no name or time, no extra flags, operating system unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

/** A stored deflate block, not final, of a few bytes (RFC 1951 §3.2.4), starting on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  // BFINAL 0, BTYPE 00, then padding to the byte boundary: one zero byte.
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** Whether an Accept-Encoding header allows gzip (by name or by *, with a quality above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const entry of header.split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (name === 'gzip' || name === 'x-gzip') gzip = quality;
    else if (name === '*') any = quality;
  }
  return (gzip ?? any ?? 0) > 0;
}

export interface PageCacheOptions {
  /** How long a kept page may be served: pages show relative times ("5 minutes ago") and today's date. */
  ttlMs: number;
  /** Pages kept at most. */
  max?: number;
  /** The server's clock (tests move it). */
  clock?: () => number;
}

/** Kept pages by key; the key names everything a page depends on besides its nonces. */
export class PageCache {
  readonly #pages: LRUCache<string, KeptPage>;

  constructor({ ttlMs, max = 200, clock = Date.now }: PageCacheOptions) {
    this.#pages = new LRUCache<string, KeptPage>({
      max,
      ttl: ttlMs,
      maxSize: 64 * 1024 * 1024,
      sizeCalculation: (page) => Math.max(1, page.size),
      // The clock is read on every look-up (not once a millisecond): a moved test clock is seen at once.
      perf: { now: clock },
      ttlResolution: 0,
    });
  }

  get(key: string): KeptPage | undefined {
    return this.#pages.get(key);
  }

  set(key: string, page: KeptPage): void {
    this.#pages.set(key, page);
  }

  get size(): number {
    return this.#pages.size;
  }
}
