import { describe, expect, it } from 'vitest';
import sampleMedia from '../../../../data/sample/media.json' with { type: 'json' };
import { parseMediaCatalogue } from '../schemas/media.ts';
import { isCalifornian, readerState, selectRegion } from './region-selection.ts';
import { catalogue, NOW, region } from './test-fixtures.ts';

const sample = catalogue({
  global: region('global'),
  india: region('india', { podcast_countries: ['India', 'IN'] }),
  usa: region('usa', { podcast_countries: ['United States', 'US', 'USA'] }),
  california: region('california', { podcast_states: ['California'], podcast_countries: ['United States'] }),
  texas: region('texas', { podcast_states: ['Texas'], podcast_countries: ['United States'] }),
  netherlands: region('netherlands', { podcast_countries: ['Netherlands', 'NL', 'Belgium', 'BE'] }),
  bengal: region('bengal', { podcast_states: ['West Bengal'], podcast_countries: ['India', 'IN'] }),
  // Its latest briefing is three days old.
  portugal: region('portugal', { podcast_countries: ['Portugal', 'PT'] }, 3),
  // Its latest briefing is from yesterday.
  unitedkingdom: region('unitedkingdom', { podcast_countries: ['United Kingdom', 'GB'] }, 1),
});

const select = (location: Parameters<typeof selectRegion>[1], from = sample) => selectRegion(from, location, NOW);

describe('selecting the briefing region from the reader’s place', () => {
  it('picks the region listing a US state given in the state field', () => {
    expect(select({ city: 'Austin', country: 'United States', state: 'Texas' })).toBe('texas');
  });

  it('reads a US state from the second-to-last part of a display name of three or more parts', () => {
    expect(select({ country: 'usa', displayName: 'Austin, Texas, United States' })).toBe('texas');
    expect(readerState({ country: 'US', displayName: 'Travis County, Texas' })).toBeUndefined();
    // Outside the United States the display name is not read for a state.
    expect(readerState({ country: 'India', displayName: 'Kolkata, West Bengal, India' })).toBeUndefined();
  });

  it('falls back to the country when no region lists the state', () => {
    expect(select({ country: 'United States of America', state: 'Ohio' })).toBe('usa');
  });

  it('sends a reader in a California city to the California edition', () => {
    expect(select({ city: 'Palo Alto', country: 'US' })).toBe('california');
    expect(select({ city: 'san josé', country: 'United States' })).toBe('california');
    expect(select({ city: 'Marin County', country: 'usa' })).toBe('california');
  });

  it('knows California by its state name, CA or Calif', () => {
    for (const state of ['California', 'CA', 'Calif', 'calif.']) {
      expect(select({ city: 'Nowhere', country: 'US', state })).toBe('california');
    }
  });

  it('knows California from a display name that mentions it', () => {
    expect(select({ country: 'United States', displayName: 'Somewhere in California, US' })).toBe('california');
    expect(select({ country: 'United States', displayName: 'Eureka, Humboldt County, California, USA' })).toBe(
      'california',
    );
  });

  it('lets a known state other than California decide over a California city name', () => {
    expect(isCalifornian({ city: 'Glendale', country: 'US', state: 'Arizona' })).toBe(false);
    expect(select({ city: 'Glendale', country: 'US', state: 'Arizona' })).toBe('usa');
  });

  it('uses the USA edition for a Californian when the catalogue has no California region', () => {
    const { california: _, ...rest } = sample.regions;
    expect(select({ city: 'Fresno', country: 'US' }, { ...sample, regions: rest })).toBe('usa');
  });

  it('does not treat a California city outside the United States as California', () => {
    expect(isCalifornian({ city: 'San Diego', country: 'Netherlands' })).toBe(false);
  });

  it('matches the country by alias and by code', () => {
    expect(select({ city: 'Amsterdam', country: 'Holland' })).toBe('netherlands');
    expect(select({ city: 'Gent', country: 'BE' })).toBe('netherlands');
    expect(select({ city: 'Antwerpen', country: 'België' })).toBe('netherlands');
    expect(select({ city: 'London', country: 'UK' })).toBe('unitedkingdom');
  });

  it('picks the first region listing the country, and a state region first when the state is listed', () => {
    expect(select({ city: 'Mumbai', country: 'IND' })).toBe('india');
    expect(select({ city: 'Kolkata', country: 'India', state: 'West Bengal' })).toBe('bengal');
  });

  it('uses a region only if it has a briefing from today or yesterday, else global', () => {
    expect(select({ city: 'Lisbon', country: 'Portugal' })).toBe('global');
    expect(select({ city: 'Manchester', country: 'United Kingdom' })).toBe('unitedkingdom');
  });

  it('judges today and yesterday on the reader’s calendar', () => {
    // Uploaded at 05:30 UTC yesterday: yesterday in London, two days back at UTC-12, where it is just midnight.
    const fromYesterday = catalogue({
      global: region('global'),
      netherlands: region('netherlands', { podcast_countries: ['NL'] }, 1),
    });
    expect(selectRegion(fromYesterday, { country: 'NL' }, NOW, 0)).toBe('netherlands');
    expect(selectRegion(fromYesterday, { country: 'NL' }, NOW, -12 * 60)).toBe('global');
  });

  it('gives global for an unknown country or no place at all', () => {
    expect(select({ city: 'Atlantis', country: 'Atlantis' })).toBe('global');
    expect(select(undefined)).toBe('global');
    expect(select({})).toBe('global');
  });
});

describe('on the sample catalogue', () => {
  const media = parseMediaCatalogue(sampleMedia);
  const at = (location: Parameters<typeof selectRegion>[1]) => selectRegion(media, location, NOW);

  it('gives each sample region to a reader there', () => {
    expect(at({ city: 'Lisbon', country: 'Portugal' })).toBe('portugal');
    expect(at({ city: 'Amsterdam', country: 'NL' })).toBe('netherlands');
    expect(at({ city: 'London', country: 'United Kingdom' })).toBe('unitedkingdom');
    expect(at({ city: 'Kolkata', country: 'India', state: 'West Bengal' })).toBe('bengal');
    expect(at({ city: 'Mumbai', country: 'India', state: 'Maharashtra' })).toBe('india');
    expect(at({ city: 'San Francisco', country: 'United States' })).toBe('california');
    expect(at({ city: 'New York', country: 'US', state: 'New York' })).toBe('usa');
    expect(at({ city: 'Tokyo', country: 'Japan' })).toBe('global');
  });
});
