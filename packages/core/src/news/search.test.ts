import { describe, expect, it } from 'vitest';
import { prepareStory } from './prepare.ts';
import {
  readersSearchText,
  SEARCH_FIELD_POINTS,
  SEARCH_MAX_RESULTS,
  searchMatch,
  searchStories,
  storySearchTerms,
  termForms,
  translatedSearchText,
} from './search.ts';
import { makePrepared, makeSource, makeStory, NOW } from './test-fixtures.ts';

const port = makePrepared({
  id: 'port',
  headline: 'Storm hits Rotterdam port',
  sub_headline: 'Port closed for a day',
  tags: ['Weather', 'Port'],
  categories: ['Environment'],
  sources: [makeSource({ name: 'Harbour Gazette', original_headline: 'Rotterdam port shut' })],
});

describe('searchMatch', () => {
  it('sums the field points over the terms', () => {
    // "port": headline 10 + sub-headline 8 + tag 6 + source headline 4 = 28 (category "environment" does not match)
    // "rotterdam": headline 10 + source headline 4 = 14 → 42
    expect(searchMatch(port, storySearchTerms('port Rotterdam')).points).toBe(42);
  });

  it('counts a field once per term however often it matches', () => {
    // Two tags start with "port" ("port", "portugal"): still 6. Headline 10.
    const story = makePrepared({ headline: 'Port news', tags: ['port', 'portugal'], categories: ['Sports'] });
    expect(searchMatch(story, ['port']).points).toBe(16);
  });

  it('matches where a word starts, not inside one, and inside one for Dutch compounds', () => {
    const spill = makePrepared({ id: 'spill', headline: 'FBI joins investigation of Orange County oil spill' });
    const soil = makePrepared({
      id: 'soil',
      headline: "Tiwai Point smelter's contaminated soil",
      sub_headline: 'Waterhouse embroiled in row',
      categories: ['Sports'],
    });
    expect(searchStories([soil, spill], 'oil spill', {}, NOW).map((s) => s.id)).toEqual(['spill']);
    expect(searchStories([soil, spill], 'port', {}, NOW)).toEqual([]);
    // A partly typed word still finds, after a hyphen or a quote too.
    expect(searchStories([spill], 'invest', {}, NOW)).toHaveLength(1);
    const covid = makePrepared({ id: 'covid', headline: "NZ's 'Covid-19 update': 51 new cases" });
    expect(searchStories([covid], 'covid 19', {}, NOW)).toHaveLength(1);
    // English text is matched so for a Dutch reader too; inside a word only in Dutch text, whose
    // compounds are one word ('ziekenhuis' in 'kinderziekenhuis'), whoever reads it.
    expect(searchStories([soil], 'oil', {}, NOW, { lang: 'nl' })).toEqual([]);
    const dutch = makePrepared({ id: 'nos', lang: 'nl', headline: 'Nieuw kinderziekenhuis opent in Utrecht' });
    expect(searchStories([dutch], 'ziekenhuis', {}, NOW, { lang: 'nl' })).toHaveLength(1);
    expect(searchStories([dutch], 'ziekenhuis', {}, NOW)).toHaveLength(1);
  });

  it("scores a Dutch reader's names of the categories and the place as the category and a tag", () => {
    const london = makePrepared({
      id: 'london',
      headline: 'Storm hits the Thames barrier',
      categories: ['Science'],
      tags: [],
      location: { city: 'London', country: 'United Kingdom', coordinates: { latitude: 51.5, longitude: -0.13 } },
    });
    const dutch = readersSearchText(london, undefined, 'nl-NL');
    expect(searchMatch(london, ['wetenschap'], dutch, 'nl-NL').points).toBe(SEARCH_FIELD_POINTS.category);
    expect(searchMatch(london, ['londen'], dutch, 'nl-NL').points).toBe(SEARCH_FIELD_POINTS.tag);
    expect(searchMatch(london, ['koninkrijk'], dutch, 'nl-NL').points).toBe(SEARCH_FIELD_POINTS.tag);
    // A category's name only as a whole word: "politie" (police) is no "politiek".
    const politics = makePrepared({ id: 'vote', headline: 'Council votes', categories: ['Politics'], tags: [] });
    const read = readersSearchText(politics, undefined, 'nl-NL');
    expect(searchMatch(politics, ['politiek'], read, 'nl-NL').points).toBe(SEARCH_FIELD_POINTS.category);
    expect(searchMatch(politics, ['politie'], read, 'nl-NL').points).toBe(0);
    // An English reader's words are the story's own.
    expect(readersSearchText(london, undefined, 'en')).toBeUndefined();
    expect(searchMatch(london, ['wetenschap']).points).toBe(0);
  });

  it('scores a source name match 4', () => {
    expect(searchMatch(port, ['gazette']).points).toBe(4);
  });

  it('counts the terms a story matches in any field', () => {
    expect(searchMatch(port, storySearchTerms('port gazette budget'))).toEqual({ terms: 2, points: 32 });
  });
});

