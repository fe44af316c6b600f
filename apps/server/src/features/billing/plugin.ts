/**
 * Membership: `app.billing` (who is premium, for every feature), the billing calls, the local
 * payment provider's page, and the renewal job that moves plans on without a reader visiting.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { sendBillingNotices } from './billing-notices.ts';
import { localPayLinks, localPayPage } from './local-pay-page.ts';
import { localPaymentProvider } from './local-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { billingRoutes } from './routes.ts';
import { type Billing, createBilling } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    billing: Billing;
  }
}

/** Trials and periods end on the minute; a renewal is at most this late. */
export const RENEWAL_INTERVAL_MS = 60_000;

export interface BillingOptions {
  /** Tests put a faulty provider in front of the local one; a real provider would come from the config. */
  wrapProvider?: (provider: PaymentProvider) => PaymentProvider;
}

const billingPlugin: FastifyPluginAsync<BillingOptions> = async (app, options) => {
  const { db } = app.database;
  const links = localPayLinks(app.derivedSecret('local-pay-page'), app.clock);
  const local = localPaymentProvider({ db, clock: app.clock, pageUrl: (request) => links.linkFor(request) });
  const provider = options.wrapProvider ? options.wrapProvider(local) : local;
  const billing = createBilling({
    db,
    clock: app.clock,
    provider,
    onRenewalError: (userId, error) => app.log.error({ err: error, userId }, 'renewal failed; the next run retries it'),
  });
  app.decorate('billing', billing);
  app.housekeeping.add('subscription renewals', () => billing.runDue(), RENEWAL_INTERVAL_MS);
  // After the renewals, so a renewal's receipt goes in the same round.
  app.housekeeping.add('billing mails', () => sendBillingNotices(app), RENEWAL_INTERVAL_MS);
  app.beforeAccountDeletion((userId) => billing.forgetCustomer(userId));
  await app.register(billingRoutes, { billing });
  await app.register(localPayPage, { billing, links });
};

export const billing = fp(billingPlugin, {
  name: 'billing',
  dependencies: ['auth', 'housekeeping', 'account-deletion', 'mail'],
});
