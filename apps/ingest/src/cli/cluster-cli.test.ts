/**
 * `npm run cluster -- FILE.tsv`: the command prints `id<TAB>story` for every item, clustered by the
 * pipeline's clusterer with the sentence encoder; a language column keeps the encoder to English.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { explainLinks } from '@tidings/core/ingest/cluster';
import { titleFeatures } from '@tidings/core/ingest/text-features';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SentenceEncoder, universalSentenceEncoder } from '../meaning/sentence-encoder.ts';
import { startTranslateServer } from '../test/translate-server.ts';
import { clusterTsv, readItemsTsv } from './cluster-cli.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('./cluster-cli.ts', import.meta.url));

const rows = [
  ['id', 'outlet', 'published', 'title', 'language'],
  ['bbc-13', 'bbc', '2021-10-17T08:00:00Z', "Venezuelan President Maduro's close aide extradited to US", 'en'],
  ['wsj-1', 'wsj', '2021-10-17T09:00:00Z', "Deal Maker for Venezuela's Maduro Regime Extradited to U.S.", 'en'],
  ['bg-1', 'bbc', '2021-10-17T04:00:00Z', 'Stocks slide as investors weigh inflation data', 'en'],
  ['bg-2', 'cnn', '2021-10-17T04:10:00Z', 'Storm brings heavy rain to the north', 'en'],
  ['bg-3', 'cnn', '2021-10-17T04:20:00Z', 'Museum reopens after renovation', 'en'],
  ['bg-4', 'wsj', '2021-10-17T04:30:00Z', 'Team wins the cup final on penalties', 'en'],
  ['bg-5', 'bbc', '2021-10-17T04:40:00Z', 'New species of frog found in rainforest', 'en'],
  // Maduro in a third headline, days before: a name of the week, not one only the two reports write
  // (two outlets naming within hours someone and another word no other headline writes are linked
  // by words alone too).
  ['bg-6', 'cnn', '2021-10-12T04:50:00Z', 'Maduro hosts Iranian president in Caracas', 'en'],
  ['nos-1', 'nos', '2021-10-17T05:00:00Z', 'Kabinet presenteert plannen voor nieuwe woningen in Utrecht', 'nl'],
];
const tsv = `${rows.map((row) => row.join('\t')).join('\n')}\n`;

let dir: string;
let file: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tidings-cluster-cli-'));
  file = path.join(dir, 'items.tsv');
  await writeFile(file, tsv);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const storyOf = (printed: string) =>
  new Map(
    printed
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t') as [string, string]),
  );

describe('npm run cluster', () => {
  it('prints a header and every item with its story: two reports of one extradition together, the rest apart', async () => {
    const { stdout } = await run(process.execPath, [CLI, file, '--titles-only']);
    expect(stdout.split('\n')[0]).toBe('id\tstory');
    const stories = storyOf(stdout);
    expect([...stories.keys()]).toEqual(rows.slice(1).map((row) => row[0]));
    expect(stories.get('bbc-13')).toBe(stories.get('wsj-1'));
    expect(stories.get('bbc-13')).toMatch(/^[a-z0-9-]+$/);
    expect(new Set(stories.values()).size).toBe(rows.length - 2);
  }, 60_000);

  it('with --words-only leaves the encoder out: the two reports share too few words to be one story', async () => {
    const { stdout } = await run(process.execPath, [CLI, file, '--titles-only', '--words-only']);
    const stories = storyOf(stdout);
    expect(stories.get('bbc-13')).not.toBe(stories.get('wsj-1'));
  }, 60_000);

  it('asks the encoder to read English headlines only when the file names languages', async () => {
    const asked: string[] = [];
    const bundled = universalSentenceEncoder();
    const encoder: SentenceEncoder = {
      encode: (texts) => {
        asked.push(...texts);
        return bundled.encode(texts);
      },
    };
    await clusterTsv(tsv, { titlesOnly: true, encoder });
    expect(asked).toHaveLength(rows.length - 2);
    expect(asked).not.toContain(rows.at(-1)?.[3]);
  });

  it('without a language column, keeps the encoder to headlines that read as English', async () => {
    const asked: string[] = [];
    const encoder: SentenceEncoder = {
      encode: async (texts) => {
        asked.push(...texts);
        return texts.map(() => null);
      },
    };
    const untagged = rows.map((row) => row.slice(0, 4).join('\t')).join('\n');
    const printed = await clusterTsv(untagged, { titlesOnly: true, encoder });
    expect(printed).toHaveLength(rows.length - 1);
    expect(asked).toEqual(rows.slice(1, -1).map((row) => row[3]));
  });

  it('without a language column, reads a headline as Dutch by its own function words, so it is stemmed as Dutch', () => {
    const read = readItemsTsv(
      [
        'id\ttitle',
        'nos\tKabinet presenteert plannen voor nieuwe woningen in Utrecht',
        'nu\tBoer met trekker blokkeert snelweg bij protest tegen het stikstofplan',
        'bbc\tVan Gogh painting sold for record sum',
        'latimes\tFOTOS | Atasco en los puertos de Los Ángeles: docenas de barcos están inactivos',
        'cnn\tTour de France: Pogacar wins the stage',
        'bbc\tPolice van met with stones in Belfast',
        'afp\tMacron met fin au débat, dit le ministre',
      ].join('\n'),
    );
    expect(read.map((item) => item.language)).toEqual(['nl', 'nl', '', '', '', '', '']);
    // A language column is the file's word: "en" stays English.
    const [told] = readItemsTsv('id\ttitle\tlanguage\nx\tKabinet presenteert plannen voor nieuwe woningen\ten');
    expect(told?.language).toBe('en');
  });

  it('gives the clusterer the places each headline names, from the bundled atlas, as the pipeline does', () => {
    const placed = readItemsTsv(
      [
        'id\ttitle',
        'a\tThree die, two are critically injured in South Los Angeles fire',
        'b\tCleansed of oil, birds harmed by O.C. spill take flight in Huntington Beach',
        "c\tEnvoy of China meets Taiwan's opposition in Singapore",
        'd\tBest of cartoons, October 17, 2021',
      ].join('\n'),
    );
    expect(placed.map((item) => item.places)).toEqual([
      ['South Los Angeles'],
      ['Huntington Beach'],
      ['China', 'Taiwan', 'Singapore'],
      [],
    ]);
  });

  it('reads a people as a place: two outlets naming the same two peoples within the hour report two events, not one', async () => {
    const war = (language: string, lines: string[]) =>
      ['id\toutlet\tpublished\ttitle\tlanguage', ...lines.map((line) => `${line}\t${language}`)].join('\n');
    const dutch = war('nl', [
      'drones\tNOS\t2023-11-23T06:00:00Z\tRussische drones treffen Oekraïense energiecentrales',
      'dorp\tNU.nl\t2023-11-23T07:00:00Z\tOekraïense soldaten heroveren dorp op Russische troepen',
      'odesa\tNOS\t2023-11-23T08:00:00Z\tRussische raketaanval op Odesa, vijf doden',
      'odesa-2\tAD\t2023-11-23T08:30:00Z\tVijf doden bij Russische raketaanval op Odesa',
      'ruil\tRTL\t2023-11-23T09:00:00Z\tRussen en Oekraïners ruilen honderden gevangenen',
      'front\tNOS\t2023-11-23T09:30:00Z\tOekraïners heroveren dorp op de Russen',
    ]);
    expect(readItemsTsv(dutch)[0]?.places).toEqual(['russische', 'oekraïense']);
    const stories = new Map(await clusterTsv(dutch, { titlesOnly: true, wordsOnly: true }));
    expect(stories.get('dorp')).not.toBe(stories.get('drones'));
    expect(stories.get('odesa-2')).toBe(stories.get('odesa'));
    // The people by its plural too.
    expect(stories.get('front')).not.toBe(stories.get('ruil'));
    const english = war('en', [
      'drones\tBBC\t2023-11-23T06:00:00Z\tRussian drones hit Ukrainian power plants',
      'village\tCNN\t2023-11-23T07:00:00Z\tUkrainian soldiers retake village from Russian troops',
    ]);
    const told = new Map(await clusterTsv(english, { titlesOnly: true, wordsOnly: true }));
    expect(told.get('village')).not.toBe(told.get('drones'));
  });

  it("reads a Dutch town's adjective as the town: two outlets' reports of one outbreak there meet", async () => {
    // Day G of the Dutch check days (176 headlines, see its README): AD's "Enschedese
    // discotheek" and NU.nl's "feest in Enschede" share a count and now the town.
    const day = await readFile(
      fileURLToPath(new URL('../../test-fixtures/clustering-check-nl3/items.tsv', import.meta.url)),
      'utf8',
    );
    const items = readItemsTsv(day);
    expect(items.find((item) => item.id === 'g63')?.places).toEqual(['Enschede']);
    const stories = new Map(await clusterTsv(day, { titlesOnly: true, wordsOnly: true }));
    expect(stories.get('g26')).toBe(stories.get('g63'));
  });

  it('reads a place by one name in every language: a Dutch report from Den Haag meets an English one from The Hague', async () => {
    // The probe (see its README): NU.nl's and NOS's reports of the protest in Den Haag, and Google
    // News' "Dutch police use water cannon on protesters in The Hague" two hours later.
    const day = await readFile(
      fileURLToPath(new URL('../../test-fixtures/clustering-probe/items.tsv', import.meta.url)),
      'utf8',
    );
    const items = readItemsTsv(day);
    expect(items.find((item) => item.id === 'r4')?.renamedPlaces).toEqual({ 'den haag': 'The Hague' });
    const stories = new Map(await clusterTsv(day, { titlesOnly: true, wordsOnly: true }));
    expect(stories.get('r5')).toBe(stories.get('r4'));
    expect(stories.get('r18')).toBe(stories.get('r4'));
  });

  it('reads a place by its one name however a headline writes it: with accents, among other names, beside a longer name', () => {
    /** The terms two headlines share as the clusterer reads them, each in its own language. */
    const shared = (a: string, b: string, languages = ['nl', 'nl']) => {
      const items = readItemsTsv(
        [
          'id\toutlet\tpublished\ttitle\tlanguage',
          `a\tNOS\t2021-11-13T08:00:00Z\t${a}\t${languages[0]}`,
          `b\tNU.nl\t2021-11-13T09:00:00Z\t${b}\t${languages[1]}`,
        ].join('\n'),
      );
      return explainLinks(items, [['a', 'b']])[0]?.shared.map((entry) => entry.term);
    };
    const stemsOf = (place: string) => titleFeatures(place, 'en', [place]).stems;
    // Written with accents, or a curly apostrophe.
    expect(shared('België sluit grenzen voor toeristen', 'Belgium closes borders to tourists', ['nl', 'en'])).toEqual(
      expect.arrayContaining(stemsOf('Belgium')),
    );
    expect(shared('Politie München zoekt dader', 'Münchense politie zoekt dader')).toEqual(
      expect.arrayContaining(stemsOf('Munich')),
    );
    expect(
      shared('Migrant workers in S’pore get booster shots', 'Singapore migrant workers get boosters', ['en', 'en']),
    ).toEqual(expect.arrayContaining(stemsOf('Singapore')));
    // Whatever else the headline names: a town in a list of names is still the town.
    expect(shared('Rutte, Kaag en Den Haag: kabinet valt', 'Kabinet valt in Den Haag')).toEqual(
      expect.arrayContaining(stemsOf('The Hague')),
    );
    // The name inside what the headline writes with it ("Central Kiev"), and in Title Case.
    expect(
      shared('Explosions Rock Central Kiev as Drones Strike', 'Drones strike central Kyiv overnight', ['en', 'en']),
    ).toEqual(expect.arrayContaining(stemsOf('Kyiv')));
    // A Dutch town's two names, the short one without its article.
    expect(shared('Rechter in Den Bosch veroordeelt man', "Rechter in 's-Hertogenbosch veroordeelt man")).toEqual(
      expect.arrayContaining(titleFeatures("'s-Hertogenbosch", 'nl', ["'s-Hertogenbosch"]).stems),
    );
    // A name that speaks is read by its one name too: the two reports weigh the place alike.
    const [speaks] = explainLinks(
      readItemsTsv(
        [
          'id\ttitle\tlanguage',
          'a\tOfficials in Kiev say Russian missiles hit power plant\ten',
          'b\tOfficials in Kyiv say Russian missiles hit power plant\ten',
        ].join('\n'),
      ),
      [['a', 'b']],
    );
    for (const { weights } of speaks?.shared ?? []) expect(weights[0]).toBe(weights[1]);
    // A name inside a longer one is the longer one's: Wit-Rusland is Belarus, not Russia.
    const belarus = shared('Rusland en Wit-Rusland houden militaire oefening', 'Wit-Rusland houdt militaire oefening');
    expect(belarus).toEqual(expect.arrayContaining(stemsOf('Belarus')));
    expect(belarus).not.toContain(stemsOf('Russia')[0]);
  });

  it('reads the published time as ISO 8601, RFC 2822 or Unix seconds or milliseconds, and leaves anything else undated', () => {
    const at = Date.parse('2021-10-17T13:15:00Z');
    const read = readItemsTsv(
      [
        'id\tpublished\ttitle',
        'iso\t2021-10-17T13:15:00Z\tA',
        'rfc\tSun, 17 Oct 2021 13:15:00 GMT\tB',
        'seconds\t1634476500\tC',
        'millis\t1634476500000\tD',
        'none\t\tE',
        'junk\tsoon\tF',
        'year\t2021\tG',
        'minus\t-1\tH',
      ].join('\n'),
    );
    expect(read.map((item) => item.publishedMs)).toEqual([at, at, at, at, null, null, null, null]);
  });

  it('reads titles and summaries as the pipeline reads a feed: entities decoded, markup dropped', () => {
    const [item] = readItemsTsv('id\ttitle\tsummary\nx\tAT&amp;T &#8216;cuts&#8217; jobs\t<p>Shares <b>fell</b>.</p>');
    expect(item).toMatchObject({ title: 'AT&T ‘cuts’ jobs', summary: 'Shares fell.' });
  });

  it('reads a file as CSV tools write one, with quoted cells, as the same file without quotes', () => {
    const plain = readItemsTsv(
      'id\ttitle\tsummary\nbbc-33\tNew database launched\tIt aims to "combat hate speech"\ncnn-33\t"Stop it": CNN reporter on "weight"\t',
    );
    const quoted = readItemsTsv(
      '"id"\ttitle\tsummary\n"bbc-33"\tNew database launched\t"It aims to ""combat hate speech"""\ncnn-33\t"""Stop it"": CNN reporter on ""weight"""\t',
    );
    expect(quoted).toEqual(plain);
    expect(quoted.map((item) => item.id)).toEqual(['bbc-33', 'cnn-33']);
    expect(plain[1]?.title).toBe('"Stop it": CNN reporter on "weight"');
  });

  it("reads other tools' names for the columns: source, publisher, date, pub_date, item_id, headline, description", () => {
    const [item] = readItemsTsv(
      'ID\tSource\tDate\tHeadline\tDescription\nx\tbbc\t2021-10-17T13:15:00Z\tFire at the mall\tA fire.',
    );
    expect(item).toMatchObject({
      id: 'x',
      outlet: 'bbc',
      publishedMs: Date.parse('2021-10-17T13:15:00Z'),
      title: 'Fire at the mall',
      summary: 'A fire.',
    });
    const [other] = readItemsTsv('item_id\tpublisher\tpub_date\ttitle\nx\tbbc\t2021-10-17 13:15:00Z\tFire at the mall');
    expect(other).toMatchObject({ id: 'x', outlet: 'bbc', publishedMs: Date.parse('2021-10-17T13:15:00Z') });
  });

  it("reads a file as an aggregator writes it, each headline with its publisher's name after it, as the plain file", async () => {
    const names: Record<string, string> = { bbc: 'BBC News', cnn: 'CNN', wsj: 'The Wall Street Journal', nos: 'NOS' };
    const labelled = rows
      .map((row, i) =>
        i === 0 ? row : row.map((cell, at) => (at === 3 ? `${cell} - ${names[row[1] as string]}` : cell)),
      )
      .map((row) => row.join('\t'))
      .join('\n');
    // A name after every headline is the file's format: each goes, the outlet's or not ("wsj" writes
    // "The Wall Street Journal").
    expect(readItemsTsv(labelled).map((item) => item.title)).toEqual(rows.slice(1).map((row) => row[3]));
    const plain = await clusterTsv(tsv, { titlesOnly: true, wordsOnly: true });
    expect(await clusterTsv(labelled, { titlesOnly: true, wordsOnly: true })).toEqual(plain);
    // And so without an outlet column.
    const anonymous = labelled
      .split('\n')
      .map((line) =>
        line
          .split('\t')
          .filter((_, at) => at !== 1)
          .join('\t'),
      )
      .join('\n');
    expect(readItemsTsv(anonymous).map((item) => item.title)).toEqual(rows.slice(1).map((row) => row[3]));
    // A file whose headlines mostly end in no name keeps an attribution after a dash.
    const [quoted] = readItemsTsv(
      `${tsv}q\tbbc\t2021-10-17T09:00:00Z\t'We will never surrender' - Zelensky\ten\n`,
    ).slice(-1);
    expect(quoted?.title).toBe("'We will never surrender' - Zelensky");
  });

  it('links two Dutch outlets naming within hours someone and a word no other headline of a real day writes; not by a first name, nor in Title Case, nor two people of two ages', async () => {
    const day = await readFile(new URL('../../test-fixtures/clustering-check-nl2/items.tsv', import.meta.url), 'utf8');
    const together = async (a: string, b: string, language = 'nl') => {
      const two = `x\tNOS\t2022-09-21T09:00:00Z\t${a}\t${language}\ny\tAD\t2022-09-21T11:00:00Z\t${b}\t${language}\n`;
      const stories = new Map(await clusterTsv(`${day.trimEnd()}\n${two}`, { titlesOnly: true, wordsOnly: true }));
      return stories.get('x') === stories.get('y');
    };
    expect
      .soft(
        await together(
          'Chinese toezichthouder zet Didi klem: aandeel keldert na verbod op app',
          'Beijing pakt taxi-app Didi hard aan, dagen na beursgang in New York',
        ),
      )
      .toBe(true);
    // The name alone: a firm may be named in two events.
    expect
      .soft(
        await together(
          'Tesla roept duizenden auto terug vanwege fout in software',
          'Aandeelhouders van Tesla stemmen in met beloning voor Musk',
        ),
      )
      .toBe(false);
    // Two people called Henk, or Peter: a first name names no one in particular, before a surname's
    // particles or initials too.
    expect
      .soft(
        await together(
          'Oud-Kamerlid Henk de Vries overleden na lange ziekte in hospice in Zeeland',
          'Kabouterkenner Henk bezoekt hospice met kinderkoor uit Brabant',
        ),
      )
      .toBe(false);
    expect
      .soft(
        await together(
          'Misdaadjournalist Peter R. de Vries ontvangt postuum prijs voor onderzoeksjournalistiek',
          'Oud-wielrenner Peter krijgt lintje voor inzet voor onderzoeksjournalistiek',
        ),
      )
      .toBe(false);
    expect
      .soft(
        await together(
          'Wielrenner Peter Sagan zegt dat hij stopt',
          'Presentator Peter Jan Rens zegt dat hij bedreigd wordt',
        ),
      )
      .toBe(false);
    // Two women of 43 and 71 are two people: their fires, told alike, are two events.
    expect
      .soft(
        await together(
          'Vrouw (43) overleden bij woningbrand in Almelo',
          'Vrouw (71) overleden bij woningbrand in Hasselt',
        ),
      )
      .toBe(false);
    // In Title Case every word is written as a name ("Dave" of two people, and "Sparks").
    expect
      .soft(
        await together(
          'Dave Chappelle Sparks Backlash With Netflix Special',
          'Dave Grohl Sparks Foo Fighters Reunion Rumours',
          'en',
        ),
      )
      .toBe(false);
  });

  it('with --explain prints how the clusterer sees each pair of the items named, and why a pair is not linked', async () => {
    const { stdout } = await run(process.execPath, [CLI, file, '--titles-only', '--explain', 'bbc-13,wsj-1,bg-1']);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/^bbc-13 ~ wsj-1: link 0\.\d{3}, meaning 0\.\d{3}, 1\.0 h apart$/);
    expect(lines[1]).toMatch(/^ {2}shared: .*maduro \d+\.\d{2}\/\d+\.\d{2}/);
    expect(lines[2]).toMatch(/^bbc-13 ~ bg-1: no link \(too few shared words\), meaning -?0\.\d{3}, 4\.0 h apart$/);
    expect(lines[3]).toBe('  shared: nothing');
    expect(lines[4]).toMatch(/^wsj-1 ~ bg-1: no link/);
  }, 60_000);

  it('with TRANSLATE_URL, clusters a Dutch headline by its English, as the pipeline does with that translator', async () => {
    const translate = await startTranslateServer();
    const lockdownNl = 'Rutte kondigt gedeeltelijke lockdown aan, horeca om 20.00 uur dicht';
    translate.learn({ [lockdownNl]: 'Rutte announces partial lockdown, hospitality closed at 8 p.m.' });
    const both = path.join(dir, 'two-languages.tsv');
    await writeFile(
      both,
      `${tsv}nos-2\tnos\t2021-10-17T09:30:00Z\t${lockdownNl}\tnl\n` +
        'bbc-2\tbbc\t2021-10-17T10:30:00Z\tNetherlands: Rutte announces partial lockdown as Covid cases soar\ten\n',
    );
    try {
      const translated = storyOf(
        (
          await run(process.execPath, [CLI, both, '--words-only'], {
            env: { ...process.env, TRANSLATE_URL: translate.url },
          })
        ).stdout,
      );
      expect(translated.get('nos-2')).toBe(translated.get('bbc-2'));
      // Only the Dutch headlines were asked for, Dutch to English.
      expect(translate.bodies.map((body) => [body.source, body.target, [...body.q].sort()])).toEqual([
        ['nl', 'en', [lockdownNl, 'Kabinet presenteert plannen voor nieuwe woningen in Utrecht'].sort()],
      ]);
      const { TRANSLATE_URL: _, ...withoutTranslator } = process.env;
      // The ingest service's other settings are not the command's: a value it would refuse changes nothing.
      const apart = storyOf(
        (
          await run(process.execPath, [CLI, both, '--words-only'], {
            env: { ...withoutTranslator, INGEST_MEANING: 'yes' },
          })
        ).stdout,
      );
      expect(apart.get('nos-2')).not.toBe(apart.get('bbc-2'));
      const wrong = await run(process.execPath, [CLI, both, '--words-only'], {
        env: { ...process.env, TRANSLATE_URL: 'file:///etc/passwd' },
      }).catch((error: { code: number; stderr: string }) => error);
      expect(wrong).toMatchObject({ code: 2 });
      expect((wrong as { stderr: string }).stderr).toContain('TRANSLATE_URL must be an http or https address');
    } finally {
      await translate.close();
    }
  }, 60_000);

  it('with --explain asks for two ids at least, and names one the file does not hold', async () => {
    const usage = await run(process.execPath, [CLI, file, '--explain', 'bbc-13']).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(usage).toMatchObject({ code: 2 });
    expect((usage as { stderr: string }).stderr).toContain('--explain ID,ID');
    const unknown = await run(process.execPath, [CLI, file, '--words-only', '--explain', 'bbc-13,nope']).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(unknown).toMatchObject({ code: 1 });
    expect((unknown as { stderr: string }).stderr).toContain('no item has the id "nope"');
  }, 60_000);

  it('says what is wrong with a file without the id and title columns', async () => {
    const bad = path.join(dir, 'bad.tsv');
    await writeFile(bad, 'name\theadline\nx\tSomething happened\n');
    const failed = await run(process.execPath, [CLI, bad]).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain('needs a header row with at least id and title columns');
  });
});
