/**
 * "Download my data" (account menu): everything the server keeps of the reader, as one JSON file
 * (GET /api/profile/export). Loaded when asked: most readers never download their data.
 */
import { datedFileName, downloadJson } from '../../lib/download-json.ts';
import { toast } from '../../lib/toast.ts';

export async function downloadMyData(failed: string): Promise<void> {
  try {
    await downloadJson('/api/profile/export', datedFileName('my-data'));
  } catch {
    toast.error(failed);
  }
}
