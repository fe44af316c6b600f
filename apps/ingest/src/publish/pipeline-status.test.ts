/**
 * Issue 17: "A feed that times out, answers 5xx, redirects in a loop, sends invalid XML or 50 MB
 * is reported (logged, and visible in the edition's status)". A feed that starts failing in a run
 * with nothing new publishes no edition, yet the run's status beside the editions reports it, with
 * the runs in a row it has failed and when it last answered, until it answers again. A feed whose
 * server asks for a longer wait than a run takes (Retry-After) is left alone until then, a day at
 * most, and reported waiting meanwhile.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedReport, runOnce } from '../pipeline.ts';
import { gazetteer } from '../place-names.ts';
import { type FeedServer, startFeedServer } from '../test/feed-server.ts';
import { ingestTestDatabases } from '../test/pipeline-options.ts';
import {
  englishAndDutchFeeds,
  fixtureFeed,
  openSmallPipeline,
  rssOf,
  type SmallPipeline,
} from '../test/small-pipeline.ts';
import { currentEditionId } from './publish-edition.ts';
import { runStatusFile } from './run-status.ts';

const FIRST_RUN = new Date('2021-10-17T07:00:00Z');
const english = [
  { slug: 'stocks', title: 'Stocks slide as investors weigh inflation data', published: '2021-10-17T04:00:00Z' },
];
const dutch = [
  { slug: 'storm', title: 'Zware storm veroorzaakt overlast in Friesland', published: '2021-10-17T04:10:00Z' },
];
const BROKEN_XML = '<rss><channel><item><title>Broken';

interface Status {
  fetch_date: string;
  edition: string | null;
  feeds: FeedReport[];
}

let feeds: FeedServer;
let small: SmallPipeline;

beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.setFeed('/en.xml', rssOf('harbour.example', english));
  feeds.setFeed('/nl.xml', rssOf('polder.example', dutch));
  small = await openSmallPipeline(englishAndDutchFeeds(feeds.url), FIRST_RUN, 'status');
});

afterAll(async () => {
  await small.close();
  await feeds.close();
});

/** Runs the pipeline `minutes` after the first run and reads the run's status and the current edition's. */
async function runAt(minutes: number) {
  small.setNow(new Date(FIRST_RUN.getTime() + minutes * 60_000));
  const report = await runOnce(small.options, gazetteer());
  const status = JSON.parse(await readFile(runStatusFile(small.outDir), 'utf8')) as Status;
  const editionStatus = JSON.parse(await readFile(path.join(small.outDir, 'current', 'status.json'), 'utf8')) as Status;
  const polder = status.feeds.find((feed) => feed.outlet === 'Polder');
  return { report, status, editionStatus, polder };
}

describe('the status of every run', () => {
  let firstEdition: string | undefined;

  it('reports every feed fine after a run where all answer', async () => {
    const { report, status, polder } = await runAt(0);
    expect(report.edition).not.toBeNull();
    firstEdition = await currentEditionId(small.outDir);
    expect(status.edition).toBe(firstEdition);
    expect(status.fetch_date).toBe(FIRST_RUN.toISOString());
    expect(status.feeds.map((feed) => feed.status)).toEqual(['ok', 'ok']);
    expect(polder).not.toHaveProperty('consecutiveFailures');
  });

  it('reports a feed that starts failing in a run with nothing new, with one failure in a row', async () => {
    feeds.setFeed('/nl.xml', BROKEN_XML);
    const { report, status, editionStatus, polder } = await runAt(10);
    expect(report.newArticles).toBe(0);
    expect(report.edition).toBeNull();
    expect(status.edition).toBe(firstEdition);
    expect(status.fetch_date).toBe('2021-10-17T07:10:00.000Z');
    expect(polder).toMatchObject({
      status: 'failed',
      error: { code: 'INVALID_XML', message: expect.stringMatching(/^invalid XML at line 1: /) },
      consecutiveFailures: 1,
      lastOkAt: FIRST_RUN.toISOString(),
    });
    expect(status.feeds.find((feed) => feed.outlet === 'Harbour')?.status).toBe('ok');
    expect(small.logged).toContainEqual({
      message: 'feed failed',
      details: expect.objectContaining({ outlet: 'Polder', consecutiveFailures: 1 }),
    });
    // The edition is not rewritten: its own status stays the run's that made it.
    expect(editionStatus.fetch_date).toBe(FIRST_RUN.toISOString());
  });

  it('counts the runs in a row it keeps failing', async () => {
    const { report, polder } = await runAt(20);
    expect(report.edition).toBeNull();
    expect(polder).toMatchObject({ status: 'failed', consecutiveFailures: 2, lastOkAt: FIRST_RUN.toISOString() });
  });

  it('reports it fine again once it answers', async () => {
    feeds.setFeed('/nl.xml', rssOf('polder.example', dutch));
    const { report, status, polder } = await runAt(30);
    expect(report.edition).toBeNull();
    expect(status.feeds.map((feed) => feed.status)).toEqual(['ok', 'ok']);
    expect(polder).not.toHaveProperty('error');
    expect(polder).not.toHaveProperty('consecutiveFailures');
    // Each status was renamed into place: no temporary file is left beside the editions.
    expect((await readdir(small.outDir)).sort()).toEqual(['current', 'editions', 'status.json']);
  });
});

