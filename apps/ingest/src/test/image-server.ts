/**
 * A publisher's image server for tests, on 127.0.0.1 only: real JPEG and PNG files made in
 * memory, and the ways an image can go wrong (404, 50 MB, an HTML page, garbage, no answer).
 * It can also serve a small RSS feed whose items carry those images.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import jpeg from 'jpeg-js';
import pngjs from 'pngjs';
import { listenOnLoopback, sendHugeBody } from './loopback-server.ts';

/** A smooth gradient with a stripe: compresses like a photo, and its shape survives scaling. */
export function makeRgba(width: number, height: number, alpha = 255): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = (y * width + x) * 4;
      const stripe = Math.abs(x - y) < width / 20;
      data[p] = stripe ? 255 : Math.round((255 * x) / width);
      data[p + 1] = stripe ? 255 : Math.round((255 * y) / height);
      data[p + 2] = 128;
      data[p + 3] = alpha;
    }
  }
  return data;
}

export function makeJpeg(width: number, height: number, quality = 90): Buffer {
  return jpeg.encode({ width, height, data: makeRgba(width, height) }, quality).data;
}

export function makePng(width: number, height: number, alpha = 255): Buffer {
  const png = new pngjs.PNG({ width, height });
  png.data = Buffer.from(makeRgba(width, height, alpha));
  return pngjs.PNG.sync.write(png);
}

export interface ImageServer {
  url: string;
  requests: IncomingMessage[];
  hits(pathname: string): number;
  /** Serve body at pathname with the given type. */
  set(pathname: string, body: string | Buffer, type: string): void;
  close(): Promise<void>;
}

export async function startImageServer(): Promise<ImageServer> {
  const requests: IncomingMessage[] = [];
  const routes = new Map<string, { body: string | Buffer; type: string }>([
    ['/big.jpg', { body: makeJpeg(2400, 1600), type: 'image/jpeg' }],
    ['/small.png', { body: makePng(400, 300, 128), type: 'image/png' }],
    ['/page.jpg', { body: '<!doctype html><html><body>Image not found</body></html>', type: 'text/html' }],
    // Random bytes that claim to be a JPEG: neither the magic bytes nor anything else fit.
    [
      '/garbage.jpg',
      { body: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251)), type: 'image/jpeg' },
    ],
    // A real JPEG's header, then nothing: sniffed and measured fine, undecodable.
    ['/truncated.jpg', { body: makeJpeg(800, 600).subarray(0, 700), type: 'image/jpeg' }],
    ['/icon.png', { body: makePng(32, 32), type: 'image/png' }],
  ]);
  const server: Server = createServer((request, response) => {
    requests.push(request);
    const route = new URL(request.url ?? '/', 'http://x').pathname;
    const fixed = routes.get(route);
    if (fixed) {
      response.writeHead(200, { 'content-type': fixed.type }).end(fixed.body);
      return;
    }
    if (route === '/slow.jpg') {
      setTimeout(
        () => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(makeJpeg(200, 200)),
        10_000,
      ).unref();
      return;
    }
    // Busy: asks for an hour's wait.
    if (route === '/busy.jpg' || route === '/always-busy.jpg') {
      response.writeHead(429, { 'content-type': 'text/plain', 'retry-after': '3600' }).end('slow down');
      return;
    }
    if (route === '/huge.jpg') {
      // Without a Content-Length: the cap must count the bytes itself.
      sendHugeBody(response, 'image/jpeg', 0xff);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  const { url, hits, close } = await listenOnLoopback(server, requests);
  return { url, requests, hits, set: (pathname, body, type) => routes.set(pathname, { body, type }), close };
}
