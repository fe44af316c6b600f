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

export async function apiRequest<T>(path: string, init: RequestInit = {}, failure?: string): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  // A signed-in reader's lists are their own (mutes, interests, why): every call says who asks.
  const token = bearerToken();
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers });
  } catch (error) {
    // A cancelled request is not a failure of the service.
    if (!failure || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    throw new ApiNetworkError(failure, { cause: error });
  }
  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
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
