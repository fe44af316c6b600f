/**
 * The payment provider behind membership (DECISIONS.md: "a payment-provider interface with a
 * built-in `local` provider"). Routes and the renewal job speak only this interface, so a real
 * provider (decision 0008 describes Stripe) plugs in without touching them.
 */
import type { PaymentMethod } from '@tidings/core/schemas/account';

export type ChargeResult = { status: 'succeeded'; chargeId: string } | { status: 'declined' };

export interface ChargeRequest {
  customerId: string;
  amountCents: number;
  currency: string;
  /** The provider charges once per key, however often it is asked (a retry after a crash). */
  idempotencyKey: string;
}

/** What the provider's own page is for. */
export type PaymentPagePurpose = { kind: 'update' } | { kind: 'subscribe'; planId: string };

export interface PaymentProvider {
  readonly name: string;
  /** The provider's customer for an account, created on first use. */
  customerFor(userId: string, email: string): Promise<string>;
  paymentMethod(customerId: string): Promise<PaymentMethod | null>;
  /** Forgets the customer's card (one that declined the first payment of a subscription). */
  removePaymentMethod(customerId: string): Promise<void>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * The address of the provider's page where the reader enters or changes a card (checkout, or
   * the customer portal), which sends the reader back to Tidings when done.
   */
  paymentPageUrl(request: {
    userId: string;
    customerId: string;
    purpose: PaymentPagePurpose;
    lang: string;
  }): Promise<string>;
  /** Account deletion: the provider forgets the customer and its cards. */
  deleteCustomer(customerId: string): Promise<void>;
}
