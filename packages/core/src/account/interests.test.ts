import { describe, expect, it } from 'vitest';
import { canonicalTopic, INTEREST_TERMS, INTEREST_TOPICS, interestTerms, topicsOfTerm } from './interests.ts';

describe('interests to categories (DECISIONS.md item 5)', () => {
  it('has the 24 topics of the spec, each with one ranking term', () => {
    expect(INTEREST_TOPICS).toHaveLength(24);
    expect(Object.keys(INTEREST_TERMS).sort()).toEqual([...INTEREST_TOPICS].sort());
  });

  it('maps topics onto the server categories where one fits', () => {
    expect(interestTerms(['World News', 'Climate Change', 'Space', 'Medicine', 'Innovation', 'Economy'])).toEqual([
      'World',
      'Environment',
      'Science',
      'Health',
      'Technology',
      'Business',
    ]);
  });

  it('lets the others match story tags, and counts a term once', () => {
    expect(interestTerms(['Travel', 'Art & Culture', 'Science', 'Space'])).toEqual(['travel', 'culture', 'Science']);
    expect(interestTerms(['  Crime ', ''])).toEqual(['Crime']);
  });

  it('names the chosen topics behind a matched term', () => {
    expect(topicsOfTerm('science', ['Space', 'Science', 'Food'])).toEqual(['Space', 'Science']);
    expect(topicsOfTerm('culture', ['Art & Culture'])).toEqual(['Art & Culture']);
  });
});

describe('a topic as it is stored', () => {
  it('is one of the 24 topics or a server category, in its own spelling, and nothing else', () => {
    for (const topic of INTEREST_TOPICS) expect(canonicalTopic(topic.toUpperCase())).toBe(topic);
    expect(canonicalTopic(' climate change ')).toBe('Climate Change');
    expect(canonicalTopic('crime')).toBe('Crime');
    expect(canonicalTopic('World')).toBe('World');
    for (const unknown of ['', 'Gossip', 'general', 'all', 'local', 'World Newsy'])
      expect(canonicalTopic(unknown)).toBeUndefined();
  });
});
