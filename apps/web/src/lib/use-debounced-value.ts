import { useEffect, useState } from 'react';

/** The value, once it has stopped changing for `delayMs` (reading-experience §9: 100 ms feed, 300 ms search). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
