/**
 * The rules a story's fields come from (issue #17: "each from a stated, tested rule"), each checked
 * against a value worked out by hand from the rule as story-builder.ts states it.
 */
import { describe, expect, it } from 'vitest';
import { sortSources } from '../news/sources.ts';
import { Gazetteer } from './places.ts';
import {
  buildStory,
  chooseCategories,
  chooseHeadlineArticle,
  chooseTags,
  columnLabels,
  firstSentence,
  MAX_SOURCES,
  PLACEHOLDER_IMAGE,
  type StoryArticle,
  scoreStory,
  worldOnlyFromAbroad,
} from './story-builder.ts';

const article = (overrides: Partial<StoryArticle> = {}): StoryArticle => ({
  url: 'https://example.com/a',
  outlet: 'Harbour Gazette',
  major: false,
  language: 'en',
  country: 'United Kingdom',
  category: 'world',
  title: 'Ferry service resumes after the storm',
  summary: '',
  publishedAt: '2026-11-24T08:00:00Z',
  wordCount: null,
  localImageUrl: null,
  imageAlt: null,
  ...overrides,
});

const noPlace = { city: false, country: false, countriesNamed: 0 };

describe('the headline', () => {
  it('comes from a major outlet when one covers the story, even a later one', () => {
    const local = article({
      outlet: 'Local Paper',
      title: 'Ferry back after storm',
      publishedAt: '2026-11-24T07:00:00Z',
    });
    const wire = article({
      outlet: 'Wire',
      major: true,
      title: 'Ferry service resumes',
      publishedAt: '2026-11-24T09:00:00Z',
    });
    expect(chooseHeadlineArticle([local, wire])).toBe(wire);
  });

  it("is a written report's before a video's, where a major outlet writes one", () => {
    const clip = article({
      outlet: 'Al Jazeera English',
      major: true,
      title: "Macron decries 'inexcusable' Algerian protest massacre in Paris",
      url: 'https://www.youtube.com/watch?v=abc123',
      publishedAt: '2021-10-16T20:00:00Z',
    });
    const report = article({
      outlet: 'BBC News',
      major: true,
      title: "Macron condemns 'unforgivable' 1961 massacre of Algerians in Paris",
      url: 'https://www.bbc.co.uk/news/world-europe-58942231',
      publishedAt: '2021-10-16T21:00:00Z',
    });
    expect(chooseHeadlineArticle([clip, report])).toBe(report);
    // A video still leads where nothing a major outlet wrote does.
    const minor = article({
      outlet: 'Local Paper',
      title: 'Paris remembers 1961',
      publishedAt: '2021-10-16T22:00:00Z',
    });
    expect(chooseHeadlineArticle([clip, minor])).toBe(clip);
  });

  it("is a written report's before a podcast episode's", () => {
    const episode = article({
      outlet: 'CNN',
      major: true,
      title: 'THE HANDOFF: Dave Chappelle, comedy and commentary',
      url: 'https://dts.podtrac.com/redirect.mp3/traffic.cnn.com/handoff/episode-12.mp3',
      publishedAt: '2021-10-16T20:00:00Z',
    });
    const report = article({
      outlet: 'CNN',
      major: true,
      title: 'Dave Chappelle responds to the commentary on his comedy special',
      url: 'https://edition.cnn.com/2021/10/16/entertainment/dave-chappelle-special',
      publishedAt: '2021-10-16T21:00:00Z',
    });
    expect(chooseHeadlineArticle([episode, report])).toBe(report);
  });

  it('among equals, is the most typical telling, then the earliest', () => {
    const typical = article({
      outlet: 'A',
      title: 'Storm closes harbour ferry service',
      publishedAt: '2026-11-24T09:00:00Z',
    });
    const odd = article({ outlet: 'B', title: 'Weather chaos hits commuters', publishedAt: '2026-11-24T07:00:00Z' });
    const similar = article({
      outlet: 'C',
      title: 'Harbour ferry service closed by storm',
      publishedAt: '2026-11-24T08:00:00Z',
    });
    expect(chooseHeadlineArticle([odd, typical, similar])).toBe(similar);
    expect(() => chooseHeadlineArticle([])).toThrow();
  });

  it("is of the story's latest day: a story that grew over days is told as it stands", () => {
    const fbi = article({
      outlet: 'Los Angeles Times',
      major: true,
      title: 'FBI joins investigation of Orange County oil spill',
      publishedAt: '2021-10-14T22:39:00Z',
    });
    const estimate = article({
      outlet: 'Los Angeles Times',
      major: true,
      title: 'Coast Guard reduces Orange County oil spill estimate',
      publishedAt: '2021-10-14T12:00:00Z',
    });
    const vessel = article({
      outlet: 'Los Angeles Times',
      major: true,
      title: "Coast Guard designates cargo vessel as 'party in interest' in oil spill",
      publishedAt: '2021-10-17T03:04:00Z',
    });
    // The Oct 14 pair share most words, but the story stands at Oct 17.
    expect(chooseHeadlineArticle([fbi, estimate, vessel])).toBe(vessel);
    // A major outlet of that day still wins over a local one of that day.
    const local = article({ outlet: 'Local', title: 'Oil spill: vessel named', publishedAt: '2021-10-17T05:00:00Z' });
    expect(chooseHeadlineArticle([fbi, local, vessel])).toBe(vessel);
    // An undated article counts from when it was first seen, as the story's date does: a major
    // outlet's, first seen that day, still gives the headline; first seen days before, it does not.
    const undated = (firstSeenAt: string | null) =>
      article({ outlet: 'Wire', major: true, title: 'Oil spill probe', publishedAt: null, firstSeenAt });
    const seenThatDay = undated('2021-10-17T04:00:00Z');
    expect(chooseHeadlineArticle([seenThatDay, local])).toBe(seenThatDay);
    expect(chooseHeadlineArticle([undated('2021-10-14T04:00:00Z'), local])).toBe(local);
    // With no date at all it may be of any day.
    const neverDated = undated(null);
    expect(chooseHeadlineArticle([neverDated, local])).toBe(neverDated);
  });
});

