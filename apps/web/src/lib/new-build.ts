/**
 * A page open across a deploy: its parts loaded on demand are named by the old build's hashes, and
 * the server has only the new build's. Such a part cannot be fetched again however often it is tried;
 * the page itself has to come afresh.
 */

const RELOADED_AT_KEY = 'tidings:reloadedForNewBuild';
/** A page reloaded this recently that still misses a part is not missing it for a deploy. */
const RELOAD_AGAIN_AFTER_MS = 60_000;

/**
 * Whether the server no longer has this page's build: its entry script (every part's name is written
 * in it, so any renamed part renames it) answers 404. A dropped connection, or a server that is down,
 * is no new build.
 */
export async function buildReplaced(): Promise<boolean> {
  const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;
  if (!entry) return false;
  try {
    return (await fetch(entry, { method: 'HEAD', cache: 'no-store' })).status === 404;
  } catch {
    return false;
  }
}

/** Loads the page afresh from the new build; false (and nothing done) when it did so a moment ago. */
export function reloadForNewBuild(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < RELOAD_AGAIN_AFTER_MS) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    // No session storage: no way to tell a second reload from the first, so none.
    return false;
  }
  window.location.reload();
  return true;
}
