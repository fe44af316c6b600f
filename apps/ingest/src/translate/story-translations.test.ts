/**
 * A story's own reports in its other language (`OwnTexts`): their words make its entry in that
 * language, with or without a translator, and the translator is asked only for what they leave out.
 */
import { describe, expect, it } from 'vitest';
import { translateStories } from './story-translations.ts';
import type { Translator } from './translator.ts';

const now = () => new Date('2021-11-13T15:00:00Z');
const quiet = () => {};

const f1 = {
  id: 'verstappen-en-hamilton-botsen',
  lang: 'nl',
  headline: 'Verstappen en Hamilton botsen in kwalificatie Brazilië',
  sub_headline: '',
  description: 'De stewards onderzoeken het incident na afloop.',
};
const storm = {
  id: 'zware-storm',
  lang: 'nl',
  headline: 'Zware storm in het noorden',
  sub_headline: '',
  description: '',
};

describe('translateStories with texts of the stories’ own reports', () => {
  it('without a translator, gives a story its other-language reports’ words where they tell all it says, and no other', async () => {
    const own = new Map([
      [
        f1.id,
        { headline: 'Verstappen and Hamilton clash in Brazil qualifying', description: 'Stewards look into it.' },
      ],
      [storm.id, { headline: 'Heavy storm in the north' }],
    ]);
    const { translations, report } = await translateStories([f1, storm], undefined, now, quiet, undefined, own);
    expect(translations['en-US']).toEqual([
      {
        story_id: f1.id,
        headline: 'Verstappen and Hamilton clash in Brazil qualifying',
        description: 'Stewards look into it.',
      },
      { story_id: storm.id, headline: 'Heavy storm in the north' },
    ]);
    expect(report).toMatchObject({ configured: false, wanted: 2, translated: 2, fromReports: 2 });

    // A story whose own reports leave a text out gets nothing without a translator: never half in English.
    const partly = new Map([[f1.id, { headline: 'Verstappen and Hamilton clash in Brazil qualifying' }]]);
    expect((await translateStories([f1], undefined, now, quiet, undefined, partly)).translations).toEqual({});
  });

  it('with a translator, asks it only for the texts the own reports leave out', async () => {
    const asked: string[][] = [];
    const translator: Translator = {
      translate: async (texts) => {
        asked.push(texts);
        return texts.map((text) => `EN ${text}`);
      },
    };
    const cache = { lookup: async () => new Map<string, string>(), save: async () => {}, purgeBefore: async () => 0 };
    const own = new Map([[f1.id, { headline: 'Verstappen and Hamilton clash in Brazil qualifying' }]]);
    const { translations, report } = await translateStories([f1], { translator, cache }, now, quiet, undefined, own);
    expect(asked).toEqual([[f1.description]]);
    expect(translations['en-US']).toEqual([
      {
        story_id: f1.id,
        headline: 'Verstappen and Hamilton clash in Brazil qualifying',
        description: `EN ${f1.description}`,
      },
    ]);
    expect(report).toMatchObject({ translated: 1, fromReports: 1, freshTexts: 1 });

    // Own texts for what the story does not say are no part of its entry, and not counted as used.
    const unused = new Map([[f1.id, { sub_headline: 'Stewards look into it.' }]]);
    const machine = await translateStories([f1], { translator, cache }, now, quiet, undefined, unused);
    expect(machine.translations['en-US']?.[0]?.headline).toBe(`EN ${f1.headline}`);
    expect(machine.report.fromReports).toBe(0);
  });
});