describe('the categories', () => {
  it('are the feed section, unless the text clearly says another topic, which then leads', () => {
    expect(chooseCategories([article({ category: 'business' })], 'Ferry company reports profits')).toEqual([
      'business',
    ]);
    const crime = [
      article({
        category: 'world',
        title: 'Police arrest suspect after harbour stabbing',
        summary: 'The suspect was charged.',
      }),
    ];
    expect(chooseCategories(crime, crime[0]?.title ?? '')).toEqual(['crime', 'world']);
  });

  it('keep a second topic the reports tell about half as much as the first, before the section', () => {
    const killing = [
      ['MP stabbed to death at his constituency surgery', 'Police arrested a man at the scene of the murder.'],
      ['Prime minister leads tributes to murdered MP', 'MPs from every party paid tribute in parliament.'],
      ['Murder suspect held under Terrorism Act', 'Police are questioning the suspect about the killing.'],
      ['Should MPs still meet voters in person?', 'The government and parliament will review MPs’ security.'],
    ].map(([title, summary]) => article({ category: 'world', title, summary }));
    expect(chooseCategories(killing, killing[0]?.title ?? '')).toEqual(['politics', 'crime', 'world']);
    // One report that brushes a second topic keeps the one it tells.
    const once = killing.slice(1, 2);
    expect(chooseCategories(once, once[0]?.title ?? '')).toEqual(['politics', 'world']);
    // Deaths alone make no crime of a disaster.
    const quake = [
      [
        'Haiti earthquake: Death toll rises to 1,297',
        'A magnitude 7.2 earthquake struck south-western Haiti on Saturday, killing at least 1,297 people.',
      ],
      [
        'Haiti earthquake kills hundreds as buildings collapse',
        'The quake killed at least 304 people and injured 1,800, officials said.',
      ],
      [
        'Haiti quake: Rescuers dig through rubble for survivors',
        'Rescuers searched collapsed homes after the earthquake killed more than 1,200.',
      ],
      [
        'Haiti earthquake: Tropical storm Grace threatens relief effort',
        'Forecasters warn of flash floods in the region the quake struck, where hundreds were killed.',
      ],
      [
        'Haiti earthquake death toll climbs above 1,400',
        'The earthquake killed 1,419 people and injured 6,900, the civil protection agency said.',
      ],
      [
        'Biden pledges US help after Haiti earthquake',
        'USAID is sending a search and rescue team after the quake killed hundreds.',
      ],
      [
        "Haiti's hospitals overwhelmed after deadly quake",
        'Doctors struggled to treat the injured after the earthquake killed more than 1,400 people.',
      ],
      [
        'Haiti quake survivors sleep in the streets',
        'Thousands were left homeless by the earthquake, which killed nearly 2,000.',
      ],
      [
        'Haiti earthquake: Aid slow to reach remote towns',
        'Gangs on the road south slow convoys to towns where the quake killed hundreds.',
      ],
      [
        'Haiti earthquake toll passes 2,000',
        'At least 2,189 people were killed by the earthquake, officials said on Wednesday.',
      ],
    ].map(([title, summary]) => article({ category: 'world', title, summary }));
    expect(chooseCategories(quake, quake[0]?.title ?? '')).toEqual(['environment', 'world']);
  });

  /** The categories of a one-article story from a world feed with this headline. */
  const topicOf = (title: string) => chooseCategories([article({ title })], title);

  it('count the words the clusterer reads as one family by their own topic: Covid and vaccines are health', () => {
    expect(topicOf('Covid-19 vaccine rollout reaches rural clinics')).toEqual(['health', 'world']);
    expect(topicOf('Murder inquiry opened in harbour town')).toEqual(['crime', 'world']);
  });

  it('take no figure of speech or jab for a topic: a game changer is no sport, a booster shot no crime', () => {
    expect(topicOf('An antiviral pill is heralded as a potential Covid-19 game changer')).toEqual(['health', 'world']);
    expect(topicOf('Top of the shots: most vaccinated marae win $10k')).toEqual(['health', 'world']);
    expect(topicOf('Bus conductor shot dead by armed robbers')).toEqual(['crime', 'world']);
  });

  it('take killing in a war for war, not crime', () => {
    expect(topicOf('Saudi-led coalition says it killed at least 160 Houthi fighters in Marib')).toEqual(['world']);
    expect(topicOf('US drone strike killed 10 civilians in Kabul, Pentagon admits')).toEqual(['world']);
    expect(topicOf('Man killed in harbour town')).toEqual(['crime', 'world']);
    // Not a war: a veteran, a memorial, a price war, or troops in another sentence than the killing.
    expect(topicOf('Army veteran killed outside his home')).toEqual(['crime', 'world']);
    expect(topicOf('Man killed near war memorial')).toEqual(['crime', 'world']);
    const villagers = 'Gunmen kill 10 villagers in Zamfara';
    expect(
      chooseCategories(
        [article({ title: villagers, summary: 'Gunmen killed 10 villagers. Troops were deployed.' })],
        villagers,
      ),
    ).toEqual(['crime', 'world']);
  });

  it('file jobs and stimulus under business, though the summary names the pandemic they answer', () => {
    const jobs = [
      article({
        title: 'Ping pushes emergency employment, food terminals',
        summary:
          'To address the problem of joblessness amid the COVID-19 pandemic, the government should set up an emergency employment program.',
      }),
      article({
        outlet: 'B',
        title: 'Robredo wants stimulus package for small businesses',
        summary: 'Many have already lost their jobs in the pandemic, she said.',
      }),
    ];
    expect(chooseCategories(jobs, jobs[0]?.title ?? '')).toEqual(['business', 'world']);
    expect(topicOf('Unemployment falls as furlough scheme ends')).toEqual(['business', 'world']);
  });

  it('read a verb as a verb: "shows" and "stars" are no entertainment', () => {
    expect(topicOf('New locations of interest shows infected person in community yesterday')).toEqual([
      'health',
      'world',
    ]);
    expect(topicOf('Poll shows rising stars of the opposition ahead of the vote')).toEqual(['politics', 'world']);
  });

  it('know the words of each beat, phrases with a hyphen too, so a general feed files few stories as World alone', () => {
    expect(topicOf("Sir Paul McCartney opens up about the 'hurtful' Beatles break-up")).toEqual([
      'entertainment',
      'world',
    ]);
    expect(topicOf('Sophie Devine blasts Perth Scorchers to a super over victory in WBBL season opener')).toEqual([
      'sports',
      'world',
    ]);
    expect(topicOf('Scorchers through to the semi-final')).toEqual(['sports', 'world']);
    expect(topicOf('South Africans call for more wildlife protections')).toEqual(['environment', 'world']);
    expect(topicOf("Austrians turn on ex-chancellor's party after corruption claims")).toEqual(['politics', 'world']);
    expect(topicOf('Shootings by officers rising again after years of decline')).toEqual(['crime', 'world']);
    // A weather band or a psychotic episode is no entertainment; a state premier is no film premiere.
    expect(topicOf('A band of heavy rain crosses the north')).toEqual(['world']);
    expect(topicOf('NSW Premier announces new harbour tunnel')).toEqual(['world']);
    // Phrases are whole words; a verb is not its noun's topic.
    expect(topicOf('Max Factor owner Coty cuts jobs')).toEqual(['world']);
    expect(topicOf('Concerted effort to clear the harbour')).toEqual(['world']);
    expect(topicOf('Man accused of endangering lives on the motorway')).toEqual(['world']);
    expect(topicOf('Pop stars join the charity single')).toEqual(['entertainment', 'world']);
    expect(topicOf('No end in sight to volcanic eruption on La Palma')).toEqual(['environment', 'world']);
    expect(topicOf('Deadly unrest erupts in the capital after disputed ruling')).toEqual(['world']);
    expect(topicOf("Midsomer Murders viewers warned over 'offensive' Morris Dancers")).toEqual([
      'entertainment',
      'world',
    ]);
    expect(topicOf('Khawaja stakes his claim for a Test match recall with a century')).toEqual(['sports', 'world']);
    expect(topicOf('Norrie wins in straight sets to reach his first final')).toEqual(['sports', 'world']);
    expect(topicOf('Race-by-race preview and tips for Muswellbrook on Monday')).toEqual(['sports', 'world']);
    expect(topicOf('Channel smugglers step up risks to outfox France and UK')).toEqual(['crime', 'world']);
    expect(topicOf('La Niña is back. What does that mean for a parched Southern California?')).toEqual([
      'environment',
      'world',
    ]);
    expect(topicOf('Seven fights 7-Eleven over trademark use')).toEqual(['business', 'world']);
    expect(topicOf("Apparently, it's the next big thing. What is the metaverse?")).toEqual(['technology', 'world']);
    expect(topicOf('Aged 91, one of the greatest living artists is as relevant as ever')).toEqual([
      'entertainment',
      'world',
    ]);
    // "Innings" is no inn, and a word found on social media is no technology.
    expect(topicOf('Village inn reopens under new owners')).toEqual(['world']);
    expect(topicOf('Dress goes viral on social media')).toEqual(['world']);
    // A prime minister's premiership is no league; the Ganges is no gang's; a newspaper is no market.
    expect(topicOf("Partygate threatens Johnson's premiership")).toEqual(['world']);
    expect(topicOf('India cleans up the Ganges')).toEqual(['world']);
    expect(topicOf('Gangs take over the streets of the capital')).toEqual(['crime', 'world']);
    expect(topicOf('Maduro ally extradited, the Wall Street Journal reports')).toEqual(['world']);
    // A game's result is sport; a vote's tally is not.
    expect(topicOf('No. 4 Oklahoma beats TCU 52-31 in Williams’ starting debut')).toEqual(['sports', 'world']);
    expect(topicOf('Lafreniere scores in return home, Rangers top Canadiens 3-1')).toEqual(['sports', 'world']);
    expect(topicOf('Harbour bill passes 52-48 after long debate')).toEqual(['world']);
  });

  it("know a Dutch feed's words by their Dutch forms, and a compound by its last part", () => {
    const dutchTopicOf = (title: string) => chooseCategories([article({ title, language: 'nl' })], title);
    expect(dutchTopicOf('Verdachte van steekpartij in Rotterdam aangehouden')).toEqual(['crime', 'world']);
    expect(dutchTopicOf('Hittegolf houdt aan in het zuiden')).toEqual(['environment', 'world']);
    expect(dutchTopicOf('Tweede Kamer debatteert over stikstof')).toEqual(['politics', 'world']);
    expect(dutchTopicOf('Oppositie wil debat over de coalitie')).toEqual(['politics', 'world']);
    // Plurals and verbs' forms, and compounds, which Dutch writes as one word.
    expect(dutchTopicOf('Huisartsen luiden noodklok over drukte')).toEqual(['health', 'world']);
    expect(dutchTopicOf('Laatste peiling voor de Statenverkiezingen: VVD grootste')).toEqual(['politics', 'world']);
    expect(dutchTopicOf('Woning in Rotterdam-Zuid beschoten')).toEqual(['crime', 'world']);
    expect(dutchTopicOf('Roglic pakt eindzege in Tirreno, Yates grijpt naast de winst')).toEqual(['sports', 'world']);
    expect(dutchTopicOf('ECB houdt rente laag, huizenprijzen stijgen verder')).toEqual(['business', 'world']);
    expect(dutchTopicOf('Cycloon Idai: honderden doden in Mozambique')).toEqual(['environment', 'world']);
    // A compound's first part, where it keeps its topic.
    expect(dutchTopicOf('Bom onder brexitplan May')).toEqual(['politics', 'world']);
    expect(dutchTopicOf('Het klimaatakkoord stelt de provincies voor lastige keuzes')).toEqual([
      'environment',
      'world',
    ]);
    // Not a compound whose last part is another thing's: a bedroom, a business climate, a grant.
    expect(dutchTopicOf('Studenten zoeken een slaapkamer in Utrecht')).toEqual(['world']);
    expect(dutchTopicOf('Ondernemersklimaat in Twente verbetert')).toEqual(['world']);
    expect(dutchTopicOf('Studiebeurs keert terug')).toEqual(['world']);
    // A word's inflections, not a stemmer's kin: worries, "naturally", a first night, a Flemish
    // politician, a burden, a fashion house, a cooking contest.
    for (const title of [
      'Veel mensen maken zich zorgen over hun rekeningen',
      'Natuurlijk gaat het carnaval in Maastricht door',
      'Vlaamse politiekers ruziën over begroting',
      'Hitte belast ouderen en zieken',
      'Yves Saint Laurent toont nieuwe collectie in Parijs',
      'Kookwedstrijd voor kinderen in Zwolle',
    ]) {
      expect(dutchTopicOf(title), title).toEqual(['world']);
    }
    expect(dutchTopicOf('Première van nieuwe James Bond-film in Londen')).toEqual(['entertainment', 'world']);
    // A crime's and a game's own words, and an attack's compounds that stay one (a tax assessment is
    // an "aanslag" too).
    for (const title of [
      'Gökmen T. had lang strafblad en stond binnenkort terecht',
      'Drugsbende opgerold na jaren van onderzoek',
      'Criminele bende opgerold in Brabant',
      'Een schutter, een tram en een stad in angst',
      'De dag dat Utrecht stilviel: een reconstructie van de tramaanslag',
    ]) {
      expect(dutchTopicOf(title), title).toEqual(['crime', 'world']);
    }
    expect(dutchTopicOf('Roglic wint Tirreno-Adriatico met één seconde voorsprong')).toEqual(['sports', 'world']);
    expect(dutchTopicOf('Koeman rekent in Oranje op Ajacieden')).toEqual(['sports', 'world']);
    expect(dutchTopicOf('Belastingaanslag voor ondernemers valt hoger uit')).not.toContain('crime');
    // Nor a mess, hail, or the disaster appeal's giro.
    expect(dutchTopicOf('Wat een bende: NS-storing legt treinverkeer plat')).not.toContain('crime');
    expect(dutchTopicOf('Giro 555 haalt 20 miljoen op voor Oekraïne')).not.toContain('sports');
    expect(dutchTopicOf("Giro d'Italia start in Albanië")).toEqual(['sports', 'world']);
    expect(dutchTopicOf('EU levert Oekraïne een miljoen granaten')).not.toContain('crime');
    // Not the top scorer, nor a storm's code orange.
    expect(dutchTopicOf('Topschutter van de eredivisie verlengt contract')).not.toContain('crime');
    expect(dutchTopicOf('Code oranje voor storm in het noorden')).not.toContain('sports');
    // An English feed's headline is read in English only: "Kamer" is no Dutch parliament there.
    expect(topicOf('Kamer, a Dutch drama, opens in London')).toEqual(['entertainment', 'world']);
    expect(dutchTopicOf('Kamer, a Dutch drama, opens in London')).not.toEqual(['entertainment', 'world']);
  });

  it('follow the section most of the articles come from', () => {
    const title = 'Ferry service resumes';
    const articles = [
      article({ category: 'sports', title }),
      article({ category: 'sports', outlet: 'B', title }),
      article({ category: 'world', outlet: 'C', title }),
    ];
    expect(chooseCategories(articles, title)).toEqual(['sports']);
  });
});

describe('the tags', () => {
  it('are the names most headlines share, then the places, lower-cased, at most six, none inside another', () => {
    const articles = [
      article({ title: 'Tributes paid to Sir David Amess in Leigh-on-Sea' }),
      article({ outlet: 'B', title: 'Police question suspect over David Amess killing' }),
      article({ outlet: 'C', title: 'ALL CAPITALS HEADLINE ABOUT AMESS' }),
      article({ outlet: 'D', title: "British Lawmaker's Killing Highlights Terrorism Challenge" }),
    ];
    const tags = chooseTags(articles, ['Leigh-on-Sea', 'United Kingdom']);
    expect(tags[0]).toBe('sir david amess');
    // A name inside a longer one is not a tag of its own; a headline in capitals names nobody.
    expect(tags).not.toContain('david amess');
    expect(tags).not.toContain('all capitals headline about amess');
    // Nor does one in Title Case, where every word starts with a capital.
    expect(tags.some((tag) => tag.includes('lawmaker'))).toBe(false);
    expect(tags).toContain('united kingdom');
    expect(tags.length).toBeLessThanOrEqual(6);
  });

  it('are one tag for a name written with and without its accents, and for a place by another of its names', () => {
    const iwi = [
      article({ title: 'Top of the shots: Tairāwhiti iwi competition will see most vaccinated marae win' }),
      article({ outlet: 'B', title: 'Covid-19 borders: Tairāwhiti iwi want to be part of planning' }),
    ];
    expect(chooseTags(iwi, ['Tairawhiti'])).toEqual(['tairāwhiti']);
    const agents = [article({ title: "S'pore property agents go big on YouTube as Covid-19 curtailed viewings" })];
    expect(chooseTags(agents, ['Singapore'], new Map([["s'pore", 'Singapore']]))).toEqual(['youtube', 'singapore']);
    // Written with a curly apostrophe, as The Straits Times does.
    const curly = [article({ title: 'Experts see less need to test migrant workers in S’pore who have no symptoms' })];
    expect(chooseTags(curly, ['Singapore'], new Map([["s'pore", 'Singapore']]))).toEqual(['singapore']);
  });

  it("leave out the outlet's own name", () => {
    const own = [
      article({ outlet: 'The Straits Times', title: 'How The Straits Times covered the election night in Tampines' }),
    ];
    expect(chooseTags(own, [])).toEqual(['tampines']);
  });
});

describe("an outlet's columns", () => {
  const briefing = (day: number, outlet = 'Straits') =>
    article({ outlet, title: `Morning Briefing: Top stories from the Straits on Oct ${day}` });

  it('are the labels it opens two headlines or more with that nothing else in the window names', () => {
    const squid = [
      article({ outlet: 'BBC', title: 'Squid Game: The rise of Korean drama addiction' }),
      article({ outlet: 'BBC', title: 'Squid Game: Netflix defends its most-watched show' }),
      article({ outlet: 'CNN', title: 'Why everyone is watching Squid Game' }),
    ];
    const window = [briefing(16), briefing(17), ...squid, article({ outlet: 'BBC', title: 'Sudan: Protesters march' })];
    expect(columnLabels(window)).toEqual(new Map([['Straits', new Set(['morning briefing'])]]));
    // Once is no column, nor twice by two outlets, nor a label two outlets open headlines with.
    expect(columnLabels([briefing(16)])).toEqual(new Map());
    expect(columnLabels([briefing(16), briefing(17, 'Other')])).toEqual(new Map());
    expect(columnLabels([briefing(16), briefing(17), briefing(17, 'Other')])).toEqual(new Map());
    // Its own pieces' summaries may name it.
    const podcast = (day: number) =>
      article({
        outlet: 'Herald',
        title: `The Front Page: What the week ${day} budget means`,
        summary: 'The Front Page is the Herald’s daily news podcast.',
      });
    expect(columnLabels([podcast(1), podcast(2)])).toEqual(new Map([['Herald', new Set(['the front page'])]]));
  });

  it("are no tag of a story, and the headline's other names still are", () => {
    const window = [briefing(16), briefing(17)];
    const lead = article({ outlet: 'Straits', title: 'Morning Briefing: Tampines flat prices hit a record' });
    const columns = columnLabels([...window, lead]);
    expect(chooseTags([lead], [])).toContain('morning briefing');
    expect(chooseTags([lead], [], new Map(), () => undefined, columns)).toEqual(['tampines']);
  });
});

