/** The bundled sentence encoder, run for real: what it says of headlines, and that it keeps them in order. */
import { DEFAULT_CLUSTER_OPTIONS } from '@tidings/core/ingest/cluster';
import { describe, expect, it } from 'vitest';
import { encoderReads, universalSentenceEncoder } from './sentence-encoder.ts';

const cosine = (a: Float32Array | null | undefined, b: Float32Array | null | undefined) => {
  if (!a || !b) throw new Error('no vector');
  let dot = 0;
  for (let i = 0; i < a.length; i += 1) dot += (a[i] as number) * (b[i] as number);
  return dot;
};

const encoder = universalSentenceEncoder();

describe('the sentence encoder', () => {
  it('reads two reports of one event as alike and an unrelated headline as not', async () => {
    const [pm, coup, cartoons] = await encoder.encode([
      "Sudan PM says 'serious crisis' a threat to transition and country",
      'Sudan: Protesters demand military coup as crisis deepens',
      'Best of cartoons, October 17, 2021',
    ]);
    expect(pm).toHaveLength(512);
    // Alike enough to lift the score with a story, and the unrelated one under the floor.
    expect(cosine(pm, coup)).toBeGreaterThan(DEFAULT_CLUSTER_OPTIONS.meaningPivot);
    expect(cosine(pm, cartoons)).toBeLessThan(DEFAULT_CLUSTER_OPTIONS.meaningFloor);
  });

  it('gives unit vectors in the order of the texts, across batches, and nothing for a blank text', async () => {
    const titles = Array.from({ length: 70 }, (_, i) => `Council approves plan number ${i} for the harbour`);
    const texts = [...titles.slice(0, 3), '', '   ', ...titles.slice(3)];
    const vectors = await encoder.encode(texts);
    expect(vectors).toHaveLength(texts.length);
    expect(vectors[3]).toBeNull();
    expect(vectors[4]).toBeNull();
    const [alone] = await encoder.encode([titles[69] as string]);
    expect(cosine(vectors.at(-1), alone)).toBeCloseTo(1, 5);
    const [third] = await encoder.encode([titles[2] as string]);
    expect(cosine(vectors[2], third)).toBeCloseTo(1, 5);
    for (const vector of vectors.filter(Boolean)) expect(cosine(vector, vector)).toBeCloseTo(1, 5);
  });

  it('answers null for each blank text and nothing for no text', async () => {
    expect(await encoder.encode(['', ' '])).toEqual([null, null]);
    expect(await encoder.encode([])).toEqual([]);
  });

  it('is asked to read English headlines only, by the language given and by the words of the headline', () => {
    expect(encoderReads('en', 'Three die, two are critically injured in South Los Angeles fire')).toBe(true);
    expect(encoderReads('', "Venezuelan President Maduro's close aide extradited to US")).toBe(true);
    expect(encoderReads('en-GB', 'Covid: When will I get a booster jab?')).toBe(true);
    expect(encoderReads('nl', 'Trump wins the vote')).toBe(false);
    expect(encoderReads('', 'Kabinet presenteert plannen voor tienduizend nieuwe woningen in Utrecht')).toBe(false);
    // An English feed's Spanish photo gallery.
    expect(
      encoderReads(
        'en',
        'FOTOS | Atasco en los puertos de Los Ángeles: docenas de barcos están inactivos frente a la costa',
      ),
    ).toBe(false);
  });
});
