/**
 * Calls that act on the refresh cookie (refresh, logout) accept only requests made by our own
 * pages, not on the strength of SameSite alone (ASVS 3.5.x): a browser says where a request
 * came from in `Sec-Fetch-Site` and `Origin`. A client outside a browser sends neither and
 * holds no cookie of a reader's browser, so it is let through.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/errors.ts';

const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && !ALLOWED_FETCH_SITES.has(fetchSite.toLowerCase())) return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const sender = originOf(origin);
  if (sender === null) return true;
  return (
    sender !== originOf(request.server.config.publicUrl) && sender !== originOf(`${request.protocol}://${request.host}`)
  );
}

/** A preHandler: 403 for a request another site's page made. */
export async function sameOriginOnly(request: FastifyRequest): Promise<void> {
  if (isCrossSite(request)) {
    throw new ApiError(403, 'CROSS_SITE_REQUEST', 'This call is accepted from Tidings pages only.');
  }
}
