/**
 * The place a page is drawn for (decision 0005): the one the browser keeps and names in its cookie
 * (PLACE_COOKIE); else, for a browser that keeps none yet, where its address is, as the location
 * chain's IP step will find it unless the reader shares their position; else none, and the page is
 * the fallback city's. Looked up once per request: the page's language and its feed both read it.
 */
import { locationFromIpAnswer } from '@tidings/core/geo/location-detection';
import { PLACE_COOKIE, readerPlaceOf } from '@tidings/core/geo/place-cookie';
import { parsePlaceCookie } from '@tidings/core/geo/place-cookie-parse';
import type { ReaderPlace } from '@tidings/core/schemas/geo';
import type { FastifyRequest } from 'fastify';
import { oncePerRequest } from './once-per-request.ts';

export interface PagePlace {
  place: ReaderPlace;
  /** Only the server's guess from the address: the browser is still to locate the reader. */
  guessed: boolean;
}

export const pagePlace = oncePerRequest(lookUp);

async function lookUp(request: FastifyRequest): Promise<PagePlace | undefined> {
  const told = parsePlaceCookie(request.cookies[PLACE_COOKIE]);
  if (told) return { place: told, guessed: false };
  const { server } = request;
  const address = await server.ipLocation(request.ip);
  const location = address && locationFromIpAnswer(address, server.clock());
  return location ? { place: readerPlaceOf(location), guessed: true } : undefined;
}
