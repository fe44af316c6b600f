/** The feature flags of reading-experience §1 with the spec's defaults (DECISIONS.md item 7). No zod: the web imports it. */
export interface FeatureFlags {
  signInEnabled: boolean;
  adsEnabled: boolean;
  shareEnabled: boolean;
  relatedStoriesEnabled: boolean;
  aboutStoryEnabled: boolean;
  debugTwentyStories: boolean;
}

export const DEFAULT_FLAGS: FeatureFlags = {
  signInEnabled: false,
  adsEnabled: false,
  shareEnabled: true,
  relatedStoriesEnabled: false,
  aboutStoryEnabled: true,
  debugTwentyStories: false,
};
