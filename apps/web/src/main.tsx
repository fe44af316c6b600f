import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router.tsx';
import { applyLanguage, savedLanguage } from './features/language/language.ts';
import './lib/i18n.ts';
import { readPreload } from './lib/preload.ts';
import './styles.css';

// The Content Security Policy allows <style> elements only with the page's nonce (Radix's scroll lock adds one).
const nonce = document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content');
if (nonce) setNonce(nonce);
readPreload();
const language = savedLanguage();
if (language) applyLanguage(language);

// Toasts come from dialogs, which load on demand; so does the toaster.
const Toaster = lazy(() => import('./app/toaster.tsx'));

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
