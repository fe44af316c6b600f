/** The membership calls (ARCHITECTURE.md "Membership"); prices come from the server only. */
import type { Plan } from '@tidings/core/schemas/account';
import type { BillingInvoice, BillingStatus } from '@tidings/core/schemas/billing';
import { apiGet } from '../../lib/api-client.ts';
import { authedRequest } from '../../lib/session-token.ts';

export const BILLING_KEY = ['billing', 'subscription'] as const;
export const INVOICES_KEY = ['billing', 'invoices'] as const;
export const plansKey = (lang: string) => ['billing', 'plans', lang] as const;

export const getPlans = (lang: string) =>
  apiGet<{ plans: Plan[] }>(`/api/billing/plans?lang=${encodeURIComponent(lang)}`).then((answer) => answer.plans);

export const getBillingStatus = () => authedRequest<BillingStatus>('/api/billing/subscription');

export const getInvoices = () =>
  authedRequest<{ invoices: BillingInvoice[] }>('/api/billing/invoices').then((answer) => answer.invoices);

const post = <T>(path: string, body: object = {}) =>
  authedRequest<T>(path, { method: 'POST', body: JSON.stringify(body) });

export const startTrial = (planId: string, lang: string) => post<BillingStatus>('/api/billing/trial', { planId, lang });

export const subscribe = (planId: string, lang: string) =>
  post<{ billing?: BillingStatus; redirectUrl?: string }>('/api/billing/subscribe', { planId, lang });

/** Monthly to yearly or back, from the next renewal (or the trial's end). */
export const changePlan = (planId: string) => post<BillingStatus>('/api/billing/plan', { planId });

export const cancelSubscription = () => post<BillingStatus>('/api/billing/cancel');
export const reactivateSubscription = () => post<BillingStatus>('/api/billing/reactivate');
export const paymentPortal = (lang: string) => post<{ url: string }>('/api/billing/portal', { lang });
/** Takes the card off file; refused while it pays the renewal of a paid plan (CARD_PAYS_RENEWAL). */
export const removeCard = () =>
  authedRequest<{ paymentMethod: null }>('/api/billing/payment-method', { method: 'DELETE' });
