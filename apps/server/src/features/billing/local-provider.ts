/**
 * The built-in `local` payment provider: the embedded default, for the demo and tests. It takes
 * only test cards, as a real provider's test mode does (Stripe's): 4242 4242 4242 4242 succeeds,
 * 4000 0000 0000 0002 is declined wherever it is entered, and 4000 0000 0000 0341 is saved but
 * declined when charged (a card that fails at renewal). It keeps
 * its cards and charges in its own tables, and has its own small page served by Tidings
 * (`local-pay-page.ts`) for entering a card.
 */
import type { PaymentMethod } from '@tidings/core/schemas/account';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { localProviderCards, localProviderCharges } from '../../db/schema.ts';
import type { ChargeResult, PaymentProvider } from './provider.ts';

/** A card the local provider takes: `brand`, the last four digits and an expiry. */
export interface TestCard {
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** accounts-and-membership §9 and DECISIONS.md: test card 4242; a card ending 0002 is declined. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  declinedWhenCharged: '4000000000000341',
} as const;

export type CardCheck =
  | { ok: true; card: TestCard }
  | { ok: false; reason: 'unknown-card' | 'expired' | 'bad-expiry' | 'bad-cvc' | 'declined' };

/** Reads a card as typed on the page ("4242 4242 4242 4242", "12/27" or "12/2027"). */
export function checkTestCard(number: string, expiry: string, cvc: string, now: Date): CardCheck {
  const digits = number.replace(/[\s-]/g, '');
  if (!(Object.values(TEST_CARDS) as string[]).includes(digits)) return { ok: false, reason: 'unknown-card' };
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return { ok: false, reason: 'bad-expiry' };
  const month = Number(match[1]);
  const year = (match[2] ?? '').length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return { ok: false, reason: 'bad-expiry' };
  // A card works to the end of its expiry month.
  if (Date.UTC(year, month, 1) <= now.getTime()) return { ok: false, reason: 'expired' };
  // Any three or four digits: a test card has no real code, but a form that takes none teaches nothing.
  if (!/^\d{3,4}$/.test(cvc.trim())) return { ok: false, reason: 'bad-cvc' };
  // The provider checks a card as it is entered: the declined card is never saved, not even to change the one on file.
  if (digits === TEST_CARDS.declined) return { ok: false, reason: 'declined' };
  return { ok: true, card: { brand: 'visa', last4: digits.slice(-4), expiryMonth: month, expiryYear: year } };
}

export function localPaymentProvider(options: {
  db: Db;
  clock: () => number;
  /** The page's address for a purpose; built by the page's routes (they sign it). */
  pageUrl: (request: {
    userId: string;
    purpose: Parameters<PaymentProvider['paymentPageUrl']>[0]['purpose'];
    lang: string;
  }) => Promise<string>;
}): PaymentProvider {
  const { db, clock } = options;
  return {
    name: 'local',

    // The local provider's customer id is derived from the account: nothing to create.
    async customerFor(userId) {
      return `cus_local_${userId}`;
    },

    async paymentMethod(customerId) {
      const [card] = await db.select().from(localProviderCards).where(eq(localProviderCards.customerId, customerId));
      return card ? toPaymentMethod(card) : null;
    },

    async removePaymentMethod(customerId) {
      await db.delete(localProviderCards).where(eq(localProviderCards.customerId, customerId));
    },

    async charge({ customerId, amountCents, currency, idempotencyKey }): Promise<ChargeResult> {
      const [card] = await db.select().from(localProviderCards).where(eq(localProviderCards.customerId, customerId));
      // A card ending 0002 saved before the page refused it is declined here still.
      const declines = [TEST_CARDS.declinedWhenCharged, TEST_CARDS.declined].map((number) => number.slice(-4));
      const outcome = card && !declines.includes(card.last4) ? 'succeeded' : 'declined';
      // One charge per key: a retried request gets the first answer back and charges nothing new.
      await db
        .insert(localProviderCharges)
        .values({ idempotencyKey, customerId, amountCents, currency, outcome, createdAt: new Date(clock()) })
        .onConflictDoNothing({ target: localProviderCharges.idempotencyKey });
      const [charge] = await db
        .select()
        .from(localProviderCharges)
        .where(eq(localProviderCharges.idempotencyKey, idempotencyKey));
      return charge?.outcome === 'succeeded'
        ? { status: 'succeeded', chargeId: `ch_local_${idempotencyKey}` }
        : { status: 'declined' };
    },

    paymentPageUrl: ({ userId, purpose, lang }) => options.pageUrl({ userId, purpose, lang }),

    async deleteCustomer(customerId) {
      await db.delete(localProviderCards).where(eq(localProviderCards.customerId, customerId));
    },
  };
}

/** The page stores a card for a customer (what the provider's hosted form would do). */
export async function saveLocalCard(db: Db, customerId: string, card: TestCard, now: Date): Promise<PaymentMethod> {
  const values = { customerId, ...card, updatedAt: now };
  await db
    .insert(localProviderCards)
    .values(values)
    .onConflictDoUpdate({ target: localProviderCards.customerId, set: values });
  return toPaymentMethod(values);
}

function toPaymentMethod(card: { customerId: string } & TestCard): PaymentMethod {
  return {
    id: `pm_${card.customerId}_${card.last4}`,
    type: 'card',
    brand: card.brand,
    last4: card.last4,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
  };
}
