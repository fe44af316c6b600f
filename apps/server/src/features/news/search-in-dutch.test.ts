/** Issue 16 item 1: a Dutch reader searches the words they read, on the bundled sample edition. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';

describe.each(testDatabases.slice(0, 1))('searching in Dutch', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  const search = async (q: string, lang?: string) => {
    const response = await t.app.inject(`/api/news/search?${new URLSearchParams({ q, ...(lang ? { lang } : {}) })}`);
    expect(response.statusCode).toBe(200);
    return response.json().data as Array<{ id: string; title: string }>;
  };

  it('finds a story by a word of its Dutch headline, and shows it in Dutch', async () => {
    const found = await search('huisartsen', 'nl-NL');
    expect(found[0]).toMatchObject({
      id: 'amsterdam-gp-practices-pilot-evening-hours',
      title: 'Huisartsen in Amsterdam proberen avondspreekuur uit',
    });
  });

  it('finds the story of the undersea cables by "resolutie" and by "kabels"', async () => {
    for (const word of ['resolutie', 'kabels']) {
      const ids = (await search(word, 'nl-NL')).map((a) => a.id);
      expect(ids, word).toContain('un-members-adopt-resolution-on-undersea-cables');
    }
  });

  it('finds a Dutch compound by its part: "begroting" finds the noodbegroting', async () => {
    const found = await search('begroting', 'nl-NL');
    const stopgap = found.find((a) => a.id === 'house-passes-stopgap-spending-measure');
    expect(stopgap?.title).toBe('Huis van Afgevaardigden neemt noodbegroting aan, uren voor de deadline');
    expect(found.map((a) => a.id)).toContain('chicago-council-approves-budget-with-transit-boost');
  });

  it('finds the plural too: "begrotingen" still finds both budgets', async () => {
    const ids = (await search('begrotingen', 'nl')).map((a) => a.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'house-passes-stopgap-spending-measure',
        'chicago-council-approves-budget-with-transit-boost',
      ]),
    );
  });

  it('still finds the English text for a Dutch reader', async () => {
    const found = await search('stopgap', 'nl-NL');
    expect(found[0]).toMatchObject({
      id: 'house-passes-stopgap-spending-measure',
      title: 'Huis van Afgevaardigden neemt noodbegroting aan, uren voor de deadline',
    });
  });

  it('searches English only for an English reader', async () => {
    expect(await search('huisartsen', 'en-US')).toEqual([]);
    expect((await search('evening hours')).map((a) => a.id)).toContain('amsterdam-gp-practices-pilot-evening-hours');
  });
});