describe('the names a headline holds', () => {
  const tagsOf = (title: string, places: string[] = []) => chooseTags([article({ title })], places);

  it('leave out the capital a sentence opens with, unless a name goes on or it is no word', () => {
    expect(tagsOf('Column: The clock is ticking on unvaccinated city workers. Will they come around?')).toEqual([]);
    expect(tagsOf('Tech how-to: Show photos saved on your phone on your TV')).toEqual([]);
    expect(tagsOf('Op-Ed: A year of remote school taught my kids the wrong lessons')).toEqual([]);
    // How many is no part of the name after it.
    expect(tagsOf('Another Michigan Water Crisis Underscores Infrastructure Woes', ['Michigan'])).toEqual(['michigan']);
    expect(tagsOf('Many Aucklanders queue for vaccines')).toEqual(['aucklanders']);
    // A word spoken lines open with, which the subtitles therefore capitalise, is no name.
    expect(tagsOf('Robredo on EDSA anniversary: Let us not forget the lessons of 1986')).toEqual(['robredo']);
    expect(tagsOf('Heather du Plessis-Allan on the cost of living')).toEqual(['heather du plessis-allan']);
    // An English name goes on through its particles after any first name that is no word, and after an office.
    expect(tagsOf('EU chief Ursula von der Leyen visits troops')).toEqual(['ursula von der leyen']);
    expect(tagsOf('Faf du Plessis hits a century')).toEqual(['faf du plessis']);
    expect(tagsOf("Children's Commissioner Rachel de Souza warns on phones")).toEqual(['rachel de souza']);
    expect(tagsOf('Mayor de Blasio quits the race')).toEqual(['de blasio']);
    expect(tagsOf('EU chief von der Leyen visits troops')).toEqual(['von der leyen']);
    expect(tagsOf('Macron, von der Leyen to meet Xi')).toEqual(['von der leyen', 'macron']);
    expect(tagsOf('It was a tour de force')).toEqual([]);
    expect(tagsOf('Adele wins ten Grammys at the ceremony')).toEqual(['grammys', 'adele']);
    // A contraction is no name.
    expect(tagsOf("Ali Mau: Why I'm leaving the city for good")).toEqual(['ali mau']);
    expect(tagsOf("Apparently, it's the next big thing. What is the metaverse?")).toEqual([]);
    expect(tagsOf("'I'll knock you out': Passengers jump to woman's defence")).toEqual([]);
    expect(tagsOf("'Beautiful woman': Putin accused of mansplaining at event")).toEqual(['putin']);
    expect(tagsOf('Salisbury Plain soldier death: Jethro Watson-Pickering named by Army')).toEqual([
      'jethro watson-pickering',
      'salisbury plain',
      'army',
    ]);
    expect(tagsOf('Kevin Rudd: Xi’s Evergrande dilemma has repercussions')).toContain('kevin rudd');
    // A dash run into a word opens a clause: the speaker a wire sets off is no part of the name before it.
    expect(tagsOf('No end in sight to volcanic eruption on La Palma --Canaries president')).toEqual(['la palma']);
    expect(tagsOf('Duterte popularity will not transfer to his candidate --Pulse Asia')).toEqual([
      'pulse asia',
      'duterte',
    ]);
    expect(tagsOf('Vaccinated NZers overseas demand access to home isolation')).toEqual(['nzers']);
    // The subtitles know no Dutch: "Politie" opening a Dutch headline is no name; "Mark Rutte" is.
    const dutch = (title: string) => chooseTags([article({ title, language: 'nl' })], []);
    expect(dutch('Politie houdt verdachte aan na steekpartij in Utrecht')).toEqual(['utrecht']);
    expect(dutch('Mark Rutte: kabinet neemt geen nieuwe maatregelen')).toEqual(['mark rutte']);
    expect(dutch('Verkiezingen: Wilders wint in Utrecht')).toEqual(['wilders', 'utrecht']);
    // A quotation's first word is no name, unless the name goes on; a name's particle opens it.
    expect(dutch("Ardern noemt naam van schutter in Christchurch niet: 'Hij zocht bekendheid'")).toEqual([
      'christchurch',
    ]);
    expect(dutch('Paniek bij de tram: ‘Mensen renden gillend weg’')).toEqual([]);
    expect(dutch('Buurt geschokt na dodelijke steekpartij: ’Hij lag in een plas bloed’')).toEqual([]);
    expect(dutch("Coach: 'Frank de Boer blijft'")).toEqual(['frank de boer']);
    expect(dutch('Van Bommel: ‘We hebben het in eigen hand’')).toEqual(['van bommel']);
    expect(dutch("Schoof: 'Wilders moet kiezen'")).toEqual(['wilders']);
    // An opening "De" or "Van" is a surname's only before one name word that is no adjective or
    // ordinal; a place after it is the place.
    expect(dutch('De Jong terug bij Oranje')).toContain('de jong');
    expect(dutch('De Tweede Kamer stemt in met de wet')).toEqual(['tweede kamer']);
    expect(dutch('De Nederlandse ploeg wint goud')).toEqual(['nederlandse']);
    expect(
      chooseTags(
        [article({ title: 'Van Oekraïne naar Nederland: een lange reis', language: 'nl' })],
        ['Oekraïne', 'Nederland'],
      ),
    ).toEqual(['oekraïne', 'nederland']);
    expect(tagsOf('Liverpool sweat on Virgil van Dijk and Louis van der Vaart', ['Liverpool'])).toEqual([
      'louis van der vaart',
      'virgil van dijk',
      'liverpool',
    ]);
    // Not after an office or a word, nor a team after an article: "President van Haïti" is Haiti's
    // president, "het Ajax van Farioli" Farioli's Ajax.
    expect(dutch('Het Ajax van Farioli wint in Londen')).toEqual(['farioli', 'londen', 'ajax']);
    expect(dutch('President van Haïti Jovenel Moïse vermoord').some((tag) => tag.includes('van'))).toBe(false);
    expect(dutch('Waarom de Duitse campagne niet op gang komt')).toEqual(['duitse']);
    // Not after a first name the subtitles do not know: Dutch writes "de" as "the" after any name.
    expect(dutch('Vandaag sluit Rijkswaterstaat de Maeslantkering')).not.toContain('rijkswaterstaat de maeslantkering');
    expect(dutch('Omtzigt de Kamer uit na burn-out')).toEqual(['kamer']);
    // A middle initial goes on with the name, in English and Dutch.
    expect(tagsOf('Former president George W. Bush paints portraits of veterans')).toEqual(['george w. bush']);
    expect(tagsOf('Michael J. Fox opens up about his illness in new film')).toEqual(['michael j. fox']);
    expect(tagsOf('Plan B. Then what for the economy?')).toEqual([]);
    expect(dutch('Twee verdachten aangehouden na aanslag op Peter R. de Vries')).toEqual(['peter r. de vries']);
    // A Dutch sentence's first word before a first name and more of a name describes the person;
    // so does an inflected adjective before a name.
    expect(dutch('Misdaadverslaggever Peter R. de Vries neergeschoten')).toEqual(['peter r. de vries']);
    expect(dutch("Familie Peter R. de Vries: 'Hij vecht voor zijn leven'")).toEqual(['peter r. de vries']);
    expect(dutch('Bondscoach Ronald Koeman kiest voor Virgil van Dijk')).toEqual(['virgil van dijk', 'ronald koeman']);
    // A Dutch role before a surname, or alone, names no one; a royal's title is the name's.
    expect(dutch("Premier Ardern: 'Hij krijgt van mij geen naam'")).toEqual(['ardern']);
    expect(dutch('Tramschutter Gökmen T. in de kraag gevat')).toEqual(['gökmen']);
    expect(dutch('Bom onder brexitplan May: Lagerhuisvoorzitter verbiedt nieuwe stemming')).toEqual(['may']);
    expect(dutch('Oud-premier Lubbers overleden')).toEqual(['lubbers']);
    expect(dutch('Premier League: Arsenal wint van Chelsea')).toContain('premier league');
    expect(dutch('Minister Hunt wil nieuwe regels')).toEqual(['hunt']);
    expect(dutch('Prins Harry op bezoek in Nederland')).toContain('prins harry');
    // A maker before its model's number is a name, and a name before a year.
    expect(dutch('Amerikaans ministerie laat goedkeuring Boeing 737 MAX onderzoeken')).toEqual(['boeing']);
    expect(tagsOf('Lawsuit over Trump 2020 election claims')).toEqual(['trump']);
    expect(dutch('Real Madrid wint van Barcelona')).toEqual(['real madrid', 'barcelona']);
    expect(dutch("Emotionele Timmermans: 'Nu gaan we de democratie verdedigen'")).toEqual(['timmermans']);
    expect(dutch('Woedende Verstappen haalt uit naar stewards')).toEqual(['verstappen']);
    expect(dutch('Femke Halsema wil strengere regels')).toEqual(['femke halsema']);
    // "New" opens a name that goes on; a leading space is no word.
    expect(tagsOf('New York fire kills three')).toEqual(['new york']);
    expect(tagsOf(' The clock is ticking for Johnson')).toEqual(['johnson']);
  });

  it('end a quoted name at its closing mark before a common word, and keep the article of a name that is a common word', () => {
    expect(tagsOf("'Stinky City' Anger grows in Carson as noxious smell sickens residents")).toEqual([
      'stinky city',
      'carson',
    ]);
    expect(tagsOf("'Big Mike' Lerma charged with ordering murder")).toEqual(['big mike lerma']);
    // A name that is a common word is written with its article: "age" alone names nothing.
    const ofStory = (title: string, summary: string) => chooseTags([article({ title, summary })], []);
    expect(ofStory('The Age photos of the week', 'The best images from The Age photographers.')).toEqual(['the age']);
    expect(ofStory('The Star faces class action threat', 'Shareholders of The Star say it misled them.')).toEqual([
      'the star',
    ]);
    // Not a title or a body: "The Queen" is the queen, and "the Government" names no topic.
    expect(ofStory('The Queen is looking for a cleaner', 'The Queen wants a cleaner.')).toEqual(['queen']);
    expect(ofStory('The Government has a plan', 'The plan of the Government.')).toEqual([]);
  });

  it('are two names where a headline runs together two names its summary writes apart', () => {
    const ofStory = (title: string, summary: string) => chooseTags([article({ title, summary })], []);
    expect(
      ofStory(
        "Adele Easy On Me: 'There's still a stigma about getting divorced when young'",
        "For people who've been affected by divorce, Easy On Me is more than just another Adele ballad.",
      ),
    ).toEqual(['easy on me', 'adele']);
    // A name the summary writes whole, or not at all, stays one.
    expect(ofStory('Tributes paid to Sir David Amess', 'Sir David Amess was attacked in Leigh-on-Sea.')).toContain(
      'sir david amess',
    );
    expect(ofStory('Adele Easy On Me: a review', 'A new ballad.')).toEqual(['adele easy on me']);
  });

  it('are no word the story itself writes in lower case, nor a British spelling of one', () => {
    const story = (title: string, summary: string) => chooseTags([article({ title, summary })], []);
    // Opening a headline, a word the subtitles do not know may be a name: the summary tells.
    expect(story('Webinars to tackle diversification of the economy', 'Three webinars will look at jobs.')).toEqual([]);
    expect(story('Elephant clip goes viral', 'An elephant makes a mess of a cake.')).toEqual([]);
    expect(story('Lafreniere scores in return home', 'Alexis Lafreniere scored in his return.')).toEqual([
      'lafreniere',
    ]);
    // A word the subtitles know is a name where the story's own text capitalises it inside a sentence.
    expect(
      story(
        'Trump says Beirut explosion looks like an attack',
        'President Donald Trump said the blast in the port looked like an attack.',
      ),
    ).toEqual(['beirut', 'trump']);
    expect(story('Trump cards decide the game', 'Players hold their trump cards to the end.')).toEqual([]);
    expect(tagsOf('Trump says Beirut explosion looks like an attack')).toEqual(['beirut']);
    // Capitalised inside a headline, it is a name whatever the summary says.
    expect(story('EU fines Apple', 'The fine on Apple is its largest: an apple a day, an apple tart.')).toEqual([
      'apple',
    ]);
    expect(story('Poll puts Reform ahead of Labour', 'Voters want welfare reform, the reform party says.')).toEqual([
      'reform',
      'labour',
    ]);
    expect(story('Stocks fall as Fed signals more hikes', 'The fed funds rate rose.')).toEqual(['fed']);
    // Opening the headline, it stays a name while the story capitalises it as often as not.
    expect(story('Lafreniere scores again', 'Alexis Lafreniere scored; fans chant lafreniere.')).toEqual([
      'lafreniere',
    ]);
    expect(story('Lafreniere scores again', 'The fans chant lafreniere.')).toEqual([]);
    expect(tagsOf('Paediatricians step up to look after children')).toEqual([]);
    // Nor a word newer than the subtitles made of one of theirs; a surname they do not know stays.
    expect(tagsOf('Influencer party has makings of super spreader event')).toEqual([]);
    expect(tagsOf("'Selfish': Partygoer's confession after wild gathering")).toEqual([]);
    expect(tagsOf('Incentivise penalty a dilemma for handicapper Carpenter')).toEqual(['carpenter']);
    expect(tagsOf('Spicer says the briefing is over')).toEqual(['spicer']);
    expect(tagsOf("Denise: 'I was in a very dark place'")).toEqual(['denise']);
    expect(tagsOf('Spangler found guilty')).toEqual(['spangler']);
    expect(tagsOf('Stampeders clinch playoff spot')).toEqual(['stampeders']);
    expect(tagsOf('Newman wins the primary')).toEqual(['newman']);
  });

  it('are no day or month, no piece of a longer name, and end on a name word', () => {
    expect(tagsOf('Covid-19: What happened on Sunday, 17 October in Waikato', ['Waikato'])).toEqual(['waikato']);
    // Nor a body every country has, nor a compass word alone; a name holding one stays.
    expect(tagsOf('Liam Dann: Revealed - the $12b kitty the Govt has')).toEqual(['liam dann']);
    expect(tagsOf('Police say the Council has failed')).toEqual([]);
    expect(tagsOf('Should MPs still be able to meet the public?')).toEqual([]);
    expect(tagsOf('Why South L.A. is staying loyal')).toEqual([]);
    expect(tagsOf('Residents of North Shore fume')).toEqual(['north shore']);
    expect(tagsOf('Race-by-race preview and tips for Muswellbrook on Monday')).toEqual(['muswellbrook']);
    // A name holding a day is a name: "Super Saturday".
    expect(tagsOf('Vaccination centres ready for Super Saturday Vaxathon')).toEqual(['super saturday vaxathon']);
    expect(tagsOf('Adele Easy On Me: the video')).toEqual(['adele easy on me']);
    expect(tagsOf('Baby Loss Awareness Week: Two families’ stories')).toEqual(['baby loss awareness week']);
    // A common word beside capitals, a number or a single letter is a piece of a longer name.
    expect(tagsOf('GT Capital donates vaccines to Makati', ['Makati'])).toEqual(['makati']);
    expect(tagsOf('L.A. County supervisors may order an audit')).toEqual([]);
    expect(tagsOf('Rory McIlroy storms into CJ Cup contention')).toEqual(['rory mcilroy']);
    expect(tagsOf('NHS is treating patients for Class A abuse')).toEqual([]);
    // An everyday word a title in Title Case capitalises beside a minor word is a piece of it.
    expect(tagsOf('Who took out the top spots in Wellington On a Plate?')).toEqual(['wellington']);
    expect(tagsOf("PETER HITCHENS: We're in the Age of the Curfew")).toEqual([]);
    expect(tagsOf('Battle for the Senate heats up')).toEqual(['senate']);
    expect(tagsOf('Protesters gather at the Capitol')).toEqual(['capitol']);
    expect(tagsOf('The film beating Bond and Marvel at the box office')).toEqual(['marvel', 'bond']);
    expect(tagsOf('Rashford named Man of the Match again')).toEqual(['rashford']);
    expect(tagsOf('Kevin Love of the Heat scores')).toEqual(['kevin love', 'heat']);
    expect(tagsOf('Queensland win State of Origin opener')).toEqual(['queensland', 'origin']);
    // Not across "to", "for" or "on", nor after a name: those are two names.
    expect(tagsOf('Power handover from Johnson to Truss at Balmoral')).toEqual(['balmoral', 'johnson', 'truss']);
    expect(tagsOf('Voters switch from Labour to Greens')).toEqual(['labour', 'greens']);
    expect(tagsOf('Criticism from Warren of the Fed grows')).toEqual(['warren', 'fed']);
    // Alone, it is a name: a company, a bank, the Queen.
    expect(tagsOf('EU fines Apple over music streaming')).toEqual(['apple']);
    expect(tagsOf('Why the Fed may raise rates')).toEqual(['fed']);
    const plate = tagsOf('The winners are in. Who took out the top spots in Wellington On a Plate?');
    expect(plate).toContain('wellington');
    expect(plate).not.toContain('wellington on');
    expect(tagsOf('The Queen is looking for a cleaner')).toEqual(['queen']);
  });

  it('are no title in Title Case, but a name inside one', () => {
    expect(tagsOf('Carbon Capture: A green way forward? | Plan It Green')).toEqual(['carbon capture']);
    expect(tagsOf('Fun With Kids: Halloween fun with the Minions, book to help parents with only child')).toEqual([
      'halloween',
      'minions',
    ]);
    expect(tagsOf('Chess: Playing With Magnus Carlsen draws a crowd')).toEqual(['magnus carlsen']);
    // "To", "An", "Or" and "The" start names.
    expect(tagsOf("Vietnam's President To Lam meets Albanese")).toContain('to lam');
    expect(tagsOf('World No 1 An Se-young wins the final')).toContain('an se-young');
    expect(tagsOf('In The Hague, a new mayor')).toEqual(['the hague']);
    // An initialism in the plural may be a name: awards, exams.
    expect(tagsOf('Stars arrive for the BAFTAs in London', ['London'])).toEqual(['baftas', 'london']);
  });

  it('in a headline in Title Case are the words the story names, its places, and runs of words that are no common word', () => {
    const story = (title: string, summary: string, places: string[] = []) =>
      chooseTags([article({ title, summary, outlet: 'The New York Times' })], places);
    // Two names the subtitles know or do not know, side by side, are a name; the places stay places.
    expect(
      story(
        'Glenn Youngkin Talks About Virginia. His Base Talks About Donald Trump.',
        'Republicans in Virginia are saying what their nominee for governor will not.',
        ['Virginia'],
      ),
    ).toEqual(['glenn youngkin', 'donald trump', 'virginia']);
    expect(story('Pete Buttigieg Joins the Parental Leave Debate', '')).toEqual(['pete buttigieg']);
    // A word the summary writes as a name is one, and takes the name beside it along.
    expect(
      story(
        "In Trial of Ahmaud Arbery's Killing, Video to Have a Big Role",
        'Three white men are charged in the death of Arbery, an unarmed Black man, in a coastal Georgia suburb.',
        ['Georgia'],
      ),
    ).toEqual(['ahmaud arbery', 'georgia']);
    expect(
      story(
        'Islamic State Bombing Kills at Least 65 People in Southern Afghanistan',
        'The killings in Kandahar follow a spate of Islamic State attacks.',
        ['Afghanistan', 'Kandahar'],
      ),
    ).toEqual(['islamic state', 'afghanistan', 'kandahar']);
    // Every other capital is Title Case's: no "miss", "major", "base", "shooting" or "mars rome".
    expect(story('Thousands of Children Miss Out on Vital Reading Books as Schools Face Delivery Delays', '')).toEqual(
      [],
    );
    expect(story('Doctor Who Botched Three Major Operations Is Still Working', '')).toEqual([]);
    expect(story('Houston Shooting Leaves One Deputy Dead, Two Others Injured', '', ['Houston'])).toEqual(['houston']);
    expect(story('Tension Over Covid Pass Mars Rome Election', '', ['Rome'])).toEqual(['rome']);
    // Nor a word that ends as English words do, nor a compound of a name and a word.
    expect(story("Macron Decries 'Inexcusable' Algerian Protest Massacre in Paris", '', ['Paris'])).toEqual([
      'macron',
      'paris',
    ]);
    expect(story('Saudi-Led Coalition Says It Killed 160 Fighters in Marib', '', ['Marib'])).toEqual(['marib']);
    expect(story('Straight-Talking Restaurateur Overjoyed at Reopening', '')).toEqual([]);
    // An office after a name is no part of it.
    expect(story('Hezbollah Chief Killed in Beirut Strike', '', ['Beirut'])).toEqual(['hezbollah', 'beirut']);
    expect(story('Tory Chairman Resigns Over Tax Affair', '')).toEqual([]);
    // A place beside a word is the place alone.
    expect(story("Myanmar's Military Junta Denied a Seat at the Summit", '', ['Myanmar'])).toEqual(['myanmar']);
    expect(story('Auckland Partygoer Apologises for Breaching Lockdown Rules', '', ['Auckland'])).toEqual(['auckland']);
  });

  it('leave the office out of a name, and an office alone out of the tags', () => {
    expect(tagsOf('Prof Sarah Gilbert warns of the next pandemic')).toEqual(['sarah gilbert']);
    expect(tagsOf("Venezuelan President Maduro's close aide extradited to US")).toEqual(['maduro']);
    expect(tagsOf('Former President Clinton recovering from an infection')).toEqual(['clinton']);
    expect(tagsOf('Talks with Premier Dominic Perrottet stall')).toEqual(['dominic perrottet']);
    expect(tagsOf("Is L.A. Sheriff Alex Villanueva rounding up a 'posse'?")).toEqual(['alex villanueva']);
    expect(tagsOf('Boris Johnson says the new Prime Minister will act soon')).toEqual(['boris johnson']);
    // After "Secretary of" or "Minister of", the department is no part of the name.
    expect(tagsOf('Secretary of State Antony Blinken meets Lula')).toEqual(['antony blinken', 'lula']);
    expect(tagsOf('Minister of Foreign Affairs Wang Yi meets envoys in the capital')).toEqual(['wang yi']);
    expect(tagsOf('Secretary of State Blinken visits Kyiv')).toEqual(['blinken', 'kyiv']);
    expect(tagsOf('Statement by the Minister of Foreign Affairs on the summit')).toEqual([]);
    expect(tagsOf('Secretary of Homeland Security Alejandro Mayorkas visits the border')).toEqual([
      'alejandro mayorkas',
    ]);
    // No department: the place or the whole name stays.
    expect(tagsOf('Meeting with the President of South Korea ends')).toEqual(['south korea']);
    expect(tagsOf('Governor of New York signs climate bill')).toEqual(['new york']);
    expect(tagsOf('Secretary of State Hillary Rodham Clinton testifies')).toEqual(['hillary rodham clinton']);
    // A first name that is also a word stays: "Penny Wong", "Bill Blair".
    expect(tagsOf('Minister of Foreign Affairs Penny Wong meets envoys in the capital')).toEqual(['penny wong']);
    expect(tagsOf('Minister of National Defence Bill Blair visits troops')).toEqual(['bill blair']);
    // Departments of several words, after "the" or "and" too.
    expect(tagsOf('Minister of Energy Transition Agnès Pannier-Runacher visits the plant')).toEqual([
      'agnès pannier-runacher',
    ]);
    expect(tagsOf('Secretary of the Treasury Janet Yellen warns on debt')).toEqual(['janet yellen']);
    expect(tagsOf('Secretary of Health and Human Services Xavier Becerra testifies')).toEqual(['xavier becerra']);
    // A league is no premier's, and a party is an office only before a full name.
    expect(tagsOf('The club tops the Premier League table again')).toEqual(['premier league']);
    expect(tagsOf('Virginia election: Republican Glenn Youngkin wins governor race')).toEqual(['glenn youngkin']);
    expect(tagsOf('Voters back the Republican Party again')).toEqual(['republican party']);
    expect(tagsOf('Delegates gather for the Labour Party Conference')).toEqual(['labour party conference']);
    expect(tagsOf('Big donors desert the Republican National Committee')).toEqual(['republican national committee']);
    expect(tagsOf('Premier Annastacia Palaszczuk resigns')).toEqual(['annastacia palaszczuk']);
    expect(tagsOf("Children's Commissioner Anne Longfield warns on lockdown")).toEqual(['anne longfield']);
    // Nor is a department of a body every country has a tag alone, or part of the name after it.
    expect(tagsOf('Department of Justice sues Google over ad tech')).toEqual(['google']);
    expect(tagsOf('Ministry of Health reports 51 new cases in Auckland', ['Auckland'])).toEqual(['auckland']);
    expect(tagsOf('The Ministry of Defence confirms the deal')).toEqual([]);
    expect(tagsOf('Chief of Staff Susie Wiles meets donors')).toEqual(['susie wiles']);
    expect(tagsOf('Chief of Army Simon Stuart to retire')).toEqual(['simon stuart']);
    expect(tagsOf('Department of Conservation rangers rescue kiwi')).toEqual(['conservation']);
    // And in Dutch: "minister van Economie", "Ministerie van Justitie en Veiligheid".
    const dutch = (title: string) => chooseTags([article({ title, language: 'nl' })], []);
    expect(dutch('Milei kiest oud-bankier Caputo als minister van Economie')).toEqual(['caputo']);
    expect(dutch('Ministerie van Justitie en Veiligheid wil strengere straffen')).toEqual([]);
    expect(dutch('Minister van Buitenlandse Zaken Hanke Bruins Slot reist naar Kyiv')).toEqual([
      'hanke bruins slot',
      'kyiv',
    ]);
    expect(dutch('President van Haïti vermoord')).toEqual(['haïti']);
    expect(dutch('President van Haïti Jovenel Moïse vermoord')).toEqual(['haïti jovenel moïse']);
    // A department of several words set off by commas ("Onderwijs, Cultuur en Wetenschap").
    expect(dutch('Ministerie van Onderwijs, Cultuur en Wetenschap wil meer geld')).toEqual([]);
    expect(dutch('Minister van Volksgezondheid, Welzijn en Sport Fleur Agema stapt op')).toEqual(['fleur agema']);
  });

  it("leave out the writer's name opening an opinion piece's headline, not the subject's opening a report", () => {
    const tagsOfPiece = (title: string, more: Partial<StoryArticle>) => chooseTags([article({ title, ...more })], []);
    const dann = 'Liam Dann: Revealed - the $12b kitty the Govt has to help locked-down Kiwis';
    expect(tagsOfPiece(dann, { summary: 'OPINION: However tough the next few months are, we are not broke.' })).toEqual(
      ['kiwis'],
    );
    expect(
      tagsOfPiece('Heather Du Plessis-Allan: Bringing stranded Kiwis home', {
        summary: 'COMMENT Stranded Kiwis should all be allowed home for Christmas.',
      }),
    ).toEqual(['kiwis']);
    expect(
      tagsOfPiece("Heather du Plessis-Allan: Why the Government's help is missing the mark", {
        summary: 'OPINION: The cost of living package misses those who need it most.',
      }),
    ).toEqual([]);
    const deter = 'A strong deterrent is the only language Beijing understands.';
    const grant = "Rebecca Grant: Biden's Taiwan options";
    const desk = 'https://www.foxnews.com/opinion/biden-taiwan';
    expect(tagsOfPiece(grant, { url: desk, summary: deter })).toEqual(['taiwan', 'biden']);
    // A name the story names again is the piece's subject; without a summary, nothing tells.
    expect(
      tagsOfPiece('Jimmy Carter: A life of service', {
        url: 'https://example.com/opinion/carter',
        summary: 'Carter built houses and monitored elections long after he left the White House.',
      }),
    ).toEqual(['jimmy carter']);
    expect(tagsOfPiece(grant, { url: desk })).toEqual(['rebecca grant', 'taiwan', 'biden']);
    // The same name opening a report, or a piece no marker calls opinion, is a tag.
    expect(tagsOfPiece(dann, { summary: 'The Government still has plenty of money, figures show.' })).toEqual([
      'liam dann',
      'kiwis',
    ]);
    expect(
      tagsOfPiece('Robert Durst: US millionaire hospitalised with Covid after life sentence', {
        summary: 'The real estate heir was sentenced to life in prison last week.',
      }),
    ).toEqual(['robert durst', 'covid']);
    // A label in everyday words is no writer's name, opinion or not.
    expect(
      tagsOfPiece('Carbon Capture: A green way forward?', { summary: 'OPINION: Can it help the climate?' }),
    ).toEqual(['carbon capture']);
  });

  it('end at a possessive, and give way to the places they are part of', () => {
    expect(tagsOf("Auckland's City Rail Link tunnel boring machine breaks through", ['Auckland'])).toEqual([
      'city rail link',
      'auckland',
    ]);
    expect(
      tagsOf('Christchurch: New Zealand city parts ways with its wizard', ['New Zealand', 'Christchurch']),
    ).toEqual(['christchurch', 'new zealand']);
    expect(tagsOf('Russian daily Covid-19 deaths hit record high', ['Russia'])).toEqual(['russia']);
    // A people's possessive goes on in an institution's name; a plural one ends a name before a full name.
    expect(tagsOf("Liverpool Women's Hospital blast declared a terror incident")).toEqual([
      "liverpool women's hospital",
    ]);
    expect(tagsOf("England win the Women's World Cup final")).toEqual(["women's world cup"]);
    expect(tagsOf("Dodgers' Max Scherzer agrees to deal with Mets")).toEqual(['max scherzer', 'dodgers', 'mets']);
    expect(tagsOf("Seafarers' Service draws small crowd")).toEqual(['seafarers service']);
    expect(tagsOf("Veterans' Affairs Minister Matt Keogh visits base")).toEqual(['matt keogh']);
    // So do a title's and a saint's in a place's name.
    expect(tagsOf("Passengers stranded at King's Cross station after signal failure")).toEqual(["king's cross"]);
    expect(tagsOf("Thousands of mourners queue at St Paul's Cathedral in the rain")).toEqual(["st paul's cathedral"]);
    expect(tagsOf("King's speech sets out plans for the year")).toEqual([]);
    // Not before another name: a title's, a saint's of one first name.
    expect(tagsOf("King's Canada visit to include throne speech", ['Canada'])).toEqual(['canada', 'king']);
    expect(tagsOf("St Mirren's Scottish Cup run ends in defeat at Hampden")).toEqual([
      'scottish cup',
      'st mirren',
      'hampden',
    ]);
    expect(tagsOf("St Helens's Super League title defence begins")).toEqual(['super league', 'st helens']);
    // Every piece of a place read as a name is the place: one tag.
    expect(tagsOf('Hurricane heads for the Turks and Caicos Islands tonight', ['Turks & Caicos Islands'])).toEqual([
      'turks & caicos islands',
    ]);
    // Another place is no part of a place: each stays.
    expect(tagsOf('Troops from Nigeria enter Niger after coup', ['Nigeria', 'Niger'])).toEqual(['nigeria', 'niger']);
    expect(tagsOf('Floods in Yorkshire reach York', ['Yorkshire', 'York'])).toEqual(['yorkshire', 'york']);
    // A name holding a place stays whole, and the place is not repeated.
    expect(tagsOf('Incentive a Melbourne Cup dilemma for handicapper', ['Melbourne'])).toEqual(['melbourne cup']);
  });
});

