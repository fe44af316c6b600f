// Applies the theme before the first paint, so the page never flashes the wrong one.
// Rules (reading-experience §4): a saved 'theme' wins; 'system' follows the OS; with no saved
// choice the page is dark from 17:00 local time. The app keeps it up to date after loading.
(() => {
  let saved = null;
  try {
    saved = JSON.parse(localStorage.getItem('theme') || 'null');
  } catch {}
  const hour = new Date().getHours();
  // Sepia and high contrast (premium colour themes) are light themes of their own.
  const colour = saved === 'sepia' || saved === 'high-contrast' ? saved : null;
  const known = colour !== null || saved === 'light' || saved === 'dark' || saved === 'system';
  const dark =
    saved === 'dark' ||
    (saved === 'system' && matchMedia('(prefers-color-scheme: dark)').matches) ||
    (!known && (hour >= 17 || hour < 6));
  document.documentElement.classList.toggle('dark', dark);
  if (colour) document.documentElement.dataset.theme = colour;
})();
