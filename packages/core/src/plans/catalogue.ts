/**
 * The plan catalogue (accounts-and-membership §1, §9; DECISIONS.md item 1): the one source of
 * every price. Plain constants (no zod), so the web app can import them cheaply.
 */

export const MONTHLY_PLAN_ID = 'premium-monthly';
/** §3: the annual plan's price id "contains 'annual'". */
export const ANNUAL_PLAN_ID = 'premium-annual';
export const PLAN_IDS = [MONTHLY_PLAN_ID, ANNUAL_PLAN_ID] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export type PlanInterval = 'month' | 'year';

/** §9: a 7-day free trial. */
export const TRIAL_DAYS = 7;

/**
 * DECISIONS.md item 1: monthly 4.99 and yearly 49.00 ("saves 11" against twelve months), in
 * cents so sums are exact. The same amounts in either currency.
 */
export const PLAN_PRICES_CENTS: Record<PlanId, number> = {
  [MONTHLY_PLAN_ID]: 499,
  [ANNUAL_PLAN_ID]: 4900,
};

export const PLAN_INTERVALS: Record<PlanId, PlanInterval> = {
  [MONTHLY_PLAN_ID]: 'month',
  [ANNUAL_PLAN_ID]: 'year',
};

/** §1: what premium gives; the web app names each in the reader's language. */
export const PREMIUM_FEATURES = [
  'noAds',
  'unlimitedSaves',
  'unlimitedMuting',
  'unlimitedTopics',
  'dailyDigest',
  'aiFiltering',
  'themes',
  'prioritySupport',
] as const;
export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];

export type Currency = 'USD' | 'EUR';

/** 'nl', 'nl-NL', 'nl_BE' and the like: the reader's interface language is Dutch. */
export function isDutch(lang: string | undefined): boolean {
  return lang !== undefined && /^nl(?:[-_]|$)/i.test(lang.trim());
}

/** DECISIONS.md item 1: the currency follows the interface language: euros for Dutch, dollars otherwise. */
export function currencyForLanguage(lang: string | undefined): Currency {
  return isDutch(lang) ? 'EUR' : 'USD';
}

export function isPlanId(value: string): value is PlanId {
  return (PLAN_IDS as readonly string[]).includes(value);
}

/** §9: "saves 11": what twelve monthly payments cost beyond one year, in whole units. */
export function annualSaving(): number {
  return Math.round((12 * PLAN_PRICES_CENTS[MONTHLY_PLAN_ID] - PLAN_PRICES_CENTS[ANNUAL_PLAN_ID]) / 100);
}

export interface PlanOffer {
  id: PlanId;
  name: PlanId;
  /** In the currency's units, e.g. 4.99. */
  price: number;
  currency: Currency;
  interval: PlanInterval;
  trialDays: number;
  features: PremiumFeature[];
}

export function planCatalogue(lang: string | undefined): PlanOffer[] {
  const currency = currencyForLanguage(lang);
  return PLAN_IDS.map((id) => ({
    id,
    name: id,
    price: PLAN_PRICES_CENTS[id] / 100,
    currency,
    interval: PLAN_INTERVALS[id],
    trialDays: TRIAL_DAYS,
    features: [...PREMIUM_FEATURES],
  }));
}

/** The end of a billing period that starts at `start`: one calendar month or year on (UTC). */
export function periodEnd(start: Date, interval: PlanInterval): Date {
  const end = new Date(start);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else {
    const day = end.getUTCDate();
    end.setUTCDate(1);
    end.setUTCMonth(end.getUTCMonth() + 1);
    // 31 January + one month is 28 (or 29) February, not 3 March.
    const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
    end.setUTCDate(Math.min(day, lastDay));
  }
  return end;
}

export function trialEnd(start: Date): Date {
  return new Date(start.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
}

/** A price as a language writes it ("$4.99", "€ 4,99"): `amount` in whole units, `locale` as Intl reads it. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

/**
 * A saving as a language writes it ("$11", "€ 11"): a whole amount, as §9's "saves 11" rounds the
 * yearly plan's (12 × 4.99 − 49.00 is 10.88); written with cents it would read as exact.
 */
export function formatSaving(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    Math.round(amount),
  );
}