describe('worldOnlyFromAbroad', () => {
  const uk = { country: 'United Kingdom' };
  const us = { country: 'United States' };
  const placed = (country: string) => ({ location: { country, scope: 'city' as const }, countries: [country] });

  it('keeps World where an outlet reports the story from another country', () => {
    // A Haitian outlet's kidnapping in Haiti that US outlets report too.
    const haitian = { country: 'Haiti' };
    expect(worldOnlyFromAbroad(['crime', 'world'], [haitian, us], placed('Haiti'))).toEqual(['crime', 'world']);
    // A UK story that one foreign outlet reports too is the world's news.
    expect(worldOnlyFromAbroad(['politics', 'world'], [uk, us], placed('United Kingdom'))).toEqual([
      'politics',
      'world',
    ]);
  });

  it('puts World first in a crime or politics story that only outlets abroad report', () => {
    // A kidnapping in Haiti that US and British outlets report: the world's news to all their readers.
    expect(worldOnlyFromAbroad(['crime', 'world'], [us, uk], placed('Haiti'))).toEqual(['world', 'crime']);
    expect(worldOnlyFromAbroad(['politics', 'health', 'world'], [us], placed('Sudan'))).toEqual([
      'world',
      'politics',
      'health',
    ]);
    // Other categories keep their order: Norrie's Indian Wells final is Sports to the BBC's readers.
    expect(worldOnlyFromAbroad(['sports', 'world'], [uk], placed('United States'))).toEqual(['sports', 'world']);
  });

  it("drops World from a story only its own country's outlets report, leaving it general news", () => {
    expect(worldOnlyFromAbroad(['crime', 'world'], [uk], placed('United Kingdom'))).toEqual(['crime']);
    expect(worldOnlyFromAbroad(['world'], [uk], placed('UK'))).toEqual([]);
    // A story that names no place is its outlets' country's.
    expect(worldOnlyFromAbroad(['world'], [uk], { location: undefined, countries: [] })).toEqual([]);
    // Without a location, the countries it names say where it is ("Russian space crew").
    expect(worldOnlyFromAbroad(['world'], [uk], { location: undefined, countries: ['Russia'] })).toEqual(['world']);
    expect(worldOnlyFromAbroad(['health'], [uk], placed('United Kingdom'))).toEqual(['health']);
  });
});