describe('searchStories', () => {
  it('ignores accents: "sao paulo" finds São Paulo', () => {
    const story = makePrepared({ id: 'sp', headline: 'Floods in São Paulo' });
    expect(searchStories([story, port], 'sao paulo', {}, NOW).map((s) => s.id)).toEqual(['sp']);
  });

  it('lists only the stories matching every term, however many points the others score', () => {
    // "super" starts "supervisors" in the headline and the sub-headline (18 points); "super
    // saturday" only in the sub-headline (16).
    const supervisors = makePrepared({
      id: 'supervisors',
      headline: 'L.A. County supervisors vote on redistricting',
      sub_headline: 'The supervisors meet again next week',
      analytics: { global_relevance: 9 },
    });
    const saturday = makePrepared({
      id: 'saturday',
      headline: 'Covid-19 update: 41 new community cases',
      sub_headline: 'The numbers come a day after Super Saturday',
      analytics: { global_relevance: 2 },
    });
    expect(searchStories([supervisors, saturday], 'super saturday', {}, NOW).map((s) => s.id)).toEqual(['saturday']);
    // Where no story matches every term, those matching the most of them.
    expect(searchStories([supervisors, saturday, port], 'saturday supervisors port', {}, NOW).map((s) => s.id)).toEqual(
      ['port', 'supervisors', 'saturday'],
    );
    expect(searchStories([supervisors, saturday, port], 'saturday port storm', {}, NOW).map((s) => s.id)).toEqual([
      'port',
    ]);
    // One term: points decide, as before.
    expect(searchStories([supervisors, saturday], 'super', {}, NOW).map((s) => s.id)).toEqual([
      'supervisors',
      'saturday',
    ]);
  });

  it('lists best matches first and breaks ties by the ranking score', () => {
    const headlineOnly = makePrepared({ id: 'headline', headline: 'Budget vote' });
    const weakTag = makePrepared({ id: 'tag-weak', tags: ['budget'], analytics: { global_relevance: 2 } });
    const strongTag = makePrepared({ id: 'tag-strong', tags: ['budget'], analytics: { global_relevance: 9 } });
    const results = searchStories([weakTag, headlineOnly, strongTag, port], 'budget', {}, NOW);
    expect(results.map((s) => s.id)).toEqual(['headline', 'tag-strong', 'tag-weak']);
  });

  it('finds nothing for a blank or one-letter query, and never an ineligible story', () => {
    expect(searchStories([port], '  ', {}, NOW)).toEqual([]);
    expect(searchStories([port], 'p', {}, NOW)).toEqual([]);
    const hidden = prepareStory(makeStory({ id: 'fallback-port', headline: 'port' }));
    expect(searchStories([hidden], 'port', {}, NOW)).toEqual([]);
  });

  it('returns at most 50 results', () => {
    const many = Array.from({ length: 60 }, (_, i) => makePrepared({ id: `s${i}`, headline: 'Harbour' }));
    expect(SEARCH_MAX_RESULTS).toBe(50);
    expect(searchStories(many, 'harbour', {}, NOW)).toHaveLength(50);
  });
});

