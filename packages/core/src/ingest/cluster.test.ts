import { describe, expect, it } from 'vitest';
import {
  type ClusterItem,
  type ClusterOptions,
  clusterIncrementally,
  DEFAULT_CLUSTER_OPTIONS,
  explainLinks,
  isEverydayTerm,
} from './cluster.ts';
import { PlaceNames } from './place-names.ts';
import { slugify, storyIdFor, uniqueSlug } from './slug.ts';
import { lightStem, titleFeatures } from './text-features.ts';

const at = (iso: string) => Date.parse(iso);
const item = (id: string, title: string, outlet: string, published = '2021-10-17T10:00:00Z'): ClusterItem => ({
  id,
  title,
  outlet,
  publishedMs: at(published),
});

/** A Dutch outlet's headline. */
const dutchItem = (id: string, title: string, outlet: string, published?: string): ClusterItem => ({
  ...item(id, title, outlet, published),
  language: 'nl',
});

/** A Dutch outlet's headline naming a place, with the place's country, as `headlinePlaces` gives them. */
const placedDutchItem =
  (place: string, country: string) =>
  (id: string, title: string, outlet: string, published?: string): ClusterItem => ({
    ...dutchItem(id, title, outlet, published),
    places: [place],
    countries: [country],
  });

/** Background headlines so that rarity (IDF) means what it means in a real window. */
const background: ClusterItem[] = [
  'Stocks slide as investors weigh inflation data',
  'Storm brings heavy rain to the north',
  'School board approves new budget',
  'Museum reopens after renovation',
  'Team wins the cup final on penalties',
  'City council debates housing plan',
  'Heatwave warning issued for the weekend',
  'New species of frog found in rainforest',
  'Airline cancels flights over staff shortage',
  'Court hears appeal in fraud case',
  'Fire destroys warehouse in industrial park',
  'Covid cases rise in the region',
].map((title, i) => item(`bg-${i}`, title, 'Background'));

/** A day of local news, so that two words only two headlines use are evidence enough (rarity as in a real window). */
const townNews: ClusterItem[] = ['Leeds', 'Derby', 'Hull', 'Bath', 'York', 'Ely', 'Truro', 'Exeter'].flatMap((town) =>
  ['fares', 'bins', 'parks', 'meals', 'roads', 'lanes', 'lights', 'stalls', 'pools', 'halls'].map((topic) =>
    item(`${town}-${topic}`, `${town} council reviews ${topic}`, 'Local'),
  ),
);

/** A headline as outlets writing in Title Case write it: every longer word capitalised. */
const titleCase = (entry: ClusterItem): ClusterItem => ({
  ...entry,
  title: entry.title.replace(/\b\p{Ll}(?=\p{L}{3})/gu, (letter) => letter.toUpperCase()),
});

/** The window with one of its items published at another time. */
const republished = (window: readonly ClusterItem[], id: string, iso: string) =>
  window.map((entry) => (entry.id === id ? { ...entry, publishedMs: at(iso) } : entry));

const slugs = () => {
  const taken = new Set<string>();
  return (first: ClusterItem) => uniqueSlug(first.title, taken);
};

