/**
 * The JSON API client. Every error body is { error: { code, message } } (DECISIONS.md item 15).
 * Answers are typed by the core schemas' types; the server validated them (docs/decisions/0003).
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const response = await fetch(path, { ...init, headers });
  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new ApiRequestError(response.status, error?.code ?? 'HTTP_ERROR', error?.message ?? response.statusText);
  }
  return body as T;
}

export const apiGet = <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, signal ? { signal } : {});

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
