import { setNonce } from 'get-nonce';
import { StrictMode, Suspense, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, createQueryClient } from './app/app.tsx';
import { fetchAppConfig } from './app/app-config.ts';
import { startSessionRestore } from './features/auth/session.ts';
import {
  applyLanguage,
  followLinkedLanguage,
  holdLanguageUntil,
  initialLanguage,
  rememberPageLanguage,
  savedLanguage,
  serverPageLanguage,
  startLanguageDetection,
} from './features/language/language.ts';
import { setIpLookupAvailable } from './features/location/browser-location.ts';
import { cityNamesLoaded } from './features/location/use-city-name.ts';
import { readerLocation, startLocationDetection } from './features/location/use-reader-location.ts';
import { hasLanguage, loadLanguage } from './lib/i18n.ts';
import { InteractiveMark } from './lib/interactive-mark.ts';
import { registerServiceWorker } from './lib/offline.ts';
import { readPreload } from './lib/preload.tsx';
import { useToasterWanted } from './lib/toaster-switch.ts';
import './styles.css';
import { lazyPart } from './lib/lazy-part.tsx';

// The Content Security Policy allows <style> elements only with the page's nonce (Radix's scroll lock adds one).
const nonce = document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content');
if (nonce) setNonce(nonce);
const preload = readPreload();
// Whether the server can locate an IP address: the page says so, or /api/config does when asked.
setIpLookupAvailable(
  preload?.config?.ipLookup ??
    (() =>
      fetchAppConfig().then(
        (config) => config.ipLookup,
        () => true,
      )),
);
followLinkedLanguage();
const place = readerLocation();
// The server drew the page in the language this browser last showed (its cookie). With no choice
// saved and no place known yet, that is still the best guess until detection answers.
const drawnIn = serverPageLanguage();
const language =
  initialLanguage(place.fallback ? undefined : place.country) ?? (drawnIn === 'nl' ? drawnIn : undefined);
// The server's next page should be drawn in the language this one is shown in.
if ((language ?? 'en') !== drawnIn) rememberPageLanguage(language ?? 'en');
// A Dutch reader's texts come in a script of their own: the page is drawn in Dutch once they are here.
const texts = language && !hasLanguage(language) ? loadLanguage(language) : Promise.resolve();
// So do the Dutch names of towns, which the server put on a Dutch page drawn for the reader's town.
const townNames = (language ?? drawnIn) === 'nl' && preload?.place?.city ? cityNamesLoaded() : Promise.resolve(true);

// Toasts come from dialogs and signed-in readers' actions, which load on demand; so does the toaster.
const Toaster = lazyPart(() => import('./app/toaster.tsx'), { quiet: true });

function ToasterOnDemand() {
  return useToasterWanted() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

let markCommitted: () => void = () => undefined;
const committed = new Promise<void>((resolve) => {
  markCommitted = resolve;
});

/** Resolves `committed` after the first commit: the server's page is React's from then on. */
function FirstCommit(): null {
  useEffect(() => markCommitted(), []);
  return null;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <BrowserRouter>
      <App
        client={createQueryClient()}
        preload={preload}
        extra={
          <>
            <InteractiveMark />
            <FirstCommit />
            <ToasterOnDemand />
          </>
        }
      />
    </BrowserRouter>
  </StrictMode>
);
// The server drew the page in the language this browser last showed, and React takes it over as it
// is. Should the reader's language differ (a choice made on another page's visit, a cleared cookie),
// the page is rendered afresh, the server's staying in place until the new one is ready. Either way
// the work is a transition:
// React yields to the browser every few milliseconds instead of holding the main thread for the
// whole page, so the reader can scroll while it runs.
let namesCame = true;
void Promise.all([texts, townNames.then((came) => (namesCame = came))])
  .catch((error: unknown) => console.error('Loading the language failed', error))
  .finally(() => {
    // Should its texts not come, a saved choice says they could not be loaded, a detected one that detection failed.
    if (language) applyLanguage(language, savedLanguage() ? 'load' : 'detect');
    // Its texts must be here too: should the Dutch ones have failed to come, the page is drawn afresh
    // in English rather than hydrated with English texts over Dutch markup.
    // So must the town's Dutch name, which the server wrote: without it the page is drawn afresh too.
    const hydrate = root.hasChildNodes() && (language ?? 'en') === drawnIn && hasLanguage(drawnIn) && namesCame;
    if (hydrate) holdLanguageUntil(committed);
    startLanguageDetection();
    startTransition(() => {
      if (hydrate) hydrateRoot(root, app);
      else createRoot(root).render(app);
    });
  });
startSessionRestore();
void startLocationDetection();
// The service worker (reading saved stories offline) waits until the page has loaded and settled;
// this script itself usually starts after the load event (see app-loader.js).
if (document.readyState === 'complete') setTimeout(registerServiceWorker, 1000);
else window.addEventListener('load', () => setTimeout(registerServiceWorker, 1000), { once: true });
