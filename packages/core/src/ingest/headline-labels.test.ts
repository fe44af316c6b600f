import { describe, expect, it } from 'vitest';
import { withoutLabels } from './headline-labels.ts';

describe('withoutLabels', () => {
  it('drops the publisher named after a headline, by the outlet or a part of the feed title, with any separator', () => {
    expect(
      withoutLabels(
        [
          'Sudan crisis deepens as protesters rally - BBC News',
          'Museum reopens after a long renovation | BBC News',
          'Floods close roads in the west — The BBC News',
        ],
        ['BBC'],
        ['BBC News - Home'],
      ),
    ).toEqual([
      'Sudan crisis deepens as protesters rally',
      'Museum reopens after a long renovation',
      'Floods close roads in the west',
    ]);
    expect(withoutLabels(['Rates rise again this week – The Guardian'], [], ['World news | The Guardian'])).toEqual([
      'Rates rise again this week',
    ]);
    // The outlet's name with a desk's word or two after it.
    expect(withoutLabels(['Team wins the cup final on penalties | BBC Sport'], ['BBC'])).toEqual([
      'Team wins the cup final on penalties',
    ]);
    expect(withoutLabels(['Storm raast over het land | NU.nl Sport'], ['NU.nl'])).toEqual([
      'Storm raast over het land',
    ]);
    // An outlet named as a file's id: "nzherald" is "NZ Herald".
    expect(withoutLabels(['Auckland moves to level three - NZ Herald'], ['nzherald'])).toEqual([
      'Auckland moves to level three',
    ]);
  });

  it("drops any name after the headlines of a feed that writes one after most of them, as an aggregator's does", () => {
    const aggregated = [
      'Sudan crisis deepens as protesters rally - BBC News',
      'Storm brings heavy rain to the north - Reuters',
      'Museum reopens after renovation - The Straits Times',
      'Team wins the cup final on penalties - BBC News',
      "'We will never surrender' – Zelensky - Kyiv Independent",
      'Rates rise again this week',
    ];
    expect(withoutLabels(aggregated)).toEqual([
      'Sudan crisis deepens as protesters rally',
      'Storm brings heavy rain to the north',
      'Museum reopens after renovation',
      'Team wins the cup final on penalties',
      // The attribution inside stays: after the publisher goes, few headlines end in a name.
      "'We will never surrender' – Zelensky",
      'Rates rise again this week',
    ]);
    // Some write the site's address.
    expect(
      withoutLabels([
        'Storm brings heavy rain to the north - theguardian.com',
        'Museum reopens after renovation - nu.nl',
        'Team wins the cup final on penalties - bbc.co.uk',
        'Rates rise again this week - theguardian.com',
        'Airline cancels flights over staff shortage - nytimes.com',
      ]),
    ).toEqual([
      'Storm brings heavy rain to the north',
      'Museum reopens after renovation',
      'Team wins the cup final on penalties',
      'Rates rise again this week',
      'Airline cancels flights over staff shortage',
    ]);
  });

  it('drops a name after a bar that ends two different headlines, and "Headline | Section | Site" whole', () => {
    expect(
      withoutLabels([
        'Is colonialism to blame for the climate crisis? | Inside Story',
        'Can the talks in Glasgow succeed? | Inside Story',
        'Why the Fed may raise rates soon',
      ]),
    ).toEqual([
      'Is colonialism to blame for the climate crisis?',
      'Can the talks in Glasgow succeed?',
      'Why the Fed may raise rates soon',
    ]);
    expect(
      withoutLabels(
        [
          'Rates rise again this week | Business | The Times',
          'Shares fall on the news | Business | The Times',
          'A third headline here',
        ],
        ['The Times'],
      ),
    ).toEqual(['Rates rise again this week', 'Shares fall on the news', 'A third headline here']);
  });

  it('keeps what belongs to the headline: attributions, quotes, scores and formats, however often they recur', () => {
    const kept = [
      'Apple plans to cut 600 jobs in California – report',
      'Russia moved nuclear weapons to Belarus – report',
      "'We will never surrender' – Zelensky",
      "'Russia will pay for this crime' – Zelensky",
      'Drinking coffee may lower risk of dementia – study',
      'Energy price cap rises in April – what you need to know',
      'Bekijk hier de samenvatting van Ajax - PSV',
      'Bosz ziet zijn ploeg winnen bij Go Ahead - PSV',
      'Premier League: Liverpool 3 - 1 Chelsea',
      'FA Cup: Arsenal 2 - 1 Chelsea',
      // One article listed twice (two feeds of one outlet) is once.
      'Unvaccinated face strict rules | Long Covid warnings',
      'Unvaccinated face strict rules | Long Covid warnings',
      // A name that opens a longer phrase is no label; hyphens inside words are no separator.
      'Ratings are in for the debate - CNN reporter says',
      'Tributes paid to MP in Leigh-on-Sea',
      // Too little of the headline would be left.
      'Watch live - BBC News',
    ];
    expect(withoutLabels(kept, ['CNN', 'BBC News'])).toEqual(kept);
  });
});