describe('the five scores', () => {
  it('popularity grows with the log of outlets and articles: one outlet 2, two 4.5, four 7', () => {
    const outlets = (n: number) => Array.from({ length: n }, (_, i) => article({ outlet: `O${i}` }));
    expect(scoreStory(outlets(1), 'Ferry service resumes', 'world', noPlace).popularity_score).toBe(2);
    // Two outlets, two articles: 2 + 2.5·1 + 0.5·1 = 5.
    expect(scoreStory(outlets(2), 'Ferry service resumes', 'world', noPlace).popularity_score).toBe(5);
    // Four outlets, four articles: 2 + 2.5·2 + 0.5·2 = 8.
    expect(scoreStory(outlets(4), 'Ferry service resumes', 'world', noPlace).popularity_score).toBe(8);
  });

  it('global relevance is how widely the story is told; local relevance weighs the category and the place', () => {
    const one = [article()];
    // world, one outlet: 10·(0.25·0.8) = 2 globally; 10·(0.4·0.2 + 0.6·0.2) = 2 locally.
    expect(scoreStory(one, 'Ferry service resumes', 'world', noPlace)).toMatchObject({
      global_relevance: 2,
      local_relevance: 2,
    });
    // One outlet naming four countries is one outlet's telling: 10·(0.2 + 0.15·1) = 3.5, below the
    // middle of the scale, from which the ranking stops penalising a story far from its reader.
    const namingFour = { city: false, country: true, countriesNamed: 4 };
    expect(scoreStory(one, 'China sends warning to US', 'world', namingFour).global_relevance).toBe(3.5);
    const threeCountries = [
      article(),
      article({ outlet: 'B', country: 'Netherlands' }),
      article({ outlet: 'C', country: 'France' }),
    ];
    // 10·(0.2 + 0.35·2/3 + 0.25·log2(3)/3 + 0.15·1/3) = 6.2; a named city: 10·(0.08 + 0.6) = 6.8.
    expect(
      scoreStory(threeCountries, 'Ferry service resumes', 'world', { city: true, country: true, countriesNamed: 2 }),
    ).toMatchObject({
      global_relevance: 6.2,
      local_relevance: 6.8,
    });
    // Eight outlets in four countries, in the category the ranking weighs least globally (crime,
    // 0.2): 10·(0.05 + 0.35 + 0.25) = 6.5.
    const countries = ['United Kingdom', 'Netherlands', 'France', 'Portugal'];
    const eight = Array.from({ length: 8 }, (_, i) => article({ outlet: `O${i}`, country: countries[i % 4] }));
    expect(scoreStory(eight, 'Ferry service resumes', 'crime', noPlace).global_relevance).toBe(6.5);
    // A state or region (no town): 10·(0.08 + 0.6·0.8) = 5.6; a country only 10·(0.08 + 0.36) = 4.4.
    const local = (place: { city: boolean; state?: boolean; country: boolean }) =>
      scoreStory(one, 'Ferry service resumes', 'world', { ...place, countriesNamed: 1 }).local_relevance;
    expect(local({ city: false, state: true, country: true })).toBe(5.6);
    expect(local({ city: false, country: true })).toBe(4.4);
  });

  it('cleanliness loses points for capitals, exclamation marks, click-bait and an odd length', () => {
    const clean = (headline: string) => scoreStory([article()], headline, 'world', noPlace).cleanliness;
    expect(clean('Ferry service resumes after the storm')).toBe(10);
    expect(clean('FERRY SERVICE RESUMES AFTER THE STORM')).toBe(8);
    expect(clean('Ferry service resumes after the storm!!!!')).toBe(7);
    expect(clean("You won't believe why the ferry stopped")).toBe(8);
    expect(clean('Ferry is back')).toBe(9);
    // Capitals, three marks, click-bait: 10 − 2 − 3 − 2 = 3.
    expect(clean('SHOCKING FERRY NEWS FROM THE HARBOUR!!!')).toBe(3);
    // Dutch click-bait costs as much.
    expect(clean('Je zult niet geloven waarom de veerpont stillag')).toBe(8);
    expect(clean('Schokkende beelden van de veerpont in de storm')).toBe(8);
    expect(clean('Veerpont vaart weer na de storm')).toBe(10);
    // Swearing, masked or not, costs 2; a word that only contains one, or an asterisk of a footnote, nothing.
    expect(clean("'I'll knock you the f**k out': boxer's threat before the fight")).toBe(8);
    expect(clean('Minister calls the plan bullshit in leaked message')).toBe(8);
    expect(clean("Singer's f***ing rant at the festival goes viral")).toBe(8);
    expect(clean('Kijkers woedend over kut-opmerking van presentator')).toBe(8);
    expect(clean('Scunthorpe council approves the new harbour plan')).toBe(10);
    expect(clean('Shares in Bitcoin miners rise* after the ruling')).toBe(10);
    expect(clean('Shiitake growers hit by the cold snap this spring')).toBe(10);
    expect(clean('Minister dismisses the b*llocks spoken about the budget')).toBe(8);
    expect(clean("'A complete sh*tshow': staff describe the ward")).toBe(8);
    expect(clean("'F*cking disgrace': fans turn on the board")).toBe(8);
    // A grade, a footnote's star, an agency, a game, a town are no swearing, nor Dutch typhus.
    expect(clean('Record number of students get A* and A** grades')).toBe(10);
    expect(clean('Students celebrate their A*s on results day')).toBe(10);
    expect(clean('A*Star scientists develop a faster Covid test')).toBe(10);
    expect(clean('Inflation in the US* hits a 30-year high')).toBe(10);
    expect(clean('Q*bert creator looks back on forty years')).toBe(10);
    expect(clean('Suicide bomber kills ten in Kut, Iraq, police say')).toBe(10);
    expect(clean('Flights diverted to Kloten after the storm')).toBe(10);
    expect(clean('Uitbraak van tyfus in vluchtelingenkamp')).toBe(10);
  });

  it('political neutrality rises with outlets and falls with opinion pieces and loaded words', () => {
    const neutral = (articles: StoryArticle[]) =>
      scoreStory(articles, 'Ferry service resumes', 'politics', noPlace).political_neutrality;
    expect(neutral([article()])).toBe(8);
    // Four outlets: 8 + 2·min(1, 3/3) = 10.
    expect(neutral([article(), article({ outlet: 'B' }), article({ outlet: 'C' }), article({ outlet: 'D' })])).toBe(10);
    // One of two articles is a column (share 0.5), one loaded word: 8 + 2/3 − 2 − 1 ≈ 5.7.
    expect(
      neutral([
        article({ title: 'Opinion: the ferry plan is a disgrace' }),
        article({ outlet: 'B', title: 'Ferry plan approved' }),
      ]),
    ).toBe(5.7);
    // The same in Dutch: a commentary and a loaded word.
    expect(
      neutral([
        article({ title: 'Commentaar: het veerpontplan is een schande' }),
        article({ outlet: 'B', title: 'Veerpontplan goedgekeurd' }),
      ]),
    ).toBe(5.7);
    expect(neutral([article({ title: 'Minister haalt uit naar veerpontbedrijf' })])).toBe(7);
    // A column by its link or by its summary, under a plain headline: 8 − 4 = 4.
    expect(
      neutral([article({ url: 'https://edition.cnn.com/2021/10/16/opinions/ferry-plan-opinion/index.html' })]),
    ).toBe(4);
    expect(neutral([article({ url: 'https://www.foxnews.com/opinion/ferry-plan' })])).toBe(4);
    expect(neutral([article({ summary: 'OPINION: The ferry plan was never going to work.' })])).toBe(4);
    // The tag in capitals set off by space alone, a sentence after it; not an opinion poll or research.
    expect(neutral([article({ summary: 'COMMENT\n\nThe ferry plan was never going to work.' })])).toBe(4);
    expect(neutral([article({ summary: 'Opinion polls show the ferry plan is popular.' })])).toBe(8);
    expect(neutral([article({ summary: 'Opinion Research Corporation found most back the plan.' })])).toBe(8);
    expect(neutral([article({ title: 'Op-Ed: The ferry plan deserves one more chance' })])).toBe(4);
    // Not a desk: a word of an article's slug.
    expect(neutral([article({ url: 'https://example.com/news/opinion-poll-ferry-plan' })])).toBe(8);
  });
});

