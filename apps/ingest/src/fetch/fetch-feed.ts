/**
 * Fetching one feed like a good citizen (issue 17): conditional requests (ETag, Last-Modified),
 * one deadline for the whole exchange, a size cap read from the stream (not trusted from
 * Content-Length alone), redirects followed by hand so loops are caught, retries with
 * exponential backoff for failures that may pass (network, timeout, 5xx, 429), and a
 * User-Agent naming Tidings. Every failure is a value with a code, never a throw, so one
 * broken feed cannot stop the others.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { literalNotPublic, NOT_PUBLIC_CODE, publicOnlyAgent } from './public-address.ts';

export interface FetchPolicy {
  userAgent: string;
  /** Deadline for one attempt, headers and body together. */
  timeoutMs: number;
  /** Bodies larger than this are refused (a feed is tens of kilobytes; 50 MB is an accident). */
  maxBytes: number;
  /** Further attempts after the first, for failures that may pass. */
  retries: number;
  /** Delay before the first retry; doubled for each further one, with up to 25% jitter. */
  backoffMs: number;
  maxRedirects: number;
  /** The Accept header; feeds' types when unset (the image cache asks for images). */
  accept?: string;
  /**
   * Only addresses on the public internet, at every hop (`public-address.ts`): for links taken from
   * publishers' feeds (images). Without it the first request may go anywhere (the operator's own
   * feed list may name a host of their network), and a redirect to another host, which is the
   * publisher's doing, to the public internet only.
   */
  publicOnly?: boolean;
}

export const DEFAULT_FETCH_POLICY: Omit<FetchPolicy, 'userAgent'> = {
  timeoutMs: 15_000,
  maxBytes: 5 * 1024 * 1024,
  retries: 2,
  backoffMs: 1_000,
  maxRedirects: 5,
};

/** "Tidings/1.0 (+https://tidings.example)": the product and where its operator can be found. */
export function tidingsUserAgent(publicUrl: string | undefined): string {
  return `Tidings/1.0 (+${publicUrl ?? 'http://localhost:3000'})`;
}

export interface Validators {
  etag?: string | null | undefined;
  lastModified?: string | null | undefined;
}

export type FetchFailureCode =
  | 'TIMEOUT'
  | 'NETWORK'
  | 'HTTP_STATUS'
  | 'TOO_LARGE'
  | 'REDIRECT_LOOP'
  | 'TOO_MANY_REDIRECTS'
  | 'BAD_URL'
  /** The link, or a redirect, leads to an address that is not on the public internet (`publicOnly`). */
  | 'NOT_PUBLIC';

export type FetchOutcome =
  | {
      kind: 'fetched';
      body: Buffer;
      finalUrl: string;
      status: number;
      /** The answer's Content-Type header (null for a file: URL or when the server sent none). */
      contentType: string | null;
      etag: string | null;
      lastModified: string | null;
      attempts: number;
    }
  | { kind: 'not-modified'; finalUrl: string; attempts: number }
  | {
      kind: 'failed';
      code: FetchFailureCode;
      message: string;
      status?: number;
      attempts: number;
      /**
       * The wait the server asked for (Retry-After), when longer than a run waits (MAX_RETRY_AFTER_MS):
       * the feed is not to be asked again before then. As asked, uncapped.
       */
      retryAfterMs?: number;
    };

type Attempt =
  | { ok: true; outcome: Extract<FetchOutcome, { kind: 'fetched' | 'not-modified' }> }
  | { ok: false; retryable: boolean; retryAfterMs?: number; code: FetchFailureCode; message: string; status?: number };

export interface FetchDeps {
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Longest wait a server's Retry-After may impose before we give up on this run instead. */
const MAX_RETRY_AFTER_MS = 30_000;

/**
 * The longest wait a server's Retry-After is honoured for across runs, for a feed or an image: one
 * that asks for more (a week, a date years away) is asked again after a day, so a hostile or
 * mistaken header cannot silence it for good; a stored wait further off than this is not honoured.
 */
export const MAX_HONOURED_WAIT_MS = 24 * 3_600_000;

export async function fetchFeed(
  url: string,
  validators: Validators,
  policy: FetchPolicy,
  deps: FetchDeps = {},
): Promise<FetchOutcome> {
  const sleep = deps.sleep ?? wait;
  const random = deps.random ?? Math.random;
  let attempt = 0;
  for (;;) {
    attempt += 1;
    const result = await attemptOnce(url, validators, policy);
    if (result.ok) return { ...result.outcome, attempts: attempt };
    // A server that asks for a longer wait than a run may take is not asked again in this run; the
    // outcome carries the wait, and the pipeline keeps later runs from asking before it is over.
    const tooLong = (result.retryAfterMs ?? 0) > MAX_RETRY_AFTER_MS;
    if (!result.retryable || attempt > policy.retries || tooLong) {
      return {
        kind: 'failed',
        code: result.code,
        message: tooLong
          ? `${result.message}; asked to wait ${Math.ceil((result.retryAfterMs ?? 0) / 1000)} s`
          : result.message,
        ...(result.status === undefined ? {} : { status: result.status }),
        attempts: attempt,
        ...(tooLong ? { retryAfterMs: result.retryAfterMs } : {}),
      };
    }
    const backoff = policy.backoffMs * 2 ** (attempt - 1) * (1 + 0.25 * random());
    await sleep(Math.max(backoff, result.retryAfterMs ?? 0));
  }
}

async function attemptOnce(url: string, validators: Validators, policy: FetchPolicy): Promise<Attempt> {
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    return { ok: false, retryable: false, code: 'BAD_URL', message: `not a URL: ${url}` };
  }
  if (current.protocol === 'file:') return readLocalFile(current, policy);
  if (current.protocol !== 'http:' && current.protocol !== 'https:') {
    return { ok: false, retryable: false, code: 'BAD_URL', message: `unsupported scheme ${current.protocol}` };
  }

