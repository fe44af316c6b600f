/** Shapes shared by every API answer (DECISIONS.md item 15). */
import { z } from 'zod';
import type { FeatureFlags } from '../flags.ts';

export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The feature flags of reading-experience §1 (values and defaults in flags.ts). */
export const featureFlagsSchema = z.object({
  signInEnabled: z.boolean(),
  adsEnabled: z.boolean(),
  shareEnabled: z.boolean(),
  relatedStoriesEnabled: z.boolean(),
  aboutStoryEnabled: z.boolean(),
  debugTwentyStories: z.boolean(),
}) satisfies z.ZodType<FeatureFlags>;

export const appConfigSchema = z.object({
  flags: featureFlagsSchema,
  demo: z.boolean(),
  /** Whether GET /api/geo/ip can answer; when it cannot, the browser does not ask. */
  ipLookup: z.boolean(),
  /** Whether the edition carries any briefing; without one the home page has no player. */
  briefings: z.boolean(),
  /** Where readers write: the footer's contact link and About (general), Privacy (privacy). */
  contact: z.object({ general: z.string(), privacy: z.string() }),
  /**
   * Set on a first page drawn for a premium reader (their plan's cookie): no ads until the browser
   * knows the reader, and ads again for whoever is signed out on it later.
   */
  premiumPage: z.boolean().optional(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
