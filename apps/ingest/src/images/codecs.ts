/**
 * Decoding and encoding without native code: JPEG with jpeg-js and PNG with pngjs (both plain
 * JavaScript), the first frame of a GIF with omggif (plain JavaScript), WebP with libwebp compiled
 * to WebAssembly (@jsquash/webp, its .wasm read from node_modules, nothing downloaded). Every
 * output is a JPEG from jpeg-js.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import jpeg from 'jpeg-js';
import omggif from 'omggif';
import pngjs from 'pngjs';
import type { ImageFormat } from './image-format.ts';
import type { RgbaImage } from './resize.ts';

/** Pixels an image may have at most before it is decoded (a 25 MP photo is ~100 MB as RGBA). */
export const MAX_SOURCE_PIXELS = 25_000_000;

export async function decodeImage(bytes: Buffer, format: ImageFormat): Promise<RgbaImage> {
  switch (format) {
    case 'jpeg': {
      const image = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: MAX_SOURCE_PIXELS / 1_000_000,
        maxMemoryUsageInMB: 512,
      });
      return { width: image.width, height: image.height, data: image.data };
    }
    case 'png': {
      const image = pngjs.PNG.sync.read(bytes);
      return { width: image.width, height: image.height, data: image.data };
    }
    case 'gif': {
      const reader = new omggif.GifReader(bytes);
      const data = new Uint8Array(reader.width * reader.height * 4);
      reader.decodeAndBlitFrameRGBA(0, data);
      return { width: reader.width, height: reader.height, data };
    }
    case 'webp':
      return decodeWebp(bytes);
  }
}

/** Encodes RGBA (alpha ignored) as a baseline JPEG. */
export function encodeJpeg(image: RgbaImage, quality: number): Buffer {
  return jpeg.encode({ width: image.width, height: image.height, data: image.data }, quality).data;
}

type WebpDecode = (data: ArrayBuffer) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
let webpDecoder: Promise<WebpDecode> | undefined;

/** The wasm decoder, compiled once from the file in node_modules (the package's own loader would fetch it by URL). */
function loadWebpDecoder(): Promise<WebpDecode> {
  webpDecoder ??= (async () => {
    // The Emscripten glue builds its answer with `new ImageData(...)`, a browser global Node lacks.
    const scope = globalThis as { ImageData?: unknown };
    scope.ImageData ??= class ImageData {
      readonly data: Uint8ClampedArray;
      readonly width: number;
      readonly height: number;
      constructor(data: Uint8ClampedArray, width: number, height: number) {
        this.data = data;
        this.width = width;
        this.height = height;
      }
    };
    const require = createRequire(import.meta.url);
    const wasm = await readFile(require.resolve('@jsquash/webp/codec/dec/webp_dec.wasm'));
    const codec = (await import('@jsquash/webp/decode.js')) as unknown as {
      default: WebpDecode;
      // The runtime takes a compiled module first (its .d.ts names only the options).
      init: (module: unknown) => Promise<void>;
    };
    // WebAssembly is a global of Node; this project's TypeScript libraries (ES only, no DOM) do not name it.
    const { WebAssembly: wasmApi } = globalThis as unknown as {
      WebAssembly: { compile: (bytes: Uint8Array) => Promise<unknown> };
    };
    await codec.init(await wasmApi.compile(wasm));
    return codec.default;
  })();
  return webpDecoder;
}

async function decodeWebp(bytes: Buffer): Promise<RgbaImage> {
  const decode = await loadWebpDecoder();
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  const image = await decode(copy.buffer);
  return {
    width: image.width,
    height: image.height,
    data: new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength),
  };
}