/** The BBC's report of the suspect in the Amess killing, as its feed gave it. */
const amessLead = () =>
  article({
    outlet: 'BBC News',
    major: true,
    title: 'Sir David Amess: MP murder suspect held under Terrorism Act',
    summary: 'The man arrested over the killing of Sir David Amess is named as Ali Harbi Ali.',
    publishedAt: '2021-10-17T13:11:00Z',
  });

describe('a whole story', () => {
  const gazetteer = new Gazetteer([
    { name: 'Amsterdam', country: 'Netherlands', lat: 52.37, lon: 4.89 },
    { name: 'Rotterdam', country: 'Netherlands', lat: 51.92, lon: 4.48 },
  ]);

  it('lists major outlets first, then the newest, with word counts and reading times, and has the placeholder image', () => {
    const articles = [
      article({
        outlet: 'Old Local',
        title: 'Amsterdam ferry strike ends',
        publishedAt: '2026-11-24T06:00:00Z',
        wordCount: 460,
      }),
      article({ outlet: 'New Local', title: 'Amsterdam ferries run again', publishedAt: '2026-11-24T09:00:00Z' }),
      article({
        outlet: 'Wire',
        major: true,
        title: 'Ferry strike in Amsterdam ends',
        publishedAt: '2026-11-24T07:00:00Z',
        summary: 'Unions accepted a pay offer on Monday. Talks lasted a week.',
      }),
    ];
    const { story } = buildStory('amsterdam-ferry-strike-ends', articles, gazetteer);
    expect(story.headline).toBe('Ferry strike in Amsterdam ends');
    expect(story.sub_headline).toBe('Unions accepted a pay offer on Monday.');
    expect(story.sources.map((s) => s.name)).toEqual(['Wire', 'New Local', 'Old Local']);
    // The reader's list orders them so too: the edition marks the major outlet the table does not list.
    expect(sortSources(story.sources).map((s) => s.name)).toEqual(['Wire', 'New Local', 'Old Local']);
    // 460 words at the reading speed of read-time.ts, at least a minute.
    expect(story.sources[2]).toMatchObject({ word_count: 460, reading_time_minutes: expect.any(Number) });
    expect(story.sources[2]?.reading_time_minutes).toBeGreaterThanOrEqual(1);
    expect(story.sources[0]).not.toHaveProperty('word_count');
    expect(story.location).toMatchObject({ city: 'Amsterdam', country: 'Netherlands' });
    expect(story.primary_image_url).toBe(PLACEHOLDER_IMAGE);
    // The newest article's time keeps a growing story fresh.
    expect(story.published_at).toBe('2026-11-24T09:00:00.000Z');
  });

  it('marks the sources their outlets marked as opinion, and no other', () => {
    const column = article({
      url: 'https://www.foxnews.com/opinion/ferry-strike',
      outlet: 'Fox News',
      title: 'The ferry strike shows what unions still get right',
    });
    const tagged = article({
      url: 'https://local.example/b',
      outlet: 'Local',
      title: 'Opinion: Ferries back, lessons learnt',
    });
    const columnist = article({
      url: 'https://mail.example/d',
      outlet: 'Mail',
      title: 'PETER HITCHENS: Ferries and us',
    });
    const herald = article({
      url: 'https://herald.example/e',
      outlet: 'Herald',
      title: 'Steve Braunias: The ferry that never came',
      summary: 'Opinion Sometimes it can seem that the last thing anyone talks about is the ferry.',
    });
    const report = article({ url: 'https://wire.example/c', outlet: 'Wire', title: 'Ferry strike in Amsterdam ends' });
    const { sources } = buildStory('s', [column, tagged, columnist, herald, report], gazetteer).story;
    expect(Object.fromEntries(sources.map((source) => [source.name, source.opinion ?? false]))).toEqual({
      'Fox News': true,
      Local: true,
      Mail: true,
      Herald: true,
      Wire: false,
    });
    // A label in capitals is no columnist, and a reporter's analysis is no opinion.
    for (const title of [
      'EXCLUSIVE: Ferry strike ends after secret talks',
      'LIVE UPDATES: Ferry strike ends',
      'Analysis: What the ferry deal means',
      'THE HANDOFF: Ferries, unions and us',
    ]) {
      const { story } = buildStory(
        's',
        [article({ title, summary: 'Opinion polls had the ferry deal ahead.' })],
        gazetteer,
      );
      expect(story.sources[0]?.opinion, title).toBeUndefined();
      expect(story.topics, title).not.toContain('opinion');
    }
  });

  it('gives the reading topics no category holds, for interests to find (a column on travel)', () => {
    const column = article({
      url: 'https://www.foxnews.com/opinion/travel-rules',
      title: 'Travel rules are failing tourists',
    });
    expect(buildStory('s', [column], gazetteer).story.topics).toEqual(['opinion', 'travel']);
    expect(buildStory('s', [article()], gazetteer).story.topics).toEqual([]);
  });

  it('records whose words the headline, the sub-headline and the description are', () => {
    const wire = article({
      url: 'https://wire.example/strike',
      outlet: 'Wire',
      major: true,
      title: 'Ferry strike in Amsterdam ends',
      publishedAt: '2026-11-24T07:00:00Z',
    });
    const local = article({
      url: 'https://local.example/ferries',
      outlet: 'New Local',
      title: 'Amsterdam ferries run again',
      summary: 'Ferries in Amsterdam run again after the strike ended on Monday.',
      publishedAt: '2026-11-24T09:00:00Z',
    });
    // The wire has no summary: its headline leads, the local paper's headline and summary tell the rest.
    expect(buildStory('s', [wire, local], gazetteer).story).toMatchObject({
      headline: 'Ferry strike in Amsterdam ends',
      sub_headline: 'Amsterdam ferries run again',
      description: 'Ferries in Amsterdam run again after the strike ended on Monday.',
      credits: { headline: wire.url, sub_headline: local.url, description: local.url },
    });
    // Its own summary gives the sub-headline; the local paper's, telling more of the headline, the description.
    const told = { ...wire, summary: 'Unions accepted a pay offer on Monday. Talks lasted a week.' };
    expect(buildStory('s', [told, local], gazetteer).story.credits).toEqual({
      headline: wire.url,
      sub_headline: wire.url,
      description: local.url,
    });
  });

  it('says which reports are in another language than the story', () => {
    const wire = article({
      url: 'https://wire.example/strike',
      outlet: 'Wire',
      major: true,
      title: 'Ferry strike ends',
    });
    const nos = article({
      url: 'https://nos.example/pont',
      outlet: 'NOS',
      language: 'nl',
      title: 'Staking op de pont voorbij',
    });
    const local = article({
      url: 'https://local.example/ferries',
      outlet: 'Local',
      language: 'en-GB',
      title: 'Ferries run',
    });
    const sources = buildStory('s', [wire, nos, local], gazetteer).story.sources;
    expect(Object.fromEntries(sources.map((source) => [source.name, source.lang]))).toEqual({
      Wire: undefined,
      NOS: 'nl',
      Local: undefined,
    });
  });

  it("tags an English story's places by their English names, a Dutch story's by the names it writes, and England as England", () => {
    const atlas = new Gazetteer(
      [
        { name: 'The Hague', country: 'Netherlands', lat: 52.08, lon: 4.3, aliases: ['Den Haag'] },
        { name: 'Kyiv', country: 'Ukraine', lat: 50.45, lon: 30.52, aliases: ['Kiev'] },
      ],
      [{ name: 'England', country: 'United Kingdom' }],
    );
    const build = (title: string, language = 'en') =>
      buildStory('s', [article({ title, language, country: 'Netherlands' })], atlas).story;
    expect(build('Talks in Kiev end without a deal').tags).toEqual(['kyiv']);
    expect(build('Kabinet valt in Den Haag', 'nl').tags).toEqual(['den haag']);
    expect(build('Floods hit England as Storm Babet arrives').tags).toEqual([
      'storm babet',
      'england',
      'united kingdom',
    ]);
  });

  it('counts the peoples its headlines name among its countries, never as its place, and tags them as the country', () => {
    const peoples = new Gazetteer(
      [
        { name: 'Paris', country: 'France', lat: 48.85, lon: 2.35 },
        { name: 'Victoria', country: 'Canada', lat: 48.43, lon: -123.37 },
      ],
      [{ name: 'British Columbia', country: 'Canada' }],
      { Russian: 'Russia', Algerian: 'Algeria', British: 'United Kingdom', Argentine: 'Argentina' },
    );
    const build = (title: string, summary = '') =>
      buildStory('s', [article({ title, summary, country: 'United States' })], peoples).story;
    // Named by nothing else, a story is its people's country's, then its outlet's; it has no place.
    const space = build('Russian space movie crew back on Earth');
    expect(space.relevant_countries).toEqual(['Russia', 'United States']);
    expect(space.location).toBeUndefined();
    // A town named is the place; the people's country comes after its country, and is one tag.
    const paris = build('Macron decries massacre of Algerian protesters in Paris; Algerians mourn');
    expect(paris.location).toMatchObject({ city: 'Paris', country: 'France' });
    expect(paris.relevant_countries).toEqual(['France', 'Algeria']);
    expect(paris.tags).toContain('algeria');
    expect(paris.tags).not.toContain('algerians');
    // A Dutch story's people is its country by its Dutch name.
    const dutch = new Gazetteer([], [], {}, { dutchDemonyms: { Nederlanders: 'Netherlands' } });
    const cycling = buildStory(
      's',
      [article({ title: 'Steeds meer Nederlanders fietsen naar het werk', language: 'nl', country: 'Netherlands' })],
      dutch,
    ).story;
    expect(cycling.tags).toEqual(['nederland']);
    // A longer place's name is that place; a summary's passing people say less of where.
    expect(build('Floods hit British Columbia').relevant_countries).toEqual(['Canada']);
    expect(build('Strictly fans go wild', 'The couple danced an Argentine tango.').relevant_countries).toEqual([
      'United States',
    ]);
  });

  it('tags a people the places leave unread as its country or nation, one tag with the place', () => {
    // "Irish" is read as no place (Ireland is also the island), nor "Welsh" (also the language).
    const isles = new Gazetteer(
      [],
      [
        { name: 'Ireland', country: 'Ireland', isCountry: true },
        { name: 'Ireland', country: null },
      ],
      { Irish: 'Ireland' },
    );
    expect(isles.match(['Irish health system criticised'], ['United Kingdom'], 1).peoples.size).toBe(0);
    const tags = (title: string) => buildStory('s', [article({ title, country: 'United Kingdom' })], isles).story.tags;
    expect(tags('Meabh Feerick criticises Irish health system')).toEqual(['meabh feerick', 'ireland']);
    expect(tags('Cardigan Bay dolphins may have high-pitch Welsh accent')).toEqual(['cardigan bay', 'wales']);
    expect(tags('Rory McIlroy: Northern Irishman storms into contention')).toEqual([
      'northern ireland',
      'rory mcilroy',
    ]);
    // A people of two countries stays as written; a name holding a people's word is a name.
    expect(tags('The rise of Korean drama')).toEqual(['korean']);
    expect(tags('Dawn French returns to the stage')).toEqual(['dawn french']);
    // "Georgian" is as often an era's.
    expect(tags('Fire damages Georgian mansion in Bath')).not.toContain('georgia');
    // A people's word in a thing named after it is no tag: "Irish wolfhound" says nothing of Ireland.
    expect(tags('Owners of Irish wolfhounds face new rules')).toEqual([]);
    expect(tags('Owners of Irish pubs face new rules')).toEqual(['ireland']);
    // Only a people's word: "Biden delight as ..." keeps Biden.
    expect(tags('Biden delight as Senate passes the bill')).toEqual(['senate', 'biden']);
    // In Dutch too, by the Dutch words for a people.
    const france = new Gazetteer(
      [],
      [{ name: 'France', country: 'France', isCountry: true }],
      {},
      {
        dutchDemonyms: { Franse: 'France' },
      },
    );
    const dutch = (title: string) =>
      buildStory('s', [article({ title, language: 'nl', country: 'Netherlands' })], france).story.tags;
    expect(dutch('Fokkers van Franse bulldogs krijgen een verbod')).toEqual([]);
    expect(dutch('Onvrede over Franse boeren groeit')).toEqual(['frankrijk']);
  });

  it("leaves out of the sub-headline and description the columnist's name the headline already opens with", () => {
    const column = article({
      outlet: 'Daily Mail',
      title: "STEPHEN ADAMS: Three reasons not to panic over Britain's Covid infection rate",
      summary: 'STEPHEN ADAMS: Ministers are quietly confident that this winter will be nothing like as bad as last.',
    });
    const { story } = buildStory('s', [column], gazetteer);
    expect(story.sub_headline).toBe(
      'Ministers are quietly confident that this winter will be nothing like as bad as last.',
    );
    expect(story.description).toBe(story.sub_headline);
    // A label that is no one's name in capitals stays: "Covid-19 update:" opens both as news.
    const update = article({
      title: 'Covid-19 update: 65 new community cases in NZ today',
      summary: 'Covid-19 update: There have been 65 new community cases today.',
    });
    expect(buildStory('u', [update], gazetteer).story.sub_headline).toBe(
      'Covid-19 update: There have been 65 new community cases today.',
    );
  });

  it('takes the first whole sentence of the summary as its sub-headline, not one cut at "U.S."', () => {
    const summary =
      'Businessman Alex Saab is accused of helping the government evade U.S. sanctions. He denies it. Mr. Saab was held.';
    expect(buildStory('s', [article({ summary })], gazetteer).story.sub_headline).toBe(
      'Businessman Alex Saab is accused of helping the government evade U.S. sanctions.',
    );
    expect(firstSentence('Dr. Jane Roe, 41, from Cornwall, won. The rest.')).toBe(
      'Dr. Jane Roe, 41, from Cornwall, won.',
    );
    expect(firstSentence('“It is over.” The strike ended on Monday.')).toBe(
      '“It is over.” The strike ended on Monday.',
    );
    // A sentence that does end at an initialism, with no other stop in reach, still ends there.
    const long = `The virus is now spreading fastest in the U.S. Health officials in ${'several states, '.repeat(12)}urge masks`;
    expect(firstSentence(long)).toBe('The virus is now spreading fastest in the U.S.');
    // The summary's own end is a sentence's, an initialism's too, before any abbreviation in it.
    expect(
      firstSentence('The US will pay the family of an aid worker who died in Aug. in a drone strike by the U.S.'),
    ).toBe('The US will pay the family of an aid worker who died in Aug. in a drone strike by the U.S.');
    // "p.m." before a day goes on; an ellipsis is a pause, not an end.
    expect(
      firstSentence('Evacuation orders remain in place until 8 p.m. Saturday, fire officials said. Roads stay shut.'),
    ).toBe('Evacuation orders remain in place until 8 p.m. Saturday, fire officials said.');
    expect(firstSentence('The fire was contained by 8 p.m. Crews stayed overnight.')).toBe(
      'The fire was contained by 8 p.m.',
    );
    // A word that only begins like a month or a zone opens the next sentence.
    expect(firstSentence('The polls closed at 8 p.m. Mayor Jane Smith conceded an hour later.')).toBe(
      'The polls closed at 8 p.m.',
    );
    expect(firstSentence('Systems failed at 10 p.m. IT workers restored them by dawn.')).toBe(
      'Systems failed at 10 p.m.',
    );
    expect(firstSentence('"That is why the gravitation is ano... not what they said," he said. More.')).toBe(
      '"That is why the gravitation is ano... not what they said," he said.',
    );
  });

  it('cuts a first sentence too long for a sub-headline after a whole word, with an ellipsis', () => {
    const long = `The Age's truth-telling series, which gave ${'Indigenous people across the state '.repeat(6)}a voice about the injustices they have suffered, has been recognised.`;
    const cut = firstSentence(long);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(241);
    // What it keeps is the text's own words, the last of them whole.
    const kept = cut.slice(0, -1);
    expect(long.startsWith(kept)).toBe(true);
    expect(long[kept.length]).toBe(' ');
    // A word that ends at the 240th character is whole and kept.
    const exact = `${'word '.repeat(47)}abcde more words without a stop`;
    expect(exact.indexOf(' more')).toBe(240);
    expect(firstSentence(exact)).toBe(`${'word '.repeat(47)}abcde…`);
    // A summary that fits is kept whole, as written, stop or none.
    expect(firstSentence('Donations are flooding in for a community mobile clinic')).toBe(
      'Donations are flooding in for a community mobile clinic',
    );
  });

  it("takes the description from the headline's day, not from a preview the story grew from days before", () => {
    const preview = article({
      outlet: 'Waikato Times',
      title: 'Vaccination centres across the country ready for Super Saturday',
      summary:
        'More than 120 extra vaccination sites will be open for Super Saturday, with buses, sausage sizzles and DJs planned to draw people in, the ministry says.',
      publishedAt: '2021-10-15T05:58:00Z',
    });
    // The national broadcaster's report leads (a major outlet's headline); the preview is a local paper's.
    const tally = article({
      outlet: 'RNZ',
      major: true,
      url: 'https://example.com/b',
      title: 'Super Saturday dose numbers rise to 130,002',
      summary: "The number of vaccinations given out during yesterday's Super Saturday event has ticked over 130,000.",
      publishedAt: '2021-10-17T06:09:00Z',
    });
    const recap = article({
      outlet: 'Stuff',
      url: 'https://example.com/c',
      title: "Super Saturday didn't hit vaccination ceiling",
      summary: 'A record day of vaccinations. Health officials say the plateau is next.',
      publishedAt: '2021-10-17T04:12:00Z',
    });
    const { story } = buildStory('s', [preview, tally, recap], gazetteer);
    expect(story.headline).toBe(tally.title);
    // The headline's own summary: the recap of that day shares no word with the headline, and the
    // preview, longer, is two days older.
    expect(story.description).toBe(tally.summary);
    const { story: withoutRecap } = buildStory('s', [preview, tally], gazetteer);
    expect(withoutRecap.description).toBe(tally.summary);
  });

  it('describes the story by the summary that tells what the headline tells, never one speaking for its outlet', () => {
    const lead = amessLead();
    const video = article({
      outlet: 'Al Jazeera English',
      url: 'https://example.com/v',
      title: 'Police extend detention of suspect in killing of UK MP David Amess',
      summary:
        "Police in the United Kingdom have extended the detention of a man arrested for the murder of David Amess. As Al Jazeera's Rory Challands reports - the security of British politicians is being reviewed.",
      publishedAt: '2021-10-17T12:00:00Z',
    });
    const clip = article({
      outlet: 'Daily Mail',
      url: 'https://example.com/c',
      title: 'Sir David Amess said his family paid a price for his service',
      summary:
        "In the clip, which was filmed ten years ago, Sir David says he has 'no doubt' that his family pay a big price for his service as an MP and that it was 'very, very tough' on them all.",
      publishedAt: '2021-10-17T11:00:00Z',
    });
    const suspect = article({
      outlet: 'The Guardian',
      url: 'https://example.com/g',
      title: 'Suspect in Amess killing held under Terrorism Act',
      summary: 'Ali Harbi Ali, 25, is being held under the Terrorism Act after the MP was stabbed in Leigh-on-Sea.',
      publishedAt: '2021-10-17T10:00:00Z',
    });
    // The headline's own summary: the report of the suspect tells one headline word more, not two.
    const { story } = buildStory('amess', [lead, video, clip, suspect], gazetteer);
    expect(story.description).toBe(lead.summary);
    // One that tells clearly more of the headline is taken before it.
    const charged = article({
      outlet: 'The Guardian',
      url: 'https://example.com/g2',
      title: 'Amess suspect held',
      summary: 'The MP murder suspect is being held under the Terrorism Act after the MP was stabbed.',
      publishedAt: '2021-10-17T10:00:00Z',
    });
    expect(buildStory('amess', [lead, video, clip, charged], gazetteer).story.description).toBe(charged.summary);
    // Without a report of the suspect, the headline's own summary: it tells more of it than the clip.
    expect(buildStory('amess', [lead, video, clip], gazetteer).story.description).toBe(lead.summary);
    // A summary that only uses the outlet's name as a word does not speak for it.
    const pilgrims = article({
      outlet: 'The Hindu',
      url: 'https://example.com/h',
      title: 'Sabarimala temple reopens',
      summary: 'Thousands of Hindu pilgrims climbed to the Sabarimala temple as it reopened on Sunday after months.',
      publishedAt: '2026-11-24T09:00:00Z',
    });
    const short = article({
      outlet: 'Wire',
      major: true,
      title: 'Sabarimala temple reopens to pilgrims',
      summary: 'The temple reopened.',
    });
    expect(buildStory('temple', [short, pilgrims], gazetteer).story.description).toBe(pilgrims.summary);
  });

  it("tells the news without the outlet's own credit closing a video's summary, and places it by the credit's city", () => {
    const atlas = new Gazetteer([
      { name: 'Dhaka', country: 'Bangladesh', lat: 23.81, lon: 90.41, population: 8_906_039 },
    ]);
    const video = article({
      outlet: 'Al Jazeera English',
      title: 'Deadly violence erupts in Bangladesh',
      summary:
        "At least six people have been killed in violence over a social media image. Al Jazeera's Tanvir Chowdhury reports from Dhaka.",
    });
    const { story } = buildStory('bd', [video], atlas);
    expect(story.description).toBe('At least six people have been killed in violence over a social media image.');
    expect(story.location).toMatchObject({ city: 'Dhaka' });
    // Another outlet's name, or no outlet's, is a sentence of the news.
    const met = article({
      outlet: 'BBC News',
      title: 'Storm Babet to bring heavy rain',
      summary: "Heavy rain is expected on Thursday. Britain's Met Office reports.",
    });
    expect(buildStory('rain', [met], atlas).story.description).toBe(met.summary);
  });

  it('describes the story by a complete summary before one its feed cut short or left without a stop', () => {
    const lead = amessLead();
    const blurb = article({
      outlet: 'Daily Mail',
      url: 'https://example.com/p',
      title: "Prevent programme will be reviewed to see if it is 'fit for purpose', says Priti Patel",
      summary:
        'Priti Patel says the programme is undergoing an independent review in the wake of the terror attack which resulted in the death of Southend MP Sir David Amess',
      publishedAt: '2021-10-17T11:56:00Z',
    });
    const cut = article({
      outlet: 'NZ Herald',
      url: 'https://example.com/n',
      title: 'MP murder suspect held under Terrorism Act named as Ali Harbi Ali',
      summary: 'The suspect held under the Terrorism Act over the MP murder of Sir David Amess was named by the…',
      publishedAt: '2021-10-17T12:30:00Z',
    });
    expect(buildStory('amess', [lead, blurb, cut], gazetteer).story.description).toBe(lead.summary);
    // A summary cut short keeps its whole sentences, where they are most of it.
    const counted = article({
      outlet: 'NZ Herald',
      url: 'https://example.com/h',
      title: '51 new community cases, including 4 in Waikato',
      summary:
        'There are 51 new cases of Covid-19 in the community today - 47 in Auckland and four in the Waikato. As of 9am, 28 of the cases had been linked, the Ministry of H…',
    });
    expect(buildStory('cases', [counted], gazetteer).story.description).toBe(
      'There are 51 new cases of Covid-19 in the community today - 47 in Auckland and four in the Waikato.',
    );
  });

  it('is dated by when an undated article was first seen, and names no time for that source', () => {
    const undated = article({ publishedAt: null, firstSeenAt: '2026-11-24T10:20:00Z' });
    const { story } = buildStory('ferry', [undated], gazetteer);
    expect(story.published_at).toBe('2026-11-24T10:20:00.000Z');
    expect(story.sources[0]).not.toHaveProperty('publishedAt');
    // A feed's own date wins over the time the pipeline saw the item.
    const dated = article({ publishedAt: '2026-11-24T08:00:00Z', firstSeenAt: '2026-11-24T10:20:00Z' });
    expect(buildStory('ferry', [dated], gazetteer).story.published_at).toBe('2026-11-24T08:00:00.000Z');
  });

  it("lists every outlet's newest report before any outlet's second, so one busy outlet crowds out none", () => {
    const busy = Array.from({ length: MAX_SOURCES + 5 }, (_, i) =>
      article({
        outlet: 'Wire',
        major: true,
        url: `https://wire.example/${i}`,
        publishedAt: new Date(Date.parse('2026-11-24T12:00:00Z') - i * 60_000).toISOString(),
      }),
    );
    const local = article({ outlet: 'Harbour Gazette', url: 'https://gazette.example/1' });
    const { story } = buildStory('ferry', [...busy, local], gazetteer);
    expect(story.sources).toHaveLength(MAX_SOURCES);
    expect(story.sources.slice(0, 3).map((s) => [s.name, s.url])).toEqual([
      ['Wire', 'https://wire.example/0'],
      ['Harbour Gazette', 'https://gazette.example/1'],
      ['Wire', 'https://wire.example/1'],
    ]);
  });

  it('takes its image from an article that has one on our origin, and keeps at most the source limit', () => {
    const many = Array.from({ length: MAX_SOURCES + 5 }, (_, i) =>
      article({
        outlet: `Outlet ${i}`,
        url: `https://example.com/${i}`,
        localImageUrl: i === 3 ? '/images/abc.jpg' : null,
        imageAlt: i === 3 ? 'A ferry' : null,
      }),
    );
    const { story } = buildStory('many', many, gazetteer);
    expect(story.sources).toHaveLength(MAX_SOURCES);
    expect(story.primary_image_url).toBe('/images/abc.jpg');
    const withImage = story.sources.find((s) => s.media.length > 0);
    expect(withImage?.media[0]).toMatchObject({
      type: 'image',
      url: '/images/abc.jpg',
      is_primary: true,
      alt: 'A ferry',
    });
  });
});