  const signal = AbortSignal.timeout(policy.timeoutMs);
  const visited = new Set<string>();
  const first = current.hostname;
  try {
    for (let hops = 0; ; hops += 1) {
      visited.add(current.href);
      const publicOnly = policy.publicOnly || current.hostname !== first;
      const literal = publicOnly ? literalNotPublic(current) : undefined;
      if (literal) return { ok: false, retryable: false, code: 'NOT_PUBLIC', message: literal.message };
      const response = await fetch(current, {
        redirect: 'manual',
        signal,
        headers: requestHeaders(validators, policy.userAgent, policy.accept),
        // Node's fetch is undici's and takes its dispatcher: a public-only request connects through
        // the pool that checks every address it connects to.
        ...(publicOnly ? { dispatcher: publicOnlyAgent() } : {}),
      } as RequestInit);
      if (response.status >= 300 && response.status < 400 && response.status !== 304) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        if (!location) return httpFailure(response.status, 'redirect without a Location header');
        const next = new URL(location, current);
        if (visited.has(next.href)) {
          return { ok: false, retryable: false, code: 'REDIRECT_LOOP', message: `redirect loop at ${next.href}` };
        }
        if (hops + 1 > policy.maxRedirects) {
          return {
            ok: false,
            retryable: false,
            code: 'TOO_MANY_REDIRECTS',
            message: `more than ${policy.maxRedirects} redirects`,
          };
        }
        current = next;
        continue;
      }
      if (response.status === 304) {
        await response.body?.cancel();
        return { ok: true, outcome: { kind: 'not-modified', finalUrl: current.href, attempts: 0 } };
      }
      if (!response.ok) {
        await response.body?.cancel();
        return httpFailure(response.status, response.statusText, response.headers.get('retry-after'));
      }
      const body = await readCapped(response, policy.maxBytes);
      if (!body) {
        return {
          ok: false,
          retryable: false,
          code: 'TOO_LARGE',
          message: `body larger than ${policy.maxBytes} bytes`,
        };
      }
      return {
        ok: true,
        outcome: {
          kind: 'fetched',
          body,
          finalUrl: current.href,
          status: response.status,
          contentType: response.headers.get('content-type'),
          etag: response.headers.get('etag'),
          lastModified: response.headers.get('last-modified'),
          attempts: 0,
        },
      };
    }
  } catch (error) {
    if (signal.aborted) {
      return { ok: false, retryable: true, code: 'TIMEOUT', message: `no complete answer in ${policy.timeoutMs} ms` };
    }
    const cause = error instanceof Error ? (error.cause as NodeJS.ErrnoException | undefined) : undefined;
    if (cause?.code === NOT_PUBLIC_CODE)
      return { ok: false, retryable: false, code: 'NOT_PUBLIC', message: cause.message };
    const message = cause?.message ?? (error instanceof Error ? error.message : '');
    return { ok: false, retryable: true, code: 'NETWORK', message: message || String(error) };
  }
}

const FEED_ACCEPT =
  'application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, */*;q=0.5';

function requestHeaders(validators: Validators, userAgent: string, accept = FEED_ACCEPT): Record<string, string> {
  const headers: Record<string, string> = { 'user-agent': userAgent, accept };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  return headers;
}

function httpFailure(status: number, text: string, retryAfter?: string | null): Attempt {
  const retryable = status >= 500 || status === 429 || status === 408;
  const waitMs = retryAfterMs(retryAfter);
  return {
    ok: false,
    retryable,
    code: 'HTTP_STATUS',
    status,
    message: `HTTP ${status} ${text}`.trim(),
    ...(waitMs === undefined ? {} : { retryAfterMs: waitMs }),
  };
}

/** Retry-After in seconds ("120") or as an HTTP date ("Fri, 04 Dec 2026 23:30:00 GMT"), as a wait from now. */
function retryAfterMs(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const text = value.trim();
  // Only the three forms HTTP dates take (RFC 9110 §5.6.7), all in UTC: Date.parse alone would take
  // "2027" for a year away and read the zoneless asctime form in the machine's time zone.
  const at = HTTP_DATES.some((form) => form.test(text))
    ? Date.parse(text.endsWith('GMT') ? text : `${text} GMT`)
    : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** IMF-fixdate ("Sun, 06 Nov 1994 08:49:37 GMT"), RFC 850 ("Sunday, 06-Nov-94 …"), asctime ("Sun Nov  6 08:49:37 1994"). */
const HTTP_DATES = [
  /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
  /^[A-Z][a-z]{5,8}, \d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/,
  /^[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/,
];

/** Reads the body up to maxBytes; undefined (and the stream cancelled) as soon as it is larger. */
async function readCapped(response: Response, maxBytes: number): Promise<Buffer | undefined> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** file: URLs serve the bundled feed snapshots (the README's one-command demo); same size cap. */
async function readLocalFile(url: URL, policy: FetchPolicy): Promise<Attempt> {
  try {
    const body = await readFile(fileURLToPath(url));
    if (body.byteLength > policy.maxBytes) {
      return { ok: false, retryable: false, code: 'TOO_LARGE', message: `file larger than ${policy.maxBytes} bytes` };
    }
    return {
      ok: true,
      outcome: {
        kind: 'fetched',
        body,
        finalUrl: url.href,
        status: 200,
        contentType: null,
        etag: null,
        lastModified: null,
        attempts: 0,
      },
    };
  } catch (error) {
    return { ok: false, retryable: false, code: 'NETWORK', message: (error as Error).message };
  }
}
