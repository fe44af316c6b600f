/** Shared by this feature's tests: a stubbed API, device position and the draft strings. */
import { vi } from 'vitest';
import cities from '../../../../../data/sample/cities.json' with { type: 'json' };

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const AMSTERDAM = {
  name: 'Amsterdam',
  country: 'Netherlands',
  displayName: 'Amsterdam, Netherlands',
  latitude: 52.3676,
  longitude: 4.9041,
};

const notFound = (code: string) => json(404, { error: { code, message: 'Not found' } });

export interface ApiAnswers {
  reverse?: () => Response;
  ip?: () => Response;
  /** GET /api/geo/cities?q=…, the server's search of every place (404 unless given: the bundled list answers). */
  cities?: (url: string) => Response;
}

/** fetch for /cities.json, /api/geo/reverse (Amsterdam), /api/geo/ip (404) and /api/geo/cities; returns the URLs asked. */
export function stubApi(answers: ApiAnswers = {}): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      if (url === '/cities.json') return json(200, cities);
      if (url.startsWith('/api/geo/reverse')) return answers.reverse?.() ?? json(200, AMSTERDAM);
      if (url === '/api/geo/ip') return answers.ip?.() ?? notFound('IP_LOOKUP_UNAVAILABLE');
      if (url.startsWith('/api/geo/cities')) return answers.cities?.(url) ?? notFound('NOT_FOUND');
      return notFound('NOT_FOUND');
    }),
  );
  return calls;
}

type PositionAnswer = { latitude: number; longitude: number } | 'denied';

/** navigator.geolocation answering with a position or a refusal; returns the options it was asked with. */
export function stubGeolocation(answer: PositionAnswer | undefined): PositionOptions[] {
  const asked: PositionOptions[] = [];
  const geolocation =
    answer === undefined
      ? undefined
      : {
          getCurrentPosition(
            success: PositionCallback,
            failure: PositionErrorCallback | null | undefined,
            options?: PositionOptions,
          ) {
            asked.push(options ?? {});
            queueMicrotask(() => {
              if (answer === 'denied') {
                failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
              } else {
                success({ coords: { ...answer, accuracy: 20 }, timestamp: Date.now() } as GeolocationPosition);
              }
            });
          },
        };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return asked;
}
