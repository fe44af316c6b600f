/** Issue 16 item 2: the Local tab wherever the reader is, on the bundled sample edition. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';

interface LocalAnswer {
  data: Array<{ id: string; location: string }>;
  place: { city: string; country: string } | null;
}

describe.each(testDatabases.slice(0, 1))('the Local tab anywhere on Earth', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  const local = async (params: Record<string, string>) => {
    const response = await t.app.inject(`/api/news/local?${new URLSearchParams(params)}`);
    expect(response.statusCode).toBe(200);
    return response.json() as LocalAnswer;
  };

  it('gives a reader in rural Kansas, far from every bundled city, American stories first', async () => {
    const answer = await local({ lat: '38.5', lon: '-98' });
    expect(answer.place).toEqual({ city: '', country: 'United States' });
    expect(answer.data.length).toBeGreaterThan(5);
    expect(answer.data.slice(0, 3).every((a) => a.location.includes('United States'))).toBe(true);
  });

  it('gives a reader in the Sahara the stories of their country’s part of the world', async () => {
    const answer = await local({ lat: '23', lon: '13' });
    expect(answer.place).toEqual({ city: '', country: 'Niger' });
    expect(answer.data.length).toBeGreaterThan(0);
  });

  it('says there is no place here for a ship in mid-ocean, rather than an empty list alone', async () => {
    expect(await local({ lat: '30', lon: '-40' })).toEqual({ data: [], place: null });
  });

  it('gives a city of the bundled list its own stories first', async () => {
    const answer = await local({ city: 'Amsterdam', country: 'Netherlands' });
    expect(answer.place).toEqual({ city: 'Amsterdam', country: 'Netherlands' });
    expect(answer.data[0]?.location).toContain('Amsterdam');
  });

  it('finds a small town that only the gazetteer knows', async () => {
    const answer = await local({ city: 'Hays', country: 'United States' });
    expect(answer.place).toEqual({ city: 'Hays', country: 'United States' });
    expect(answer.data[0]?.location).toContain('United States');
  });

  it('answers no place for a town that does not exist', async () => {
    expect(await local({ city: 'Nowhereville', country: 'Netherlands' })).toEqual({ data: [], place: null });
  });
});
