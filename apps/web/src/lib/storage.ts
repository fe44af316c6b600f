/** Browser storage that never throws (private modes and full disks refuse writes). */
export function readStored<T>(key: string, parse: (value: unknown) => T | undefined): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? undefined : parse(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused: the choice lasts for this visit only.
  }
}
