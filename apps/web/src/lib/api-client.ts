/**
 * The JSON API client. Every error body is { error: { code, message } } (DECISIONS.md item 15).
 * Answers are typed by the core schemas' types; the server validated them (docs/decisions/0003).
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  /** Seconds the server asked to wait (Retry-After), when it did. */
  retryAfterSeconds: number | undefined;
  constructor(status: number, code: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
    this.code = code;
  }
}

/** The request never got an answer (offline, refused): named by its service error, caused by the browser's. */
export class ApiNetworkError extends Error {}

/**
 * reading-experience §8 "Service errors": what a failed call is reported as, in logs and to
 * error handlers. Readers see the texts of the locale files instead.
 */
export const SERVICE_ERRORS = {
  news: 'Failed to load news articles',
  storyById: 'Failed to fetch story by ID',
  search: 'Search failed',
  local: 'Failed to fetch local articles',
} as const;

/**
 * A call to our API. With a `failure` text (one of SERVICE_ERRORS) a failed call throws that
 * text, keeping the server's own message or the network error as its cause: an HTTP failure as an
 * ApiRequestError with its status and code, no answer at all as an ApiNetworkError.
 */
/** Where the signed-in reader's access token comes from (session-token.ts sets it); none for a visitor. */
let bearerToken: () => string | undefined = () => undefined;
export function setBearerSource(source: () => string | undefined): void {
  bearerToken = source;
}

/**
 * How long a read may wait for the server's answer to begin before it counts as failed: a request
 * a flaky connection left without an answer would otherwise keep its skeleton or "Loading…" up for
 * good, where a failure shows the view's message and its Retry. Once the answer has begun, its body
 * takes what it takes (an export of every saved story on a slow line). Writes have none: one that
 * reached the server must not be reported as failed and sent again.
 */
export const READ_TIMEOUT_MS = 10_000;

/** A signal that aborts with `signal` or, as a TimeoutError, after `ms`; `done` stops the clock. */
function withDeadline(signal: AbortSignal | null | undefined, ms: number) {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The server did not answer in time', 'TimeoutError')),
    ms,
  );
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', follow);
    },
  };
}

export async function apiRequest<T>(path: string, init: RequestInit = {}, failure?: string): Promise<T> {
  const read = (init.method ?? 'GET').toUpperCase() === 'GET';
  const deadline = read ? withDeadline(init.signal, READ_TIMEOUT_MS) : undefined;
  try {
    return await request<T>(path, deadline ? { ...init, signal: deadline.signal } : init, failure, deadline?.done);
  } finally {
    deadline?.done();
  }
}

/** A timeout of `apiRequest`'s deadline, which a query does not try again (the wait would double). */
export const isTimeout = (error: unknown): boolean => {
  const name = (value: unknown) => (value as { name?: unknown } | null | undefined)?.name;
  return name(error) === 'TimeoutError' || (error instanceof ApiNetworkError && name(error.cause) === 'TimeoutError');
};

async function request<T>(
  path: string,
  init: RequestInit,
  failure: string | undefined,
  answered: () => void = () => {},
): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  // A signed-in reader's lists are their own (mutes, interests, why): every call says who asks.
  const token = bearerToken();
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  // No answer: a cancelled request is not a failure of the service; the rest are the network's.
  const unanswered = (error: unknown) =>
    // (By name: a DOMException of another realm, a test's or a worker's, is no instance of this one's.)
    !failure || (error as { name?: unknown } | null)?.name === 'AbortError'
      ? error
      : new ApiNetworkError(failure, { cause: error });
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers });
  } catch (error) {
    throw unanswered(error);
  }
  answered();
  let body: unknown;
  if (response.status !== 204) {
    try {
      body = await response.json();
    } catch (error) {
      // A body the caller's cancel cut off is no answer; one that is not JSON is an answer without a body.
      if (init.signal?.aborted) throw unanswered(init.signal.reason ?? error);
    }
  }
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
    const message = error?.message ?? response.statusText;
    const failed = new ApiRequestError(
      response.status,
      error?.code ?? 'HTTP_ERROR',
      failure ?? message,
      failure ? { cause: message } : undefined,
    );
    const retryAfter = Number(response.headers.get('retry-after'));
    if (retryAfter > 0) failed.retryAfterSeconds = retryAfter;
    throw failed;
  }
  return body as T;
}

export const apiGet = <T>(path: string, signal?: AbortSignal, failure?: string) =>
  apiRequest<T>(path, signal ? { signal } : {}, failure);

export const apiPost = <T>(path: string, body: unknown, signal?: AbortSignal) =>
  apiRequest<T>(path, { method: 'POST', body: JSON.stringify(body), ...(signal ? { signal } : {}) });

/** A query string from defined values only. */
export function query(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
