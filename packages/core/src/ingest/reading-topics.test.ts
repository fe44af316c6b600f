import { describe, expect, it } from 'vitest';
import { readingTopics, type TopicArticle } from './reading-topics.ts';

const report = (title: string, url = 'https://news.example/2021/10/17/story', opinion = false): TopicArticle => ({
  url,
  title,
  opinion,
});
const of = (...articles: TopicArticle[]) => readingTopics(articles, articles[0] as TopicArticle);

describe('a story’s reading topics', () => {
  it('files a story under the desk an outlet filed a report under', () => {
    expect(of(report('Ten days in the Dolomites', 'https://www.bbc.co.uk/travel/article/ten-days'))).toEqual([
      'travel',
    ]);
    expect(of(report('Pompoensoep met gember', 'https://www.nu.nl/eten-en-drinken/6161616/pompoensoep.html'))).toEqual([
      'food',
    ]);
    // A word of the article's own slug is no desk: "the-travel-ban-ends" files nothing.
    expect(of(report('Ban ends', 'https://news.example/world/the-travel-ban-ends'))).toEqual([]);
  });

  it('files it by words its headlines use, English and Dutch, as whole words', () => {
    expect(of(report('Students living in Victoria University accommodation test positive'))).toEqual(['education']);
    expect(of(report('Leraren staken voor kleinere klassen'))).toEqual(['education']);
    expect(of(report('Rijksmuseum opent tentoonstelling over Rembrandt'))).toEqual(['culture']);
    expect(of(report('Young people’s mental health worsened in lockdown'))).toEqual(['psychology']);
    // Not inside another word: "examples", "preschoolers".
    expect(of(report('Three examples of preschoolers learning to swim'))).toEqual([]);
    // Nor a word news uses in another sense.
    for (const title of [
      'Novel coronavirus cases rise again',
      'Tropical depression forms in the Gulf',
      'Plane skids off the runway in Auckland',
      'Vaccine passport app crashes',
      'Two shot dead outside a restaurant',
    ]) {
      expect(of(report(title)), title).toEqual([]);
    }
  });

  it('calls it opinion only where the report whose headline it shows is one', () => {
    const column = report(
      'Trump can’t always get what he wants',
      'https://edition.cnn.com/2021/10/16/opinions/x',
      true,
    );
    const news = report('Trump rally draws thousands');
    expect(readingTopics([column, news], column)).toEqual(['opinion']);
    expect(readingTopics([news, column], news)).toEqual([]);
  });

  it('gives every topic it finds, in one order', () => {
    expect(of(report('Airlines and chefs get back to work as tourists return to museums'))).toEqual([
      'travel',
      'food',
      'culture',
    ]);
  });
});
