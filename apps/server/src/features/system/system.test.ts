import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';

describe.each(testDatabases)('system routes on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database, { DEMO: 'true' });
  });
  afterAll(() => t.close());

  it('reports the loaded edition and the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.database).toBe(database.name);
    expect(body.edition.sample).toBe(true);
    expect(body.edition.stories).toBeGreaterThanOrEqual(150);
    // The sample is shifted on load, so its fetch date is now.
    expect(body.edition.ageMinutes).toBeLessThanOrEqual(1);
  });

  it('turns sign-in and ads on in the demo profile and keeps the other defaults', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      flags: {
        signInEnabled: true,
        adsEnabled: true,
        shareEnabled: true,
        relatedStoriesEnabled: false,
        aboutStoryEnabled: true,
        debugTwentyStories: false,
      },
      demo: true,
      // The bundled IP database answers unless IP_DATABASE=off.
      ipLookup: true,
      // The sample edition carries briefings.
      briefings: true,
      contact: { general: 'hello@tidings.local', privacy: 'privacy@tidings.local' },
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('sends a strict Content Security Policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('publishes an OpenAPI document of the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/health');
  });
});

describe('system routes without the demo profile', () => {
  it('keeps the spec defaults: sign-in and ads off', async () => {
    const [database] = testDatabases;
    if (!database) throw new Error('no test database');
    const t = await startTestApp(database);
    try {
      const flags = (await t.app.inject({ method: 'GET', url: '/api/config' })).json().flags;
      expect(flags.signInEnabled).toBe(false);
      expect(flags.adsEnabled).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().demo).toBe(false);
    } finally {
      await t.close();
    }
  });
});