describe('clusterIncrementally', () => {
  it('joins a report that names the event in other words ("lawmaker" for "MP", "U.K." for "British")', () => {
    const items = [
      ...background,
      item('1news', 'British MP stabbed to death in church terrorist attack', '1News'),
      item('wsj', "British Lawmaker's Killing Highlights Terrorism Challenge in U.K.", 'WSJ', '2021-10-17T11:00:00Z'),
    ];
    const { assignments } = clusterIncrementally(items, new Map(), slugs());
    expect(assignments.get('wsj')).toBe(assignments.get('1news'));
  });

  it('reads the words headline writers use in turn as one ("blast" for "explosion")', () => {
    const items = [
      ...background,
      item('bbc', 'Explosion wrecks apartment block in Gdansk', 'BBC'),
      item('dm', 'Huge blast in Gdansk: residents evacuated', 'Daily Mail', '2021-10-17T11:00:00Z'),
    ];
    const { assignments } = clusterIncrementally(items, new Map(), slugs());
    expect(assignments.get('dm')).toBe(assignments.get('bbc'));
  });

  it('joins two outlets naming the same two sides within hours, however else they word it; not a day apart', () => {
    const nl = (id: string, title: string, outlet: string, published: string): ClusterItem => ({
      ...item(id, title, outlet, published),
      language: 'nl',
    });
    const match = (second: string) => [
      ...background,
      nl('nu', 'Ajax wint ruim van Sparta en blijft koploper', 'NU.nl', '2021-11-13T12:00:00Z'),
      nl('nos', 'Ajax zonder problemen langs Sparta, Haller scoort twee keer', 'NOS', second),
    ];
    const sameDay = clusterIncrementally(match('2021-11-13T12:30:00Z'), new Map(), slugs()).assignments;
    expect(sameDay.get('nos')).toBe(sameDay.get('nu'));
    // The next game of the two, or a preview the day before, is another event.
    const nextDay = clusterIncrementally(match('2021-11-14T12:30:00Z'), new Map(), slugs()).assignments;
    expect(nextDay.get('nos')).not.toBe(nextDay.get('nu'));
    // One side named in both is not enough.
    const oneSide = clusterIncrementally(
      [
        ...background,
        nl('nu', 'Ajax wint ruim van Sparta en blijft koploper', 'NU.nl', '2021-11-13T12:00:00Z'),
        nl('nos', 'Ajax zonder problemen langs Vitesse, Haller scoort twee keer', 'NOS', '2021-11-13T12:30:00Z'),
      ],
      new Map(),
      slugs(),
    ).assignments;
    expect(oneSide.get('nos')).not.toBe(oneSide.get('nu'));
  });

  it('takes three words two Dutch headlines share, one no other item uses, as an event, not a theme', () => {
    const recovers = dutchItem(
      'vrt',
      'Paus Franciscus herstelt goed van darmoperatie, maar blijft langer in ziekenhuis',
      'VRT',
      '2021-07-06T10:40:00Z',
    );
    const walks = dutchItem(
      'nos',
      'Paus wandelt alweer door ziekenhuis na darmoperatie',
      'NOS',
      '2021-07-07T12:05:00Z',
    );
    const told = (...items: ClusterItem[]) => {
      const { assignments } = clusterIncrementally([...background, ...townNews, ...items], new Map(), slugs());
      return assignments.get('vrt') === assignments.get('nos');
    };
    expect(told(recovers, walks)).toBe(true);
    // Dutch only: two English headlines have the encoder's meaning for it (here none, as with it off).
    expect(told({ ...recovers, language: 'en' }, { ...walks, language: 'en' })).toBe(false);
    // A third report of such an operation makes the word one of a theme: two outlets' words then.
    const third = dutchItem('ad', 'Koning na darmoperatie uit ziekenhuis ontslagen', 'AD', '2021-07-05T09:00:00Z');
    expect(told(recovers, walks, third)).toBe(false);
  });

  it('joins two outlets naming within hours someone and one more word no other headline writes, where the encoder reads neither', () => {
    const reports = (second: string, ...more: ClusterItem[]) => {
      const { assignments } = clusterIncrementally(
        [
          ...background,
          ...townNews,
          dutchItem(
            'nrc',
            'Chinese toezichthouder zet Didi klem: aandeel keldert na verbod op app',
            'NRC',
            '2021-07-06T08:20:00Z',
          ),
          dutchItem(
            'vk',
            'Beijing pakt taxi-app Didi hard aan, dagen na beursgang in New York',
            'de Volkskrant',
            second,
          ),
          ...more,
        ],
        new Map(),
        slugs(),
      );
      return assignments.get('nrc') === assignments.get('vk');
    };
    expect(reports('2021-07-06T09:45:00Z')).toBe(true);
    // A day later it may be the next turn of the affair.
    expect(reports('2021-07-07T09:45:00Z')).toBe(false);
    // A name a third headline writes too is one of the day's themes, not this event's alone.
    const third = dutchItem('ad', 'Didi wil ook in Europa taxi-app lanceren', 'AD', '2021-07-05T12:00:00Z');
    expect(reports('2021-07-06T09:45:00Z', third)).toBe(false);
  });

  it('stems a Dutch headline as Dutch: "verkiezingen" meets "verkiezing", "woningen" "woning"', () => {
    const nl = (id: string, title: string, outlet: string): ClusterItem => ({
      ...item(id, title, outlet),
      language: 'nl',
    });
    const items = [
      ...background,
      nl('nos', 'Verkiezingen in drie gemeenten uitgesteld', 'NOS'),
      nl('nu', 'Verkiezing in gemeente Venlo uitgesteld', 'NU.nl'),
      nl('nos-2', 'Honderden woningen ontruimd na gaslekken', 'NOS'),
      nl('nu-2', 'Woning ontruimd na gaslek', 'NU.nl'),
    ];
    const { assignments } = clusterIncrementally(items, new Map(), slugs());
    expect(assignments.get('nu')).toBe(assignments.get('nos'));
    expect(assignments.get('nu-2')).toBe(assignments.get('nos-2'));
    expect(assignments.get('nos')).not.toBe(assignments.get('nos-2'));
    // A compound is a kind of its last part: "coronamaatregelen" are "maatregelen" (an outlet's
    // follow-up; two outlets would share a theme, not a name).
    const measures = clusterIncrementally(
      [
        ...background,
        ...townNews,
        nl('nos-3', 'Kabinet overweegt nieuwe coronamaatregelen', 'NOS'),
        nl('nu-3', 'Kabinet werkt aan maatregelen tegen oplopende besmettingen', 'NOS'),
        nl('nos-4', 'Honderden mensen demonstreren in Amsterdam', 'NOS'),
        nl('nu-4', 'Demonstranten trekken door Amsterdam', 'NU.nl'),
      ],
      new Map(),
      slugs(),
    ).assignments;
    expect(measures.get('nu-3')).toBe(measures.get('nos-3'));
    // And who demonstrates is a demonstrator.
    expect(measures.get('nu-4')).toBe(measures.get('nos-4'));
    expect(titleFeatures('Verkiezingen in gemeenten', 'nl').stems).toEqual(
      titleFeatures('verkiezing in gemeente', 'nl').stems,
    );
    // Without its language a headline is read as English, as before ("Mei Lin" is a name there).
    expect(titleFeatures('Verkiezingen in gemeenten').stems).toEqual(['verkiezingen', 'gemeenten']);
    expect(titleFeatures('Mei Lin wins gold').stems).toEqual(['mei', 'lin', 'win', 'gold']);
    // A place's words are stemmed as in English, so "Groningen" of NOS meets the BBC's.
    expect(titleFeatures('Aardbeving in Groningen', 'nl', ['Groningen']).stems).toEqual([
      '~earthquake',
      ...titleFeatures('Groningen').stems,
    ]);
  });

  it("reads a place by the name the pipeline gives it, a Dutch town's adjective too, and only where it is written as a name", () => {
    // As `headlinePlaces` gives them: NOS's "Den Haag" and "Haagse" are read as The Hague.
    const hague = { places: ['Den Haag'], renamedPlaces: { 'den haag': 'The Hague' } };
    const told = (...items: ClusterItem[]) =>
      clusterIncrementally([...background, ...townNews, ...items], new Map(), slugs()).assignments;
    const adjective = {
      ...dutchItem('nos', 'Haagse wethouder stapt op na onderzoek naar declaraties', 'NOS', '2021-11-13T08:00:00Z'),
      ...hague,
    };
    const named = {
      ...dutchItem('nu', 'Declaraties kosten wethouder in Den Haag de kop', 'NU.nl', '2021-11-13T09:00:00Z'),
      ...hague,
    };
    const stories = told(adjective, named);
    expect(stories.get('nu')).toBe(stories.get('nos'));
    // Only as a name, with a capital: the same word in lower case is a word ("luik", a hatch).
    const liege = {
      ...dutchItem('a', 'Luik: sluiswachter klem onder luik', 'NOS', '2021-11-13T08:00:00Z'),
      places: ['Luik'],
      renamedPlaces: { luik: 'Liège' },
    };
    const hatch = dutchItem('b', 'Sluiswachter bevrijd van onder zwaar luik', 'NU.nl', '2021-11-13T09:00:00Z');
    const [explained] = explainLinks([...background, liege, hatch], [['a', 'b']]);
    expect(explained?.shared.map((entry) => entry.term)).toContain(titleFeatures('luik', 'nl').stems[0]);
  });

  it('reads the Dutch words for one thing as one, in a Dutch headline only: "steekpartij" is a stabbing', () => {
    const nl = (text: string) => titleFeatures(text, 'nl').stems;
    expect(nl('Man neergestoken in Utrecht')).toContain('~stab');
    expect(nl('Steekpartij in Utrecht')).toContain('~stab');
    expect(nl('Grote brand in Zwolle')).toContain('~fire');
    // Not "ongeluk": as often "by accident" ("per ongeluk"), and a town has several a day.
    expect(nl('Agent schiet per ongeluk collega neer in Venlo')).not.toContain('~crash');
    // Where English has one word for it, the Dutch reads as the English: an English and a Dutch report meet.
    expect(nl('Hamas laat gijzelaars vrij')).toContain(titleFeatures('Hamas frees hostages').stems.at(-1));
    // "VS" in capitals is the United States, "vs" versus; a word written as a name is the name.
    expect(nl('Ruzie tussen VS en China')).toContain('~us');
    expect(nl('Ajax vs PSV eindigt in gelijkspel')).not.toContain('~us');
    expect(nl('Russell Brand in Amsterdam')).not.toContain('~fire');
    // A word with an everyday second sense is left alone: a "rel" is as often a row as a riot.
    expect(nl('Rel in Den Haag over asielplannen')).not.toContain('~riot');
    // In an English headline these are other words: a brand, versus.
    expect(titleFeatures('Luxury brand sold').stems).toContain('brand');
    expect(titleFeatures('Lakers vs Celtics').stems).not.toContain('~us');
    const nlItem = placedDutchItem('Utrecht', 'Netherlands');
    const stabbing = [
      ...background,
      ...townNews,
      nlItem('nos', 'Man neergestoken in Utrecht, dader gevlucht', 'NOS', '2021-11-13T12:00:00Z'),
      nlItem('nu', 'Steekpartij in Utrecht: politie zoekt dader', 'NU.nl', '2021-11-13T12:40:00Z'),
      nlItem('ad', 'Brand in Utrecht: woning verwoest', 'AD', '2021-11-13T13:00:00Z'),
    ];
    const { assignments } = clusterIncrementally(stabbing, new Map(), slugs());
    expect(assignments.get('nu')).toBe(assignments.get('nos'));
    expect(assignments.get('ad')).not.toBe(assignments.get('nos'));
  });

  it('links no two Dutch headlines by a town and one word more: two things happen in a town in a day', () => {
    const rotterdam = placedDutchItem('Rotterdam', 'Netherlands');
    const day = [
      ...background,
      ...townNews,
      rotterdam('rtl', 'Man (56) overleden bij bedrijfsongeval in Rotterdamse haven', 'RTL', '2019-03-19T15:10:00Z'),
      rotterdam('ad', 'Man gewond bij steekincident in Rotterdam-West', 'AD', '2019-03-19T08:40:00Z'),
      dutchItem('nos', 'Man aangehouden na overval op juwelier in Zwolle', 'NOS', '2019-03-19T11:00:00Z'),
      dutchItem('nu', 'Man redt kat uit brandend huis in Deventer', 'NU.nl', '2019-03-19T12:00:00Z'),
    ];
    const [pair] = explainLinks(day, [['rtl', 'ad']]);
    expect(pair?.refused).toBe('a place and a word');
    const { assignments } = clusterIncrementally(day, new Map(), slugs());
    expect(assignments.get('rtl')).not.toBe(assignments.get('ad'));
    // A word only the two use is evidence: one flood, in two outlets' words.
    const mozambique = placedDutchItem('Mozambique', 'Mozambique');
    const [flood] = explainLinks(
      [
        ...day,
        mozambique('vk', 'In Mozambique is een binnenzee ontstaan, en het water stijgt nog', 'de Volkskrant'),
        mozambique('vrt', 'Overstromingen in Mozambique: "Het is een binnenzee, kilometers ver"', 'VRT NWS'),
      ],
      [['vk', 'vrt']],
    );
    expect(flood?.refused).toBeNull();
  });

  describe('in a day of news with one big story', () => {
    /** Six reports of one killing: "MP" and "Amess" are in most of them and in nothing else. */
    const amess = [
      'Sir David Amess: MP murder suspect held under Terrorism Act',
      'David Amess death: Priti Patel says MPs must be safe and accessible',
      "Sir David Amess: Southend city bid would be a 'fitting tribute' to stabbed MP",
      'Boris Johnson pays tribute to Conservative MP Sir David Amess',
      'Sir David Amess: Political world pays tribute to much-loved MP',
      'Vigil held for UK MP David Amess after stabbed to death',
    ].map((title, i) => item(`amess-${i}`, title, ['BBC', 'Daily Mail', 'Al Jazeera'][i % 3] as string));
    /** A day's other news, so that six reports are a burst and not a third of the window. */
    const places = ['Leeds', 'Cardiff', 'Derby', 'Bristol', 'Exeter', 'Hull', 'Bath', 'York', 'Truro', 'Ely'];
    const topics = [
      'bus fares',
      'bin rounds',
      'library hours',
      'park fees',
      'school meals',
      'road works',
      'flood defences',
      'market stalls',
      'cycle lanes',
      'street lights',
    ];
    const local = places.flatMap((place, p) =>
      topics.map((topic, t) => item(`local-${p}-${t}`, `${place} council reviews ${topic}`, 'Local')),
    );
    const day = [
      'Chancellor sets out spending plans for schools',
      'Wildfire forces evacuations near mountain town',
      'Central bank holds interest rates steady',
      'Storm Barra brings snow to northern hills',
      'Tech firm unveils folding phone',
      'Striker signs three-year deal with champions',
      'Hospital waiting lists reach record length',
      'Rail strike called off after late talks',
      'Volcano eruption prompts flight warnings',
      'Film festival opens with period drama',
      'Supermarket chain recalls peanut butter',
      'Farmers protest over fertiliser prices',
      'Astronauts return from space station',
      'Border crossing reopens after two years',
      'Drought shrinks reservoir to lowest level',
      'Election count delayed by recount request',
      'Museum returns looted bronzes',
      'Teachers vote to accept pay offer',
      'Ferry runs aground in heavy fog',
      'Orchestra cancels tour over visa rules',
    ].map((title, i) => item(`day-${i}`, title, 'Wire'));
    const cluster = (extra: ClusterItem[], options: Partial<ClusterOptions> = {}) =>
      clusterIncrementally([...background, ...local, ...day, ...amess, ...extra], new Map(), slugs(), {
        ...DEFAULT_CLUSTER_OPTIONS,
        ...options,
      }).assignments;

    it("brings a reaction that shares little else with the story into it by the story's signature words", () => {
      const vigil = item('vigil', 'Candlelit vigil in honour of MP', 'BBC', '2021-10-17T12:00:00Z');
      const story = cluster([vigil]);
      expect(new Set(amess.map((a) => story.get(a.id))).size).toBe(1);
      expect(story.get('vigil')).toBe(story.get('amess-0'));
      // Without signatures (no story has that many articles) the reaction is left alone.
      expect(cluster([vigil], { signatureArticles: 1000 }).get('vigil')).not.toBe(
        cluster([vigil], { signatureArticles: 1000 }).get('amess-0'),
      );
    });

    it('brings nothing that does not score with the story: a signature word alone is no link', () => {
      const retirement = item('retirement', 'Veteran MP announces retirement from politics', 'BBC');
      const story = cluster([retirement]);
      expect(story.get('retirement')).not.toBe(story.get('amess-0'));
    });

    it('brings in a headline with a signature word and nothing else in common when it means what the story means', () => {
      /** What the headlines mean, as unit vectors in a plane: the story's within 10°. */
      const meaning = (degrees: number) => [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
      const read = amess.map((entry, i) => ({ ...entry, meaning: meaning(i * 2) }));
      const silence = item(
        'silence',
        "Essex MPs hold a minute's silence in Westminster",
        'Sky',
        '2021-10-17T12:00:00Z',
      );
      const retirement = item('retirement', 'Veteran MP announces retirement from politics', 'BBC');
      const window = [...background, ...local, ...day, ...read];
      const story = clusterIncrementally(
        [...window, { ...silence, meaning: meaning(15) }, { ...retirement, meaning: meaning(80) }],
        new Map(),
        slugs(),
      ).assignments;
      expect(story.get('silence')).toBe(story.get('amess-0'));
      expect(story.get('retirement')).not.toBe(story.get('amess-0'));
    });

    it('does not let one headline that echoes two events merge them', () => {
      const meghan = item('meghan', "Meghan is still close with Diana's best friend", 'CNN', '2021-10-16T09:00:00Z');
      const friend = item(
        'friend',
        "'David Amess was my best friend': Essex town in grief",
        'BBC',
        '2021-10-17T12:00:00Z',
      );
      const story = cluster([meghan, friend]);
      expect(story.get('friend')).toBe(story.get('amess-0'));
      expect(story.get('meghan')).not.toBe(story.get('amess-0'));
      // Nor does the Amess story take the older Meghan story's id.
      expect(story.get('amess-0')).toMatch(/^sir-david-amess/);
    });

    describe('a headline that names nothing ("What we know so far")', () => {
      const vigil = item('bbc-vigil', 'Vigil held for Sir David Amess in Leigh-on-Sea', 'BBC', '2021-10-17T10:30:00Z');
      const dolphins = item('bbc-dolphins', 'Cardigan Bay dolphins have accents', 'BBC', '2021-10-17T10:50:00Z');

      it("joins the outlet's lead story when it was filed beside one of that story's reports", () => {
        const label = item('label', 'What we know so far', 'BBC', '2021-10-17T10:31:00Z');
        const story = cluster([vigil, dolphins, label]);
        expect(story.get('label')).toBe(story.get('amess-0'));
        // Off, it is left alone: nothing in its words links it to anything.
        const off = cluster([vigil, dolphins, label], { leadArticles: 0 });
        expect(off.get('label')).not.toBe(off.get('amess-0'));
      });

      it("stays alone when filed beside another story, or when another outlet's lead story is meant", () => {
        const besideDolphins = item('label', 'What we know so far', 'BBC', '2021-10-17T10:49:00Z');
        expect(cluster([vigil, dolphins, besideDolphins]).get('label')).toMatch(/^what-we-know/);
        const otherOutlet = item('label', 'What we know so far', 'Sky', '2021-10-17T10:31:00Z');
        expect(cluster([vigil, dolphins, otherOutlet]).get('label')).toMatch(/^what-we-know/);
      });

      it('stays alone in a file without outlets, where no outlet has a lead story', () => {
        const label = item('label', 'What we know so far', '', '2021-10-17T10:31:00Z');
        const blank = [...background, ...amess, vigil, dolphins, label].map((x) => ({
          ...x,
          outlet: '',
        }));
        const story = clusterIncrementally(blank, new Map(), slugs(), DEFAULT_CLUSTER_OPTIONS).assignments;
        expect(story.get('label')).toMatch(/^what-we-know/);
      });

      it('takes a headline of everyday words that says something for no label', () => {
        const advice = item(
          'advice',
          'Expert reveals how you can forgive someone who cheated',
          'BBC',
          '2021-10-17T10:31:00Z',
        );
        const story = cluster([vigil, dolphins, advice]);
        expect(story.get('advice')).not.toBe(story.get('amess-0'));
      });
    });

    it('brings in a headline carrying two everyday words that together are the story\'s ("super" and "vaccination")', () => {
      const drive = [
        'Super Saturday vaccination drive: centres ready across the country',
        'Tāmaki Makaurau pulls out all stops for Super Saturday vaccination drive',
        'Super Saturday vaccination drive: queues at Auckland centres',
        'Super Saturday vaccination drive sets one-day record',
        'Māori providers lead Super Saturday vaccination drive',
        'Super Saturday vaccination drive: what you need to know',
      ].map((title, i) => item(`drive-${i}`, title, ['RNZ', 'Stuff', '1News'][i % 3] as string));
      const pacific = item(
        'pacific',
        'Pacific community makes super vaccination effort',
        'RNZ',
        '2021-10-17T12:00:00Z',
      );
      const spreader = item('spreader', 'Influencer party has makings of super spreader event', 'NZ Herald');
      // Vaccination is news elsewhere too: the word alone is no story's.
      const rural = item('rural', 'Vaccination rates rise in rural towns', 'Stuff');
      const flu = item('flu', 'Pharmacies to offer flu vaccination from Monday', 'Stuff');
      const story = cluster([...drive, pacific, spreader, rural, flu]);
      expect(new Set(drive.map((a) => story.get(a.id))).size).toBe(1);
      expect(story.get('pacific')).toBe(story.get('drive-0'));
      // One of the two words alone is no signature: a super spreader, vaccination rates elsewhere.
      expect(story.get('spreader')).not.toBe(story.get('drive-0'));
      expect(story.get('rural')).not.toBe(story.get('drive-0'));
      // Without signatures (no story has that many articles) the headline is left alone.
      const off = cluster([...drive, pacific], { signatureArticles: 1000 });
      expect(off.get('pacific')).not.toBe(off.get('drive-0'));
    });

    it('never takes a word of everyday speech for a signature, however much the story uses it', () => {
      // "David" is in every report above and in nothing else, and still names anyone.
      expect(isEverydayTerm('david')).toBe(true);
      expect(isEverydayTerm('~kill')).toBe(true);
      expect(isEverydayTerm('amess')).toBe(false);
      expect(isEverydayTerm(titleFeatures('MPs').stems[0] ?? '')).toBe(false);
      const beckham = item(
        'beckham',
        'Footballer David Beckham pays tribute to the fans',
        'Sky',
        '2021-10-17T12:00:00Z',
      );
      const story = cluster([beckham]);
      expect(story.get('beckham')).not.toBe(story.get('amess-0'));
    });
  });

  it('puts two outlets reporting one statement in one story and keeps unrelated headlines apart', () => {
    const items = [
      ...background,
      item('bbc', "Prince Charles 'proud' of son William's growing commitment to environment", 'CNN'),
      item(
        'cnn',
        "Prince Charles says he's 'very proud' of son William for his growing commitment to environment",
        'Daily Mail',
      ),
    ];
    const { assignments } = clusterIncrementally(items, new Map(), slugs());
    expect(assignments.get('bbc')).toBe(assignments.get('cnn'));
    const stories = new Set(background.map((b) => assignments.get(b.id)));
    expect(stories.size).toBe(background.length);
    expect(stories.has(assignments.get('bbc'))).toBe(false);
  });

  it('reads no name a headline likens its subject to ("real-life Squid Game") as what it reports', () => {
    const show = item('bbc', 'Squid Game: The rise of Korean drama addiction', 'BBC', '2021-10-16T09:53:00Z');
    const cluster = (other: ClusterItem) => clusterIncrementally([...background, show, other], new Map(), slugs());
    const likened = item(
      'mail',
      "China's real-life Squid Game: Organs harvested from 100,000 political dissidents",
      'Daily Mail',
      '2021-10-17T07:46:00Z',
    );
    expect(cluster(likened).assignments.get('mail')).not.toBe(cluster(likened).assignments.get('bbc'));
    // The same words of the show itself are its news.
    const aboutTheShow = item('mail', "Squid Game: Netflix's Korean drama is its biggest show", 'Daily Mail');
    const { assignments } = cluster({ ...aboutTheShow, publishedMs: likened.publishedMs });
    expect(assignments.get('mail')).toBe(assignments.get('bbc'));
    // A real-life name the headline goes on to report is what it reports.
    const pair = (a: string, b: string) => {
      const joined = clusterIncrementally(
        [...background, item('a', a, 'BBC'), item('b', b, 'Daily Mail')],
        new Map(),
        slugs(),
      );
      return joined.assignments.get('a') === joined.assignments.get('b');
    };
    expect(
      pair(
        'Squid Game reality show contestants treated for hypothermia',
        'Real-life Squid Game contestants treated for hypothermia after filming',
      ),
    ).toBe(true);
    expect(pair('Valeria Lukyanova shows off new look', 'Real-life Barbie Valeria Lukyanova shows off new look')).toBe(
      true,
    );
  });

  it('keeps two fires apart: sharing a theme is not sharing an event', () => {
    const items = [
      ...background,
      item('a', 'Fire at Westfield Stratford shopping centre forces evacuation', 'BBC'),
      item('b', 'Alisal fire grows to 15,000 acres in Santa Barbara County', 'LA Times'),
    ];
    const { assignments } = clusterIncrementally(items, new Map(), slugs());
    expect(assignments.get('a')).not.toBe(assignments.get('b'));
  });

  it("keeps an outlet's standing pages (a question in the reader's words, a data tracker) out of the day's reports", () => {
    const items = [
      ...background,
      item('news', 'Booster jab rollout widened to over-40s in England', 'BBC'),
      item('more', 'Over-40s in England to be offered booster jab', 'Daily Mail', '2021-10-17T11:00:00Z'),
      item('explainer', 'Covid: When will I get a booster jab in England?', 'BBC', '2021-10-17T12:00:00Z'),
      item('dutch', 'Wanneer krijg ik mijn boosterprik?', 'NOS', '2021-10-17T12:00:00Z'),
      item('tracker', 'Booster jab map: over-40s in England given a booster so far', 'BBC', '2021-10-17T12:00:00Z'),
      item('numbers', 'Booster jab rollout in England in numbers', 'Sky', '2021-10-17T12:00:00Z'),
      item('plan', 'Road map: booster jab rollout widened to over-40s in England', 'ITV', '2021-10-17T12:00:00Z'),
      // A question in a quote is someone's words in a report.
      item('haiti', 'US missionaries kidnapped by gang in Haiti', 'CNN'),
      item(
        'quote',
        "'Will I see my son again?' Mother of missionary kidnapped in Haiti",
        'Fox',
        '2021-10-17T11:00:00Z',
      ),
    ];
    const { assignments } = clusterIncrementally(items, new Map(), slugs());
    expect(assignments.get('more')).toBe(assignments.get('news'));
    expect(assignments.get('explainer')).not.toBe(assignments.get('news'));
    expect(assignments.get('tracker')).not.toBe(assignments.get('news'));
    expect(assignments.get('numbers')).not.toBe(assignments.get('news'));
    // A government's road map is news of the day.
    expect(assignments.get('plan')).toBe(assignments.get('news'));
    expect(assignments.get('quote')).toBe(assignments.get('haiti'));
  });

  it('keeps daily case counts with different numbers as separate stories', () => {
    const items = [
      ...background,
      item('d1', 'Covid-19 update: 65 new community cases in NZ today', 'RNZ', '2021-10-15T02:00:00Z'),
      item('d2', 'Covid-19 update: 71 new community cases in NZ today', 'RNZ', '2021-10-17T02:00:00Z'),
    ];
    const { assignments } = clusterIncrementally(items, new Map(), slugs());
    expect(assignments.get('d1')).not.toBe(assignments.get('d2'));
  });

  it('keeps a day of no new cases apart from a day of 51, and reads 1993 new cases as a count, not a year', () => {
    const items = [
      ...background,
      item('n51', 'Covid-19 update: 51 new community cases in Waikato', 'RNZ', '2021-10-15T02:00:00Z'),
      item('n0', 'Covid-19 update: No new community cases in Waikato', 'RNZ', '2021-10-17T02:00:00Z'),
      item('v1', 'Covid-19: Victoria records 1993 new cases in the community', 'RNZ', '2021-10-15T02:00:00Z'),
      item('v2', 'Covid-19: Victoria records 2179 new cases in the community', 'RNZ', '2021-10-17T02:00:00Z'),
    ];
    const { assignments } = clusterIncrementally(items, new Map(), slugs());
    expect(assignments.get('n0')).not.toBe(assignments.get('n51'));
    expect(assignments.get('v1')).not.toBe(assignments.get('v2'));
  });

  it('links two reports that count different things (people vaccinated, doses given)', () => {
    const items = [
      ...background,
      item(
        'people',
        'Covid-19: More than 9700 people vaccinated in Otago on Super Saturday',
        'Stuff',
        '2021-10-16T08:00:00Z',
      ),
      item(
        'doses',
        'Ardern aiming for 100,000 Covid-19 vaccine doses on Super Saturday',
        '1News',
        '2021-10-16T09:00:00Z',
      ),
    ];
    const { assignments } = clusterIncrementally(items, new Map(), slugs());
    expect(assignments.get('doses')).toBe(assignments.get('people'));
  });

  it('never merges two counts of one thing through a headline without a number', () => {
    const updates = [
      item('d1', 'Covid-19 update: 51 new community cases in NZ today', 'RNZ', '2021-10-15T02:00:00Z'),
      item(
        'd1b',
        'NZ Covid-19 update: 51 new community cases, including four in Waikato',
        'NZ Herald',
        '2021-10-15T03:00:00Z',
      ),
      item('d2', 'Covid-19 update: 65 new community cases in NZ today', 'RNZ', '2021-10-16T02:00:00Z'),
      item('d2b', 'NZ Covid-19 update: 65 new community cases, most in Auckland', 'Stuff', '2021-10-16T03:00:00Z'),
      item('both', 'Covid-19 update: new community cases in NZ, Waikato and Auckland', 'RNZ', '2021-10-16T05:00:00Z'),
    ];
    const { assignments } = clusterIncrementally([...background, ...updates], new Map(), slugs());
    expect(assignments.get('d1b')).toBe(assignments.get('d1'));
    expect(assignments.get('d2b')).toBe(assignments.get('d2'));
    expect(assignments.get('d1')).not.toBe(assignments.get('d2'));
  });

  it('never links articles further apart than the gap allows', () => {
    const items = [
      ...background,
      item('x1', 'Robert Durst sentenced to life in prison for murder', 'LA Times', '2021-10-01T00:00:00Z'),
      item('x2', 'Robert Durst sentenced to life in prison for murder', 'CNN', '2021-10-17T00:00:00Z'),
    ];
    const { assignments } = clusterIncrementally(items, new Map(), slugs());
    expect(assignments.get('x1')).not.toBe(assignments.get('x2'));
  });

  it('grows an existing story and keeps its id; a new event gets a new readable id', () => {
    const first = [...background, item('a1', 'Sir David Amess: MP stabbed to death at constituency surgery', 'BBC')];
    const run1 = clusterIncrementally(first, new Map(), slugs());
    const id = run1.assignments.get('a1');
    expect(id).toBe('sir-david-amess-mp-stabbed-to-death-at');
    const second = [
      ...first,
      item(
        'a2',
        'Boris Johnson pays tribute to MP Sir David Amess after stabbing',
        'Daily Mail',
        '2021-10-17T12:00:00Z',
      ),
      item('n1', 'Macron condemns 1961 massacre of Algerians in Paris', 'BBC', '2021-10-17T12:00:00Z'),
    ];
    const taken = new Set(run1.assignments.values());
    const run2 = clusterIncrementally(second, run1.assignments, (f) => uniqueSlug(f.title, taken));
    expect(run2.assignments.get('a1')).toBe(id);
    expect(run2.assignments.get('a2')).toBe(id);
    expect(run2.assignments.get('n1')).toBe('macron-condemns-1961-massacre-of-algerians-in-paris');
    expect(run2.created).toEqual(['macron-condemns-1961-massacre-of-algerians-in-paris']);
    expect(run2.merges).toEqual([]);
  });

  it('merges two existing stories when a new article ties them, and the older id survives', () => {
    const items = [
      ...background,
      item('p1', 'Venezuela Maduro aide Alex Saab extradited', 'BBC', '2021-10-17T01:00:00Z'),
      item('p2', 'Alex Saab extradited to US from Cape Verde', 'WSJ', '2021-10-17T02:00:00Z'),
      item('p3', 'Maduro aide Alex Saab extradited to US from Cape Verde', 'CNN', '2021-10-17T03:00:00Z'),
    ];
    const existing = new Map([
      ...background.map((b) => [b.id, `bg-story-${b.id}`] as [string, string]),
      ['p1', 'older-story'],
      ['p2', 'newer-story'],
    ]);
    const { assignments, merges } = clusterIncrementally(items, existing, slugs());
    expect(assignments.get('p3')).toBe('older-story');
    expect(assignments.get('p2')).toBe('older-story');
    expect(merges).toEqual([{ from: 'newer-story', into: 'older-story' }]);
  });

  /** The first report of an MP's killing and a vigil a day later: one story, as a window of other news tells. */
  const amessReport = item(
    'a1',
    'Sir David Amess: MP stabbed to death at constituency surgery',
    'BBC',
    '2021-10-15T13:00:00Z',
  );
  const amessVigil = item('a2', 'Vigil held for Sir David Amess in Leigh-on-Sea', 'Al Jazeera', '2021-10-16T10:00:00Z');
  /** Another event of those days: its first report, and another outlet's an hour later. */
  const massacre = item('n1', 'Macron condemns 1961 massacre of Algerians in Paris', 'BBC', '2021-10-16T11:00:00Z');
  const remembrance = item(
    'n2',
    'Macron attends remembrance of 1961 massacre of Algerians in Paris',
    'Al Jazeera',
    '2021-10-16T12:00:00Z',
  );
  /** The town news, each article a story of its own from an earlier pass. */
  const townStories = townNews.map((entry) => [entry.id, `story-${entry.id}`] as [string, string]);

  it('reads a story of one article again as the window grows: joining a story, its id answers as that story', () => {
    const ids = slugs();
    // A first run with the two headlines alone: every word is in both, so none tells anything.
    const run1 = clusterIncrementally([amessReport, amessVigil], new Map(), ids);
    expect(run1.assignments.get('a1')).not.toBe(run1.assignments.get('a2'));
    // The next run's window holds a town's day of news: the name is rare there, as it is.
    const run2 = clusterIncrementally([...townNews, amessReport, amessVigil, massacre], run1.assignments, ids);
    const story = run1.assignments.get('a1');
    expect(run2.assignments.get('a2')).toBe(story);
    expect(run2.merges).toEqual([{ from: run1.assignments.get('a2'), into: story }]);
    // Left alone, an article keeps its story's id; only the window's new articles start stories.
    const run3 = clusterIncrementally([...townNews, amessReport, amessVigil, massacre], run2.assignments, ids);
    expect(run3.assignments).toEqual(run2.assignments);
    expect(run3.merges).toEqual([]);
    expect(run3.created).toEqual([]);
  });

  it('keeps the id readers have seen when a lone article joins a story started in this pass by an older one', () => {
    // The vigil was published in an earlier edition; the older report arrives only now (a slow feed).
    const existing = new Map([...townStories, ['a2', 'vigil-held']]);
    const joined = clusterIncrementally([...townNews, amessReport, amessVigil], existing, slugs());
    expect(joined.assignments.get('a1')).toBe('vigil-held');
    expect(joined.assignments.get('a2')).toBe('vigil-held');
    expect(joined.merges).toEqual([]);
    expect(joined.created).toEqual([]);
    // So too when a later pass ties them: two lone headlines counting one thing alike.
    const update = item(
      'p1',
      'PH logs 5,867 new COVID-19 cases; active cases at 79,840',
      'GMA',
      '2021-10-17T10:00:00Z',
    );
    const doh = item(
      'p2',
      'DOH: 5,867 new COVID-19 infections as NCR Plus bubble enforced',
      'Philstar',
      '2021-10-17T09:00:00Z',
    );
    const tied = clusterIncrementally(
      [...townNews, update, doh],
      new Map([...townStories, ['p1', 'ph-logs']]),
      slugs(),
      { ...DEFAULT_CLUSTER_OPTIONS, joinThreshold: 99 },
    );
    expect(tied.assignments.get('p2')).toBe('ph-logs');
    expect(tied.merges).toEqual([]);
    expect(tied.created).toEqual([]);
  });

  it("keeps a story's last article in the window where it is when the story's earlier articles have left the window", () => {
    // "older" is an article the window no longer holds: the vigil's story is not one of one article.
    const existing = new Map([...townStories, ['a1', 'amess'], ['older', 'tributes'], ['a2', 'tributes']]);
    const { assignments, merges } = clusterIncrementally([...townNews, amessReport, amessVigil], existing, slugs());
    // The first report, alone, is read again and joins the vigil's story, which stays as it was.
    expect(assignments.get('a2')).toBe('tributes');
    expect(assignments.get('a1')).toBe('tributes');
    expect(merges).toEqual([{ from: 'amess', into: 'tributes' }]);
  });

  it('reads the whole window again: an article an earlier pass put in a story the window now tells apart leaves it, and the story keeps its id', () => {
    // An earlier pass put the massacre's first report in the MP's killing (as a run can, before the
    // event's next reports arrive).
    const existing = new Map([...townStories, ['a1', 'amess'], ['a2', 'amess'], ['n1', 'amess']]);
    const ids = slugs();
    const run = clusterIncrementally([...townNews, amessReport, amessVigil, massacre, remembrance], existing, ids);
    expect(run.assignments.get('a1')).toBe('amess');
    expect(run.assignments.get('a2')).toBe('amess');
    const massacreStory = run.assignments.get('n1');
    expect(massacreStory).not.toBe('amess');
    expect(run.assignments.get('n2')).toBe(massacreStory);
    expect(run.created).toEqual([massacreStory]);
    expect(run.merges).toEqual([]);
    // Read again with nothing new, every article stays where it is.
    const again = clusterIncrementally(
      [...townNews, amessReport, amessVigil, massacre, remembrance],
      run.assignments,
      ids,
    );
    expect(again.assignments).toEqual(run.assignments);
    expect(again.created).toEqual([]);
    expect(again.merges).toEqual([]);
  });

  it('gives an earlier id to the story holding most of its articles, keeps the oldest where a story holds several, and names a part told apart anew', () => {
    const amess = [
      amessReport,
      amessVigil,
      item('a3', 'Police question suspect over Sir David Amess killing', 'Sky', '2021-10-16T12:00:00Z'),
      item('a4', 'Sir David Amess: Boris Johnson leads tributes to MP', 'Guardian', '2021-10-16T13:00:00Z'),
      item('a5', 'Sir David Amess killing: MPs call for more security', 'Times', '2021-10-16T14:00:00Z'),
    ];
    const window = [...townNews, ...amess, massacre, remembrance];
    // Two stories of one event, and the massacre's first report wrongly in one of them.
    const existing = new Map([
      ...townStories,
      ['a1', 'amess'],
      ['a4', 'amess'],
      ['a5', 'amess'],
      ['a2', 'vigil'],
      ['a3', 'vigil'],
      ['n1', 'vigil'],
    ]);
    const run = clusterIncrementally(window, existing, slugs());
    for (const id of ['a1', 'a2', 'a3', 'a4', 'a5']) expect(run.assignments.get(id)).toBe('amess');
    const apart = run.assignments.get('n1');
    expect(run.assignments.get('n2')).toBe(apart);
    expect(run.created).toEqual([apart]);
    expect(run.merges).toEqual([{ from: 'vigil', into: 'amess' }]);
    // The id readers have seen longest is kept, though fewer of its articles are in the window:
    // a story whose older articles have left the window is older than any whose are all in it.
    const older = new Map([
      ...townStories,
      ['gone1', 'amess-first'],
      ['gone2', 'amess-first'],
      ['a1', 'amess-first'],
      ['a2', 'amess-later'],
      ['a3', 'amess-later'],
    ]);
    const joined = clusterIncrementally([...townNews, ...amess.slice(0, 3)], older, slugs());
    for (const id of ['a1', 'a2', 'a3']) expect(joined.assignments.get(id)).toBe('amess-first');
    expect(joined.merges).toEqual([{ from: 'amess-later', into: 'amess-first' }]);
    expect(joined.created).toEqual([]);
  });

  it('gives the same answer whatever order the items come in (it sorts by time itself)', () => {
    const items = [
      ...background,
      item(
        'k1',
        'Robert Durst on a ventilator after contracting COVID-19, his lawyer says',
        'LA Times',
        '2021-10-16T19:48:00Z',
      ),
      item(
        'k2',
        'Robert Durst is on a ventilator with Covid-19 days after being sentenced',
        'CNN',
        '2021-10-16T22:19:00Z',
      ),
      item(
        'k3',
        'Robert Durst: US millionaire hospitalised with Covid after life sentence',
        'BBC',
        '2021-10-16T23:28:00Z',
      ),
    ];
    const forward = clusterIncrementally(items, new Map(), slugs()).assignments;
    const backward = clusterIncrementally([...items].reverse(), new Map(), slugs()).assignments;
    expect(backward).toEqual(forward);
    expect(forward.get('k1')).toBe(forward.get('k2'));
  });
});

describe('clusterIncrementally: what headlines mean', () => {
  /** A unit vector at `degrees` in a plane: cosines between them are the cosines of the angles. */
  const meaning = (degrees: number) => [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  const read = (entry: ClusterItem, degrees: number): ClusterItem => ({ ...entry, meaning: meaning(degrees) });
  const together = (items: ClusterItem[], a: string, b: string) => {
    const { assignments } = clusterIncrementally(items, new Map(), slugs());
    return assignments.get(a) === assignments.get(b);
  };

  const proud = item('proud', "Prince Charles 'proud' of son William's growing commitment to environment", 'CNN');
  const crown = item(
    'crown',
    'Prince Charles, Diana and the boys on holiday in Majorca (as imagined by The Crown)',
    'Daily Mail',
    '2021-10-17T11:00:00Z',
  );

  it("keeps two outlets' headlines that share a theme and no name apart, however alike they mean; one outlet's follow-up may leave the name out", () => {
    // Both read as meaning nearly alike (cos 10° = 0.98): the encoder puts themes together too.
    const items = [
      ...background,
      read(item('uk', 'Southeastern train services taken over by government', 'BBC'), 0),
      read(
        item('sg', 'Punggol LRT system resumes after signalling fault disrupts train services', 'Straits Times'),
        10,
      ),
      read(item('coup', 'Protesters demand military coup as crisis deepens', 'BBC'), 90),
      read(item('coup2', "Protesters demand a military coup as country's political crisis deepens", 'CNN'), 95),
    ];
    const { assignments } = clusterIncrementally(items, new Map(), slugs());
    expect(assignments.get('sg')).not.toBe(assignments.get('uk'));
    expect(assignments.get('coup2')).toBe(assignments.get('coup'));
    // Without the rule, or from one outlet, the theme links them.
    const loose = clusterIncrementally(items, new Map(), slugs(), { ...DEFAULT_CLUSTER_OPTIONS, themeCosine: 0 });
    expect(loose.assignments.get('sg')).toBe(loose.assignments.get('uk'));
    const oneOutlet = items.map((entry) => (entry.id === 'sg' ? { ...entry, outlet: 'BBC' } : entry));
    const own = clusterIncrementally(oneOutlet, new Map(), slugs()).assignments;
    expect(own.get('sg')).toBe(own.get('uk'));
  });

  it("takes a name opening both headlines for who or where they report: no theme ('Biden signs ...', 'Sudan: ...')", () => {
    const bbc = item('bbc', 'Biden signs $1tn infrastructure bill into law', 'BBC');
    const cnn = item('cnn', 'Biden signs $1.2 trillion bipartisan infrastructure bill into law', 'CNN');
    expect(together([...background, ...townNews, read(bbc, 0), read(cnn, 10)], 'bbc', 'cnn')).toBe(true);
    const sudan = item('sudan', 'Sudan: Protesters demand military coup as crisis deepens', 'BBC');
    const pm = item('pm', "Sudan PM says 'serious crisis' a threat to transition", 'Al Jazeera');
    expect(together([...background, ...townNews, read(sudan, 0), read(pm, 20)], 'sudan', 'pm')).toBe(true);
    // A place is a where wherever it stands, written as one of a family of words too ("UK", "Britain").
    const uk = { ...item('uk', 'UK unemployment falls despite end of furlough scheme', 'BBC'), places: ['UK'] };
    const gb = { ...item('gb', 'UK jobless rate falls as furlough ends', 'Guardian'), places: ['UK'] };
    expect(together([...background, ...townNews, read(uk, 0), read(gb, 10)], 'uk', 'gb')).toBe(true);
    // A word the subtitles write in lower case opening both is no one's name: "Protesters demand ...".
    const strike = item('strike', 'Commuters face train cancellations as strike begins', 'BBC');
    const fault = item('fault', 'Commuters stranded after train fault in Punggol', 'Straits Times');
    expect(together([...background, ...townNews, read(strike, 0), read(fault, 10)], 'strike', 'fault')).toBe(false);
  });

  it('takes a country both headlines name, by its place or its people, for where they report: no theme', () => {
    const bbc = {
      ...item('bbc', 'Afghanistan earthquake: Survivors plead for help as aid struggles to arrive', 'BBC'),
      places: ['Afghanistan'],
      countries: ['Afghanistan'],
    };
    const aj = {
      ...item('aj', 'Afghan quake survivors in Paktika face hunger and cold', 'Al Jazeera'),
      countries: ['Afghanistan'],
    };
    expect(together([...background, ...townNews, read(bbc, 0), read(aj, 20)], 'bbc', 'aj')).toBe(true);
    // Survivors of a quake elsewhere are another story, however alike the two mean.
    const peru = {
      ...aj,
      id: 'peru',
      title: 'Peruvian quake survivors in Amazonas face hunger and cold',
      countries: ['Peru'],
    };
    expect(together([...background, ...townNews, read(bbc, 0), read(peru, 20)], 'bbc', 'peru')).toBe(false);
  });

  it("takes a count two outlets' headlines share for the same update: no theme ('100 new community cases')", () => {
    const rnz = item('rnz', 'Covid-19 update: 100 new community cases in New Zealand', 'RNZ');
    const stuff = item(
      'stuff',
      'Covid-19: 100 new cases in the community as Auckland hits 80 per cent double-jabbed',
      'Stuff',
    );
    expect(together([...background, ...townNews, read(rnz, 0), read(stuff, 10)], 'rnz', 'stuff')).toBe(true);
    // Another day's count is another update, however alike the words.
    const before = item(
      'before',
      'Covid-19: 126 new cases in the community as Auckland hits 79 per cent double-jabbed',
      'Stuff',
    );
    expect(together([...background, ...townNews, read(rnz, 0), read(before, 10)], 'rnz', 'before')).toBe(false);
    // A small count, or a count with nothing else in common, is a theme's: "20 pupils" twice.
    const ill = item('ill', 'School closes after 20 pupils fall ill following trip to farm park', 'BBC');
    const ban = item('ban', '20 pupils suspended after phone ban protest at academy', 'Sky');
    expect(together([...background, ...townNews, read(ill, 0), read(ban, 10)], 'ill', 'ban')).toBe(false);
  });

  it('takes a number of 100 or more two headlines share beside two more words as one update, whatever each counts', () => {
    const nl = dutchItem;
    const tests = nl('telegraaf', 'Besmettingen schieten omhoog: bijna 3000 positieve tests in één dag', 'Telegraaf');
    const cases = nl('nu', 'Bijna 3.000 nieuwe coronabesmettingen, hoogste aantal sinds begin juni', 'NU.nl');
    expect(together([...background, ...townNews, tests, cases], 'telegraaf', 'nu')).toBe(true);
    // Another figure, with the same words, is another update.
    const other = nl('nu', 'Bijna 2.000 nieuwe coronabesmettingen, hoogste aantal sinds begin juni', 'NU.nl');
    expect(together([...background, ...townNews, tests, other], 'telegraaf', 'nu')).toBe(false);
  });

  it("brings in a reaction that shares only the story's name, an everyday word ('Queen'), when it means what the story's headlines mean", () => {
    const died = [
      'Queen Elizabeth II has died, Buckingham Palace announces',
      "Queen Elizabeth II, Britain's longest-reigning monarch, dies at 96",
      'UK mourns as Queen Elizabeth II dies at 96',
      "Crowds gather outside Buckingham Palace as news of Queen's death spreads",
      'World leaders pay tribute to Queen Elizabeth II',
      'Biden hails Queen Elizabeth as a stateswoman of unmatched dignity',
    ].map((title, i) => read(item(`died-${i}`, title, ['BBC', 'CNN', 'Reuters'][i % 3] as string), i * 2));
    const coffin = item('coffin', "Queen's coffin to lie in state at Westminster Hall", 'CNN', '2021-10-17T12:00:00Z');
    const may = item('may', 'Queen guitarist Brian May announces tour of Japan', 'Sky', '2021-10-17T12:00:00Z');
    const story = clusterIncrementally(
      [...background, ...townNews, ...died, read(coffin, 20), read(may, 80)],
      new Map(),
      slugs(),
    ).assignments;
    expect(new Set(died.map((entry) => story.get(entry.id))).size).toBe(1);
    expect(story.get('coffin')).toBe(story.get('died-0'));
    // The band's guitarist writes the name too, and means something else.
    expect(story.get('may')).not.toBe(story.get('died-0'));
    // A story of fewer headlines has no names of its own.
    const few = clusterIncrementally([...background, ...townNews, ...died, read(coffin, 20)], new Map(), slugs(), {
      ...DEFAULT_CLUSTER_OPTIONS,
      signatureArticles: 1000,
    }).assignments;
    expect(few.get('coffin')).not.toBe(few.get('died-0'));
  });

  it('brings in two reactions that found only each other, when they carry its signature word and mean what it means', () => {
    const quake = [
      'Powerful earthquake kills hundreds in Turkey and Syria',
      'Turkey earthquake: death toll rises above 2,000',
      'Earthquake in Turkey and Syria topples buildings',
      'Syria earthquake: rescuers pull survivors from rubble in Idlib',
      'Death toll from Turkey and Syria quakes passes 5,000',
      'Second powerful quake strikes Turkey as rescue efforts continue',
    ].map((title, i) => item(`quake-${i}`, title, ['BBC', 'CNN', 'Reuters'][i % 3] as string));
    const mourning = item('mourning', 'Erdogan declares seven days of national mourning after quake', 'Reuters');
    const emergency = item('emergency', 'Erdogan declares state of emergency in ten provinces hit by quake', 'BBC');
    const places = (entry: ClusterItem): ClusterItem => ({
      ...entry,
      countries: ['Turkey', 'Syria'].filter((country) => entry.title.includes(country)),
    });
    const story = (degrees: number) =>
      clusterIncrementally(
        [
          ...background,
          ...townNews,
          ...quake.map((entry, i) => read(places(entry), i * 2)),
          read(mourning, degrees),
          read(emergency, degrees + 2),
        ],
        new Map(),
        slugs(),
      ).assignments;
    const near = story(12);
    expect(near.get('mourning')).toBe(near.get('emergency'));
    expect(near.get('mourning')).toBe(near.get('quake-0'));
    // Meaning something else, they are another story.
    const far = story(80);
    expect(far.get('mourning')).not.toBe(far.get('quake-0'));
  });

  /** Six reports of the earthquake from three outlets, meaning nearly alike (0° to 10°), naming their countries. */
  const quakeDay = () =>
    [
      'Powerful earthquake kills hundreds in Turkey and Syria',
      'Death toll rises above 2,000 in Turkey and Syria',
      'Earthquake in Turkey and Syria topples buildings',
      'Rescuers pull survivors from rubble in Syria and Turkey',
      'Death toll from quakes in Turkey and Syria passes 5,000',
      'Second powerful quake strikes Turkey and Syria as rescue efforts continue',
    ].map((title, i) =>
      read(inCountries(item(`quake-${i}`, title, ['BBC', 'CNN', 'Reuters'][i % 3] as string)), i * 2),
    );
  /** As the pipeline reads them: Turkey and Syria are places and countries. */
  const inCountries = (entry: ClusterItem): ClusterItem => {
    const named = ['Turkey', 'Syria'].filter((country) => entry.title.includes(country));
    return { ...entry, places: named, countries: named };
  };

  it("takes an everyday word a story writes as a name for its signature ('Turkey' on the day of the quake)", () => {
    // It shares one everyday word and a place with the story's headlines: a link, too weak to join.
    // Cos 55° with the story's mean meaning (at 5°) is 0.57, less than a join by meaning asks (0.7).
    const race = item('race', 'Rescue teams battle freezing cold in Turkey', 'Sky');
    const bank = item('bank', "Turkey's central bank cuts interest rates again", 'Bloomberg');
    const story = clusterIncrementally(
      [...background, ...townNews, ...quakeDay(), read(inCountries(race), 60), read(inCountries(bank), 95)],
      new Map(),
      slugs(),
    ).assignments;
    expect(new Set(quakeDay().map((entry) => story.get(entry.id))).size).toBe(1);
    expect(story.get('race')).toBe(story.get('quake-0'));
    // Another Turkey's news means something else.
    expect(story.get('bank')).not.toBe(story.get('quake-0'));
    // Meaning less alike (cos 0.34), no link and no signature.
    const far = clusterIncrementally(
      [...background, ...townNews, ...quakeDay(), read(inCountries(race), 75)],
      new Map(),
      slugs(),
    ).assignments;
    expect(far.get('race')).not.toBe(far.get('quake-0'));
  });

  it("brings in a reaction that names only a country the story names most of the time, when it means what the story's headlines mean", () => {
    const syrians = item('syrians', 'Syrians in rebel-held areas say no aid has arrived', 'Al Jazeera');
    const assad = item('assad', 'Assad receives UAE foreign minister in Damascus', 'Reuters');
    const window = (degrees: number) =>
      clusterIncrementally(
        [
          ...background,
          ...townNews,
          ...quakeDay(),
          read({ ...syrians, countries: ['Syria'] }, degrees),
          read({ ...assad, countries: ['Syria', 'United Arab Emirates'] }, 60),
        ],
        new Map(),
        slugs(),
      ).assignments;
    // Cos 40° with the story's mean meaning is 0.77.
    const near = window(45);
    expect(near.get('syrians')).toBe(near.get('quake-0'));
    expect(near.get('assad')).not.toBe(near.get('quake-0'));
    // Cos 60°, 0.5: another Syrian story.
    const far = window(65);
    expect(far.get('syrians')).not.toBe(far.get('quake-0'));
  });

  it("takes who speaks in a headline for who reacts, not what happened ('Boris Johnson says' of the abortion ruling)", () => {
    const ruling = [
      'Roe v Wade: US Supreme Court ends constitutional right to abortion',
      'Supreme Court overturns Roe v. Wade, ending federal abortion protections',
      'US Supreme Court overturns landmark Roe v Wade abortion ruling',
      'Roe v Wade: What happens now that the US abortion ruling has been overturned?',
      'Biden says Supreme Court abortion ruling is a sad day for the country',
    ].map((title, i) =>
      read(item(`roe-${i}`, title, ['BBC', 'CNN', 'Reuters'][i % 3] as string, `2022-06-24T1${i}:00:00Z`), i * 2),
    );
    const polls = [
      "Boris Johnson vows to 'keep going' after double by-election loss",
      'Wakefield by-election: Labour wins seat back from Tories',
      'Oliver Dowden resigns as Tory chairman after by-election defeats',
      'Tiverton by-election: Lib Dems overturn Tory majority',
      'Boris Johnson faces pressure after by-election defeats',
    ].map((title, i) =>
      read(
        item(`poll-${i}`, title, ['BBC', 'Sky', 'Guardian'][i % 3] as string, `2022-06-24T0${i}:00:00Z`),
        90 + i * 2,
      ),
    );
    const johnson = item(
      'johnson',
      "Abortion ruling: Boris Johnson says US decision is 'big step backwards'",
      'BBC',
      '2022-06-24T20:00:00Z',
    );
    // It means more what the ruling's headlines mean (cos 41°, 0.75) than the by-elections' (cos 49°,
    // 0.66), and shares the Prime Minister's name with the by-elections: a name, counting extra.
    const story = clusterIncrementally(
      [...background, ...townNews, ...ruling, ...polls, read(johnson, 45)],
      new Map(),
      slugs(),
    ).assignments;
    expect(story.get('johnson')).toBe(story.get('roe-0'));
    expect(story.get('poll-0')).not.toBe(story.get('roe-0'));
  });

  it('brings in a lone headline that names what a big story names and means what it means, unless the name only speaks', () => {
    const killing = [
      'Sir David Amess: MP murder suspect held under Terrorism Act',
      'David Amess death: Priti Patel says MPs must be safe and accessible',
      'Sir David Amess: Southend city bid would be a fitting tribute',
      'Candlelit vigil in honour of Sir David Amess',
      'Sir David Amess: How a tragic day unfolded',
      'Boris Johnson pays tribute to Conservative MP Sir David Amess',
      'Sir David Amess: Former Tory leader wants face to face meetings to continue',
      'Sir David Amess: Political world pays tribute to much-loved MP',
      'Police given more time to question Sir David Amess murder suspect',
      'Sir David Amess killing casts shadow over Leigh-on-Sea',
    ].map((title, i) => read(item(`amess-${i}`, title, ['BBC', 'Daily Mail', 'Sky'][i % 3] as string), i));
    const column = item(
      'column',
      'DAN HODGES: The visceral hatred of Tories at the heart of Labour has to end right now',
      'Daily Mail',
    );
    // Cos 40° with the story's mean meaning (at 4.5°) is 0.77; cos 60° is 0.5.
    const window = (entries: ClusterItem[], degrees: number) =>
      clusterIncrementally([...background, ...townNews, ...entries, read(column, degrees)], new Map(), slugs())
        .assignments;
    const big = window(killing, 45);
    expect(big.get('column')).toBe(big.get('amess-0'));
    expect(window(killing, 65).get('column')).not.toBe(window(killing, 65).get('amess-0'));
    // A story of fewer headlines is no big story.
    const small = window(killing.slice(0, 8), 45);
    expect(small.get('column')).not.toBe(small.get('amess-0'));
    // A name that only speaks says who reacts: the Home Secretary's words on another matter (cos 0.71)
    // stay apart.
    const speaks = window(
      [
        ...killing,
        read(
          item(
            'patel',
            'Home Secretary Priti Patel says review of asylum appeals and detention will report to Parliament next spring',
            'BBC',
          ),
          49,
        ),
      ],
      45,
    );
    expect(speaks.get('patel')).not.toBe(speaks.get('amess-0'));
    // So does one in a window of Title Case headlines, where "Says" is written with a capital.
    const titled = clusterIncrementally(
      [
        ...[...background, ...townNews].map(titleCase),
        ...killing.map(titleCase),
        read(
          item(
            'patel',
            'Home Secretary Priti Patel Says Review of Asylum Appeals and Detention Will Report to Parliament Next Spring',
            'BBC',
          ),
          49,
        ),
      ],
      new Map(),
      slugs(),
    ).assignments;
    expect(titled.get('patel')).not.toBe(titled.get('amess-0'));
  });

  it('takes no word for a name that the window writes in lower case, however it opens a headline', () => {
    const named = (entry: ClusterItem, countries: string[]): ClusterItem => ({ ...entry, countries });
    const rotterdam = named(item('rotterdam', 'Lockdown protests turn violent in Rotterdam', 'BBC'), ['Netherlands']);
    const vienna = named(item('vienna', 'Lockdown protests in Vienna draw tens of thousands', 'Reuters'), ['Austria']);
    const lower = item('lower', 'Shops shut as new lockdown begins in the north', 'Sky');
    const window = [...background, ...townNews, lower, read(rotterdam, 0), read(vienna, 10)];
    expect(together(window, 'rotterdam', 'vienna')).toBe(false);
  });

  it('reads the names of a headline in Title Case by the names of the window and of the subtitles', () => {
    const named = (entry: ClusterItem, countries: string[]): ClusterItem => ({ ...entry, countries });
    const xi = named(item('xi', 'Xi Warns Biden Over Taiwan at Virtual Summit', 'NYT'), ['Taiwan']);
    const summit = named(item('summit', 'US and China: Biden and Xi Hold Virtual Summit', 'WSJ'), [
      'United States',
      'China',
    ]);
    expect(together([...background, ...townNews, read(xi, 0), read(summit, 10)], 'xi', 'summit')).toBe(true);
  });

  it('reads names by the subtitles in a window whose headlines are mostly in Title Case, where the case tells none', () => {
    const dealMaker = read(item('deal', "Deal Maker for Venezuela's Maduro Regime Extradited to U.S.", 'WSJ'), 0);
    const execs = read(
      item(
        'execs',
        "'CITGO 6' Oil Execs Held in Venezuela Were Picked Up by Country's Forces Hours After Alex Saab's Extradition to US",
        'CNN',
      ),
      45,
    );
    // "Venezuela", as the subtitles write it, is a name: with the extradition it is one event.
    const titled = [...background, ...townNews].map(titleCase);
    expect(together([...titled, dealMaker, execs], 'deal', 'execs')).toBe(true);
    // Where the window's headlines tell names by their case, a Title Case headline's words are names as the window writes them.
    expect(together([...background, ...townNews, dealMaker, execs], 'deal', 'execs')).toBe(false);
    // Nor are the subtitles' names read in a window in capitals: there they cost more than they gave.
    const capitals = (entry: ClusterItem): ClusterItem => ({ ...entry, title: entry.title.toUpperCase() });
    const shouted = [...background, ...townNews, dealMaker, execs].map(capitals);
    expect(together(shouted, 'deal', 'execs')).toBe(false);
  });

  it('keeps a story of one country from taking one of another through a headline naming neither', () => {
    const named = (entry: ClusterItem, countries: string[]): ClusterItem => ({ ...entry, countries });
    const austria = [
      named(item('at-1', 'Austria locks down the unvaccinated as Covid cases surge', 'Reuters'), ['Austria']),
      named(item('at-2', 'Austria puts millions of unvaccinated people into lockdown', 'BBC'), ['Austria']),
    ];
    const germany = named(
      item(
        'de',
        'Germany reports record Covid cases as fourth wave grips the country',
        'Guardian',
        '2021-10-17T11:00:00Z',
      ),
      ['Germany'],
    );
    const region = item('region', 'Covid cases surge across the region', 'Sky', '2021-10-17T10:30:00Z');
    const window = [
      ...background,
      ...townNews,
      ...austria.map((entry, i) => read(entry, i * 5)),
      read(region, 8),
      read(germany, 12),
    ];
    const story = clusterIncrementally(window, new Map(), slugs()).assignments;
    expect(story.get('at-2')).toBe(story.get('at-1'));
    expect(story.get('de')).not.toBe(story.get('at-1'));
  });

  it('keeps apart headlines that name only different countries, unless they share a name', () => {
    const named = (entry: ClusterItem, countries: string[]): ClusterItem => ({ ...entry, countries });
    const austria = item('austria', 'Austria reports record Covid cases as it locks down the unvaccinated', 'Reuters');
    const germany = item('germany', 'Germany reports record Covid cases as fourth wave grips the country', 'Guardian');
    const window = (a: ClusterItem, b: ClusterItem) => [...background, ...townNews, read(a, 0), read(b, 10)];
    expect(together(window(named(austria, ['Austria']), named(germany, ['Germany'])), 'austria', 'germany')).toBe(
      false,
    );
    // Without the countries they read as one: they report it in the same words.
    expect(together(window(austria, germany), 'austria', 'germany')).toBe(true);
    // Two leaders meeting, named with different countries: one event.
    const xi = named(item('xi', 'Xi warns Biden over Taiwan at virtual summit', 'Reuters'), ['Taiwan']);
    const summit = named(item('summit', 'Biden and Xi hold virtual summit as tensions simmer', 'CNN'), [
      'United States',
      'China',
    ]);
    expect(together(window(xi, summit), 'xi', 'summit')).toBe(true);
  });

  it('keeps apart two headlines that share a name but mean different things', () => {
    expect(together([...background, proud, crown], 'proud', 'crown')).toBe(true);
    // cos 80° = 0.17, far under the floor (0.5).
    expect(together([...background, read(proud, 0), read(crown, 80)], 'proud', 'crown')).toBe(false);
  });

  it('joins two reports of one event that share too few words, when they mean the same', () => {
    // Melbourne is a place, as the pipeline's gazetteer reads it: where, not who.
    const smh = {
      ...item('smh', 'Freedoms pushed forward as Melbourne moves out of lockdown', 'SMH'),
      places: ['Melbourne'],
    };
    const gma = {
      ...item(
        'gma',
        "Melbourne to ease world's longest COVID-19 lockdowns as vaccinations rise",
        'GMA News',
        '2021-10-17T11:00:00Z',
      ),
      places: ['Melbourne'],
    };
    expect(together([...background, smh, gma], 'smh', 'gma')).toBe(false);
    // cos 10° = 0.98: well over the pivot (0.55), so the score rises over the join.
    expect(together([...background, read(smh, 0), read(gma, 10)], 'smh', 'gma')).toBe(true);
    // cos 55° = 0.57: just over the pivot (0.55), a lift of 0.01, too little to join them.
    expect(together([...background, read(smh, 0), read(gma, 55)], 'smh', 'gma')).toBe(false);
  });

  it('never links two headlines by meaning alone: one ordinary word in common is not enough', () => {
    const a = item('a', 'Markets tumble on rate fears', 'WSJ');
    const b = item('b', 'Households brace as mortgage rate climbs', 'BBC', '2021-10-17T11:00:00Z');
    expect(together([...background, read(a, 0), read(b, 0)], 'a', 'b')).toBe(false);
  });

  it('links two headlines that share only a place when they mean alike: an event named by its place', () => {
    // ("Beirut blast" / "Beirut explosion"; a place's name alone is too little evidence, so a longer one.)
    const atlas = new PlaceNames(['Huntington Beach']);
    const placed = (entry: ClusterItem) => ({ ...entry, places: atlas.find(entry.title) });
    const blast = placed(item('blast', 'Huntington Beach disaster: three missing', 'BBC'));
    const explosion = placed(
      item('explosion', 'Divers search the sea off Huntington Beach', 'CNN', '2021-10-17T11:00:00Z'),
    );
    // cos 10° = 0.98: one event; cos 60° = 0.5: two events in one city.
    expect(together([...background, read(blast, 0), read(explosion, 10)], 'blast', 'explosion')).toBe(true);
    expect(together([...background, read(blast, 0), read(explosion, 60)], 'blast', 'explosion')).toBe(false);
    // The same pair with no places given links by the shared name at a meaning under 0.7 (cos 50° = 0.64).
    const unplaced = (entry: ClusterItem) => ({ ...entry, places: undefined });
    const pair = [read(unplaced(blast), 0), read(unplaced(explosion), 50)];
    expect(together([...background, ...pair], 'blast', 'explosion')).toBe(true);
    expect(together([...background, read(blast, 0), read(explosion, 50)], 'blast', 'explosion')).toBe(false);
  });

  it('gives a merged story the meanings of both, so a report like either can join it', () => {
    const items = [
      ...background,
      read(item('p1', 'Venezuela Maduro aide Alex Saab extradited', 'BBC', '2021-10-17T01:00:00Z'), 0),
      read(item('p2', 'Alex Saab extradited to US from Cape Verde', 'WSJ', '2021-10-17T02:00:00Z'), 90),
      read(item('p3', 'Maduro aide Alex Saab extradited to US from Cape Verde', 'CNN', '2021-10-17T03:00:00Z'), 45),
      // Like p2 in meaning: cos 0.71 with the merged story's mean (45°), 0.38 with p1 and p3's alone.
      read(item('p4', 'Alex Saab lands in Miami after extradition from Cape Verde', 'AP', '2021-10-17T04:00:00Z'), 90),
    ];
    const existing = new Map([
      ...background.map((b) => [b.id, `bg-story-${b.id}`] as [string, string]),
      ['p1', 'older-story'],
      ['p2', 'newer-story'],
    ]);
    const { assignments, merges } = clusterIncrementally(items, existing, slugs());
    expect(merges).toEqual([{ from: 'newer-story', into: 'older-story' }]);
    expect(assignments.get('p4')).toBe('older-story');
  });

  it('makes one story of two that grew apart, when they say and mean the same; not when they mean different things', () => {
    const spill = (degreesOfB: number | null) => {
      const at = (id: string, title: string, hour: number, degrees: number | null) => {
        const entry = item(
          id,
          title,
          'LA Times',
          `2021-10-1${hour < 24 ? '5' : '6'}T${String(hour % 24).padStart(2, '0')}:00:00Z`,
        );
        return degrees === null ? entry : read(entry, degrees);
      };
      const items = [
        ...background,
        at('a1', 'Oil spill off Orange County coast fouls beaches', 2, degreesOfB === null ? null : 0),
        at(
          'a2',
          'Coast Guard says Orange County oil spill was smaller than feared',
          8,
          degreesOfB === null ? null : 10,
        ),
        at('b1', 'Huntington Beach reopens a week after the oil spill', 26, degreesOfB),
        at('b2', 'Birds harmed by oil spill released in Huntington Beach', 30, degreesOfB),
      ];
      const existing = new Map([
        ...background.map((b) => [b.id, `bg-story-${b.id}`] as [string, string]),
        ['a1', 'spill'],
        ['a2', 'spill'],
        ['b1', 'beach-reopens'],
        ['b2', 'beach-reopens'],
      ]);
      return clusterIncrementally(items, existing, slugs()).merges;
    };
    // Mean meanings 5° apart: one event; the older id stays and the other answers as it.
    expect(spill(0)).toEqual([{ from: 'beach-reopens', into: 'spill' }]);
    // 60° apart (cos 0.5): two events that share words. Unread by the encoder: nothing to go by.
    expect(spill(65)).toEqual([]);
    expect(spill(null)).toEqual([]);
  });

  it('makes one story of two that mean nearly the same, sharing fewer words than two that mean less alike', () => {
    const inAustralia = (entry: ClusterItem, places: string[], degrees: number) =>
      read({ ...entry, places, countries: ['Australia'] }, degrees);
    const window = (dam: number, spills: number) => [
      ...background,
      ...townNews,
      inAustralia(
        item('dam', 'Warragamba Dam to keep spilling for days, WaterNSW warns', 'SMH', '2021-03-23T03:40:00Z'),
        [],
        dam,
      ),
      inAustralia(
        item(
          'flee',
          'Australia floods: Thousands more flee as rain lashes New South Wales',
          'BBC',
          '2021-03-23T04:55:00Z',
        ),
        ['Australia', 'New South Wales'],
        0,
      ),
      inAustralia(
        item(
          'hit',
          "Thousands evacuated as 'once-in-a-century' floods hit Australia's New South Wales",
          'CNN',
          '2021-03-23T06:30:00Z',
        ),
        ['Australia', 'New South Wales'],
        2,
      ),
      inAustralia(
        item(
          'eases',
          "As it happened: NSW floods: Evacuations continue as rain eases in Sydney's west",
          'SMH',
          '2021-03-23T09:35:00Z',
        ),
        ['NSW', 'Sydney'],
        4,
      ),
      inAustralia(
        item(
          'spills',
          'Sydney floods: Thousands more evacuated as Warragamba Dam spills and rivers hit highest level in 60 years',
          'Daily Mail',
          '2021-03-23T07:15:00Z',
        ),
        ['Sydney'],
        spills,
      ),
    ];
    // The dam's story means what the floods' means at cos 0.9 or so; their centroids are alike less
    // than 0.15.
    const near = clusterIncrementally(window(30, 20), new Map(), slugs()).assignments;
    expect(near.get('dam')).toBe(near.get('flee'));
    const apart = clusterIncrementally(window(30, 20), new Map(), slugs(), {
      ...DEFAULT_CLUSTER_OPTIONS,
      storySameMeaning: 1,
    }).assignments;
    expect(apart.get('dam')).not.toBe(apart.get('flee'));
    // Meaning less alike (cos 0.6), they stay two.
    const far = clusterIncrementally(window(60, 50), new Map(), slugs()).assignments;
    expect(far.get('dam')).not.toBe(far.get('flee'));
  });

  it('clusters a headline the encoder did not read (another language) by its words alone', () => {
    expect(together([...background, read(proud, 0), crown], 'proud', 'crown')).toBe(true);
  });

  it('reads a summary only where the encoder has not read the headline: its words stand in for the meaning', () => {
    const grief = {
      ...item('grief', 'A town in grief', 'BBC', '2021-10-17T09:00:00Z'),
      summary: 'Sir David Amess was stabbed at his constituency surgery in Leigh-on-Sea.',
    };
    const tributes = {
      ...item('tributes', 'Tributes paid in seaside town', 'Daily Mail', '2021-10-17T10:00:00Z'),
      summary: 'David Amess, MP for Southend West, died after a stabbing in Leigh-on-Sea.',
    };
    const window = [...background, ...townNews];
    expect(together([...window, grief, tributes], 'grief', 'tributes')).toBe(true);
    // Read by the encoder, the two headlines are what they say: their summaries do not tie them.
    expect(together([...window, read(grief, 0), read(tributes, 10)], 'grief', 'tributes')).toBe(false);
  });

  it('reads an institution named in full and by its initials as one ("European Central Bank", "ECB")', () => {
    const window = [
      ...background,
      ...townNews,
      read(item('ecb', 'ECB raises rates by record 75 basis points', 'Reuters', '2022-09-08T12:15:00Z'), 0),
      read(
        item(
          'full',
          'European Central Bank hikes interest rates by historic three quarters of a point',
          'BBC',
          '2022-09-08T12:40:00Z',
        ),
        10,
      ),
    ];
    const { assignments } = clusterIncrementally(window, new Map(), slugs());
    expect(assignments.get('full')).toBe(assignments.get('ecb'));
  });
});

/** Each pair of forms has one stem. */
const expectSameStems = (pairs: Array<[string, string]>) => {
  for (const [one, other] of pairs) expect([one, lightStem(one)]).toEqual([one, lightStem(other)]);
};

describe('titleFeatures', () => {
  it("drops a Dutch headline's pronouns and function words, which say nothing of one event, and keeps its counts", () => {
    const family = titleFeatures("Familie Peter R. de Vries: 'Hij vecht voor zijn leven'", 'nl');
    expect(family.stems).not.toContain('hij');
    expect(titleFeatures('Kabinet zonder oppositie: wij kunnen niets, zei hun fractie', 'nl').stems).toEqual([
      'kabinet',
      'oppositie',
      'fractie',
    ]);
    // Numbers count still; and "mensen" is no count's thing, what they are is ("12 mensen gewond": injured).
    expect(titleFeatures('5 doden bij brand in Rotterdam', 'nl').counts).toEqual([{ value: '5', of: ['dod'] }]);
    expect(titleFeatures('12 mensen gewond bij brand', 'nl').counts).toEqual([{ value: '12', of: ['injur'] }]);
    // Not a name: "Ons Jabeur", "Hun Sen"; nor "af" of a verb, which tells resigning from taking office.
    expect(titleFeatures('Tennisster Ons Jabeur verliest finale', 'nl').nameBigrams).toContain('ons jabeur');
    expect(titleFeatures('Kabinet treedt af', 'nl').stems).toContain('af');
    // An English headline keeps "hun" (a Hun) and the like: only a Dutch text is read so.
    expect(titleFeatures('Attila the Hun exhibition opens', 'en').stems).toContain('hun');
  });

  it('drops stop words, stems plurals and verb forms, and marks names inside the sentence', () => {
    const features = titleFeatures('Sir David Amess: Boris Johnson leads tributes to much-loved MP');
    expect(features.stems).toEqual([
      'david',
      'amess',
      'boris',
      'johnson',
      'lead',
      'tribut',
      'much',
      'lov',
      '~lawmaker',
    ]);
    expect(features.names.has('johnson')).toBe(true);
    expect(features.names.has('david')).toBe(true);
    expect(features.names.has('lead')).toBe(false);
    expect(features.bigrams).toContain('david amess');
    // Newsroom labels say how a piece is filed, not what happened.
    expect(titleFeatures('EXCLUSIVE: Pictured: the gallery of the breaking factbox blog').stems).toEqual([]);
  });

  it('reads no names from a headline in capitals and drops the lone s of GMA possessives', () => {
    expect(titleFeatures('DAN HODGES: THE HATRED MUST END').names.size).toBe(0);
    expect(titleFeatures('Spain s La Palma volcano').stems).toEqual(['spain', 'la', 'palma', '~volcano']);
  });

  it('reads the words headline writers use in turn for one thing as one term', () => {
    const uk = titleFeatures('UK MP stabbed to death in church terrorist attack');
    const wsj = titleFeatures("British Lawmaker's Stabbing Highlights Terrorism Challenge in U.K.");
    const shared = uk.stems.filter((stem) => wsj.stems.includes(stem));
    expect(shared).toEqual(['~uk', '~lawmaker', '~stab', '~terror']);
    expect(titleFeatures('Covid-19: MPs and GPs').stems).toEqual(['~covid', '~lawmaker', 'gp']);
    // The pronoun is not the country.
    expect(titleFeatures('Tell us what you think of the US plan').stems).toEqual(['tell', 'think', '~us', 'plan']);
    // Other days' news: a volcano, an evacuation, a bombing, a resignation, in English and Dutch.
    const palma = titleFeatures('Volcano on La Palma: thousands evacuated');
    const nos = titleFeatures('Vulkaan op La Palma: duizenden geëvacueerd', 'nl');
    expect(palma.stems.filter((stem) => nos.stems.includes(stem))).toEqual(['~volcano', 'la', 'palma', '~evacuate']);
    expect(titleFeatures('Kandahar mosque bombing').stems).toEqual(titleFeatures('Kandahar mosque blast').stems);
    // An institution's full name is its short one.
    expect(titleFeatures('Federal Reserve will start tapering its bond-buying').stems).toContain('fed');
    expect(titleFeatures('Fed set to announce taper of bond purchases').stems).toContain('fed');
    expect(titleFeatures('United Nations envoy meets European Union leaders').stems).toEqual(
      titleFeatures('UN envoy meets EU leaders').stems,
    );
    expect(titleFeatures('Liverpool bomb suspect named').stems).toEqual(
      titleFeatures('Liverpool explosion suspect named').stems,
    );
    expect(titleFeatures('Honderden mensen demonstreren in Den Haag', 'nl').stems).toContain('~protest');
    expect(titleFeatures('Minister resigns').stems).toEqual(
      titleFeatures('Minister announces resignation').stems.filter((s) => s !== 'announc'),
    );
    expect(titleFeatures('Fate of unvaccinated city employees unclear').stems).toContain('~workers');
    expect(titleFeatures('Unvaccinated city workers face deadline').stems).toContain('~workers');
    // Who did it is of the family of what was done: the bomber of the bomb, the shooter of the
    // shooting ("bomber" is a plane too, measured so; "Shooters" is an Australian party).
    expect(titleFeatures('Taxi driver who locked Liverpool bomber in his cab speaks').stems).toContain('~explosion');
    expect(titleFeatures('Police name the Buffalo shooter').stems).toContain('~shooting');
    // A word that is a family's in one sense only is left alone: "quits" (calls it quits), "bombers"
    // (a team, a fleet of planes), "erupts" (violence), "Tornado" (a jet).
    for (const word of ['quits', 'bombers', 'erupts', 'tornado'])
      expect(titleFeatures(word).stems[0]).not.toMatch(/^~/);
  });

  it('marks word pairs written as a name, first in the sentence too, and none in a headline in capitals', () => {
    const drive = titleFeatures('Covid-19 vaccines: Super Saturday dose numbers rise');
    expect([...drive.nameBigrams]).toEqual(['super saturday']);
    expect(titleFeatures('FBI joins investigation of Orange County oil spill').nameBigrams).toEqual(
      new Set(['orang county']),
    );
    expect(titleFeatures('SUPER SATURDAY DOSES RISE').nameBigrams.size).toBe(0);
  });

  it('reads a dotted initialism as one word, as the plain one is written', () => {
    const dotted = titleFeatures('Birds harmed by O.C. oil spill take flight');
    expect(dotted.stems.slice(0, 3)).toEqual(['bird', 'harm', 'oc']);
    expect(dotted.bigrams).toContain('oc oil');
    expect(titleFeatures('The OC oil spill').stems).toEqual(['oc', 'oil', 'spill']);
    expect(titleFeatures('L.A. ports and D.C. talks').stems).toEqual(['la', 'port', 'dc', 'talk']);
  });

  it('meets the forms of one word', () => {
    expect(lightStem('charges')).toBe(lightStem('charged'));
    expect(lightStem('stabbing')).toBe(lightStem('stabbed'));
    expect(lightStem('ministries')).toBe('ministry');
    // A noun in -tion meets its verb; a short one is left alone ("station" is not "stated").
    expectSameStems([
      ['extradition', 'extradited'],
      ['elections', 'elected'],
      ['locations', 'located'],
      ['vaccination', 'vaccinate'],
      ['investigation', 'investigating'],
      ['sanctions', 'sanctioned'],
      ['questions', 'questioning'],
      // The plural of a noun in -ing meets its verb too.
      ['shootings', 'shooting'],
      ['stabbings', 'stabbed'],
    ]);
    expect(lightStem('station')).not.toBe(lightStem('stated'));
    expect(lightStem('nation')).toBe('nation');
    // Nor where the stem without -ion is another word's.
    for (const [noun, other] of [
      ['transition', 'transit'],
      ['opposition', 'opposite'],
      ['production', 'products'],
      ['question', 'quest'],
    ]) {
      expect(lightStem(noun as string)).not.toBe(lightStem(other as string));
    }
  });

  it('meets the British and American spellings of one word', () => {
    expectSameStems([
      ['hospitalised', 'hospitalized'],
      ['criticises', 'criticized'],
      ['organisation', 'organization'],
      ['analysed', 'analyzing'],
      ['labour', 'labor'],
      ['honoured', 'honored'],
      ['behaviour', 'behavior'],
      ['organisers', 'organizer'],
      ['centre', 'center'],
      ['theatres', 'theater'],
      ['cancelled', 'canceled'],
      ['travelling', 'traveling'],
      ['defence', 'defense'],
      ['fibres', 'fiber'],
      ['fibre', 'fibers'],
      ['metres', 'meter'],
      ['centred', 'center'],
      ['licences', 'license'],
      ['fuelled', 'fueled'],
      ['programme', 'programs'],
      ['paediatricians', 'pediatrician'],
      ['haemorrhage', 'hemorrhage'],
      ['anaesthetist', 'anesthetists'],
      ['leukaemia', 'leukemia'],
      ['foetus', 'fetus'],
      ['diarrhoea', 'diarrhea'],
    ]);
    expect(lightStem('aerial')).toBe(lightStem('aerials'));
    expect(lightStem('aerial')).not.toBe(lightStem('rial'));
    // Words that only look British keep their forms together and apart from others.
    expect(lightStem('spelled')).toBe(lightStem('spell'));
    expect(lightStem('hour')).toBe('hour');
    expect(lightStem('crisis')).toBe('crisis');
  });
});

describe('titleFeatures: calendar words, dates, counts', () => {
  it('keeps calendar words out of the words but in a name pair, and never pairs across punctuation', () => {
    const wrap = titleFeatures('Covid-19: What happened on Sunday, 17 October');
    expect(wrap.stems).toEqual(['~covid', 'happen']);
    expect(wrap.bigrams).toEqual([]);
    const drive = titleFeatures('Vaccination centres ready for Super Saturday Vaxathon');
    expect(drive.stems).not.toContain('saturday');
    expect(drive.bigrams).toContain('super saturday');
    expect(titleFeatures('Best of cartoons, October 18, 2021').bigrams).toEqual([]);
    expect(wrap.dates).toEqual(['sunday', '17', 'october']);
    // An abbreviated month's full stop does not part it from its day.
    expect(titleFeatures('Best of cartoons, Oct. 17, 2021')).toMatchObject({
      stems: ['best', 'cartoon', '2021'],
      counts: [],
    });
    expect(drive.dates).toEqual(['saturday']);
    // March beside a day is the month; a march is a march.
    expect(titleFeatures('Best of cartoons, March 25, 2021')).toMatchObject({
      stems: ['best', 'cartoon', '2021'],
      dates: ['march', '25'],
      counts: [],
    });
    expect(titleFeatures('Thousands march 25 miles to the capital').stems).toContain('march');
  });

  it('reads a count with what it counts, and Covid-19 as Covid', () => {
    expect(titleFeatures('Covid-19 update: 71 cases in the community').counts).toEqual([{ value: '71', of: ['case'] }]);
    expect(titleFeatures('Alisal fire grows to more than 15,000 acres').counts).toEqual([
      { value: '15000', of: ['acre'] },
    ]);
    // A year-like number is a count when a plural or "new" follows it, a year otherwise.
    expect(titleFeatures('Covid-19: Victoria 1993 new cases, 7 deaths').counts).toEqual([
      { value: '1993', of: ['case'] },
      { value: '7', of: ['death'] },
    ]);
    expect(titleFeatures('Covid-19: 1993 cases in Victoria').counts).toEqual([{ value: '1993', of: ['case'] }]);
    expect(titleFeatures('Officials knew of the danger when platforms were approved in 1970').counts).toEqual([]);
    expect(titleFeatures('The 2021 Ballon d’Or shortlist').counts).toEqual([]);
    // A number alone in brackets after a word is an age, counted of the word and what follows:
    // two women of 43 and 71 who died are two people and their fires two events; a man of 23
    // arrested and a man of 41 who died may be one stabbing's suspect and victim.
    expect(titleFeatures('Vrouw (43) overleden bij woningbrand in Almelo', 'nl').counts).toEqual([
      { value: '43', of: ['vrouw overled'] },
    ]);
    expect(titleFeatures('Woman (43) dies in house fire').counts).toEqual([{ value: '43', of: ['woman die'] }]);
    expect(titleFeatures('Man (23) aangehouden na steekpartij in Tilburg', 'nl').counts).toEqual([
      { value: '23', of: ['man ~arrest'] },
    ]);
    expect(titleFeatures('Man (41) overleden na steekpartij in Tilburg', 'nl').counts).toEqual([
      { value: '41', of: ['man overled'] },
    ]);
    // A magnitude and a count in brackets are no ages.
    expect(titleFeatures('Earthquake (6.1) hits northern Japan').counts).toEqual([{ value: '6.1', of: [] }]);
    expect(titleFeatures('Peiling: VVD (28 zetels) blijft de grootste', 'nl').counts).toEqual([
      { value: '28', of: ['zetel'] },
    ]);
    // "No new cases" counts none; "No 10" is Downing Street, not none of anything.
    expect(titleFeatures('Covid-19 updates: No new cases in Waikato').counts).toEqual([{ value: '0', of: ['case'] }]);
    expect(titleFeatures('No 10 says the plan stands').counts.map(({ value }) => value)).toEqual(['10']);
    // Zero and no count none only of a plural: "No one hurt" and "No deal" count nothing.
    expect(titleFeatures('Zero new deaths in Auckland').counts).toEqual([{ value: '0', of: ['death'] }]);
    expect(titleFeatures('No one hurt in Hamilton crash').counts).toEqual([]);
    expect(titleFeatures('No deal reached on budget').counts).toEqual([]);
    // A year in a headline in Title Case is a year; a family word counts as its plural.
    expect(titleFeatures('Tokyo 2020 Games Open Amid Covid Fears').counts).toEqual([]);
    expect(titleFeatures('2022 New Year Honours List Published').counts).toEqual([]);
    expect(titleFeatures('2021 New Zealand Results').counts).toEqual([]);
    // A year's number that "new" cases follow counts them, in Title Case and in capitals too.
    for (const title of ['Victoria Records 1993 New Cases', 'VICTORIA RECORDS 1993 NEW COVID-19 CASES'])
      expect(titleFeatures(title).counts).toEqual([{ value: '1993', of: ['case'] }]);
    expect(titleFeatures('Police say 1993 protesters were arrested').counts).toEqual([
      { value: '1993', of: ['~protest'] },
    ]);
    // What a number counts is the first plural after it: people are not doses.
    expect(titleFeatures('More than 9700 people vaccinated on Super Saturday').counts).toEqual([
      { value: '9700', of: ['peopl'] },
    ]);
    expect(titleFeatures('Ardern aiming for 100,000 Covid-19 vaccine doses on Super Saturday').counts).toEqual([
      { value: '100000', of: ['dose'] },
    ]);
    // A number counts within its phrase: "78, injures thousands" counts no injuries.
    expect(titleFeatures('Massive explosion in Beirut kills at least 78, injures thousands').counts).toEqual([
      { value: '78', of: [] },
    ]);
    // A singular in -us, -ss or -is is no plural, though its family's word differs from it
    // ("coronavirus" is "~covid"): the count is of what follows it.
    expect(
      titleFeatures("Victoria records 725 new coronavirus cases, 15 deaths in state's deadliest day").counts,
    ).toEqual([
      { value: '725', of: ['case'] },
      { value: '15', of: ['death'] },
    ]);
    expect(titleFeatures('Singapore reports 300 new coronavirus infections').counts).toEqual([
      { value: '300', of: ['case'] },
    ]);
    // A time of day is no count: "om 21.00 uur" and "om 19.00 uur" are no two numbers of one thing.
    expect(titleFeatures('Avondklok gaat zaterdag om 21.00 uur in', 'nl').counts).toEqual([]);
    // A number with decimals is one number: $4.68 and $5.68 a gallon are two prices, not both 68.
    expect(titleFeatures('California gas prices hit record high of $4.68 a gallon').counts).toEqual([
      { value: '4.68', of: ['gallon'] },
    ]);
    expect(titleFeatures('Covid infections rise to 2.3 million in UK').counts).toEqual([
      { value: '2.3', of: ['million'] },
    ]);
    // New infections are new cases.
    expect(titleFeatures('Philippines logs 2,721 new COVID-19 infections').counts).toEqual([
      { value: '2721', of: ['case'] },
    ]);
    expect(
      titleFeatures('Singapore reports 11 new imported Covid-19 cases, no community infections').counts,
    ).toContainEqual({ value: '0', of: ['case'] });
    // A number written as a word counts a plural: "Three new cases" are not "Two new cases".
    expect(titleFeatures('Covid 19 coronavirus: Three new cases in managed isolation').counts).toEqual([
      { value: '3', of: ['case'] },
    ]);
    expect(titleFeatures('Two killed in motorway crash').counts).toEqual([]);
    // An ordinal counts what follows it, as its number: the 11th straight day is not the 10th.
    expect(titleFeatures('Gas prices fall for 11th straight day').counts).toEqual([{ value: '11', of: ['straight'] }]);
    expect(titleFeatures('Southern California gas prices fall for 10th straight day').counts).toEqual([
      { value: '10', of: ['straight'] },
    ]);
    expect(titleFeatures('Russia: COVID-19 deaths hit record').stems).toEqual([
      'russia',
      '~covid',
      'death',
      'hit',
      'record',
    ]);
  });
});

describe('clusterIncrementally: stories, not themes', () => {
  it('links counts of different things (acres, a freeway number) but not two counts of cases', () => {
    const items = [
      ...background,
      item('f1', 'Alisal fire near 101 Freeway grows', 'LA Times', '2021-10-13T02:00:00Z'),
      item('f2', 'Alisal fire grows to more than 15,000 acres', 'LA Times', '2021-10-14T02:00:00Z'),
      item('c1', 'Covid-19 update: 65 new community cases in NZ today', 'RNZ', '2021-10-15T02:00:00Z'),
      item('c2', 'Covid-19 update: 71 cases in the NZ community today', 'RNZ', '2021-10-17T02:00:00Z'),
    ];
    const { assignments } = clusterIncrementally(items, new Map(), slugs());
    expect(assignments.get('f1')).toBe(assignments.get('f2'));
    expect(assignments.get('c1')).not.toBe(assignments.get('c2'));
  });

  it("keeps a disaster's rising toll one story: a count's phrase ends at a comma", () => {
    const items = [
      ...background,
      ...townNews,
      item('blast', 'Massive explosion in Beirut kills at least 78, injures thousands', 'CNN', '2020-08-04T20:00:00Z'),
      item('rocks', 'Huge explosion rocks Beirut, dozens killed and thousands injured', 'BBC', '2020-08-04T18:00:00Z'),
      item(
        'toll',
        'Massive explosion in Beirut: death toll rises to 100 with 4,000 injured',
        'Daily Mail',
        '2020-08-05T06:00:00Z',
      ),
    ];
    const { assignments } = clusterIncrementally(items, new Map(), slugs());
    expect(assignments.get('blast')).toBe(assignments.get('rocks'));
    expect(assignments.get('toll')).toBe(assignments.get('rocks'));
  });

  it("files a day's wrap with the latest count of cases on its topic before it", () => {
    const window = [
      ...background,
      ...townNews,
      item('victoria', 'Covid-19: Victoria 1993 new cases, 7 deaths', 'RNZ', '2021-10-16T02:02:00Z'),
      item('count', 'Covid-19 update: 51 new community cases in NZ today', 'RNZ', '2021-10-17T00:25:00Z'),
      item('count2', '51 new community cases, including 4 in Waikato', 'NZ Herald', '2021-10-17T00:40:00Z'),
      item('wrap', 'Covid-19: What happened on Sunday, 17 October', 'RNZ', '2021-10-17T05:30:00Z'),
      item(
        'outbreak',
        'Covid-19 outbreak report: What happened on Sunday, October 17',
        'Stuff',
        '2021-10-17T04:21:00Z',
      ),
      item('lifeboat', "What happened to the Titanic's lost lifeboat?", 'BBC', '2021-10-17T05:00:00Z'),
    ];
    const { assignments } = clusterIncrementally(window, new Map(), slugs());
    expect(assignments.get('wrap')).toBe(assignments.get('count'));
    expect(assignments.get('outbreak')).toBe(assignments.get('count'));
    expect(assignments.get('victoria')).not.toBe(assignments.get('count'));
    expect(assignments.get('lifeboat')).not.toBe(assignments.get('count'));
    // With no count in the day before it, a wrap stays alone.
    const late = clusterIncrementally(
      republished(window, 'wrap', '2021-10-19T05:30:00Z'),
      new Map(),
      slugs(),
    ).assignments;
    expect(late.get('wrap')).not.toBe(late.get('count'));
  });

  it('reads a word written with a hyphen and without as one ("shut-offs", "shutoffs")', () => {
    const window = [
      ...background,
      ...townNews,
      item('joined', 'Utility warns of power shutoffs for thousands', 'LA Times', '2021-10-17T08:00:00Z'),
      item('hyphen', 'Power shut-offs loom for thousands of Californians', 'LA Times', '2021-10-17T09:00:00Z'),
    ];
    const { assignments } = clusterIncrementally(window, new Map(), slugs());
    expect(assignments.get('hyphen')).toBe(assignments.get('joined'));
  });

  it('files two headlines that count one thing with the same number within a day as one update', () => {
    const window = [
      ...background,
      ...townNews,
      item('ph', 'PH logs 5,867 new COVID-19 cases; active cases at 79,840', 'GMA News', '2021-03-23T08:00:00Z'),
      item('doh', 'DOH: 5,867 new COVID-19 infections as NCR Plus bubble enforced', 'Inquirer', '2021-03-23T09:30:00Z'),
      item('other', 'PH logs 6,666 new COVID-19 cases as hospitals fill', 'GMA News', '2021-03-24T08:00:00Z'),
    ];
    const { assignments } = clusterIncrementally(window, new Map(), slugs());
    expect(assignments.get('doh')).toBe(assignments.get('ph'));
    // Another number is another update; the same number two days on is another day's.
    expect(assignments.get('other')).not.toBe(assignments.get('ph'));
    const later = clusterIncrementally(
      republished(window, 'doh', '2021-03-25T09:30:00Z'),
      new Map(),
      slugs(),
    ).assignments;
    expect(later.get('doh')).not.toBe(later.get('ph'));
  });

  it('keeps apart two updates counted by ordinals: the 10th and the 11th straight day', () => {
    const items = [
      ...background,
      ...townNews,
      item('us', 'Gas prices fall for 11th straight day but remain near record highs', 'CNN', '2022-06-24T14:00:00Z'),
      item('ca', 'Southern California gas prices fall for 10th straight day', 'LA Times', '2022-06-24T16:00:00Z'),
      item('us2', 'Gas prices fall for 11th straight day as demand cools', 'Fox News', '2022-06-24T18:00:00Z'),
    ];
    const { assignments } = clusterIncrementally(items, new Map(), slugs());
    expect(assignments.get('ca')).not.toBe(assignments.get('us'));
    expect(assignments.get('us2')).toBe(assignments.get('us'));
  });

  it('never lets a count join a story that counts the same thing with another number, through a headline without one', () => {
    const items = [
      ...background,
      ...townNews,
      item(
        'monday',
        'Victoria records 1069 new Covid-19 cases as hospital admissions climb',
        'SMH',
        '2021-11-02T04:00:00Z',
      ),
      item(
        'fall',
        'Victoria Covid-19 hospital admissions climb as state nears reopening',
        'ABC',
        '2021-11-03T03:30:00Z',
      ),
      item(
        'tuesday',
        'Victoria records 941 new Covid-19 cases as hospital admissions climb',
        'SMH',
        '2021-11-03T04:00:00Z',
      ),
    ];
    const { assignments } = clusterIncrementally(items, new Map(), slugs());
    expect(assignments.get('fall')).toBe(assignments.get('monday'));
    expect(assignments.get('tuesday')).not.toBe(assignments.get('monday'));
  });

  it('never links two headlines that share only places: a place says where, not what', () => {
    const atlas = new PlaceNames(['Los Angeles', 'Orange']);
    const placed = (id: string, title: string, published: string) => ({
      ...item(id, title, 'LA Times', published),
      places: atlas.find(title),
    });
    const items = [
      ...background,
      placed('fire', 'Three die in South Los Angeles house fire', '2021-10-15T10:00:00Z'),
      placed('mosquito', 'Invasive mosquito expands reach in Los Angeles, Orange Counties', '2021-10-15T12:00:00Z'),
      placed('fire-2', 'Los Angeles house fire: neighbours tried to save three', '2021-10-15T14:00:00Z'),
    ];
    const { assignments } = clusterIncrementally(items, new Map(), slugs());
    expect(assignments.get('mosquito')).not.toBe(assignments.get('fire'));
    expect(assignments.get('fire-2')).toBe(assignments.get('fire'));
    // The same headlines with no places given: "Los Angeles" alone links the fire and the mosquito.
    const unplaced = clusterIncrementally(
      items.map(({ places: _places, ...rest }) => rest),
      new Map(),
      slugs(),
    ).assignments;
    expect(unplaced.get('mosquito')).toBe(unplaced.get('fire'));
  });

  it('reads a place named by either headline as a place: first in the sentence, a country is still one', () => {
    const atlas = new PlaceNames([], ['China', 'Russia']);
    const placed = (id: string, title: string, outlet: string, published: string) => ({
      ...item(id, title, outlet, published),
      places: atlas.find(title),
    });
    const deal = placed('deal', 'China and Russia sign gas deal', 'BBC', '2021-10-15T10:00:00Z');
    const floods = placed('floods', 'Floods hit towns on the China and Russia border', 'CNN', '2021-10-15T12:00:00Z');
    expect(deal.places).toEqual(['China', 'Russia']);
    const { assignments } = clusterIncrementally([...background, deal, floods], new Map(), slugs());
    expect(assignments.get('floods')).not.toBe(assignments.get('deal'));
  });

  it("keeps one outlet's recurring feature apart from its other days: the same words but the date", () => {
    const items = [
      ...background,
      item('c17', 'Best of cartoons, October 17, 2021', 'SMH', '2021-10-16T20:00:00Z'),
      item('c18', 'Best of cartoons, October 18, 2021', 'SMH', '2021-10-17T20:00:00Z'),
      item('c18-again', 'Best of cartoons, October 18, 2021', 'SMH', '2021-10-17T21:00:00Z'),
    ];
    const { assignments } = clusterIncrementally(items, new Map(), slugs());
    expect(assignments.get('c18')).not.toBe(assignments.get('c17'));
    // The same day's twice is one (a feed that filed it again).
    expect(assignments.get('c18-again')).toBe(assignments.get('c18'));
  });

  it('lets a story keep its words as it grows, so a later headline joins it through them', () => {
    const items = [
      ...background,
      item('r1', 'Mark Ridley-Thomas indicted on bribery charges', 'LA Times', '2021-10-13T20:00:00Z'),
      item('r2', 'Ridley-Thomas says he will fight bribery charges', 'LA Times', '2021-10-14T20:00:00Z'),
      item('r3', 'Supervisors may order audit of Ridley-Thomas bribery charges', 'LA Times', '2021-10-15T20:00:00Z'),
      item(
        'r4',
        'After 30 years in the spotlight, Ridley-Thomas is suddenly under a cloud',
        'LA Times',
        '2021-10-16T20:00:00Z',
      ),
      item('o1', 'Charges dropped against climate protester', 'BBC', '2021-10-16T21:00:00Z'),
    ];
    const { assignments } = clusterIncrementally(items, new Map(), slugs());
    const story = assignments.get('r1');
    expect(['r2', 'r3', 'r4'].map((id) => assignments.get(id))).toEqual([story, story, story]);
    expect(assignments.get('o1')).not.toBe(story);
  });
});

describe("an outlet's batch", () => {
  const strike = (id: string, title: string, published: string) => item(id, title, 'Gazette', published);
  const pair = (published: string) => [
    strike('a', 'Harbour ferry strike ends after unions accept pay deal', '2021-10-17T12:00:00Z'),
    strike('b', 'Harbour ferry strike ends: unions accept the pay deal', published),
  ];
  /** Three more of the outlet's pieces, each at a time of its own. */
  const rest = ['Museum reopens', 'Council meets', 'Market closes'].map((title, i) =>
    strike(`r${i}`, title, `2021-10-17T0${i + 1}:00:00Z`),
  );
  const together = (items: ClusterItem[]) => {
    const { assignments } = clusterIncrementally([...background, ...townNews, ...items], new Map(), slugs());
    return assignments.get('a') === assignments.get('b');
  };

  it('keeps apart two pieces one outlet put out at the very same second, as scheduled pieces are', () => {
    expect(together([...pair('2021-10-17T12:00:00Z'), ...rest])).toBe(false);
    expect(explainLinks([...background, ...townNews, ...pair('2021-10-17T12:00:00Z'), ...rest], [['a', 'b']])).toEqual([
      expect.objectContaining({ link: 0, refused: 'one batch' }),
    ]);
    // A minute apart, or from two outlets, they are two reports of one event.
    expect(together([...pair('2021-10-17T12:01:00Z'), ...rest])).toBe(true);
    const other = pair('2021-10-17T12:00:00Z').map((entry, i) => (i === 1 ? { ...entry, outlet: 'Herald' } : entry));
    expect(together([...other, ...rest])).toBe(true);
  });

  it("reads nothing in a stamp most of an outlet's items share: a feed that dates every item alike", () => {
    expect(together(pair('2021-10-17T12:00:00Z'))).toBe(true);
  });
});

describe('explainLinks', () => {
  const window = [
    ...background,
    ...townNews,
    item('bbc', 'Biden signs $1tn infrastructure bill into law', 'BBC'),
    item('cnn', 'Biden signs $1.2 trillion bipartisan infrastructure bill into law', 'CNN', '2021-10-17T10:10:00Z'),
    { ...item('fire', 'Los Angeles fire destroys homes', 'LA Times'), places: ['Los Angeles'] },
    { ...item('bugs', 'Los Angeles mosquito season starts early', 'LA Times'), places: ['Los Angeles'] },
    item('d1', 'Covid-19 update: 65 new community cases in NZ today', 'RNZ', '2021-10-15T02:00:00Z'),
    item('d2', 'Covid-19 update: 71 new community cases in NZ today', 'RNZ', '2021-10-17T02:00:00Z'),
    item('later', 'Biden signs $1tn infrastructure bill into law', 'AP', '2021-10-23T10:00:00Z'),
  ];

  it('gives the link between two reports of one event and the terms they share, heaviest first', () => {
    const [explained] = explainLinks(window, [['bbc', 'cnn']]);
    expect(explained).toMatchObject({ a: 'bbc', b: 'cnn', refused: null, meaning: null });
    expect(explained?.link).toBeGreaterThan(0);
    const terms = explained?.shared.map(({ term }) => term) ?? [];
    expect(terms).toContain('biden');
    expect(terms.some((term) => term.startsWith('infrastructur'))).toBe(true);
    const heaviest = explained?.shared.map(({ weights }) => Math.max(...weights)) ?? [];
    expect(heaviest).toEqual([...heaviest].sort((x, y) => y - x));
  });

  it('says why two headlines are not linked: only places, another count, too far apart, nothing shared', () => {
    const explained = explainLinks(window, [
      ['fire', 'bugs'],
      ['d1', 'd2'],
      ['bbc', 'later'],
      ['bbc', 'fire'],
    ]);
    expect(explained.map(({ link, refused }) => [link, refused])).toEqual([
      [0, 'places only'],
      [0, 'different counts'],
      [0, 'too far apart'],
      [0, 'too few shared words'],
    ]);
    expect(explained[0]?.shared.map(({ term }) => term)).toContain('los angel');
    expect(explained[3]?.shared).toEqual([]);
  });

  it('reads the window as clustering does: the linked pair is one story, the refused ones are not', () => {
    const { assignments } = clusterIncrementally(window, new Map(), slugs());
    const together = (a: string, b: string) => assignments.get(a) === assignments.get(b);
    expect([together('bbc', 'cnn'), together('fire', 'bugs'), together('d1', 'd2'), together('bbc', 'later')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('names an id the window does not hold', () => {
    expect(() => explainLinks(window, [['bbc', 'nope']])).toThrow('no item has the id "nope"');
  });
});

describe('slugs', () => {
  it('makes a readable id of at most eight words and 64 characters, unique with a suffix', () => {
    expect(slugify('Macron condemns ‘unforgivable’ 1961 massacre of Algerians in Paris')).toBe(
      'macron-condemns-unforgivable-1961-massacre-of-algerians-in',
    );
    const taken = new Set<string>();
    expect(uniqueSlug('Fire at the mall', taken)).toBe('fire-at-the-mall');
    expect(uniqueSlug('Fire at the mall!', taken)).toBe('fire-at-the-mall-2');
    expect(uniqueSlug('Fallback plan agreed', new Set())).toBe('story-fallback-plan-agreed');
    expect(uniqueSlug('¿?', new Set())).toBe('story');
  });

  it("gives an event told apart from the story it was merged into its own id back, and no other's", () => {
    // "fire-at-the-mall-2" was merged into "mall-closed"; "fire-at-the-mall" is a story of its own.
    const taken = () => new Set(['fire-at-the-mall', 'fire-at-the-mall-2', 'mall-closed']);
    const aliases = () => new Map([['fire-at-the-mall-2', 'mall-closed']]);
    const back = aliases();
    expect(storyIdFor('Fire at the mall!', 'mall-closed', taken(), back)).toBe('fire-at-the-mall-2');
    expect(back.size).toBe(0);
    // Not from another story, nor for an article that was in none, nor twice.
    expect(storyIdFor('Fire at the mall!', 'other-story', taken(), aliases())).toBe('fire-at-the-mall-3');
    expect(storyIdFor('Fire at the mall!', undefined, taken(), aliases())).toBe('fire-at-the-mall-3');
    const once = aliases();
    const ids = taken();
    expect(storyIdFor('Fire at the mall!', 'mall-closed', ids, once)).toBe('fire-at-the-mall-2');
    expect(storyIdFor('Fire at the mall!', 'mall-closed', ids, once)).toBe('fire-at-the-mall-3');
  });
});
