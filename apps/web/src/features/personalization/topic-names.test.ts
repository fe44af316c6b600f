import { DUTCH_TAG_TOPIC_NAMES, INTEREST_TERMS, INTEREST_TOPICS } from '@tidings/core/account/interests';
import { describe, expect, it } from 'vitest';
import nl from '../../locales/nl.json' with { type: 'json' };

/** The server mutes a topic by the name a Dutch reader chose it by: core's names are the app's. */
describe('the Dutch names of the topics that reach stories as tags', () => {
  it('are the names the settings show a Dutch reader', () => {
    const shown = nl.personalization.topics as Record<string, string>;
    const tagTopics = INTEREST_TOPICS.filter((topic) => INTEREST_TERMS[topic] === INTEREST_TERMS[topic].toLowerCase());
    expect(Object.fromEntries(Object.entries(DUTCH_TAG_TOPIC_NAMES).map(([dutch, topic]) => [topic, dutch]))).toEqual(
      Object.fromEntries(tagTopics.map((topic) => [topic, shown[topic]])),
    );
  });
});
