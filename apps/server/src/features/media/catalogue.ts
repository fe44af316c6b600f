/** The served edition's briefing catalogue (media.json), parsed once per edition. */
import { type MediaCatalogue, parseMediaCatalogue } from '@tidings/core/schemas/media';
import type { FastifyInstance } from 'fastify';

/**
 * Each served media.json is parsed once, and so is one that does not parse: the bytes stay the same
 * object while the edition does.
 */
const parsed = new WeakMap<Buffer, MediaCatalogue | Error>();

/** The catalogue, undefined without one; throws for one that does not parse. */
export function catalogueOf(app: FastifyInstance): MediaCatalogue | undefined {
  const bytes = app.editions.current.files.get('media.json');
  if (!bytes) return undefined;
  let catalogue = parsed.get(bytes);
  if (!catalogue) {
    try {
      catalogue = parseMediaCatalogue(JSON.parse(bytes.toString('utf8')));
    } catch (error) {
      catalogue = error instanceof Error ? error : new Error(String(error));
    }
    parsed.set(bytes, catalogue);
  }
  if (catalogue instanceof Error) throw catalogue;
  return catalogue;
}

/**
 * Whether the edition carries any briefing at all. An edition the pipeline builds carries none
 * (it makes no audio), and then the home page has no player: a card saying "Come back later for
 * the next briefing" would promise one that never comes (docs/decisions/0015).
 */
export function hasBriefings(app: FastifyInstance): boolean {
  let catalogue: MediaCatalogue | undefined;
  try {
    catalogue = catalogueOf(app);
  } catch {
    // A catalogue that does not parse: the player says so, as the spec words it (§8).
    return true;
  }
  return (
    catalogue !== undefined &&
    Object.values(catalogue.regions).some((region) => Object.keys(region.podcasts).length > 0)
  );
}
