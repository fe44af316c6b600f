import { describe, expect, it } from 'vitest';
import { BUNDLED_IP_DATABASE, ConfigError, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('runs on embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.newsEdition).toBeUndefined();
    expect(config.editionCheckSeconds).toBe(30);
    expect(config.demo).toBe(false);
  });

  it('reads how often to look for a new edition, in whole seconds', () => {
    expect(loadConfig({ EDITION_CHECK_SECONDS: '5' }).editionCheckSeconds).toBe(5);
    expect(() => loadConfig({ EDITION_CHECK_SECONDS: '0' })).toThrow(/EDITION_CHECK_SECONDS: must be at least 1/);
    expect(() => loadConfig({ EDITION_CHECK_SECONDS: 'often' })).toThrow(/EDITION_CHECK_SECONDS/);
  });

  it('stops with a message naming a bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: must be a number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ FEATURE_ADS: 'maybe' })).toThrow(/FEATURE_ADS/);
    expect(() => loadConfig({ ADMIN_TOKEN: 'letmein' })).toThrow(/ADMIN_TOKEN: must be at least 32 characters/);
  });

  it('lets an explicit flag win over the demo profile', () => {
    const config = loadConfig({ DEMO: 'true', FEATURE_ADS: 'false', FEATURE_RELATED_STORIES: 'on' });
    expect(config.flags.signInEnabled).toBe(true);
    expect(config.flags.adsEnabled).toBe(false);
    expect(config.flags.relatedStoriesEnabled).toBe(true);
  });

  it('drops a trailing slash from PUBLIC_URL so links are built cleanly', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://tidings.example/' }).publicUrl).toBe('https://tidings.example');
  });

  it('believes no proxy unless told which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect(oneHop('10.0.0.1', 0)).toBe(true);
    expect(oneHop('10.0.0.2', 1)).toBe(false);
  });

  it('refuses to run the demo profile on a public https address, naming the settings', () => {
    const demoInPublic = () => loadConfig({ DEMO: 'true', PUBLIC_URL: 'https://news.example' });
    expect(demoInPublic).toThrow(ConfigError);
    expect(demoInPublic).toThrow(/DEMO: .*PUBLIC_URL is https:\/\/news\.example/);
    expect(loadConfig({ DEMO: 'false', PUBLIC_URL: 'https://news.example' }).demo).toBe(false);
    expect(loadConfig({ DEMO: 'true', PUBLIC_URL: 'http://192.168.1.20:3000' }).demo).toBe(true);
  });

  it('uses the bundled IP database unless told another file or off, and names a missing file', () => {
    expect(loadConfig({}).ipDatabase).toBe(BUNDLED_IP_DATABASE);
    expect(loadConfig({ IP_DATABASE: 'off' }).ipDatabase).toBeUndefined();
    expect(() => loadConfig({ IP_DATABASE: '/nowhere/city.mmdb' })).toThrow(
      /IP_DATABASE: must be the path of an \.mmdb file, or off/,
    );
  });

  it('writes readers from the public site’s domain unless contact addresses are given', () => {
    expect(loadConfig({}).contact).toEqual({ general: 'hello@tidings.local', privacy: 'privacy@tidings.local' });
    expect(loadConfig({ PUBLIC_URL: 'https://www.tidings.news' }).contact).toEqual({
      general: 'hello@tidings.news',
      privacy: 'privacy@tidings.news',
    });
    const given = loadConfig({ CONTACT_EMAIL: 'desk@news.example', PRIVACY_EMAIL: 'dpo@news.example' });
    expect(given.contact).toEqual({ general: 'desk@news.example', privacy: 'dpo@news.example' });
    expect(() => loadConfig({ PRIVACY_EMAIL: 'not an address' })).toThrow(/PRIVACY_EMAIL: must be an e-mail address/);
  });
});
