/** The membership calls (ARCHITECTURE.md "Membership"): plans, subscription, invoices. */
import { z } from 'zod';
import { ANNUAL_PLAN_ID } from '../plans/catalogue.ts';
import { invoiceSchema, paymentMethodSchema, planSchema, subscriptionSchema } from './account.ts';

export const billingPlansSchema = z.object({ plans: z.array(planSchema) });

export const subscriptionLabelSchema = z.enum(['trial', 'active', 'canceled', 'free']);

/** GET /api/billing/subscription: the §3 subscription and what the server concluded from it. */
export const billingStatusSchema = z.object({
  subscription: subscriptionSchema,
  /** The server's answer to "is this reader premium now?" (plans/entitlement.ts). */
  premium: z.boolean(),
  label: subscriptionLabelSchema,
  /** The plan the next renewal charges (in a trial: the plan the trial turns into). */
  planId: z.string().nullable(),
  /**
   * The plan the running period was paid for; null in a trial or on the free plan. It differs
   * from `planId` when the reader switched plans: the switch takes effect at the renewal.
   */
  periodPlanId: z.string().nullable(),
  currency: z.enum(['USD', 'EUR']),
  paymentMethod: paymentMethodSchema.nullable(),
  /** One free trial per account. */
  trialUsed: z.boolean(),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;

const langField = z.string().max(35).optional();

export const startTrialRequestSchema = z.object({
  /** The plan the trial turns into when a payment method is on file at its end. */
  planId: z.string().max(40).default(ANNUAL_PLAN_ID),
  /** The interface language: its currency is the subscription's. */
  lang: langField,
});

/** POST /api/billing/plan: the plan the running subscription renews as, from its next renewal. */
export const changePlanRequestSchema = z.object({ planId: z.string().max(40) });

export const subscribeRequestSchema = z.object({
  planId: z.string().max(40),
  lang: langField,
});

/**
 * Subscribe charges the card on file at once; without one, the reader is sent to the payment
 * provider's page (`redirectUrl`) to enter a card, which completes the subscription there.
 */
export const subscribeResponseSchema = z.object({
  billing: billingStatusSchema.optional(),
  redirectUrl: z.string().optional(),
});

export const billingInvoiceSchema = invoiceSchema.extend({
  planId: z.string().nullable(),
  periodStart: z.string(),
  periodEnd: z.string(),
});
export type BillingInvoice = z.infer<typeof billingInvoiceSchema>;
export const invoicesSchema = z.object({ invoices: z.array(billingInvoiceSchema) });

/** POST /api/billing/portal: the payment provider's page for updating the payment method. */
export const portalResponseSchema = z.object({ url: z.string() });
