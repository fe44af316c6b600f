/** Shapes shared by every API answer (DECISIONS.md item 15). */
import { z } from 'zod';

export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The feature flags of reading-experience §1, with the spec's defaults (DECISIONS.md item 7). */
export const featureFlagsSchema = z.object({
  signInEnabled: z.boolean(),
  adsEnabled: z.boolean(),
  shareEnabled: z.boolean(),
  relatedStoriesEnabled: z.boolean(),
  aboutStoryEnabled: z.boolean(),
  debugTwentyStories: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export const DEFAULT_FLAGS: FeatureFlags = {
  signInEnabled: false,
  adsEnabled: false,
  shareEnabled: true,
  relatedStoriesEnabled: false,
  aboutStoryEnabled: true,
  debugTwentyStories: false,
};

export const appConfigSchema = z.object({ flags: featureFlagsSchema, demo: z.boolean() });
export type AppConfig = z.infer<typeof appConfigSchema>;
