/** The server's feature flags (GET /api/config), read once at start (DECISIONS.md item 7). */

import { useQuery } from '@tanstack/react-query';
import { DEFAULT_FLAGS } from '@tidings/core/flags';
import type { AppConfig } from '@tidings/core/schemas/api';
import { apiGet } from '../lib/api-client.ts';
import { usePreloadedConfig } from '../lib/preload.tsx';

/** The server's default contact addresses (apps/server/src/config.ts), until its configuration is read. */
const DEFAULT_CONTACT: AppConfig['contact'] = { general: 'hello@tidings.local', privacy: 'privacy@tidings.local' };

let fetching: Promise<AppConfig> | undefined;

/** GET /api/config once per page (a failure may be asked again): for pages that did not embed it. */
export function fetchAppConfig(): Promise<AppConfig> {
  fetching ??= apiGet<AppConfig>('/api/config').catch((error: unknown) => {
    fetching = undefined;
    throw error;
  });
  return fetching;
}

export function useAppConfig(): AppConfig {
  const embedded = usePreloadedConfig();
  const { data } = useQuery({
    queryKey: ['config'],
    queryFn: fetchAppConfig,
    staleTime: Number.POSITIVE_INFINITY,
    ...(embedded ? { initialData: embedded } : {}),
  });
  return data ?? { flags: DEFAULT_FLAGS, demo: false, ipLookup: true, briefings: true, contact: DEFAULT_CONTACT };
}