describe('withoutLabels on feeds whose headlines mostly end in a name that is no publisher', () => {
  it('keeps the speakers after dashes, the teams of match reports, and a live label', () => {
    const feeds = [
      [
        'Russia launched 40 drones overnight – Air Force',
        'Ukraine needs more Patriot systems – Zelensky',
        'Shelling damages school in Kherson region – RMA',
        'Counteroffensive moves forward in the east – Syrskyi',
        'New sanctions package agreed with partners – Kuleba',
        'Zelensky meets Kuleba and Syrskyi in Kyiv',
      ],
      [
        'Cabinet to decide on the traffic light settings - PM',
        'The border will stay closed for months - Ardern',
        'Ardern says the PM is confident about vaccination rates',
        'Vaccination target within reach this week - PM',
        'More testing needed in the regions - Ardern',
      ],
      [
        'Samenvatting van Feyenoord - AZ',
        'Bekijk de goals van FC Twente - Vitesse',
        'Go Ahead Eagles - Heracles Almelo',
        'Bekijk de samenvatting van Ajax - PSV',
        'Brighton & Hove Albion - Leeds United',
      ],
      ['LIVE | Ajax - PSV', 'LIVE | Feyenoord - AZ', 'LIVE | Twente - Vitesse'],
    ];
    for (const feed of feeds) expect(withoutLabels(feed)).toEqual(feed);
    // Only the publisher goes from "quote – speaker - publisher".
    expect(
      withoutLabels([
        'Ukraine needs more air defence – Zelensky - Reuters',
        'Loans to rebuild the grid agreed – World Bank - Reuters',
        'Storm brings heavy rain to the north - BBC News',
        'Museum reopens after renovation - BBC News',
        'Team wins the cup final on penalties - The Guardian',
      ]),
    ).toEqual([
      'Ukraine needs more air defence – Zelensky',
      'Loans to rebuild the grid agreed – World Bank',
      'Storm brings heavy rain to the north',
      'Museum reopens after renovation',
      'Team wins the cup final on penalties',
    ]);
  });

  it('drops a publisher that a headline names once, beside several headlines it ends', () => {
    expect(
      withoutLabels([
        'Oil prices climb as supply tightens - Reuters',
        'Storm brings heavy rain to the north - Reuters',
        'Museum reopens after renovation - Reuters',
        'Reuters journalist detained in Moscow - BBC News',
        'Team wins the cup final on penalties - BBC News',
        'Rates rise again this week - CNN',
        'Airline cancels flights over staff shortage - CNN',
        'New species of frog found in rainforest - The New York Times',
      ]).filter((title) => / - /.test(title)),
    ).toEqual([]);
  });

  it("reads a feed title's parts exactly, and no section word or search of it as the publisher", () => {
    const kept = [
      'Covid cases rise sharply – Health Ministry',
      'Ukraine needs more air defence – Zelensky',
      'Inflation to stay high – World Bank',
    ];
    expect(withoutLabels(kept, [], ['Health - Latest - Google News', '"Zelensky" - Google News', 'World'])).toEqual(
      kept,
    );
  });

  it("drops an aggregator's publishers written in other ways", () => {
    const publishers = ['iNews', 'NBC 5 Chicago', 'DW (English)', 'The Times and The Sunday Times'];
    const headlines = [
      'Storm brings heavy rain to the north',
      'Museum reopens after renovation',
      'Rates rise again this week',
    ];
    const feed = publishers.flatMap((publisher) =>
      headlines.map((headline) => `${headline} ${publisher.length} - ${publisher}`),
    );
    expect(withoutLabels(feed).every((title) => !title.includes(' - '))).toBe(true);
  });
});
