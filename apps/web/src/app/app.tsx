import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { ClientOnly } from '../components/client-only.tsx';
import { isTimeout } from '../lib/api-client.ts';
import { type Preload, PreloadProvider } from '../lib/preload.tsx';
import { FeedPage } from './feed-page.tsx';

export function createQueryClient() {
  return new QueryClient({
    // A failed query is logged once, after its retry, under its service error (§8); the reader sees the view's text.
    queryCache: new QueryCache({ onError: (error) => console.error(error) }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Once more after a failure, but not after a read that timed out: that doubled a 10 s wait.
        retry: (failures, error) => failures < 1 && !isTimeout(error),
        refetchOnWindowFocus: false,
      },
      // A change made offline is tried at once, not held back unseen until the network returns (and
      // lost on a reload): a save goes to the offline queue with its notice (use-saved.ts), any other
      // change fails with its message, and nothing is sent later behind the reader's back.
      mutations: { networkMode: 'always' },
    },
  });
}

/**
 * The app inside a router (BrowserRouter in the browser, StaticRouter on the server). Every path
 * renders the feed page; route-state.ts decides which feed and which dialog (§2).
 */
export function App({
  client,
  preload,
  extra,
}: {
  client: QueryClient;
  preload: Preload | undefined;
  extra?: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <PreloadProvider value={preload}>
        <Routes>
          <Route path="*" element={<FeedPage />} />
        </Routes>
        {extra && <ClientOnly>{extra}</ClientOnly>}
      </PreloadProvider>
    </QueryClientProvider>
  );
}
