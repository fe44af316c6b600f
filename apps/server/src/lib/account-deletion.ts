/**
 * What other features do before an account is deleted (DECISIONS.md item 9): billing ends the
 * subscription with the payment provider, for example. The profile's delete call runs them all;
 * if one fails, nothing is deleted and the reader is told deletion failed. A hook may answer what
 * to do once the account is gone (support tells its desk which messages to delete): run after the
 * deletion has committed, without holding the reader's request up.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** What to do once the account is deleted; its failure is only logged. */
export type AfterDeletion = () => Promise<void>;
type Hook = (userId: string) => Promise<void> | Promise<AfterDeletion | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    beforeAccountDeletion(hook: Hook): void;
    runBeforeAccountDeletion(userId: string): Promise<AfterDeletion[]>;
  }
}

const accountDeletionPlugin: FastifyPluginAsync = async (app) => {
  const hooks: Hook[] = [];
  app.decorate('beforeAccountDeletion', (hook: Hook) => {
    hooks.push(hook);
  });
  app.decorate('runBeforeAccountDeletion', async (userId: string) => {
    const after: AfterDeletion[] = [];
    for (const hook of hooks) {
      const then = await hook(userId);
      if (then) after.push(then);
    }
    return after;
  });
};

export const accountDeletion = fp(accountDeletionPlugin, { name: 'account-deletion' });
