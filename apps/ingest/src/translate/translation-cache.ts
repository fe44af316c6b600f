/** Translations already made, in the ingest database (`ingest_translations`), keyed by text hash and language pair. */
import { createHash } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { IngestDb } from '../db/client.ts';
import { ingestTranslations } from '../db/schema.ts';
import type { Language } from './translator.ts';

/** Lookups and inserts go in slices, below the statement parameter limits. */
const SLICE = 200;

export function textHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export class TranslationCache {
  readonly #db: IngestDb;

  constructor(db: IngestDb) {
    this.#db = db;
  }

  /** The cached translations of `texts` from `source` to `target`: source text -> translated text. */
  async lookup(texts: readonly string[], source: Language, target: Language): Promise<Map<string, string>> {
    const byHash = new Map(texts.map((text) => [textHash(text), text]));
    const hashes = [...byHash.keys()];
    const found = new Map<string, string>();
    for (let start = 0; start < hashes.length; start += SLICE) {
      const rows = await this.#db
        .select({ textHash: ingestTranslations.textHash, translated: ingestTranslations.translated })
        .from(ingestTranslations)
        .where(
          and(
            eq(ingestTranslations.source, source),
            eq(ingestTranslations.target, target),
            inArray(ingestTranslations.textHash, hashes.slice(start, start + SLICE)),
          ),
        );
      for (const row of rows) {
        const text = byHash.get(row.textHash);
        if (text !== undefined) found.set(text, row.translated);
      }
    }
    return found;
  }

  async save(
    entries: ReadonlyArray<{ text: string; translated: string }>,
    source: Language,
    target: Language,
    now: Date,
  ): Promise<void> {
    const rows = entries.map((e) => ({
      textHash: textHash(e.text),
      source,
      target,
      translated: e.translated,
      createdAt: now,
    }));
    for (let start = 0; start < rows.length; start += SLICE) {
      await this.#db
        .insert(ingestTranslations)
        .values(rows.slice(start, start + SLICE))
        .onConflictDoNothing();
    }
  }

  /** Deletes translations made before `cutoff`; answers how many. */
  async purgeBefore(cutoff: Date): Promise<number> {
    const deleted = await this.#db
      .delete(ingestTranslations)
      .where(lt(ingestTranslations.createdAt, cutoff))
      .returning({ textHash: ingestTranslations.textHash });
    return deleted.length;
  }
}
