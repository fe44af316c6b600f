import { describe, expect, it } from 'vitest';
import { type Preferences, preferencesSchema } from '../schemas/account.ts';
import { addMuted, type EditResult, removeMuted, replaceMuted, replaceTopics } from './preference-edits.ts';

const defaults = preferencesSchema.parse({});
const prefsOf = (result: EditResult): Preferences => {
  if (result.kind === 'refused') throw new Error(`refused: ${result.limit}`);
  return result.preferences;
};

describe('changing preferences (accounts-and-membership §5)', () => {
  it('trims and lowercases a muted word; empty or already there is a success without change', () => {
    const one = prefsOf(addMuted(defaults, 'mutedWords', '  Football ', false));
    expect(one.mutedWords).toEqual(['football']);
    expect(addMuted(one, 'mutedWords', 'FOOTBALL', false).kind).toBe('unchanged');
    expect(addMuted(one, 'mutedWords', '   ', false).kind).toBe('unchanged');
  });

  it('refuses a free reader’s fourth muted word, and not a premium reader’s', () => {
    let prefs = defaults;
    for (const word of ['a', 'b', 'c']) prefs = prefsOf(addMuted(prefs, 'mutedWords', word, false));
    expect(addMuted(prefs, 'mutedWords', 'd', false)).toEqual({ kind: 'refused', limit: 'mutedWords' });
    expect(prefsOf(addMuted(prefs, 'mutedWords', 'd', true)).mutedWords).toHaveLength(4);
  });

  it('counts muted topics and sources against one limit of 2, keeping their case', () => {
    const topic = prefsOf(addMuted(defaults, 'mutedTopics', ' Sports ', false));
    const source = prefsOf(addMuted(topic, 'mutedSources', 'Harbour Gazette', false));
    expect(source.mutedTopics).toEqual(['Sports']);
    expect(addMuted(source, 'mutedTopics', 'Crime', false)).toEqual({
      kind: 'refused',
      limit: 'mutedTopicsAndSources',
    });
    expect(addMuted(source, 'mutedSources', 'Other', false).kind).toBe('refused');
  });

  it('removes regardless of case, and removing what is not there changes nothing', () => {
    const prefs = prefsOf(addMuted(defaults, 'mutedSources', 'Harbour Gazette', false));
    expect(prefsOf(removeMuted(prefs, 'mutedSources', 'harbour gazette')).mutedSources).toEqual([]);
    expect(removeMuted(prefs, 'mutedSources', 'Nobody').kind).toBe('unchanged');
  });

  it('lets a list shrink below an old premium size but not grow past the limit', () => {
    const premiumTime = { ...defaults, mutedWords: ['a', 'b', 'c', 'd', 'e'] };
    expect(prefsOf(replaceMuted(premiumTime, { mutedWords: ['a', 'b', 'c', 'd'] }, false)).mutedWords).toHaveLength(4);
    expect(replaceMuted(defaults, { mutedWords: ['a', 'b', 'c', 'd'] }, false).kind).toBe('refused');
    expect(prefsOf(replaceMuted(defaults, { mutedWords: ['A', 'a', ' b '] }, false)).mutedWords).toEqual(['a', 'b']);
  });

  it('keeps at most 5 interest topics for a free reader, across both lists the feed ranks by', () => {
    const five = ['World News', 'Science', 'Space', 'Health', 'Sports'];
    expect(prefsOf(replaceTopics(defaults, { categories: five }, false)).categories).toEqual(five);
    expect(replaceTopics(defaults, { categories: [...five, 'Food'] }, false)).toEqual({
      kind: 'refused',
      limit: 'interests',
    });
    expect(prefsOf(replaceTopics(defaults, { interests: [...five, 'Food'] }, true)).interests).toHaveLength(6);
    const held = prefsOf(replaceTopics(defaults, { categories: five }, false));
    // Five more in the other list would be ten; the same names in both count once.
    expect(replaceTopics(held, { interests: ['Food'] }, false).kind).toBe('refused');
    expect(prefsOf(replaceTopics(held, { interests: ['Science', 'Space'] }, false)).interests).toEqual([
      'Science',
      'Space',
    ]);
    // Both lists replaced at once are judged as they end up: five others for five is no growth.
    const others = ['Food', 'Travel', 'Fashion', 'Opinion', 'Lifestyle'];
    expect(
      prefsOf(replaceTopics({ ...held, interests: five }, { categories: others, interests: others }, false)),
    ).toMatchObject({ categories: others, interests: others });
  });
});
