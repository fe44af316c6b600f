/** Whether keyboard shortcuts are on (issue #19: they can be switched off), kept on this device. */
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../../lib/storage.ts';

const KEY = 'shortcuts';
const listeners = new Set<() => void>();
let on: boolean | undefined;

const current = () => {
  on ??= readStored(KEY, (value) => (typeof value === 'boolean' ? value : undefined)) ?? true;
  return on;
};

export function setShortcutsOn(value: boolean): void {
  on = value;
  writeStored(KEY, value);
  for (const listener of listeners) listener();
}

export function useShortcutsOn(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => true,
  );
}