describe('places named in the text', () => {
  const gazetteer = new Gazetteer([
    { name: 'Abu Dhabi', country: 'United Arab Emirates', lat: 24.45, lon: 54.38 },
    { name: 'Ankara', country: 'Turkey', lat: 39.93, lon: 32.86 },
    { name: 'Oslo', country: 'Norway', lat: 59.91, lon: 10.75 },
  ]);
  const countries = (text: string) => gazetteer.match([text]).countries.sort();

  it('takes no everyday word for a country: ISO codes and names written in lower case', () => {
    // "are" and "nor" are the ISO codes of the United Arab Emirates and Norway, "ken" Kenya's.
    expect(countries('Police are appealing for witnesses, nor have they ruled out foul play')).toEqual([]);
    expect(countries('Ken Bruce leaves his radio show')).toEqual([]);
    expect(countries('Turkey prices rise before Thanksgiving as a chile shortage bites')).toEqual(['Turkey']);
    expect(countries('Shoppers find turkey and chile prices up')).toEqual([]);
  });

  it('finds countries by their names, in capitals too, and by the codes newsrooms write', () => {
    expect(countries('UAE and Norway sign energy pact')).toEqual(['Norway', 'United Arab Emirates']);
    expect(countries('TURKEY: EARTHQUAKE TOLL RISES')).toEqual(['Turkey']);
    expect(countries('Talks in the Netherlands and Zuid-Korea')).toEqual(['Netherlands', 'South Korea']);
    expect(gazetteer.match(['Oslo council votes', 'The mayor of Oslo said']).location).toMatchObject({
      city: 'Oslo',
      country: 'Norway',
    });
  });

  describe('a town whose name other towns, regions or people share', () => {
    const town = (name: string, country: string, population: number, lat: number, lon: number, capital = false) => ({
      name,
      country,
      population,
      lat,
      lon,
      capital,
    });
    const atlas = new Gazetteer(
      [
        town('Hamilton', 'Canada', 536_917, 43.25, -79.85),
        town('Hamilton', 'New Zealand', 152_641, -37.78, 175.28),
        town('London', 'United Kingdom', 8_961_989, 51.51, -0.13),
        town('London', 'Canada', 346_765, 42.98, -81.23),
        town('Auckland', 'New Zealand', 417_910, -36.85, 174.76),
        town('Delta', 'Canada', 101_668, 49.14, -122.91),
        town('Surrey', 'Canada', 394_976, 49.1, -122.83),
        town('Cambridge', 'United Kingdom', 128_515, 52.2, 0.12),
        town('Cambridge', 'United States', 118_403, 42.38, -71.11),
        town('Birmingham', 'United Kingdom', 984_333, 52.48, -1.9),
        town('Birmingham', 'United States', 212_237, 33.52, -86.8),
        town('Mariupol', 'Ukraine', 481_626, 47.1, 37.55),
        town('Orange', 'United States', 140_992, 33.79, -117.85),
        { ...town('Stanley', 'Falkland Islands', 2_213, -51.7, -57.85, true), seatOnly: true },
        town('Victoria', 'Canada', 289_625, 48.43, -123.37),
        town('Kobe', 'Japan', 1_528_478, 34.69, 135.18),
        town('Wellington', 'New Zealand', 381_900, -41.29, 174.78, true),
        town('Singapore', 'Singapore', 3_547_809, 1.29, 103.85, true),
        town('New York', 'United States', 8_175_133, 40.71, -74.01),
        { ...town('The Hague', 'Netherlands', 474_292, 52.08, 4.3), aliases: ['Den Haag'] },
      ],
      [
        { name: 'Victoria', country: 'Australia' },
        { name: 'New York', country: 'United States' },
        { name: 'Ontario', country: 'Canada' },
        { name: 'Surrey', country: 'United Kingdom' },
        { name: 'Alabama', country: 'United States' },
        { name: 'Georgia', country: 'Georgia', isCountry: true },
        { name: 'Georgia', country: 'United States' },
        { name: 'Falkland Islands', country: 'Falkland Islands', isCountry: true },
      ],
    );
    const place = (text: string, home: string[] = []) => atlas.match([text], home).location;

    it("is the one in the outlet's country, or in a country the text names", () => {
      expect(place('Hamilton council backs new stadium', ['New Zealand'])).toMatchObject({
        city: 'Hamilton',
        country: 'New Zealand',
      });
      expect(place('Hamilton, Ontario, braces for snow')).toMatchObject({ city: 'Hamilton', country: 'Canada' });
    });

    it('is a world city far larger than its namesakes; otherwise no town is named', () => {
      expect(place('Strike shuts the Underground in London')).toMatchObject({
        city: 'London',
        country: 'United Kingdom',
        coordinates: { latitude: 51.51, longitude: -0.13 },
      });
      // Two Cambridges of like size, and nothing to tell them apart.
      expect(place('Cambridge council backs new stadium')).toBeUndefined();
      // A region named beside a town tells which town, before the outlet's country does.
      expect(place('Tornado hits Birmingham, Alabama', ['United Kingdom'])).toMatchObject({
        city: 'Birmingham',
        country: 'United States',
      });
      expect(place('Birmingham council goes bankrupt', ['United Kingdom'])).toMatchObject({
        country: 'United Kingdom',
      });
    });

    it("takes no small town abroad that the outlet's country uses as a word", () => {
      // Delta the variant, Orange the fruit's colour: towns of those names are in Canada and California.
      expect(place('Delta outbreak grows in Auckland', ['New Zealand'])).toMatchObject({ city: 'Auckland' });
      expect(place('Orange army marches in Amsterdam', ['Netherlands'])).toBeUndefined();
      // A town abroad that is news by its name is taken, unless the report is about places at home.
      expect(place('Mariupol theatre strike kills hundreds', ['United Kingdom'])).toMatchObject({ city: 'Mariupol' });
      expect(
        atlas.match(['Locations of interest: supermarkets in Auckland and Mariupol'], ['New Zealand']).countries,
      ).toEqual(['New Zealand']);
      // A world city is taken even so.
      expect(atlas.match(['Auckland to London flights resume'], ['New Zealand']).countries).toEqual([
        'New Zealand',
        'United Kingdom',
      ]);
      // Surrey the English county, in a British report; the Canadian town in a Canadian one.
      expect(place('Horse trader jailed after Surrey farm raid', ['United Kingdom'])).toMatchObject({
        scope: 'national',
        country: 'United Kingdom',
      });
      expect(place('Surrey mayor opens new library', ['Canada'])).toMatchObject({ city: 'Surrey', country: 'Canada' });
    });

    it('reads a state as its country, unless a town of its name is in that country', () => {
      expect(atlas.match(['Victoria records 1993 new cases'], ['Australia'])).toMatchObject({
        location: { scope: 'national', country: 'Australia' },
        countries: ['Australia'],
        names: ['Victoria'],
      });
      expect(place('Victoria harbour ferry sinks', ['Canada'])).toMatchObject({ city: 'Victoria', country: 'Canada' });
      expect(place('Subway fares rise in New York')).toMatchObject({ city: 'New York', country: 'United States' });
      expect(place('Singapore eases Covid-19 rules')).toMatchObject({ city: 'Singapore', country: 'Singapore' });
    });

    it('places a story that names a state and no town at the capital the list gives the state', () => {
      const seated = new Gazetteer(
        [town('Melbourne', 'Australia', 4_246_375, -37.81, 144.96)],
        [
          { name: 'Victoria', country: 'Australia', seat: { name: 'Melbourne', lat: -37.81, lon: 144.96 } },
          { name: 'Queensland', country: 'Australia' },
        ],
      );
      const where = (text: string) => seated.match([text], ['Australia']).location;
      expect(where('Victoria to exit lockdown at midnight, Victoria premier says')).toEqual({
        state: 'Victoria',
        country: 'Australia',
        scope: 'regional',
        coordinates: { latitude: -37.81, longitude: 144.96 },
      });
      // A text naming two states is the country's ("1993 cases in Victoria, 319 in Queensland"), and
      // so is one naming a state without a capital listed.
      expect(where('Covid-19: 1993 cases in Victoria, 319 in Queensland')).toMatchObject({
        scope: 'national',
        country: 'Australia',
      });
      expect(where('Queensland border reopens')).toMatchObject({ scope: 'national', country: 'Australia' });
      // A town named wins over its state.
      expect(where('Melbourne cafes reopen as Victoria eases rules')).toMatchObject({ city: 'Melbourne' });
    });

    it('places a story in the county named after a town, at the town, and names the county', () => {
      expect(atlas.match(['FBI joins inquiry into Orange County oil spill'], ['United States'])).toMatchObject({
        location: {
          state: 'Orange County',
          country: 'United States',
          scope: 'regional',
          coordinates: { latitude: 33.79, longitude: -117.85 },
        },
        names: ['Orange County'],
      });
      // The town itself, named too, wins.
      expect(place('Orange County fair opens in Orange', ['United States'])).toMatchObject({ city: 'Orange' });
    });

    it('finds a town by another name news gives it, and keeps its own', () => {
      expect(place('Brand in Den Haag', ['Netherlands'])).toMatchObject({ city: 'The Hague', country: 'Netherlands' });
    });

    it('reads a name that is a country and a state as the country, unless the outlet is of the state', () => {
      expect(atlas.match(['Storm in Georgia'], ['Netherlands']).countries).toEqual(['Georgia']);
      expect(atlas.match(['Storm in Georgia'], ['United States']).countries).toEqual(['United States']);
    });

    it('finds no small capital by its name, and places its country there', () => {
      expect(place('Stanley Cup final preview', ['United States'])).toBeUndefined();
      expect(place('Falkland Islands mark anniversary')).toMatchObject({
        country: 'Falkland Islands',
        coordinates: { latitude: -51.7, longitude: -57.85 },
      });
    });

    it("takes no town out of a person's name", () => {
      expect(place("Authorities want Kobe Bryant's widow to take a psychiatric exam")).toBeUndefined();
      expect(place('Lewis Hamilton wins again', ['New Zealand'])).toBeUndefined();
    });

    it("places a story that names two countries as often in the outlet's own", () => {
      const text = 'Quarantine-free travel from New Zealand resumes after agreement from Victoria';
      expect(atlas.match([text], ['Australia']).countries).toEqual(['Australia', 'New Zealand']);
      expect(atlas.match([text], ['New Zealand']).countries).toEqual(['New Zealand', 'Australia']);
    });

    it("places a story that names only a country at the country's capital", () => {
      expect(place('New Zealand trials earthquake warnings')).toEqual({
        country: 'New Zealand',
        scope: 'national',
        coordinates: { latitude: -41.29, longitude: 174.78 },
      });
    });
  });
});
