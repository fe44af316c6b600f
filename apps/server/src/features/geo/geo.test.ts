import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';

describe.each(testDatabases.slice(0, 1))('geography calls', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it('finds the nearest city of the bundled list', async () => {
    // A point in the south-east of Amsterdam, about 4 km from its centre.
    const response = await t.app.inject('/api/geo/reverse?lat=52.34&lon=4.93');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Amsterdam', country: 'Netherlands' });
  });

  it('answers 404 in the middle of the ocean', async () => {
    const response = await t.app.inject('/api/geo/reverse?lat=-40&lon=-120');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('CITY_NOT_FOUND');
  });

  it('refuses a latitude out of range', async () => {
    const response = await t.app.inject('/api/geo/reverse?lat=123&lon=4');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/lat/);
  });

  it('says plainly that IP lookup is not configured', async () => {
    const response = await t.app.inject('/api/geo/ip');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('IP_LOOKUP_UNAVAILABLE');
  });

  it('serves the city list', async () => {
    const response = await t.app.inject('/cities.json');
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().length).toBeGreaterThanOrEqual(160);
  });
});