describe.each(ingestTestDatabases('ingest_wait'))('a feed whose server asks to wait, on $name', ({ open }) => {
  const HOUR = 3_600_000;
  const at = (ms: number) => new Date(FIRST_RUN.getTime() + ms);
  let server: FeedServer;
  let run: SmallPipeline;

  beforeAll(async () => {
    server = await startFeedServer();
    server.setFeed('/en.xml', rssOf('harbour.example', english));
    const feeds = [
      fixtureFeed(server.url, '/en.xml', 'en', 'Harbour'),
      // Retry-After: 3600, and a week.
      fixtureFeed(server.url, '/rate-limited', 'en', 'Patient'),
      fixtureFeed(server.url, '/rate-limited-week', 'en', 'Weekly'),
    ];
    run = await openSmallPipeline(feeds, FIRST_RUN, 'wait', open);
  });

  afterAll(async () => {
    await run.close();
    await server.close();
  });

  /** Runs the pipeline at `now`; the run's status and its two waiting feeds' reports. */
  async function runWaitingAt(now: Date) {
    run.setNow(now);
    run.logged.length = 0;
    await runOnce(run.options, gazetteer());
    const status = JSON.parse(await readFile(runStatusFile(run.outDir), 'utf8')) as Status;
    const feed = (outlet: string) => status.feeds.find((f) => f.outlet === outlet);
    return { status, patient: feed('Patient'), weekly: feed('Weekly') };
  }
  const notBefore = async (pathname: string) => (await run.store.feedState(`${server.url}${pathname}`))?.notBefore;

  it('remembers the wait asked for, a day at most, and says so', async () => {
    const { status, patient, weekly } = await runWaitingAt(FIRST_RUN);
    expect(server.hits('/rate-limited')).toBe(1);
    expect(server.hits('/rate-limited-week')).toBe(1);
    expect(status.feeds.find((f) => f.outlet === 'Harbour')?.status).toBe('ok');
    expect(patient).toMatchObject({
      status: 'failed',
      error: { code: 'HTTP_STATUS' },
      attempts: 1,
      consecutiveFailures: 1,
      lastOkAt: null,
      waitingUntil: at(HOUR).toISOString(),
    });
    expect(patient?.error?.message).toBe(
      `HTTP 429 Too Many Requests; asked to wait 3600 s; waiting until ${at(HOUR).toISOString()}`,
    );
    expect(await notBefore('/rate-limited')).toEqual(at(HOUR));
    // A week is not honoured: a day at most.
    expect(weekly).toMatchObject({ status: 'failed', waitingUntil: at(24 * HOUR).toISOString() });
    expect(weekly?.error?.message).toMatch(/asked to wait 604800 s; waiting until \S+ \(a day at most\)$/);
    expect(await notBefore('/rate-limited-week')).toEqual(at(24 * HOUR));
  });

  it('does not ask it again before then, and reports it waiting without counting the runs as failures', async () => {
    for (const minutes of [10, 20, 50]) {
      const { patient, weekly } = await runWaitingAt(at(minutes * 60_000));
      expect(server.hits('/rate-limited')).toBe(1);
      expect(server.hits('/rate-limited-week')).toBe(1);
      expect(patient).toMatchObject({
        status: 'failed',
        error: { code: 'HTTP_STATUS' },
        attempts: 0,
        consecutiveFailures: 1,
        lastOkAt: null,
        waitingUntil: at(HOUR).toISOString(),
      });
      expect(patient?.error?.message).toBe(
        `waiting until ${at(HOUR).toISOString()}, not asked in this run ` +
          '(last answer: HTTP 429 Too Many Requests; asked to wait 3600 s)',
      );
      expect(weekly).toMatchObject({ attempts: 0, consecutiveFailures: 1, waitingUntil: at(24 * HOUR).toISOString() });
      expect(run.logged).toContainEqual({
        message: 'feed waiting',
        details: expect.objectContaining({ outlet: 'Patient', waitingUntil: at(HOUR).toISOString() }),
      });
      expect(run.logged.filter((entry) => entry.message === 'feed failed')).toEqual([]);
    }
    // The row is left as the failure that asked for the wait wrote it.
    expect(await run.store.feedState(`${server.url}/rate-limited`)).toMatchObject({
      consecutiveFailures: 1,
      lastFetchedAt: FIRST_RUN,
      notBefore: at(HOUR),
    });
  });

  it('asks again once the time has come, and an answer clears the wait', async () => {
    const item = { slug: 'museum', title: 'Museum reopens after renovation', published: '2021-10-17T07:30:00Z' };
    server.setFeed('/rate-limited', rssOf('patient.example', [item]));
    const { patient, weekly } = await runWaitingAt(at(HOUR));
    expect(server.hits('/rate-limited')).toBe(2);
    expect(patient).toMatchObject({ status: 'ok', newItems: 1 });
    expect(patient).not.toHaveProperty('waitingUntil');
    expect(await notBefore('/rate-limited')).toBeNull();
    // The week's feed still waits out its day.
    expect(server.hits('/rate-limited-week')).toBe(1);
    expect(weekly).toMatchObject({ attempts: 0, waitingUntil: at(24 * HOUR).toISOString() });
  });

  it('asks the feed that wanted a week again after a day', async () => {
    const { weekly } = await runWaitingAt(at(24 * HOUR));
    expect(server.hits('/rate-limited-week')).toBe(2);
    // Asked for a week again: another day, and this time counted as a second failure.
    expect(weekly).toMatchObject({ attempts: 1, consecutiveFailures: 2, waitingUntil: at(48 * HOUR).toISOString() });
    expect(await notBefore('/rate-limited-week')).toEqual(at(48 * HOUR));
  });

  it('never waits more than a day from now, whatever the row says (a clock set back)', async () => {
    // The row says 48 h; a run at 12 h is 36 h before it.
    const { weekly } = await runWaitingAt(at(12 * HOUR));
    expect(server.hits('/rate-limited-week')).toBe(3);
    expect(weekly).toMatchObject({ attempts: 1, waitingUntil: at(36 * HOUR).toISOString() });
  });
});
