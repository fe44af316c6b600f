/**
 * A local HTTP server for fetch tests: serves the bundled feed snapshots and misbehaves on
 * purpose (slow, 5xx, redirect loops, huge bodies, broken XML); `?delay=ms` on any path answers
 * it that much later (requests then overlap). Listens on 127.0.0.1 only.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listenOnLoopback, sendHugeBody } from './loopback-server.ts';

export const FIXTURES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-fixtures');

const ODD_RETRY_AFTER: Record<string, () => string> = {
  '/rate-limited-week': () => String(7 * 24 * 3600),
  '/rate-limited-past': () => new Date(Date.now() - 3_600_000).toUTCString(),
  '/rate-limited-invalid': () => 'tomorrow',
  // Date.parse would read these as dates; they are not HTTP dates.
  '/rate-limited-loose-date': () => 'Jan 2099',
  '/rate-limited-iso': () => '2099-01-01T00:00:00Z',
  // The zoneless asctime form, an hour from now, is UTC whatever the machine's time zone.
  '/rate-limited-asctime': () => {
    const [day, date, month, year, time] = new Date(Date.now() + 3_600_000).toUTCString().split(/,? /) as string[];
    return `${day} ${month} ${String(Number(date)).padStart(2, ' ')} ${time} ${year}`;
  },
};

export interface FeedServer {
  url: string;
  requests: IncomingMessage[];
  hits(pathname: string): number;
  /** Replace what a path answers (used to publish "newer" feeds between runs). */
  setFeed(pathname: string, body: string): void;
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const requests: IncomingMessage[] = [];
  const feeds = new Map<string, string>();
  let active = 0;
  let maxActive = 0;
  const server: Server = createServer((request, response) => {
    requests.push(request);
    const url = new URL(request.url ?? '/', 'http://x');
    const route = url.pathname;
    active += 1;
    maxActive = Math.max(maxActive, active);
    response.on('close', () => {
      active -= 1;
    });
    const delay = Number(url.searchParams.get('delay') ?? 0);
    if (delay > 0) setTimeout(() => answer(request, response, route), delay).unref();
    else answer(request, response, route);
  });

  function answer(request: IncomingMessage, response: ServerResponse, route: string): void {
    const custom = feeds.get(route);
    if (custom !== undefined) {
      response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(custom);
      return;
    }
    if (route.startsWith('/feeds/')) {
      const body = readFileSync(path.join(FIXTURES_DIR, 'feeds', path.basename(route)));
      const etag = `"${body.length}"`;
      if (request.headers['if-none-match'] === etag) {
        response.writeHead(304, { etag }).end();
        return;
      }
      response
        .writeHead(200, {
          'content-type': 'application/rss+xml',
          etag,
          'last-modified': 'Sun, 17 Oct 2021 13:18:40 GMT',
        })
        .end(body);
      return;
    }
    if (route === '/slow') {
      setTimeout(() => response.writeHead(200).end('<rss/>'), 10_000).unref();
      return;
    }
    if (route === '/slow-body') {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.write('<rss version="2.0"><channel>');
      setTimeout(() => response.end('</channel></rss>'), 3_000).unref();
      return;
    }
    if (route === '/hang') return; // never answers: a publisher that holds the connection open
    if (route === '/error') {
      response.writeHead(503, { 'retry-after': '0' }).end('down');
      return;
    }
    // A publisher asking to be left alone for an hour, in seconds or as a date.
    if (route === '/busy') {
      response.writeHead(503, { 'retry-after': '20' }).end('busy');
      return;
    }
    if (route === '/rate-limited' || route === '/rate-limited-until') {
      const later = route === '/rate-limited' ? '3600' : new Date(Date.now() + 3_600_000).toUTCString();
      response.writeHead(429, { 'retry-after': later }).end('slow down');
      return;
    }
    // A week (more than is honoured), a date already past, and no time at all.
    const odd = ODD_RETRY_AFTER[route];
    if (odd) {
      response.writeHead(429, { 'retry-after': odd() }).end('slow down');
      return;
    }
    if (route === '/flaky') {
      const n = requests.filter((r) => r.url === '/flaky').length;
      if (n === 1) response.writeHead(502).end('bad gateway');
      else response.writeHead(200).end(readFileSync(path.join(FIXTURES_DIR, 'feeds', 'wsj.xml')));
      return;
    }
    if (route === '/not-found') {
      response.writeHead(404).end('nope');
      return;
    }
    if (route === '/loop-a' || route === '/loop-b') {
      response.writeHead(302, { location: route === '/loop-a' ? '/loop-b' : '/loop-a' }).end();
      return;
    }
    if (route === '/moved') {
      response.writeHead(301, { location: '/feeds/wsj.xml' }).end();
      return;
    }
    // A redirect wherever `?to=` says: another host, as a publisher's server may send one.
    if (route === '/moved-to') {
      const to = new URL(request.url ?? '/', 'http://x').searchParams.get('to');
      response.writeHead(302, { location: to ?? '/' }).end();
      return;
    }
    if (route === '/huge' || route === '/huge-declared') {
      sendHugeBody(response, 'application/rss+xml', 'a', { declareLength: route === '/huge-declared' });
      return;
    }
    if (route === '/invalid') {
      response.writeHead(200, { 'content-type': 'application/rss+xml' }).end('<rss><channel><item><title>Broken');
      return;
    }
    // Well-formed to a lenient parser's eye, which read it as a feed of no items.
    if (route === '/misnested') {
      response
        .writeHead(200, { 'content-type': 'application/rss+xml' })
        .end('<rss><channel><title>t</title><item><title>broken</title></chanel></rss>');
      return;
    }
    if (route === '/html') {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><html><body>Not a feed</body></html>');
      return;
    }
    response.writeHead(404).end();
  }

  const { url, hits, close } = await listenOnLoopback(server, requests);
  return {
    url,
    requests,
    hits,
    setFeed: (pathname, body) => feeds.set(pathname, body),
    close,
    get maxActive() {
      return maxActive;
    },
  } as FeedServer & { maxActive: number };
}