describe('searching in the reader’s language', () => {
  const budget = makePrepared({ id: 'budget', headline: 'House passes stopgap spending measure' });
  const dutch = new Map([
    [
      'budget',
      translatedSearchText({ headline: 'Huis neemt noodbegroting aan', sub_headline: 'Diensten draaien door' }),
    ],
  ]);
  const nl = { lang: 'nl-NL', translated: (id: string) => dutch.get(id) };

  it('scores the translated headline like the English one, once per field', () => {
    expect(searchStories([budget, port], 'noodbegroting', {}, NOW, nl).map((s) => s.id)).toEqual(['budget']);
    expect(searchMatch(budget, ['huis'], dutch.get('budget')).points).toBe(SEARCH_FIELD_POINTS.headline);
  });

  it('needs no function word of the query to match: "fire in amsterdam" finds the Amsterdam fire', () => {
    const fire = makePrepared({ id: 'fire', headline: 'Amsterdam fire: canal house destroyed' });
    const blaze = makePrepared({ id: 'blaze', headline: 'Blaze guts canal house in Amsterdam' });
    expect(searchStories([blaze, fire], 'fire in amsterdam', {}, NOW).map((s) => s.id)).toEqual(['fire']);
    // A query of function words alone still finds.
    expect(searchStories([blaze, fire], 'in', {}, NOW).map((s) => s.id)).toEqual(['blaze']);
    // A story matching them too comes first, however many points the other scores.
    const liveAid = makePrepared({ id: 'live-aid', headline: 'Live Aid at 40: the concert remembered' });
    const gaza = makePrepared({
      id: 'gaza',
      headline: 'Aid trucks reach Gaza',
      sub_headline: 'UN says aid is not enough',
      tags: ['Aid'],
    });
    expect(searchStories([gaza, liveAid], 'live aid', {}, NOW).map((s) => s.id)).toEqual(['live-aid', 'gaza']);
    // A function word matches as a word of its own: "lives" and "news" hold no "live" or "new".
    const lives = makePrepared({ id: 'lives', headline: 'Aid trucks reach Gaza', sub_headline: 'Aid saves lives' });
    expect(searchStories([lives, liveAid], 'live aid', {}, NOW).map((s) => s.id)).toEqual(['live-aid', 'lives']);
    // A query whose every word that tells is in no story finds none.
    expect(searchStories([blaze, fire], 'the xyzzy', {}, NOW)).toEqual([]);
  });

  it("finds a Dutch reader's name of several words, not the words inside other words", () => {
    const hague = makePrepared({ id: 'hague', lang: 'nl', headline: 'Kabinet valt in Den Haag' });
    const wounded = makePrepared({ id: 'wounded', lang: 'nl', headline: 'Doden en gewonden bij aanslag' });
    const president = makePrepared({ id: 'president', lang: 'nl', headline: 'President treedt af na dertig jaar' });
    const stories = [wounded, president, hague];
    expect(searchStories(stories, 'Den Haag', {}, NOW, nl).map((s) => s.id)).toEqual(['hague']);
    const forum = makePrepared({ id: 'fvd', lang: 'nl', headline: 'Forum voor Democratie wint Statenverkiezingen' });
    const other = makePrepared({ id: 'vote', lang: 'nl', headline: 'Stemmen voor de Statenverkiezingen geteld' });
    expect(searchStories([other, forum], 'forum voor democratie', {}, NOW, nl).map((s) => s.id)).toEqual(['fvd']);
  });

  it('finds a compound by its part and a plural by its singular, in Dutch only', () => {
    expect(searchStories([budget], 'begroting', {}, NOW, nl)).toHaveLength(1);
    expect(searchStories([budget], 'begrotingen', {}, NOW, nl)).toHaveLength(1);
    expect(searchStories([budget], 'begrotingen', {}, NOW, { translated: nl.translated })).toHaveLength(0);
  });

  it('takes a plural ending off only when 5 letters remain', () => {
    expect(termForms('kabels', 'nl')).toEqual(['kabels', 'kabel']);
    expect(termForms('artsen', 'nl')).toEqual(['artsen']);
  });

  it('tries an English plural as its singular, where enough of the word remains and it is a plural', () => {
    expect(termForms('vaccines', 'en')).toEqual(['vaccines', 'vaccine']);
    expect(termForms('cities')).toEqual(['cities', 'city']);
    expect(termForms('crashes')).toEqual(['crashes', 'crash']);
    expect(termForms('charges')).toEqual(['charges', 'charge']);
    for (const word of ['news', 'gas', 'crisis', 'bus', 'class', 'was', 'this', 'vaccine']) {
      expect(termForms(word, 'en')).toEqual([word]);
    }
    const drive = makePrepared({ id: 'drive', headline: 'Super Saturday vaccine drive breaks record' });
    const york = makePrepared({ id: 'york', headline: 'New York marathon returns' });
    expect(searchStories([drive, york], 'vaccines', {}, NOW).map((s) => s.id)).toEqual(['drive']);
    expect(searchStories([drive, york], 'news', {}, NOW)).toEqual([]);
  });

  it('still finds the English text', () => {
    expect(searchStories([budget], 'stopgap', {}, NOW, nl)).toHaveLength(1);
  });
});
