import { type ReactNode, useEffect, useState } from 'react';

/** False on the server and while React takes the server's page over; true from the render after. */
export function useTakenOver(): boolean {
  const [takenOver, setTakenOver] = useState(false);
  useEffect(() => setTakenOver(true), []);
  return takenOver;
}

/** Renders its children only in the browser, after hydration: the server's HTML has nothing there. */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useTakenOver() ? children : null;
}
