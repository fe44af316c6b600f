/**
 * The image cache (issue 17, "Images and privacy"): readers' browsers fetch nothing from
 * publishers, so the pipeline fetches an article's image itself, once, like a good citizen (the
 * feed fetcher's User-Agent, deadline, redirect rules and per-host limit; a 5 MB cap; one retry at
 * most for a failure that may pass), checks that it is an image by its bytes, decodes it, scales
 * it to at most 960 pixels wide (never up; in a worker thread, so fetches under way never stall)
 * and stores it as a JPEG named by the SHA-256 of its
 * source URL. A stored file is never fetched again; an image that failed for a reason that may pass
 * (a timeout, a 5xx) is worth a try on later runs, `MAX_IMAGE_ATTEMPTS` in all, one that failed for
 * good (a 404, a page, a logo) never (`worthTrying`, `<name>.failed` records). A file is written beside its name and renamed
 * into place, so a crash never leaves half an image under a real name. Every failure is a value
 * with a code, never a throw: the story then shows the placeholder.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FetchFailureCode, type FetchPolicy, fetchFeed, MAX_HONOURED_WAIT_MS } from '../fetch/fetch-feed.ts';
import { HostLimiter } from '../fetch/host-limiter.ts';
import { MAX_SOURCE_PIXELS } from './codecs.ts';
import { acceptableContentType, readDimensions, sniffFormat } from './image-format.ts';
import { Transcoder } from './transcoder.ts';

/** Widest image the edition carries (the story page shows images at most ~720 CSS px wide). */
export const MAX_IMAGE_WIDTH = 960;
export const JPEG_QUALITY = 75;
/** Largest image body read (a news photo is a few hundred kilobytes). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Narrower than this is an icon, a logo or a tracking pixel, not a story's picture. */
export const MIN_IMAGE_WIDTH = 120;

/** What the cache asks publishers for: formats it can decode. */
export const IMAGE_ACCEPT = 'image/webp, image/jpeg, image/png, image/gif;q=0.9, */*;q=0.1';

export type ImageFailureCode =
  | FetchFailureCode
  | 'NOT_AN_IMAGE'
  | 'UNSUPPORTED_FORMAT'
  | 'TOO_MANY_PIXELS'
  | 'TOO_SMALL'
  | 'UNDECODABLE'
  | 'INTERNAL';

export type ImageOutcome =
  | {
      kind: 'stored';
      /** File name in the cache and in an edition's images/ folder. */
      name: string;
      /** False when the file was already in the cache (nothing was fetched). */
      fetched: boolean;
    }
  | {
      kind: 'failed';
      code: ImageFailureCode;
      message: string;
      /** A failure that may pass (a timeout, a 5xx): the image is tried again on a later run (`worthTrying`). */
      retryable?: boolean;
      /** How long the server asked to wait (a Retry-After longer than a run waits), in ms. */
      waitMs?: number;
    };

export interface ImageCacheOptions {
  dir: string;
  /** The feed fetcher's policy (User-Agent, deadline, redirects); maxBytes, retries and Accept are the cache's own. */
  policy: FetchPolicy;
  perHost: number;
  concurrency: number;
  maxBytes?: number;
  retries?: number;
  /**
   * Fetch images from private, loopback and link-local addresses too. Off in the service: image
   * links are the publishers', and must not reach inside our network (see `public-address.ts`);
   * on only in tests, whose image server listens on loopback.
   */
  allowPrivateAddresses?: boolean;
  /** The clock, in ms (tests set it). */
  now?: () => number;
}

const NAME = /^[0-9a-f]{32}\.jpg$/;
/** A failure record beside the name its image would have: `<name>.failed`. */
const FAILED = /^([0-9a-f]{32}\.jpg)\.failed$/;

/** Runs an image that failed for a reason that may pass (a timeout, a 5xx) is tried in, at most. */
export const MAX_IMAGE_ATTEMPTS = 3;

/** What the cache remembers of an image it could not store: how often it tried, and whether it may try again. */
interface FailureRecord {
  attempts: number;
  code: ImageFailureCode;
  retryable: boolean;
  /** Not to be asked before (ms): its server asked us to wait (Retry-After), a day at most. */
  notBefore?: number;
  /** How many waits its server has asked for: past `MAX_IMAGE_WAITS`, each counts as an attempt. */
  waits?: number;
}

/** Waits a server may ask for an image before they count as failed attempts (a host that always says "later"). */
const MAX_IMAGE_WAITS = 5;

