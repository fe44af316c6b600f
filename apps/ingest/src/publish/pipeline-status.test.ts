/**
 * Issue 17: "A feed that times out, answers 5xx, redirects in a loop, sends invalid XML or 50 MB
 * is reported (logged, and visible in the edition's status)". A feed that starts failing in a run
 * with nothing new publishes no edition, yet the run's status beside the editions reports it, with
 * the runs in a row it has failed and when it last answered, until it answers again.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedReport, runOnce } from '../pipeline.ts';
import { gazetteer } from '../place-names.ts';
import { type FeedServer, startFeedServer } from '../test/feed-server.ts';
import { englishAndDutchFeeds, openSmallPipeline, rssOf, type SmallPipeline } from '../test/small-pipeline.ts';
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
      error: { code: 'INVALID_FEED' },
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
