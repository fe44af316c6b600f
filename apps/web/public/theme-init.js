// Applies the theme before the first paint, so the page never flashes the wrong one.
// Rules (reading-experience §4): a saved 'theme' wins; 'system' follows the OS; with no saved
// choice the page is dark from 17:00 local time. The app keeps it up to date after loading.
(() => {
  let saved = null;
  try {
    saved = JSON.parse(localStorage.getItem('theme') || 'null');
  } catch {}
  const hour = new Date().getHours();
  const dark =
    saved === 'dark' ||
    (saved === 'system' && matchMedia('(prefers-color-scheme: dark)').matches) ||
    ((saved === null || (saved !== 'light' && saved !== 'dark' && saved !== 'system')) && (hour >= 17 || hour < 6));
  document.documentElement.classList.toggle('dark', dark);
})();
