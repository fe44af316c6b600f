// Starts the app's script once the featured image has painted. The page arrives rendered by the
// server and can be read and followed (its links are real links) before the script runs; on a slow
// link the 100 KB of script would otherwise share the bandwidth with the largest image on screen.
// A slow image holds the script back for at most START_LATEST_MS after the document has parsed,
// and not at all once the reader touches, clicks or types.
(() => {
  const START_LATEST_MS = 1500;
  const entry = document.currentScript?.dataset.entry;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin']) {
    addEventListener(type, start, { once: true, capture: true, passive: true });
  }
  // Two frames on: the frame that paints the image has been presented, not only decoded.
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(start));
  const whenParsed = () => {
    setTimeout(start, START_LATEST_MS);
    const featured = document.querySelector('#root img[fetchpriority="high"]');
    if (!featured || featured.complete) return afterPaint();
    featured.addEventListener('load', afterPaint, { once: true });
    featured.addEventListener('error', afterPaint, { once: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
  else whenParsed();
})();
