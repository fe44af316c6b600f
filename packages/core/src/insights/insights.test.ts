import { describe, expect, it } from 'vitest';
import { analysisDepth, sourceVariety, topicEvolution, updateFrequency } from './content-preferences.ts';
import { inWindow, isTimeZone, localTime, type ReadingEvent, visits } from './events.ts';
import { computeInsights, INSIGHTS_MINIMUM } from './insights.ts';
import {
  averageArticlesPerDay,
  engagementScore,
  median,
  mostActiveTime,
  partOfDay,
  preferredLength,
} from './reading-patterns.ts';

const NOW = Date.parse('2026-11-24T20:00:00Z');
const SECOND = 1000;
const UTC = 'UTC';

const story = (
  at: string,
  storyId: string,
  categories: string[],
  sources: string[],
  readSeconds: number,
): ReadingEvent => ({
  kind: 'story',
  storyId,
  categories,
  sources,
  readMs: readSeconds * SECOND,
  openedAt: Date.parse(at),
});
const briefing = (at: string, readSeconds: number): ReadingEvent => ({
  kind: 'briefing',
  storyId: null,
  categories: [],
  sources: [],
  readMs: readSeconds * SECOND,
  openedAt: Date.parse(at),
});

/**
 * Two weeks of one reader, in UTC, worked out by hand below each test. Before the last 7 days:
 * politics twice over breakfast, sport once, a briefing at lunch. In the last 7 days: science.
 */
const HISTORY: ReadingEvent[] = [
  story('2026-11-10T07:00:00Z', 's1', ['Politics'], ['A', 'B'], 45),
  story('2026-11-10T07:10:00Z', 's2', ['Politics'], ['A', 'C'], 120),
  story('2026-11-12T08:00:00Z', 's3', ['Sports'], ['A'], 20),
  briefing('2026-11-12T12:30:00Z', 300),
  story('2026-11-20T07:30:00Z', 's4', ['Science'], ['D', 'E'], 240),
  story('2026-11-20T07:40:00Z', 's5', ['Science', 'Health'], ['D'], 90),
  story('2026-11-22T18:00:00Z', 's6', ['Science'], ['F'], 10),
  story('2026-11-22T18:05:00Z', 's6', ['Science'], ['F'], 50),
  story('2026-11-24T07:00:00Z', 's7', ['Politics'], ['A'], 200),
];

