import { describe, expect, it } from 'vitest';
import type { Story } from '../schemas/edition.ts';
import { toArticle, toStoryDetail } from './article-view.ts';
import { applyMutes, NO_MUTES, retoldTranslation, shownToReader } from './muting.ts';
import { type PreparedStory, prepareStory } from './prepare.ts';
import { hoursAgo, makePrepared, makeSource, makeStory } from './test-fixtures.ts';

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

describe('a story told in a muted outlet’s words', () => {
  const tabloid = makeSource({
    name: 'Spam Daily',
    url: 'https://spam.example/a',
    original_headline: 'SHOCK as storm SMASHES coast',
    publishedAt: hoursAgo(1),
  });
  const wire = makeSource({
    name: 'Meridian Wire',
    url: 'https://wire.example/b',
    original_headline: 'Storm reaches the coast; dikes hold',
    publishedAt: hoursAgo(3),
  });
  const clip = makeSource({
    name: 'Harbour TV',
    url: 'https://harbour.example/videos/storm',
    original_headline: 'Watch: waves over the pier',
    publishedAt: hoursAgo(0),
  });
  const dutch = makeSource({
    name: 'Polder Nieuws',
    url: 'https://polder.example/c',
    original_headline: 'Storm bereikt de kust',
    lang: 'nl',
    publishedAt: hoursAgo(0),
  });
  const told = makeStory({
    headline: tabloid.original_headline,
    sub_headline: 'Residents flee as waves batter the seafront.',
    description: 'Terrified residents fled last night.',
    sources: [clip, dutch, tabloid, wire],
    credits: { headline: tabloid.url, sub_headline: tabloid.url, description: tabloid.url },
    topics: ['opinion'],
  });
  const retold = (story: Story, sources = ['Spam Daily']) =>
    applyMutes([prepareStory(story)], { ...NO_MUTES, sources })[0]?.story;

  it('is retold in the words of a written report in its language, none of the muted outlet’s left', () => {
    const shown = retold(told);
    expect(shown).toMatchObject({
      headline: 'Storm reaches the coast; dikes hold',
      sub_headline: '',
      description: '',
      credits: { headline: wire.url },
      topics: [],
    });
    expect(shown?.lang).toBeUndefined();
    const card = toArticle(shown as Story);
    expect(card).toMatchObject({
      title: 'Storm reaches the coast; dikes hold',
      source: 'Meridian Wire',
      opinion: false,
    });
    expect(toStoryDetail(shown as Story).credits).toEqual({ headline: 'Meridian Wire', summary: [] });
  });

  it('takes a video’s headline only where no written report is left, and another language’s only where none in its own is', () => {
    expect(retold(told, ['Spam Daily', 'Meridian Wire'])).toMatchObject({
      headline: 'Watch: waves over the pier',
      credits: { headline: clip.url },
    });
    // Told in Dutch: the English summary goes, and the English sources say they are English.
    const dutch = retold(told, ['Spam Daily', 'Meridian Wire', 'Harbour TV']);
    expect(dutch).toMatchObject({ headline: 'Storm bereikt de kust', lang: 'nl', sub_headline: '', description: '' });
    expect(dutch?.sources.map((source) => [source.name, source.lang])).toEqual([['Polder Nieuws', undefined]]);
    const withEnglishLeft = retold(
      makeStory({
        ...told,
        sources: [...told.sources, makeSource({ name: 'Coast Radio', url: 'https://radio.example/e' })],
      }),
      ['Spam Daily', 'Meridian Wire', 'Harbour TV'],
    );
    expect(withEnglishLeft?.sources.map((source) => [source.name, source.lang])).toEqual([
      ['Polder Nieuws', undefined],
      ['Coast Radio', 'en'],
    ]);
  });

  it('is hidden where no outlet left has a headline to tell it by', () => {
    const untitled = makeSource({ name: 'Pics', url: 'https://pics.example/g', original_headline: '' });
    expect(retold(makeStory({ ...told, sources: [tabloid, untitled] }))).toBeUndefined();
  });

  it('is muted by topic as it is told: a reader who mutes Opinion sees no story retold by a column', () => {
    const column = makeSource({
      name: 'Op-Ed Weekly',
      url: 'https://oped.example/c',
      original_headline: 'Comment: we failed the coast',
      opinion: true,
    });
    const news = makeStory({ ...told, sources: [tabloid, column], topics: [] });
    const opinionMuted = { ...NO_MUTES, topics: ['Opinion'], sources: ['Spam Daily'] };
    expect(applyMutes([prepareStory(news)], opinionMuted)).toEqual([]);
    // And the other way: a column's story retold by a report is news.
    const report = makeSource({
      name: 'Meridian Wire',
      url: 'https://wire.example/r',
      original_headline: 'Storm hits the coast',
    });
    const columnFirst = makeStory({
      ...told,
      headline: column.original_headline,
      sources: [column, report],
      credits: { headline: column.url },
      topics: ['opinion'],
    });
    const shown = applyMutes([prepareStory(columnFirst)], { ...opinionMuted, sources: ['Op-Ed Weekly'] });
    expect(shown.map((story) => story.story.headline)).toEqual(['Storm hits the coast']);
  });

  it('keeps a summary the muted outlet did not write, unless it repeats the new headline', () => {
    const shared = makeStory({
      ...told,
      sub_headline: wire.original_headline,
      description: 'The dikes held overnight.',
      credits: { headline: tabloid.url, sub_headline: wire.url, description: wire.url },
    });
    expect(retold(shared)).toMatchObject({
      sub_headline: '',
      description: 'The dikes held overnight.',
      credits: { headline: wire.url, description: wire.url },
    });
  });

  it('is told a second way by another outlet’s headline where the muted outlet wrote the sub-headline', () => {
    const radio = makeSource({
      name: 'Coast Radio',
      url: 'https://radio.example/d',
      original_headline: 'Hundreds leave the seafront as the storm nears',
      publishedAt: hoursAgo(5),
    });
    expect(retold(makeStory({ ...told, sources: [...told.sources, radio] }))).toMatchObject({
      headline: wire.original_headline,
      sub_headline: radio.original_headline,
      description: '',
      credits: { headline: wire.url, sub_headline: radio.url },
    });
  });

  it('stays as it is where the muted outlet wrote none of it, or the edition does not say whose words it is', () => {
    const byWire = makeStory({ ...told, headline: wire.original_headline, credits: { headline: wire.url } });
    expect(retold(byWire)?.headline).toBe(wire.original_headline);
    expect(retold(makeStory({ ...told, headline: 'Storm on the coast', credits: undefined }))?.headline).toBe(
      'Storm on the coast',
    );
  });

  it('is retold where an edition without credits shows a muted outlet’s headline word for word', () => {
    const handWritten = makeStory({ ...told, credits: undefined });
    expect(retold(handWritten)).toMatchObject({
      headline: wire.original_headline,
      credits: { headline: wire.url },
      // The summary's writer is not known: it stays.
      sub_headline: told.sub_headline,
    });
    // Another outlet left ran the same headline (a wire's copy): it is theirs as well, and stays.
    const copied = makeSource({
      name: 'Copy Desk',
      url: 'https://copy.example/x',
      original_headline: tabloid.original_headline,
    });
    expect(retold(makeStory({ ...handWritten, sources: [...told.sources, copied] }))?.headline).toBe(
      tabloid.original_headline,
    );
  });

  it('leaves out a part retold in its own language under a translated headline, rather than half translating the card', () => {
    const byWire = makeStory({
      ...told,
      headline: wire.original_headline,
      sub_headline: 'Residents flee',
      credits: { headline: wire.url, sub_headline: tabloid.url },
      sources: [
        ...told.sources,
        makeSource({
          name: 'Coast Radio',
          url: 'https://radio.example/f',
          original_headline: 'Hundreds leave the seafront',
        }),
      ],
    });
    const shown = retold(byWire) as Story;
    // Told in English, the sub-headline is another outlet's headline ...
    expect(shown.sub_headline).toBe('Hundreds leave the seafront');
    // ... which a Dutch reader, whose headline is translated, is not shown under it.
    const reader = shownToReader(byWire, shown, { headline: 'Storm bereikt de kust; dijken houden' });
    expect(reader.translation).toEqual({ headline: 'Storm bereikt de kust; dijken houden' });
    expect(reader.story).toMatchObject({ sub_headline: '', credits: { headline: wire.url } });
    expect(reader.story.credits?.sub_headline).toBeUndefined();
    // Without a translation, the English reader keeps it.
    expect(shownToReader(byWire, shown, undefined).story.sub_headline).toBe('Hundreds leave the seafront');
  });

  it('keeps of a translation only what still tells the story shown', () => {
    const shown = retold(told) as Story;
    // A translation of the muted outlet's headline goes, all of it.
    expect(retoldTranslation(told, shown, { headline: 'SCHOK: storm beukt kust', description: 'Bange bewoners' })).toBe(
      undefined,
    );
    // A report's own headline in the reader's language stays while its outlet does.
    const byWire = makeStory({
      ...told,
      headline: wire.original_headline,
      credits: { headline: wire.url, description: tabloid.url },
    });
    const byWireShown = retold(byWire) as Story;
    expect(retoldTranslation(byWire, byWireShown, { headline: 'Storm bereikt de kust' })).toEqual({
      headline: 'Storm bereikt de kust',
    });
    // ... and goes with it, though the story's own headline is another outlet's.
    const withoutDutch = retold(byWire, ['Polder Nieuws']) as Story;
    expect(retoldTranslation(byWire, withoutDutch, { headline: 'Storm bereikt de kust' })).toBe(undefined);
    // A translation of a headline no one muted stays, but not of a summary left out.
    expect(
      retoldTranslation(byWire, byWireShown, { headline: 'Dijken houden', description: 'Bange bewoners' }),
    ).toEqual({
      headline: 'Dijken houden',
    });
  });
});
