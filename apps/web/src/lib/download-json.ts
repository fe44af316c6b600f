/** A signed-in reader's export: the JSON a call answers, handed to them as a file. */
import { authedRequest } from './session-token.ts';

export async function downloadJson(path: string, fileName: string): Promise<void> {
  const answer = await authedRequest<unknown>(path);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([JSON.stringify(answer, null, 2)], { type: 'application/json' }));
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** A file name with today's date: "tidings-my-data-2026-12-07.json". */
export const datedFileName = (name: string) => `tidings-${name}-${new Date().toISOString().slice(0, 10)}.json`;
