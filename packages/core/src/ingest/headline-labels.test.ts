import { describe, expect, it } from 'vitest';
import { withoutLabels } from './headline-labels.ts';

describe('withoutLabels', () => {
  it('drops the publisher named after a headline, by the outlet or the feed title, with any separator', () => {
    expect(
      withoutLabels(
        [
          'Sudan crisis deepens as protesters rally - BBC News',
          'Storm brings heavy rain to the north – BBC',
          'Museum reopens after a long renovation | BBC News',
          'Floods close roads in the west — The BBC News',
        ],
        ['BBC News', 'BBC News - Home'],
      ),
    ).toEqual([
      'Sudan crisis deepens as protesters rally',
      'Storm brings heavy rain to the north',
      'Museum reopens after a long renovation',
      'Floods close roads in the west',
    ]);
    // The outlet's name with a label word or two after it: its desk.
    expect(withoutLabels(['Team wins the cup final on penalties | BBC Sport'], ['BBC'])).toEqual([
      'Team wins the cup final on penalties',
    ]);
    // An outlet named as a file's id: "nzherald" is "NZ Herald", "theage" "The Age".
    expect(withoutLabels(['Auckland moves to level three - NZ Herald'], ['nzherald'])).toEqual([
      'Auckland moves to level three',
    ]);
  });

  it('drops a segment that ends two different headlines alike, whatever it says', () => {
    expect(
      withoutLabels([
        'Is colonialism to blame for the climate crisis? | Inside Story',
        'Can the talks in Glasgow succeed? | Inside Story',
        'Two more headlines of the day - Mail Online',
        'Queen seeks a cleaner for the palace - Mail Online',
      ]),
    ).toEqual([
      'Is colonialism to blame for the climate crisis?',
      'Can the talks in Glasgow succeed?',
      'Two more headlines of the day',
      'Queen seeks a cleaner for the palace',
    ]);
    // "Headline | Section | Site": both go.
    expect(
      withoutLabels([
        'Rates rise again this week | Business | The Times',
        'Shares fall on the news | Business | The Times',
      ]),
    ).toEqual(['Rates rise again this week', 'Shares fall on the news']);
  });

  it('keeps what belongs to the headline', () => {
    const kept = [
      // An attribution said once, and one article listed twice (two feeds of one outlet) is once.
      "Covid-19 briefing: 'Large number' of cases coming from gatherings - deputy PM",
      'Unvaccinated face strict rules - Long Covid warnings for unvaxxed',
      'Unvaccinated face strict rules - Long Covid warnings for unvaxxed',
      // A name that opens a longer phrase is no label; hyphens inside words are no separator.
      'Ratings are in for the debate - CNN reporter says',
      'Tributes paid to MP in Leigh-on-Sea',
      // Too little of the headline would be left.
      'Watch - BBC News',
      'Watch live - BBC',
    ];
    expect(withoutLabels(kept, ['CNN', 'BBC News'])).toEqual(kept);
  });
});