describe('the reader’s time', () => {
  it('reads days and hours in the reader’s time zone', () => {
    expect(localTime(Date.parse('2026-11-23T23:30:00Z'), UTC)).toEqual({ day: '2026-11-23', hour: 23 });
    expect(localTime(Date.parse('2026-11-23T23:30:00Z'), 'Europe/Amsterdam')).toEqual({ day: '2026-11-24', hour: 0 });
    expect(isTimeZone('Europe/Amsterdam')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('names parts of the day: morning from 5, afternoon from 12, evening from 17, night from 22', () => {
    expect([4, 5, 11, 12, 16, 17, 21, 22, 0].map(partOfDay)).toEqual([
      'night',
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
      'night',
      'night',
    ]);
  });

  it('keeps the last 28 days only, oldest first', () => {
    const old = story('2026-10-27T20:00:00Z', 'old', ['World'], ['A'], 60);
    const justIn = story('2026-10-27T20:00:01Z', 'in', ['World'], ['A'], 60);
    expect(inWindow([justIn, old, ...HISTORY], NOW).map((e) => e.storyId)[0]).toBe('in');
    expect(inWindow([old], NOW)).toEqual([]);
  });

  it('starts a new visit 30 minutes after the previous story was closed, not opened', () => {
    const longRead = story('2026-11-24T07:00:00Z', 'a', [], [], 40 * 60);
    const afterIt = story('2026-11-24T07:50:00Z', 'b', [], [], 10);
    const muchLater = story('2026-11-24T08:20:10Z', 'c', [], [], 10);
    expect(visits([longRead, afterIt, muchLater]).map((visit) => visit.map((e) => e.storyId))).toEqual([
      ['a', 'b'],
      ['c'],
    ]);
  });
});

describe('readingPatterns', () => {
  const events = inWindow(HISTORY, NOW);

  it('mostActiveTime: the part of the day with most opens, briefings included', () => {
    // morning: s1, s2, s3, s4, s5, s7 = 6; afternoon: the briefing = 1; evening: s6 twice = 2.
    expect(mostActiveTime(events, UTC)).toBe('morning');
    const evenings = [story('2026-11-20T18:00:00Z', 'x', [], [], 1), story('2026-11-21T19:00:00Z', 'y', [], [], 1)];
    expect(mostActiveTime(evenings, UTC)).toBe('evening');
    // 04:30 UTC is night in London and half past five in the morning in Amsterdam.
    const early = [story('2026-11-20T04:30:00Z', 'z', [], [], 1)];
    expect(mostActiveTime(early, UTC)).toBe('night');
    expect(mostActiveTime(early, 'Europe/Amsterdam')).toBe('morning');
  });

  it('mostActiveTime: a tie goes to the earlier part of the day', () => {
    const tie = [story('2026-11-20T20:00:00Z', 'x', [], [], 1), story('2026-11-21T13:00:00Z', 'y', [], [], 1)];
    expect(mostActiveTime(tie, UTC)).toBe('afternoon');
  });

  it('averageArticlesPerDay: different stories per day over the days since the first, today included', () => {
    // 7 different stories on their days (s6 twice on 22 Nov counts once) over 10-24 Nov = 15 days: 0.47.
    expect(averageArticlesPerDay(events, NOW, UTC)).toBe(0.5);
    const twoToday = [story('2026-11-24T07:00:00Z', 'a', [], [], 1), story('2026-11-24T08:00:00Z', 'b', [], [], 1)];
    expect(averageArticlesPerDay(twoToday, NOW, UTC)).toBe(2);
  });

  it('preferredLength: the median time in view, under 1 minute short, under 3 minutes medium, else long', () => {
    // 10, 20, 45, 50 | 90, 120, 200, 240 s: median (50 + 90) / 2 = 70 s.
    expect(preferredLength(events)).toBe('medium');
    expect(median([3, 1, 2])).toBe(2);
    const reads = (...seconds: number[]) => seconds.map((s, i) => story('2026-11-24T07:00:00Z', `r${i}`, [], [], s));
    expect(preferredLength(reads(30, 59, 500))).toBe('short');
    expect(preferredLength(reads(60, 60))).toBe('medium');
    expect(preferredLength(reads(179, 181))).toBe('long');
    expect(preferredLength([...reads(10), briefing('2026-11-24T07:00:00Z', 900)])).toBe('short');
  });

  it('engagementScore: the percentage of opened stories in view for 30 seconds or more', () => {
    // 45, 120, 240, 90, 50, 200 of 8 (not 20, not 10): 75 %. The briefing is no story.
    expect(engagementScore(events)).toBe(75);
    const reads = [29, 30, 31].map((s, i) => story('2026-11-24T07:00:00Z', `r${i}`, [], [], s));
    expect(engagementScore(reads)).toBe(67);
    expect(engagementScore([])).toBe(0);
  });
});

describe('contentPreferences', () => {
  const events = inWindow(HISTORY, NOW);

  it('analysisDepth: the share of visits that open two stories of one category', () => {
    // Visits with stories: 10 Nov s1+s2 (Politics twice: follows), 12 Nov s3, 20 Nov s4+s5
    // (Science twice: follows), 22 Nov s6 opened twice (one story), 24 Nov s7: 2 of 5 = 40 %.
    expect(analysisDepth(events)).toBe('moderate');
    const deep = [
      story('2026-11-24T07:00:00Z', 'a', ['World'], [], 60),
      story('2026-11-24T07:05:00Z', 'b', ['World'], [], 60),
    ];
    expect(analysisDepth(deep)).toBe('deep');
    expect(analysisDepth([story('2026-11-24T07:00:00Z', 'a', ['World'], [], 60)])).toBe('light');
  });

  it('sourceVariety: different outlets against every outlet mention of the stories opened', () => {
    // A B | A C | A | D E | D | F | A: 10 mentions, 6 outlets (A to F): 0.6.
    expect(sourceVariety(events)).toEqual({ level: 'wide', outlets: 6 });
    const sameOutlet = ['a', 'b', 'c', 'd'].map((id) => story('2026-11-24T07:00:00Z', id, [], ['A'], 60));
    expect(sourceVariety(sameOutlet)).toEqual({ level: 'narrow', outlets: 1 });
    const someRepeat = ['a', 'b', 'c'].map((id, i) => story('2026-11-24T07:00:00Z', id, [], i < 2 ? ['A'] : ['B'], 60));
    expect(sourceVariety(someRepeat)).toEqual({ level: 'wide', outlets: 2 });
    expect(sourceVariety(someRepeat.slice(0, 2))).toEqual({ level: 'moderate', outlets: 1 });
  });

  it('updateFrequency: visits per day since the first day', () => {
    // Visits: 10 Nov breakfast, 12 Nov morning, 12 Nov lunch briefing, 20 Nov, 22 Nov, 24 Nov = 6
    // over 15 days: 0.4 a day, at least two a week.
    expect(updateFrequency(events, NOW, UTC)).toBe('a-few-times-a-week');
    const day = (d: number, h: number) =>
      story(`2026-11-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:00:00Z`, `${d}-${h}`, [], [], 60);
    expect(updateFrequency([day(23, 7), day(23, 12), day(23, 19), day(24, 7)], NOW, UTC)).toBe('several-times-a-day');
    expect(updateFrequency([day(21, 7), day(22, 7), day(23, 7), day(24, 7)], NOW, UTC)).toBe('daily');
    // 3 visits over 21-24 Nov: 0.75 a day, short of "most days" (0.8).
    expect(updateFrequency([day(21, 7), day(22, 7), day(24, 7)], NOW, UTC)).toBe('a-few-times-a-week');
    expect(updateFrequency([day(1, 7), day(24, 7)], NOW, UTC)).toBe('weekly-or-less');
  });

  it('topicEvolution: shares of the last 7 days against the rest of the window', () => {
    // Before 17 Nov 20:00: s1, s2 Politics, s3 Sports: Politics 2/3, Sports 1/3.
    // Since: s4, s5, s6, s6 Science, s5 Health, s7 Politics: Science 4/5, Health 1/5, Politics 1/5.
    // Science +80 points rises; Politics -47 and Sports -33 fade; Health +20 stays.
    expect(topicEvolution(events, NOW)).toEqual({
      trend: 'shifting',
      rising: ['Science'],
      fading: ['Politics', 'Sports'],
    });
    const steady = [
      ...['a', 'b', 'c'].map((id) => story('2026-11-10T07:00:00Z', id, ['World'], [], 60)),
      ...['d', 'e', 'f'].map((id) => story('2026-11-23T07:00:00Z', id, ['World'], [], 60)),
    ];
    expect(topicEvolution(steady, NOW)).toEqual({ trend: 'steady', rising: [], fading: [] });
    expect(topicEvolution(steady.slice(1), NOW)).toEqual({ trend: 'too-early', rising: [], fading: [] });
  });
});

describe('computeInsights', () => {
  it('answers every field of the spec for the two weeks above', () => {
    const old = story('2026-10-01T07:00:00Z', 'too-old', ['Crime'], ['Z'], 600);
    expect(computeInsights([old, ...HISTORY], { now: NOW, timeZone: UTC, paused: false })).toEqual({
      enough: true,
      paused: false,
      basedOn: { windowDays: 28, stories: 8, briefings: 1, days: 5, since: '2026-11-10T07:00:00.000Z' },
      readingPatterns: {
        mostActiveTime: 'morning',
        averageArticlesPerDay: 0.5,
        preferredLength: 'medium',
        engagementScore: 75,
      },
      contentPreferences: {
        analysisDepth: 'moderate',
        sourceVariety: { level: 'wide', outlets: 6 },
        updateFrequency: 'a-few-times-a-week',
        topicEvolution: { trend: 'shifting', rising: ['Science'], fading: ['Politics', 'Sports'] },
      },
    });
  });

  it('says how much reading is missing below 5 stories on 2 days', () => {
    expect(INSIGHTS_MINIMUM).toEqual({ stories: 5, days: 2 });
    const fourStories = HISTORY.slice(0, 5);
    expect(computeInsights(fourStories, { now: NOW, timeZone: UTC, paused: true })).toEqual({
      enough: false,
      paused: true,
      basedOn: { windowDays: 28, stories: 4, briefings: 1, days: 3, since: '2026-11-10T07:00:00.000Z' },
      minimum: { stories: 5, days: 2 },
      needed: { stories: 1, days: 0 },
    });
    const oneDay = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => story('2026-11-24T07:00:00Z', id, [], [], 60));
    expect(computeInsights(oneDay, { now: NOW, timeZone: UTC, paused: false })).toMatchObject({
      enough: false,
      needed: { stories: 0, days: 1 },
    });
    expect(computeInsights([], { now: NOW, timeZone: UTC, paused: false })).toMatchObject({
      enough: false,
      basedOn: { stories: 0, days: 0, since: null },
      needed: { stories: 5, days: 2 },
    });
  });

  it('counts days on the reader’s calendar: late evening and after midnight are two days in Amsterdam', () => {
    const evening = [
      '2026-11-23T22:00:00Z',
      '2026-11-23T22:20:00Z',
      '2026-11-23T22:40:00Z',
      '2026-11-23T23:10:00Z',
      '2026-11-23T23:20:00Z',
    ];
    const events = evening.map((at, i) => story(at, `late-${i}`, ['World'], ['A'], 60));
    expect(computeInsights(events, { now: NOW, timeZone: UTC, paused: false })).toMatchObject({ enough: false });
    expect(computeInsights(events, { now: NOW, timeZone: 'Europe/Amsterdam', paused: false })).toMatchObject({
      enough: true,
      readingPatterns: { mostActiveTime: 'night' },
    });
  });
});
