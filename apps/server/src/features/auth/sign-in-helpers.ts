/** Test helpers: sign in through HTTP, reading the code from the demo mailbox as a reader would. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export interface Tokens {
  AccessToken: string;
  RefreshToken: string;
  IdToken: string;
}

let nextIp = 1;
/** A fresh client address, so one test's per-IP limits never touch another's. */
export function freshIp(): string {
  nextIp += 1;
  return `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp & 255}`;
}

export function post(
  app: FastifyInstance,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
  ip = '10.255.0.1',
) {
  return app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
}

/** The code in the newest mail to `email` (its subject carries it). */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/dev/mailbox.json' });
  expect(response.statusCode).toBe(200);
  const mail = response.json().messages.find((m: { to: string }) => m.to === email);
  const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/**
 * Signs in as the web app does: the refresh token arrives in the cookie only, and is returned
 * here beside the body's tokens so tests can send it back as the browser would.
 */
export async function signIn(
  app: FastifyInstance,
  email: string,
  ip = freshIp(),
  headers: Record<string, string> = {},
): Promise<Tokens> {
  const started = await post(app, '/api/auth/email/start', { email }, {}, ip);
  expect(started.statusCode).toBe(200);
  const code = await latestCode(app, email);
  const verified = await post(app, '/api/auth/email/verify', { email, code }, headers, ip);
  expect(verified.statusCode).toBe(200);
  const RefreshToken = verified.cookies.find((c) => c.name === 'tidings_refresh')?.value;
  if (!RefreshToken) throw new Error('no refresh cookie set');
  return { ...verified.json(), RefreshToken };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The cookie that names a signed-in reader to the pages (tidings_reader, lib/reader-cookie.ts), as their
 * browser holds it after any call with their token: `{ tidings_reader: value }`, to send with a page request.
 */
export async function readerCookie(app: FastifyInstance, token: string): Promise<{ tidings_reader: string }> {
  const named = await app.inject({ method: 'GET', url: '/api/billing/subscription', headers: bearer(token) });
  const value = named.cookies.find((c) => c.name === 'tidings_reader')?.value ?? '';
  expect(value).not.toBe('');
  return { tidings_reader: value };
}
export const refreshCookieHeader = (token: string) => ({ cookie: `tidings_refresh=${token}` });
