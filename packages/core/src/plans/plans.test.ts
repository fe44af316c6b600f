import { describe, expect, it } from 'vitest';
import {
  ANNUAL_PLAN_ID,
  annualSaving,
  currencyForLanguage,
  MONTHLY_PLAN_ID,
  periodEnd,
  planCatalogue,
  trialEnd,
} from './catalogue.ts';
import { hasPremium, type SubscriptionState, subscriptionLabel } from './entitlement.ts';
import { FREE_LIMITS, LIMIT_CODES, limitFor, mayAdd } from './limits.ts';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const sub = (state: Partial<SubscriptionState>): SubscriptionState => ({
  tier: 'premium',
  status: 'active',
  currentPeriodEnd: new Date(NOW + 1000),
  ...state,
});

describe('the plan catalogue', () => {
  it('offers monthly at 4.99 and yearly at 49.00 with a 7-day trial, in dollars for English and euros for Dutch', () => {
    const english = planCatalogue('en-US');
    expect(english.map((p) => [p.id, p.price, p.currency, p.interval, p.trialDays])).toEqual([
      [MONTHLY_PLAN_ID, 4.99, 'USD', 'month', 7],
      [ANNUAL_PLAN_ID, 49, 'USD', 'year', 7],
    ]);
    expect(planCatalogue('nl').every((p) => p.currency === 'EUR')).toBe(true);
    expect(planCatalogue('nl-BE')[1]?.price).toBe(49);
    expect(currencyForLanguage(undefined)).toBe('USD');
    expect(currencyForLanguage('nlx')).toBe('USD');
  });

  it('says the yearly plan saves 11 against twelve months', () => {
    expect(annualSaving()).toBe(11);
  });

  it('ends a monthly period on the same day next month, or the month end when that day is missing', () => {
    expect(periodEnd(new Date('2026-11-24T12:00:00Z'), 'month').toISOString()).toBe('2026-12-24T12:00:00.000Z');
    expect(periodEnd(new Date('2027-01-31T08:00:00Z'), 'month').toISOString()).toBe('2027-02-28T08:00:00.000Z');
    expect(periodEnd(new Date('2028-01-31T08:00:00Z'), 'month').toISOString()).toBe('2028-02-29T08:00:00.000Z');
    expect(periodEnd(new Date('2026-12-15T00:00:00Z'), 'month').toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(periodEnd(new Date('2026-11-24T12:00:00Z'), 'year').toISOString()).toBe('2027-11-24T12:00:00.000Z');
    expect(trialEnd(new Date('2026-11-24T12:00:00Z')).toISOString()).toBe('2026-12-01T12:00:00.000Z');
  });
});

describe('who is premium', () => {
  it('is premium when active or trialing', () => {
    expect(hasPremium(sub({ status: 'active' }), NOW)).toBe(true);
    expect(hasPremium(sub({ status: 'trialing' }), NOW)).toBe(true);
  });

  it('keeps a cancelled plan premium until its period ends, then not', () => {
    const cancelled = sub({ status: 'cancelled', currentPeriodEnd: new Date(NOW + 60_000) });
    expect(hasPremium(cancelled, NOW)).toBe(true);
    expect(hasPremium(cancelled, NOW + 60_000)).toBe(false);
  });

  it('is never premium on the free tier, without a subscription, or with status none', () => {
    expect(hasPremium(sub({ tier: 'free' }), NOW)).toBe(false);
    expect(hasPremium(null, NOW)).toBe(false);
    expect(hasPremium(sub({ status: 'none' }), NOW)).toBe(false);
  });

  it("labels plans 'trial', 'active', 'canceled' and 'free'", () => {
    expect(subscriptionLabel(sub({ status: 'trialing' }), NOW)).toBe('trial');
    expect(subscriptionLabel(sub({ status: 'active' }), NOW)).toBe('active');
    expect(subscriptionLabel(sub({ status: 'cancelled' }), NOW)).toBe('canceled');
    expect(subscriptionLabel(sub({ status: 'cancelled', currentPeriodEnd: new Date(NOW - 1) }), NOW)).toBe('free');
    expect(subscriptionLabel(undefined, NOW)).toBe('free');
  });
});

describe('the free limits', () => {
  it('allows 10 saves, 3 muted words, 2 muted topics and sources, 5 interests; premium has no limit', () => {
    expect(FREE_LIMITS).toEqual({ savedStories: 10, mutedWords: 3, mutedTopicsAndSources: 2, interests: 5 });
    expect(mayAdd('savedStories', 9, false)).toBe(true);
    expect(mayAdd('savedStories', 10, false)).toBe(false);
    expect(mayAdd('mutedWords', 3, false)).toBe(false);
    expect(mayAdd('mutedWords', 3_000, true)).toBe(true);
    expect(limitFor('interests', true)).toBe(Number.POSITIVE_INFINITY);
  });

  it('names the code of each refusal as DECISIONS.md does', () => {
    expect(Object.values(LIMIT_CODES)).toEqual([
      'SAVE_LIMIT_REACHED',
      'MUTED_WORDS_LIMIT_REACHED',
      'MUTED_TOPICS_LIMIT_REACHED',
      'INTERESTS_LIMIT_REACHED',
    ]);
  });
});