/** True for a name the cache gives its files (and nothing else: no path, no other extension). */
export function isCachedImageName(name: string): boolean {
  return NAME.test(name);
}

export class ImageCache {
  readonly dir: string;
  readonly #policy: FetchPolicy;
  readonly #limiter: HostLimiter;
  /** One fetch per URL at a time: two articles with one image cause one request. */
  readonly #inFlight = new Map<string, Promise<ImageOutcome>>();
  /** Decoding, scaling and encoding, in a worker thread (one image at a time) so fetches never stall. */
  readonly #transcoder = new Transcoder();
  readonly #now: () => number;

  constructor(options: ImageCacheOptions) {
    this.dir = options.dir;
    this.#policy = {
      ...options.policy,
      maxBytes: options.maxBytes ?? MAX_IMAGE_BYTES,
      retries: Math.min(options.retries ?? 1, options.policy.retries),
      accept: IMAGE_ACCEPT,
      publicOnly: !options.allowPrivateAddresses,
    };
    this.#limiter = new HostLimiter(options.perHost, options.concurrency);
    this.#now = options.now ?? Date.now;
  }

  /** The file name an image URL is stored under: the first 128 bits of the (normalized) URL's SHA-256, hex. */
  nameFor(url: string): string {
    let key = url;
    try {
      key = new URL(url).href;
    } catch {
      // Not a URL: named by its text (it is never fetched).
    }
    return `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.jpg`;
  }

  pathOf(name: string): string {
    if (!isCachedImageName(name)) throw new Error(`not an image cache name: ${name}`);
    return path.join(this.dir, name);
  }

  /** The images the cache holds now, and the names of those it remembers failing, from one listing. */
  async contents(): Promise<{ stored: Set<string>; failed: Set<string> }> {
    let files: string[];
    try {
      files = await readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { stored: new Set(), failed: new Set() };
      throw error;
    }
    const failed = new Set(files.flatMap((file) => FAILED.exec(file)?.[1] ?? []));
    return { stored: new Set(files.filter(isCachedImageName)), failed };
  }

  /** The names of the files the cache holds now. */
  async storedNames(): Promise<Set<string>> {
    try {
      return new Set((await readdir(this.dir)).filter(isCachedImageName));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Set();
      throw error;
    }
  }

  /**
   * Deletes the cached files not named in keep (images of articles no longer stored), and their
   * failure records; returns how many images.
   */
  async prune(keep: ReadonlySet<string>): Promise<number> {
    const { stored, failed } = await this.contents();
    let removed = 0;
    for (const name of stored) {
      if (keep.has(name)) continue;
      await rm(path.join(this.dir, name), { force: true });
      removed += 1;
    }
    for (const name of failed) if (!keep.has(name)) await rm(path.join(this.dir, `${name}.failed`), { force: true });
    return removed;
  }

  /**
   * Whether an image not in the cache is worth another try: it failed fewer than
   * `MAX_IMAGE_ATTEMPTS` times, each for a reason that may pass (a timeout, a 5xx; not a 404 or
   * a logo too small), and its server asked for no wait that is not over. A story whose image timed
   * out once gets it on a later run; one whose server answered "429, Retry-After: 3600" an hour
   * later, that answer not counted as an attempt (the server said when, not that it failed).
   */
  async worthTrying(url: string): Promise<boolean> {
    const name = this.nameFor(url);
    if (await exists(path.join(this.dir, name))) return false;
    const record = await this.#failure(name);
    if (!record) return true;
    // Never held back more than a day from now, whatever the record says (a clock that ran fast).
    const wait = (record.notBefore ?? 0) - this.#now();
    if (wait > 0 && wait <= MAX_HONOURED_WAIT_MS) return false;
    return record.retryable && record.attempts < MAX_IMAGE_ATTEMPTS;
  }

  async #failure(name: string): Promise<FailureRecord | undefined> {
    try {
      return JSON.parse(await readFile(path.join(this.dir, `${name}.failed`), 'utf8')) as FailureRecord;
    } catch {
      return undefined;
    }
  }

  /**
   * Remembers a failure, counting the attempts, or, where the server asked to wait (`waitMs`), when
   * to ask again, not counted (a record is small and rewritten whole; losing one costs a fetch).
   */
  async #remember(name: string, code: ImageFailureCode, retryable: boolean, waitMs?: number): Promise<void> {
    const before = await this.#failure(name);
    const attempts = before?.attempts ?? 0;
    await mkdir(this.dir, { recursive: true });
    const waits = (before?.waits ?? 0) + 1;
    const record: FailureRecord =
      waitMs === undefined
        ? { attempts: attempts + 1, code, retryable }
        : {
            attempts: waits > MAX_IMAGE_WAITS ? attempts + 1 : attempts,
            code,
            retryable,
            notBefore: this.#now() + Math.min(waitMs, MAX_HONOURED_WAIT_MS),
            waits,
          };
    await writeFile(path.join(this.dir, `${name}.failed`), JSON.stringify(record));
  }

  /** The image stored for url, fetched and converted when it is not in the cache yet. */
  get(url: string): Promise<ImageOutcome> {
    let pending = this.#inFlight.get(url);
    if (!pending) {
      pending = this.#get(url).catch((error: unknown) => ({
        kind: 'failed' as const,
        code: 'INTERNAL' as const,
        message: (error as Error).message,
      }));
      this.#inFlight.set(url, pending);
      void pending.finally(() => this.#inFlight.delete(url));
    }
    return pending;
  }

  async #get(url: string): Promise<ImageOutcome> {
    const outcome = await this.#fetchAndStore(url);
    const name = this.nameFor(url);
    if (outcome.kind === 'failed') {
      await this.#remember(name, outcome.code, outcome.retryable ?? false, outcome.waitMs);
    } else if (outcome.kind === 'stored' && outcome.fetched) {
      await rm(path.join(this.dir, `${name}.failed`), { force: true });
    }
    return outcome;
  }

  async #fetchAndStore(url: string): Promise<ImageOutcome> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return { kind: 'failed', code: 'BAD_URL', message: `not a URL: ${url}` };
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      return {
        kind: 'failed',
        code: 'BAD_URL',
        message: `images are fetched over http(s) only, not ${parsed.protocol}`,
      };
    }
    const name = this.nameFor(parsed.href);
    const file = path.join(this.dir, name);
    if (await exists(file)) return { kind: 'stored', name, fetched: false };

    const outcome = await this.#limiter.run(parsed.host, () => fetchFeed(parsed.href, {}, this.#policy));
    if (outcome.kind === 'failed') {
      // Worth another run: no answer in time, no connection, or the server's own trouble (5xx, 429, 408).
      const retryable =
        outcome.code === 'TIMEOUT' ||
        outcome.code === 'NETWORK' ||
        (outcome.status !== undefined && (outcome.status >= 500 || outcome.status === 429 || outcome.status === 408));
      return {
        kind: 'failed',
        code: outcome.code,
        message: outcome.message,
        retryable,
        ...(outcome.retryAfterMs === undefined ? {} : { waitMs: outcome.retryAfterMs }),
      };
    }
    if (outcome.kind === 'not-modified') {
      return { kind: 'failed', code: 'HTTP_STATUS', message: 'HTTP 304 to a request without validators' };
    }
    if (!acceptableContentType(outcome.contentType)) {
      return { kind: 'failed', code: 'NOT_AN_IMAGE', message: `Content-Type ${outcome.contentType}` };
    }
    const format = sniffFormat(outcome.body);
    if (!format) {
      return { kind: 'failed', code: 'NOT_AN_IMAGE', message: 'the body is no JPEG, PNG, GIF or WebP' };
    }
    const size = readDimensions(outcome.body, format);
    if (!size) return { kind: 'failed', code: 'UNDECODABLE', message: `no readable ${format} header` };
    if (size.width * size.height > MAX_SOURCE_PIXELS) {
      return { kind: 'failed', code: 'TOO_MANY_PIXELS', message: `${size.width}×${size.height} pixels` };
    }
    if (size.width < MIN_IMAGE_WIDTH) {
      return { kind: 'failed', code: 'TOO_SMALL', message: `${size.width}×${size.height} pixels` };
    }

    let jpeg: Buffer;
    try {
      jpeg = await this.#transcoder.toJpeg(outcome.body, format, MAX_IMAGE_WIDTH, JPEG_QUALITY);
    } catch (error) {
      return { kind: 'failed', code: 'UNDECODABLE', message: `${format}: ${(error as Error).message}` };
    }
    await mkdir(this.dir, { recursive: true });
    const temporary = path.join(this.dir, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, jpeg);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { kind: 'stored', name, fetched: true };
  }

  /** Stops the worker thread (it holds nothing open while idle, so this is only for tidiness). */
  close(): Promise<void> {
    return this.#transcoder.close();
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
