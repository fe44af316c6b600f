/**
 * What other features do before an account is deleted (DECISIONS.md item 9): billing ends the
 * subscription with the payment provider, for example. The profile's delete call runs them all;
 * if one fails, nothing is deleted and the reader is told deletion failed.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

type Hook = (userId: string) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    beforeAccountDeletion(hook: Hook): void;
    runBeforeAccountDeletion(userId: string): Promise<void>;
  }
}

const accountDeletionPlugin: FastifyPluginAsync = async (app) => {
  const hooks: Hook[] = [];
  app.decorate('beforeAccountDeletion', (hook: Hook) => {
    hooks.push(hook);
  });
  app.decorate('runBeforeAccountDeletion', async (userId: string) => {
    for (const hook of hooks) await hook(userId);
  });
};

export const accountDeletion = fp(accountDeletionPlugin, { name: 'account-deletion' });
