/**
 * A part of the app loaded on demand (a dialog, a menu entry), as `React.lazy`, but one whose code
 * cannot be fetched (the connection dropped, the server restarted, a deploy renamed its chunk) never
 * takes the page down with it: `React.lazy` would throw into the tree and unmount everything. Here
 * the part says it could not be loaded, with Try again, and is fetched afresh when it is next shown;
 * when a deploy renamed it, the page is loaded afresh from the new build (see new-build.ts).
 * A `quiet` part (a menu entry, a card's button) shows nothing instead of the message.
 */
import { type ComponentType, type LazyExoticComponent, lazy, useEffect, useState } from 'react';
import { useLocale } from './i18n.ts';
import { buildReplaced, reloadForNewBuild } from './new-build.ts';

type Module<P> = { default: ComponentType<P> };

export function lazyPart<P extends object>(
  load: () => Promise<Module<P>>,
  { quiet = false }: { quiet?: boolean } = {},
): ComponentType<P> {
  // Held in an object, not a variable of its own: the part reads what it holds at each render.
  const loaded: { Part?: LazyExoticComponent<ComponentType<P>> } = {};
  const shown = new Set<() => void>();
  /** The next render fetches the code again. */
  const afresh = () => {
    loaded.Part = lazy(() =>
      load().catch(async (error: unknown) => {
        // A deploy renamed it: the page comes afresh, from the new build (the part shows nothing meanwhile).
        if ((await buildReplaced()) && reloadForNewBuild()) return { default: Reloading };
        console.error('A part of the app could not be loaded', error);
        return { default: Failed };
      }),
    );
  };

  function Failed() {
    // Shown again later (the dialog opened anew, the menu re-drawn), the part is fetched again.
    useEffect(() => afresh, []);
    // And when the network comes back: what was opened offline opens, as the offline notice promises.
    useEffect(() => {
      const again = () => {
        afresh();
        for (const redraw of shown) redraw();
      };
      window.addEventListener('online', again, { once: true });
      return () => window.removeEventListener('online', again);
    }, []);
    if (quiet) return null;
    return (
      <PartFailed
        onRetry={() => {
          afresh();
          for (const redraw of shown) redraw();
        }}
      />
    );
  }

  afresh();
  function Part(props: P) {
    // What it shows changes outside React (a fresh fetch after a failure): never memoised.
    'use no memo';
    const [, setTries] = useState(0);
    useEffect(() => {
      const redraw = () => setTries((tries) => tries + 1);
      shown.add(redraw);
      return () => {
        shown.delete(redraw);
      };
    }, []);
    const Loaded = loaded.Part;
    return Loaded ? <Loaded {...props} /> : null;
  }
  return Part;
}

function Reloading(): null {
  return null;
}

function PartFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useLocale();
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl bg-slate-900 p-4 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
    >
      <p className="flex-1">{t('common.partFailed')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-full bg-white px-3 py-1.5 font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-slate-900 dark:text-white"
      >
        {t('common.retry')}
      </button>
    </div>
  );
}
