/** The JSON API client: every error body is { error: { code, message } } (DECISIONS.md item 15). */
import type { z } from 'zod';

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export async function apiGet<T extends z.ZodType>(path: string, schema: T, init?: RequestInit): Promise<z.output<T>> {
  const response = await fetch(path, { ...init, headers: { accept: 'application/json', ...init?.headers } });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new ApiRequestError(response.status, error?.code ?? 'HTTP_ERROR', error?.message ?? response.statusText);
  }
  return schema.parse(body);
}
