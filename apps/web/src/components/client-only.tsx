import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children only in the browser, after hydration: the server's HTML has `fallback` there
 * (nothing, unless given), and so has the page until it is taken over.
 */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? children : fallback;
}
