/** The membership calls (ARCHITECTURE.md "Membership"; accounts-and-membership §4, §7, §8). */
import { planCatalogue } from '@tidings/core/plans/catalogue';
import { paymentMethodSchema } from '@tidings/core/schemas/account';
import type { BillingStatus } from '@tidings/core/schemas/billing';
import {
  billingPlansSchema,
  billingStatusSchema,
  changePlanRequestSchema,
  invoicesSchema,
  portalResponseSchema,
  startTrialRequestSchema,
  subscribeRequestSchema,
  subscribeResponseSchema,
} from '@tidings/core/schemas/billing';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../lib/errors.ts';
import { setReaderCookie } from '../../lib/reader-cookie.ts';
import { keepAnswersPrivate, signedInUser } from '../../lib/require-user.ts';
import type { Billing } from './service.ts';

const langQuery = z.object({ lang: z.string().max(35).optional() });
const refusals = { 400: errorBodySchema, 401: errorBodySchema };

export const billingRoutes: FastifyPluginAsyncZod<{ billing: Billing }> = async (app, { billing }) => {
  keepAnswersPrivate(app);
  const signedIn = { preHandler: app.requireUser };
  /** Every answer that tells a reader their plan also tells their browser's pages (reader-cookie.ts). */
  const answer = async (request: FastifyRequest, reply: FastifyReply, status: BillingStatus) => {
    const until = status.premium ? status.subscription.currentPeriodEnd : null;
    const user = signedInUser(request);
    await setReaderCookie(request, reply, user.id, user.sessionId, until ? new Date(until) : null);
    return status;
  };

  app.get(
    '/api/billing/plans',
    {
      schema: {
        tags: ['billing'],
        summary: 'The plans, priced in the currency of the interface language (USD for English, EUR for Dutch)',
        querystring: langQuery,
        response: { 200: billingPlansSchema, 400: errorBodySchema },
      },
    },
    async (request) => ({ plans: planCatalogue(request.query.lang) }),
  );

  app.get(
    '/api/billing/subscription',
    {
      schema: {
        tags: ['billing'],
        summary: "The reader's subscription and whether it gives premium now",
        response: { 200: billingStatusSchema, 401: errorBodySchema },
      },
      ...signedIn,
    },
    async (request, reply) => answer(request, reply, await billing.status(signedInUser(request).id)),
  );

  app.post(
    '/api/billing/trial',
    {
      schema: {
        tags: ['billing'],
        summary: 'Start the 7-day free trial (once per account)',
        body: startTrialRequestSchema.nullish(),
        response: { 200: billingStatusSchema, ...refusals },
      },
      ...signedIn,
    },
    async (request, reply) => {
      const body = startTrialRequestSchema.parse(request.body ?? {});
      return answer(request, reply, await billing.startTrial(signedInUser(request).id, body.planId, body.lang));
    },
  );

  app.post(
    '/api/billing/subscribe',
    {
      schema: {
        tags: ['billing'],
        summary:
          'Subscribe to a plan: charges the card on file, or answers the payment page to enter one (redirectUrl)',
        body: subscribeRequestSchema,
        response: { 200: subscribeResponseSchema, 402: errorBodySchema, ...refusals },
      },
      ...signedIn,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const result = await billing.subscribe(user.id, user.email, request.body.planId, request.body.lang);
      if (result.kind === 'needs-card') return { redirectUrl: result.url };
      return { billing: await answer(request, reply, result.status) };
    },
  );

  app.post(
    '/api/billing/plan',
    {
      schema: {
        tags: ['billing'],
        summary:
          'Switch a running trial or subscription between monthly and yearly: the next renewal charges the new plan, nothing is charged now',
        body: changePlanRequestSchema,
        response: { 200: billingStatusSchema, 409: errorBodySchema, ...refusals },
      },
      ...signedIn,
    },
    async (request, reply) =>
      answer(request, reply, await billing.changePlan(signedInUser(request).id, request.body.planId)),
  );

  app.post(
    '/api/billing/cancel',
    {
      schema: {
        tags: ['billing'],
        summary: 'Cancel: premium stays until the end of the period already paid (or the trial)',
        response: { 200: billingStatusSchema, ...refusals },
      },
      ...signedIn,
    },
    async (request, reply) => answer(request, reply, await billing.cancel(signedInUser(request).id)),
  );

  app.post(
    '/api/billing/reactivate',
    {
      schema: {
        tags: ['billing'],
        summary: 'Take a cancelled subscription up again before its period ends',
        response: { 200: billingStatusSchema, ...refusals },
      },
      ...signedIn,
    },
    async (request, reply) => answer(request, reply, await billing.reactivate(signedInUser(request).id)),
  );

  app.get(
    '/api/billing/invoices',
    {
      schema: {
        tags: ['billing'],
        summary: 'Billing history: every charge, newest first',
        response: { 200: invoicesSchema, 401: errorBodySchema },
      },
      ...signedIn,
    },
    async (request) => ({ invoices: await billing.invoices(signedInUser(request).id) }),
  );

  app.get(
    '/api/billing/payment-method',
    {
      schema: {
        tags: ['billing'],
        summary: 'The card on file (brand, last four digits, expiry), or null',
        response: { 200: z.object({ paymentMethod: paymentMethodSchema.nullable() }), 401: errorBodySchema },
      },
      ...signedIn,
    },
    async (request) => ({ paymentMethod: await billing.paymentMethod(signedInUser(request).id) }),
  );

  app.delete(
    '/api/billing/payment-method',
    {
      schema: {
        tags: ['billing'],
        summary: 'Take the card off file (with the provider too); refused while it pays a renewal to come',
        response: { 200: z.object({ paymentMethod: z.null() }), ...refusals },
      },
      ...signedIn,
    },
    async (request) => {
      await billing.removeCard(signedInUser(request).id);
      return { paymentMethod: null };
    },
  );

  app.post(
    '/api/billing/portal',
    {
      schema: {
        tags: ['billing'],
        summary: "The payment provider's page where the reader updates the payment method",
        body: langQuery.nullish(),
        response: { 200: portalResponseSchema, 401: errorBodySchema, 400: errorBodySchema },
      },
      ...signedIn,
    },
    async (request) => {
      const user = signedInUser(request);
      return { url: await billing.portalUrl(user.id, user.email, request.body?.lang ?? 'en') };
    },
  );
};
