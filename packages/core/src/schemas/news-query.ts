/** Query strings of the news calls (ARCHITECTURE.md, HTTP API): parsed by the server, built by the web app. */
import { z } from 'zod';
import { FEED_CATEGORIES } from '../news/categories.ts';

/** The largest page a client may ask for; the 20-stories debug mode and the feed use 20. */
export const MAX_PAGE_LIMIT = 50;

/** A latitude or longitude in a query string, with a message that names the range. */
export const latitudeSchema = z.coerce
  .number({ error: 'must be a number' })
  .min(-90, 'must be between -90 and 90')
  .max(90, 'must be between -90 and 90');
export const longitudeSchema = z.coerce
  .number({ error: 'must be a number' })
  .min(-180, 'must be between -180 and 180')
  .max(180, 'must be between -180 and 180');

export const readerQuerySchema = z.object({
  lat: latitudeSchema.optional(),
  lon: longitudeSchema.optional(),
  /** Accuracy of the position in metres (browser geolocation reports metres). */
  accuracy: z.coerce.number({ error: 'must be a number' }).nonnegative('must not be negative').optional(),
  country: z.string().trim().max(80).optional(),
  /** `country`: the position stands for the reader's country, not their town (geo/ranked-at.ts). */
  scope: z.enum(['country'], { error: "must be 'country' or left out" }).optional(),
  lang: z.string().trim().max(16).optional(),
});

const pairedPosition = <T extends { lat?: number | undefined; lon?: number | undefined }>(query: T) =>
  (query.lat === undefined) === (query.lon === undefined);
const pairedMessage = { message: 'lat and lon must be given together', path: ['lat'] };

export const categorySchema = z.enum(FEED_CATEGORIES, {
  error: `must be one of ${FEED_CATEGORIES.join(', ')}`,
});

export const newsQuerySchema = readerQuerySchema
  .extend({
    category: z.string().trim().toLowerCase().default('all').pipe(categorySchema),
    page: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(1),
    limit: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(MAX_PAGE_LIMIT, `must be at most ${MAX_PAGE_LIMIT}`)
      .default(20),
  })
  .refine(pairedPosition, pairedMessage);
export type NewsQuery = z.infer<typeof newsQuerySchema>;

export const searchQuerySchema = readerQuerySchema
  .extend({ q: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters') })
  .refine(pairedPosition, pairedMessage);

export const personalizedQuerySchema = readerQuerySchema
  .extend({
    categories: z
      .string()
      .max(500)
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim().toLowerCase())
          .filter(Boolean),
      )
      .optional(),
    page: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(1),
  })
  .refine(pairedPosition, pairedMessage);

export const localQuerySchema = readerQuerySchema
  .extend({ city: z.string().trim().max(120).optional() })
  .refine(pairedPosition, pairedMessage)
  .refine((query) => query.lat !== undefined || query.city, {
    message: 'give lat and lon, or a city and country',
    path: ['city'],
  });

export const trendingQuerySchema = readerQuerySchema.refine(pairedPosition, pairedMessage);

export const storyParamsSchema = z.object({ id: z.string().min(1).max(300) });
export const langQuerySchema = z.object({ lang: z.string().trim().max(16).optional() });

export const shareStoryRequestSchema = z.object({ id: z.string().min(1).max(300) }).loose();
export const shareStoryResponseSchema = z.object({ shareUrl: z.string() });
