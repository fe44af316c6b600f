import { describe, expect, it } from 'vitest';
import { applyMutes, NO_MUTES } from './muting.ts';
import type { PreparedStory } from './prepare.ts';
import { makePrepared, makeSource } from './test-fixtures.ts';

const noMutes = { words: [], topics: [], sources: [] };
const ids = (stories: readonly PreparedStory[]) => stories.map((s) => s.id);

describe('applyMutes', () => {
  it('returns the very same list when nothing is muted', () => {
    const stories = [makePrepared()];
    expect(applyMutes(stories, noMutes)).toBe(stories);
    expect(applyMutes(stories, { words: [' '], topics: [''], sources: [] })).toBe(stories);
  });

  it('hides a story containing a muted word as a whole word, in any case', () => {
    const stories = [
      makePrepared({ id: 'headline', headline: 'Pop ART fair opens' }),
      makePrepared({ id: 'description', description: 'An art lover speaks.' }),
      makePrepared({ id: 'tag', tags: ['art'] }),
      makePrepared({ id: 'party', headline: 'Party wins', sub_headline: 'Smart start' }),
    ];
    expect(ids(applyMutes(stories, { ...noMutes, words: ['Art'] }))).toEqual(['party']);
  });

  it('matches muted words without regard to accents and treats regex characters literally', () => {
    const stories = [
      makePrepared({ id: 'zurich', headline: 'Zürich votes' }),
      makePrepared({ id: 'dotted', headline: 'a.b rules' }),
      makePrepared({ id: 'any-character', headline: 'axb rules' }),
    ];
    // "." is a literal dot: "a.b" hides "a.b rules" but not "axb rules".
    expect(ids(applyMutes(stories, { ...noMutes, words: ['zurich', 'a.b'] }))).toEqual(['any-character']);
  });

  it('hides a story whose category or tag equals a muted topic', () => {
    const stories = [
      makePrepared({ id: 'category', categories: ['Sports'] }),
      makePrepared({ id: 'tag', tags: ['sports'] }),
      makePrepared({ id: 'similar', tags: ['esports'] }),
    ];
    expect(ids(applyMutes(stories, { ...noMutes, topics: ['SPORTS'] }))).toEqual(['similar']);
  });

  it('hides a story tagged with a full name when a reader mutes the surname, not another place named from it', () => {
    const stories = [
      makePrepared({ id: 'full-name', tags: ['jacinda ardern', 'new zealand'] }),
      makePrepared({ id: 'surname', tags: ['ardern'] }),
      makePrepared({ id: 'inside', tags: ['ardern government review'] }),
      makePrepared({ id: 'longer-name', tags: ['lady ann ardern'] }),
      makePrepared({ id: 'nsw', tags: ['new south wales'] }),
      makePrepared({ id: 'wales', tags: ['wales'] }),
      makePrepared({ id: 'south-africa', tags: ['south africa'] }),
      makePrepared({ id: 'part-of-a-word', tags: ['lardern'] }),
    ];
    expect(ids(applyMutes(stories, { ...noMutes, topics: ['Ardern'] }))).toEqual([
      'inside',
      'longer-name',
      'nsw',
      'wales',
      'south-africa',
      'part-of-a-word',
    ]);
    expect(ids(applyMutes(stories, { ...noMutes, topics: ['Wales', 'africa'] }))).toEqual([
      'full-name',
      'surname',
      'inside',
      'longer-name',
      'nsw',
      'south-africa',
      'part-of-a-word',
    ]);
    // A full name muted hides that name, not every story of its surname alone.
    expect(ids(applyMutes(stories, { ...noMutes, topics: ['Jacinda Ardern'] }))).toEqual(
      ids(stories).filter((id) => id !== 'full-name'),
    );
  });

  it('takes a category named as a Dutch reader reads it (or in the singular) for the category', () => {
    const stories = [
      makePrepared({ id: 'sports', categories: ['Sports'] }),
      makePrepared({ id: 'science', categories: ['Science'] }),
      makePrepared({ id: 'tagged-sport', tags: ['sport'] }),
      makePrepared({ id: 'politics', categories: ['Politics'] }),
    ];
    expect(ids(applyMutes(stories, { ...noMutes, topics: ['Sport'] }))).toEqual(['science', 'politics']);
    expect(ids(applyMutes(stories, { ...noMutes, topics: ['wetenschap'] }))).toEqual([
      'sports',
      'tagged-sport',
      'politics',
    ]);
  });

  it('removes a muted source from a new story and leaves the original untouched', () => {
    const story = makePrepared({
      sources: [makeSource({ name: 'Spam Daily' }), makeSource({ name: 'Meridian Wire' })],
    });
    const [muted] = applyMutes([story], { ...noMutes, sources: ['spam daily'] });
    expect(muted?.story.sources.map((s) => s.name)).toEqual(['Meridian Wire']);
    expect(muted?.sourceCount).toBe(1);
    expect(story.story.sources).toHaveLength(2);
    expect(story.sourceCount).toBe(2);
  });

  it('hides a story left with no sources, but not one that never had any', () => {
    const onlySpam = makePrepared({ id: 'only-spam', sources: [makeSource({ name: 'Spam Daily' })] });
    const sourceless = makePrepared({ id: 'sourceless' });
    expect(ids(applyMutes([onlySpam, sourceless], { ...noMutes, sources: ['Spam Daily'] }))).toEqual(['sourceless']);
  });
});

describe('a story’s reading topics', () => {
  it('are matched by a muted topic as its tags are: a reader who mutes opinion sees no columns', () => {
    const column = makePrepared({ id: 'column', topics: ['opinion'] });
    const report = makePrepared({ id: 'report' });
    const kept = applyMutes([column, report], { ...NO_MUTES, topics: ['Opinion'] });
    expect(kept.map((story) => story.id)).toEqual(['report']);
  });

  it('are muted by the interest’s name in English or Dutch, and no wider', () => {
    const museum = makePrepared({ id: 'museum', topics: ['culture'] });
    const column = makePrepared({ id: 'column', topics: ['opinion'] });
    const climate = makePrepared({ id: 'climate', categories: ['Environment'] });
    const ids = (topics: string[]) =>
      applyMutes([museum, column, climate], { ...NO_MUTES, topics }).map((story) => story.id);
    expect(ids(['Opinie'])).toEqual(['museum', 'climate']);
    expect(ids(['Kunst & cultuur'])).toEqual(['column', 'climate']);
    expect(ids(['Art & Culture'])).toEqual(['column', 'climate']);
    // "Climate Change" ranks as Environment, but muting it does not hide all of Environment.
    expect(ids(['Climate Change'])).toEqual(['museum', 'column', 'climate']);
  });
});
