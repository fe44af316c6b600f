import { type ReactNode, useEffect, useState } from 'react';

/** Renders its children only in the browser, after hydration: the server's HTML has nothing there. */
export function ClientOnly({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? children : null;
}
